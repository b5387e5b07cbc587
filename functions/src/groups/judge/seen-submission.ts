import type { SubmissionItem } from '@oj/shared/db/items/submission';
import type { Deps } from '../../deps.ts';
import { notFound, unauthorized } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { getSubmission } from '../../data/submissions.ts';
import { loadContest, type ContestContext } from '../contest/load-contest.ts';
import { contestSubmissionView } from './contest-view.ts';
import { submissionAccess, type SubmissionAccess } from './group-submissions.ts';

/** A submission one caller may see, and how: a contest's by the contest's rules (contest-view.ts). */
export interface SeenSubmission {
  s: SubmissionItem;
  access: SubmissionAccess;
  contest: { ctx: ContestContext; view: ReturnType<typeof contestSubmissionView> } | undefined;
}

/**
 * The one visibility decision for a single submission, which its detail and its case results both take: group and
 * exam submissions by submissionAccess; contest submissions only to callers who may see the contest (never
 * anonymous), others' only to callers who may enter it, with the contest's view of sealed results and run details.
 */
export const seeSubmission = async (deps: Deps, submitId: number, user: SessionUser | undefined): Promise<SeenSubmission> => {
  const s = await getSubmission(deps.db, submitId);
  const access = s && (await submissionAccess(deps.db, s, user));
  if (!s || !access) throw notFound('The submission does not exist');
  if (!s.cid) return { s, access, contest: undefined };
  if (!user) throw unauthorized('Please log in to see contest submissions');
  const ctx = await loadContest(deps, s.cid, user);
  if (s.uid !== user.uid && ctx.enterRefusal) throw notFound('The submission does not exist');
  return { s, access, contest: { ctx, view: contestSubmissionView(s, ctx, user.uid, deps.now()) } };
};
