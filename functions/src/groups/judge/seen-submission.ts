import type { SubmissionItem } from '@oj/shared/db/items/submission';
import type { Deps } from '../../deps.ts';
import { notFound, unauthorized } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { loadContest, type ContestContext } from '../../services/contest/load-contest.ts';
import { contestSubmissionView } from '../../services/submission/contest-submission-view.ts';
import { submissionAccess, type SubmissionAccess } from './group-submissions.ts';
import { problemHiddenFrom } from '../../services/submission/submission-view.ts';

/** A submission one caller may see, and how: a contest's by the contest's rules (contest-view.ts). */
export interface SeenSubmission {
  s: SubmissionItem;
  access: SubmissionAccess;
  /** Its problem is one the caller may not read: the submission shows without it, and without its case results. */
  problemHidden: boolean;
  contest: { ctx: ContestContext; view: ReturnType<typeof contestSubmissionView> } | undefined;
}

/**
 * The one visibility decision for a single submission, which its detail and its case results both take: group and
 * exam submissions by submissionAccess, without a problem the caller may not read; contest submissions only to
 * callers who may see the contest (never anonymous), others' only to callers who may enter it, with the contest's
 * view of sealed results and run details.
 */
export async function seeSubmission(deps: Deps, submitId: number, user: SessionUser | undefined): Promise<SeenSubmission> {
  const s = await deps.repos.submissions.getSubmission(submitId);
  const access = s && (await submissionAccess(deps.repos, s, user));
  if (!s || !access) throw notFound('The submission does not exist');
  if (!s.cid) {
    const [problems, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
    const problem = problems.find((p) => p.pid === s.pid);
    // a member who sees a group submission sees its group problem (the group's own list shows it too)
    const problemHidden = s.gid !== null && s.gid === problem?.gid ? false : problemHiddenFrom(s, problem, user, locked);
    return { s, access, problemHidden, contest: undefined };
  }
  if (!user) throw unauthorized('Please log in to see contest submissions');
  const ctx = await loadContest(deps, s.cid, user);
  if (s.uid !== user.uid && ctx.enterRefusal) throw notFound('The submission does not exist');
  return { s, access, problemHidden: false, contest: { ctx, view: contestSubmissionView(s, ctx, user.uid, deps.now()) } };
}
