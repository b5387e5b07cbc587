import type { Submission } from '@oj/shared';
import { ADMIN_ROLES, type Role } from '@oj/shared';
import type { SubmissionItem } from '@oj/shared/db/items';
import type { SessionUser } from '../../http/session-user.ts';

export const isAdmin = (user: SessionUser | undefined) => user !== undefined && ADMIN_ROLES.includes(user.roleId as Role);

/** The submission as lists and the detail page show it (no code: the detail adds it when visible). */
export const toSubmission = (s: SubmissionItem): Submission => ({
  submitId: s.submitId,
  uid: s.uid,
  username: s.username,
  pid: s.pid,
  displayPid: s.displayPid,
  displayId: s.displayPid,
  title: s.title,
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
});

/**
 * Who may read a submission's code (spec 000 section 6): its author and admins always; others when it is
 * shared and the site allows code sharing, or, for a contest submission, once the contest has ended.
 */
export const canSeeCode = (s: SubmissionItem, viewer: SessionUser | undefined, opts: { codeShare: boolean; contestEnded: boolean }) =>
  viewer?.uid === s.uid || isAdmin(viewer) || (s.cid === 0 && s.share && opts.codeShare) || (s.cid !== 0 && opts.contestEnded);
