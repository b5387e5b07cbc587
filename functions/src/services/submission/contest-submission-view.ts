import { ContestStatus, ContestType, JudgeStatus, type Submission } from '@oj/shared';
import type { SubmissionItem } from '@oj/shared/db/items/submission';
import { contestStatusAt } from '@oj/shared/domain/contest-access';
import type { ContestContext } from '../contest/load-contest.ts';
import { toSubmission } from './submission-view.ts';

/**
 * What of a contest submission the caller `uid` may see, in the contest as loadContest found it for them (the
 * reference's rules, spec 001 section 4):
 * - behind the seal, without the real-time view, results are unknown: others' always, one's own in OI contests;
 * - while the contest runs, others' run time, memory and messages stay hidden;
 * - code is its author's and the contest admins' until the contest has ended.
 */
export function contestSubmissionView(s: SubmissionItem, ctx: Pick<ContestContext, 'contest' | 'admin' | 'realTime'>, uid: string, now: Date) {
  const c = ctx.contest;
  const own = uid === s.uid;
  if (ctx.admin) return { resultHidden: false, runHidden: false, codeHidden: false };
  const behindSeal = !ctx.realTime && c.sealRankTime !== null && Date.parse(s.submitTime) >= Date.parse(c.sealRankTime);
  const status = contestStatusAt(c, now);
  return {
    resultHidden: behindSeal && (!own || c.type === ContestType.OI),
    runHidden: !own && status === ContestStatus.RUNNING,
    codeHidden: !own && status !== ContestStatus.ENDED,
  };
}

/** A contest submission as the viewer may see it (the code, when visible, is added by the detail). */
export function toContestSubmission(s: SubmissionItem, view: ReturnType<typeof contestSubmissionView>): Submission {
  const shown = toSubmission(s);
  if (view.resultHidden) return { ...shown, status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null, oiRankScore: null, time: null, memory: null, errorMessage: null };
  if (view.runHidden) return { ...shown, time: null, memory: null, errorMessage: null };
  return shown;
}
