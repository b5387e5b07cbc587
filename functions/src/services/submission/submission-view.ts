import type { Submission } from '@oj/shared';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import { type ProblemSummary } from '../../data/problems.ts';
import { openOutsideContests } from '../../domain/problems.ts';
import { canView } from '../../domain/problems.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';

/** Whether a submission shows at all to a caller: group submissions stay inside their group (the group feature checks members). */
/** Group and exam submissions are their author's and the admins' only (an exam's must not help its other participants). */
export function canSeeSubmission(s: SubmissionItem, viewer: SessionUser | undefined) {
  return (s.gid === null && !s.eid) || isAdmin(viewer) || viewer?.uid === s.uid;
}

/**
 * The submission as lists and the detail page show it (no code: the detail adds it when visible). A problem the
 * caller may not read is left out (pid 0, empty display id and title, as for no problem), so private problems do
 * not surface through submissions, an admin's included.
 */
export function toSubmission(s: SubmissionItem, problemHidden = false): Submission {
  return {
    submitId: s.submitId,
    uid: s.uid,
    username: s.username,
    pid: problemHidden ? 0 : s.pid,
    displayPid: problemHidden ? '' : s.displayPid,
    displayId: problemHidden ? '' : s.displayPid,
    title: problemHidden ? '' : s.title,
    cid: s.cid,
    gid: s.gid,
    status: s.status,
    score: s.score,
    oiRankScore: s.oiRankScore,
    judger: s.judger,
    isManual: s.isManual,
    time: s.time,
    memory: s.memory,
    length: s.length,
    language: s.language,
    submitTime: s.submitTime,
    errorMessage: s.errorMessage,
    share: s.share,
  };
}

/**
 * Who may read a practice submission's code (spec 000 section 6): its author and admins always; others when it is
 * shared and the site allows code sharing. Contest submissions follow the contest's rules (contest-view.ts).
 */
export function canSeeCode(s: SubmissionItem, viewer: SessionUser | undefined, opts: { codeShare: boolean }) {
  return viewer?.uid === s.uid || isAdmin(viewer) || (s.share && opts.codeShare);
}

/** Whether the caller may read the problem outside contests: its auth, and no contest that has not ended holds it. */
export function readableOutsideContests(problem: Pick<ProblemSummary, 'pid' | 'auth' | 'isGroup'>, viewer: SessionUser | undefined, locked: ReadonlyMap<number, unknown>) {
  return canView(problem, viewer?.roleId) && openOutsideContests(problem, viewer?.roleId, locked);
}

/**
 * Whether a practice submission's problem is one the caller may not read (its author always may), `locked` being the
 * problems of contests not ended yet (data/problems.ts contestLockedProblems).
 */
export function problemHiddenFrom(s: SubmissionItem, problem: Pick<ProblemSummary, 'pid' | 'auth' | 'isGroup'> | undefined, viewer: SessionUser | undefined, locked: ReadonlyMap<number, unknown>) {
  return s.cid === 0 && viewer?.uid !== s.uid && (!problem || !readableOutsideContests(problem, viewer, locked));
}
