/**
 * Scoring rules shared by the judge (which applies them) and the API (which shows and ranks the results):
 * per-case partial credit, case-mode aggregation, the final status rule and the OI rank score.
 * Judged cases carry the points they earned as `score`, as the spec's judgeCaseList does.
 */
import { JudgeStatus, ProblemType, type Difficulty, type JudgeCaseMode } from '../enums.ts';

export interface JudgedCase {
  status: JudgeStatus;
  /** Points earned. */
  score: number;
  groupNum: number;
}

/**
 * Points a case earns out of `caseScore`: all of them when Accepted, floor(fraction x caseScore) for a
 * checker's partial credit, otherwise none.
 */
export function earnedScore(caseScore: number, status: JudgeStatus, fraction?: number): number {
  if (status === JudgeStatus.ACCEPTED) return caseScore;
  if (fraction === undefined) return 0;
  return Math.floor(Math.min(1, Math.max(0, fraction)) * caseScore);
}

/** Cases by group number, groups in ascending order, cases in their original order. */
export function groupCases<T extends { groupNum: number }>(cases: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const c of [...cases].sort((a, b) => a.groupNum - b.groupNum)) {
    const group = groups.get(c.groupNum);
    if (group) group.push(c);
    else groups.set(c.groupNum, [c]);
  }
  return groups;
}

export type SubtaskMode = Extract<JudgeCaseMode, 'subtask_lowest' | 'subtask_average'>;
export function isSubtaskMode(mode: JudgeCaseMode): mode is SubtaskMode {
  return mode === 'subtask_lowest' || mode === 'subtask_average';
}

/** A group scores its lowest case (subtask_lowest) or the rounded average of its cases (subtask_average). */
const groupScore = (mode: SubtaskMode, cases: readonly JudgedCase[]): number => {
  const earned = cases.map((c) => c.score);
  if (earned.length === 0) return 0;
  if (mode === 'subtask_lowest') return Math.min(...earned);
  return Math.round(earned.reduce((a, b) => a + b, 0) / earned.length);
};

/**
 * The submission's score: the sum of its cases (`default`, `ergodic_without_error`) or of its group
 * scores (the subtask modes), never more than the problem's full score.
 */
export function totalScore(mode: JudgeCaseMode, cases: readonly JudgedCase[], fullScore: number): number {
  let total = 0;
  if (isSubtaskMode(mode)) {
    for (const group of groupCases(cases).values()) total += groupScore(mode, group);
  } else {
    for (const c of cases) total += c.score;
  }
  return Math.min(total, fullScore);
}

/**
 * The submission's status: Accepted when every case is; the first failing status for ACM problems or when
 * no case earned anything; otherwise Partial Accepted.
 */
export function finalStatus(problemType: ProblemType, cases: readonly JudgedCase[]): JudgeStatus {
  const failing = cases.find((c) => c.status !== JudgeStatus.ACCEPTED);
  if (!failing) return JudgeStatus.ACCEPTED;
  if (problemType === ProblemType.ACM || !cases.some((c) => c.score > 0)) return failing.status;
  return JudgeStatus.PARTIAL_ACCEPTED;
}

/** OI rank score of a submission: round(0.1 x score + 2 x difficulty x score / fullScore). */
export function oiRankScore(score: number, fullScore: number, difficulty: Difficulty): number {
  if (fullScore <= 0) return 0;
  return Math.round(0.1 * score + (2 * difficulty * score) / fullScore);
}

/** One row of the spec's subTaskJudgeCaseVoList. */
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

/** Groups judged cases into subtasks: the first failing status, the group score, counts, time and memory maxima. */
export function summarizeSubtasks<T extends JudgedCase & { time: number; memory: number }>(mode: SubtaskMode, cases: readonly T[]): SubtaskSummary<T>[] {
  return [...groupCases(cases)].map(([groupNum, group]) => ({
    groupNum,
    status: group.find((c) => c.status !== JudgeStatus.ACCEPTED)?.status ?? JudgeStatus.ACCEPTED,
    score: groupScore(mode, group),
    ac: group.filter((c) => c.status === JudgeStatus.ACCEPTED).length,
    total: group.length,
    time: Math.max(...group.map((c) => c.time)),
    memory: Math.max(...group.map((c) => c.memory)),
    subtaskDetailList: group,
  }));
}
