import { EXAM_CID_OFFSET } from '@oj/shared/domain/exam';
import type { ContestStatus } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useOutletContext } from 'react-router';

/** What any set may tell the problem page's editor, so the page reads it without asking which kind of set it is. */
export interface SetSubmitRules {
  /** Why submitting is not possible now (spec 001 section 4), as shown to the user, or null. */
  submitBlocked?: string | null | undefined;
  /** Told once the verdict of a submission made here is final. */
  onVerdict?: (() => void) | undefined;
  /** No online test for this problem (by its display id). */
  testRunHidden?: ((displayId: string) => boolean) | undefined;
}

/**
 * What a contest shell tells the pages it hosts (the problem page, the submission list and detail), so those
 * features serve a contest without a copy per kind (ARCHITECTURE.md "Problem sets and scopes"). The shell passes
 * it as its outlet context; outside a contest there is none.
 */
export interface ContestScope extends SetSubmitRules {
  cid: number;
  /** The contest as get-contest-info answered the shell (kept fresh there): hosted pages read it, not fetch it again. */
  info: ContestInfo;
  /** The status on the shell's clock (the server's `now` moved on), fresher than `info.status`. */
  status: ContestStatus;
  /** The viewer is a contest admin (isContestAdmin). */
  admin: boolean;
  /** The shell's include-after-contest setting: problem and submission calls send it as containsEnd. */
  containsEnd: boolean;
  /** Before the start only admins see the contest: their lists ask for the submissions made before it. */
  beforeStart: boolean;
  /** OI without the real-time view: one's own results stay hidden and a new submission covers the last one. */
  hideResults: boolean;
  /** Why submitting is not possible now (spec 001 section 4), as shown to the user, or null. */
  submitBlocked: string | null;
  /** Resolves true once the viewer may submit: a protected contest asks for its password first. */
  ensureSubmitAccess: () => Promise<boolean>;
  /** Told after each accepted submit: a public contest registers its first-time submitters. */
  onSubmitted: () => void;
  /** The focus-mode (full-screen) page of one of its problems; absent where the page already is in focus mode. */
  focusPath?: ((displayId: string) => string) | undefined;
}

/**
 * What a training shell tells the problem page it hosts: submissions made there carry the training (tid), and
 * their verdicts move the training's progress and rank.
 */
export interface TrainingScope extends SetSubmitRules {
  tid: number;
  /** Its progress and rank move with each final verdict. */
  onVerdict: () => void;
}

/**
 * What an exam shell tells the problem page it hosts (spec 001 2.9 and section 4): the problem goes by its display
 * id in the exam, submissions name the exam as cid = exam id + 50000 with that display id, and the viewer's own
 * clock decides whether submitting is still possible.
 */
export interface ExamScope extends SetSubmitRules {
  /** The exam (timed work) id. */
  examId: number;
  /** Why submitting is not possible any more (handed in, or the viewer's time is up), as shown to the user, or null. */
  submitBlocked: string | null;
  /** Spec 001 2.9: no online test for a question of type 2 (by its display id). */
  testRunHidden: (displayId: string) => boolean;
  /** Told once the verdict of a submission made here is final: the exam's problem list marks it submitted. */
  onVerdict: () => void;
}

/**
 * The problem set a hosted page is shown in (ARCHITECTURE.md "Problem sets and scopes"): a contest, a training or
 * an exam, passed by its shell as the outlet context; undefined on the site's own pages.
 */
export type ProblemSetScope = ContestScope | TrainingScope | ExamScope;

// Other shells pass contexts of their own through their outlets: only a set's is taken for one.
export function useProblemSetScope(): ProblemSetScope | undefined {
  const context: unknown = useOutletContext();
  return isContestScope(context) || isTrainingScope(context) || isExamScope(context) ? context : undefined;
}

export function isContestScope(scope: unknown): scope is ContestScope {
  return typeof scope === 'object' && scope !== null && 'cid' in scope;
}
export function isTrainingScope(scope: unknown): scope is TrainingScope {
  return typeof scope === 'object' && scope !== null && 'tid' in scope;
}
export function isExamScope(scope: unknown): scope is ExamScope {
  return typeof scope === 'object' && scope !== null && 'examId' in scope;
}

/** TrainingProblemDetails: a training's problem goes by the problem's own id. */
export function trainingProblemPath(tid: number, problemId: string) {
  return `/training/${tid}/problem/${encodeURIComponent(problemId)}`;
}

/** An exam's problem goes by its display id in the exam. */
export function examProblemPath(examId: number, displayId: string) {
  return `/exam/${examId}/problem/${encodeURIComponent(displayId)}`;
}

/**
 * The set a submission (and a test run) names (ARCHITECTURE.md: the submit path takes a set context): a contest's
 * cid, a training's tid, or an exam as cid = exam id + 50000 with the problem's display id there. Inside a group
 * (gid) a problem or a training's problem also names the group; a contest or an exam names its group itself.
 */
export function submitSetFields(set: ProblemSetScope | undefined, displayId: string, gid?: number): { cid?: number; tid?: number; displayTid?: string; gid?: number } {
  if (isExamScope(set)) return { cid: set.examId + EXAM_CID_OFFSET, displayTid: displayId };
  if (isContestScope(set)) return { cid: set.cid };
  const group = gid === undefined ? {} : { gid };
  return isTrainingScope(set) ? { tid: set.tid, ...group } : group;
}
