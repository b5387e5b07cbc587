/**
 * Scoring rules shared by the judge (which computes them) and the API (which shows and ranks them):
 * per-case partial credit, case-mode aggregation, the final status rule and the OI rank score.
 */
import { JudgeStatus, ProblemType, type Difficulty, type JudgeCaseMode } from '../enums.ts';

/** What a judged case contributes to scoring. `fraction` is a checker's partial credit in [0, 1]. */
export interface ScoredCase {
  status: JudgeStatus;
  /** The case's full score (the problem's per-case score). */
  score: number;
  groupNum: number;
  fraction?: number;
}

/** Points a case earns: all of them when Accepted, floor(fraction x score) for partial credit, else none. */
export const earnedScore = (c: ScoredCase): number => {
  if (c.status === JudgeStatus.ACCEPTED) return c.score;
  if (c.fraction === undefined) return 0;
  return Math.floor(Math.min(1, Math.max(0, c.fraction)) * c.score);
};

/** Cases by group number, groups in ascending order, cases in their original order. */
export const groupCases = <T extends { groupNum: number }>(cases: readonly T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const c of [...cases].sort((a, b) => a.groupNum - b.groupNum)) {
    const group = groups.get(c.groupNum);
    if (group) group.push(c);
    else groups.set(c.groupNum, [c]);
  }
  return groups;
};

export type SubtaskMode = Extract<JudgeCaseMode, 'subtask_lowest' | 'subtask_average'>;
export const isSubtaskMode = (mode: JudgeCaseMode): mode is SubtaskMode =>
  mode === 'subtask_lowest' || mode === 'subtask_average';

const groupScore = (mode: SubtaskMode, earned: number[]): number => {
  if (earned.length === 0) return 0;
  if (mode === 'subtask_lowest') return Math.min(...earned);
  return Math.round(earned.reduce((a, b) => a + b, 0) / earned.length);
};

/**
 * The submission's score. `default` and `ergodic_without_error` add up the judged cases; the subtask modes
 * add up one score per group (its lowest case, or its rounded average). Never more than the full score.
 */
export const totalScore = (mode: JudgeCaseMode, cases: readonly ScoredCase[], fullScore: number): number => {
  let total = 0;
  if (isSubtaskMode(mode)) {
    for (const group of groupCases(cases).values()) total += groupScore(mode, group.map(earnedScore));
  } else {
    for (const c of cases) total += earnedScore(c);
  }
  return Math.min(total, fullScore);
};

/**
 * The submission's status: Accepted when every case is; the first failing status for ACM problems or when
 * nothing was earned; otherwise Partial Accepted.
 */
export const finalStatus = (problemType: ProblemType, cases: readonly ScoredCase[]): JudgeStatus => {
  const failing = cases.find((c) => c.status !== JudgeStatus.ACCEPTED);
  if (!failing) return JudgeStatus.ACCEPTED;
  const earnedAnything = cases.some((c) => earnedScore(c) > 0);
  if (problemType === ProblemType.ACM || !earnedAnything) return failing.status;
  return JudgeStatus.PARTIAL_ACCEPTED;
};

/** OI rank score of a submission: round(0.1 x score + 2 x difficulty x score / fullScore). */
export const oiRankScore = (score: number, fullScore: number, difficulty: Difficulty): number => {
  if (fullScore <= 0) return 0;
  return Math.round(0.1 * score + (2 * difficulty * score) / fullScore);
};

/** One row of a subtask summary (the spec's subTaskJudgeCaseVoList). */
export interface SubtaskSummary<T> {
  groupNum: number;
  status: JudgeStatus;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: T[];
}

/** Groups judged cases into subtasks: status is the first failing one, time and memory the maxima. */
export const summarizeSubtasks = <T extends ScoredCase & { time: number; memory: number }>(
  mode: SubtaskMode,
  cases: readonly T[],
): SubtaskSummary<T>[] =>
  [...groupCases(cases)].map(([groupNum, group]) => ({
    groupNum,
    status: group.find((c) => c.status !== JudgeStatus.ACCEPTED)?.status ?? JudgeStatus.ACCEPTED,
    score: groupScore(mode, group.map(earnedScore)),
    ac: group.filter((c) => c.status === JudgeStatus.ACCEPTED).length,
    total: group.length,
    time: Math.max(...group.map((c) => c.time)),
    memory: Math.max(...group.map((c) => c.memory)),
    subtaskDetailList: group,
  }));
