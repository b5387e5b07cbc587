/**
 * A training's rank (spec 002 2.1 "Training rank"): per user, per problem the status shown and the best accepted run
 * time; totals of solved problems and of their run times; ordered by solved (more first) then total run time (less
 * first). The rank counts the submissions made in the training (its problem pages, `tid`); a user's progress bar
 * counts any accepted submission of the training's problems (their solved set), as the reference's progress does.
 */
import { JudgeStatus } from '../enums.ts';
import { isRankedVerdict } from './rank-verdicts.ts';

/** One counted submission made in a training, as its participant row stores it (`e<submitId>`). */
export interface TrainingEntry {
  /** Problem id. */
  p: number;
  st: number;
  /** Run time, ms. */
  t: number | null;
}

export interface TrainingMark {
  status: number;
  runTime: number | null;
  ac: boolean;
}

export interface TrainingTally {
  ac: number;
  totalRunTime: number;
  /** By problem id. */
  marks: Record<string, TrainingMark>;
}

/**
 * Folds a user's entries in submission order: until a problem is accepted it shows its latest verdict; once accepted
 * it stays accepted with the fastest accepted run time.
 */
export function tallyTraining(entries: Iterable<readonly [submitId: number, entry: TrainingEntry]>): TrainingTally {
  const marks: Record<string, TrainingMark> = {};
  for (const [, e] of [...entries].sort(([a], [b]) => a - b)) {
    if (!isRankedVerdict(e.st)) continue;
    const mark = marks[e.p];
    const accepted = e.st === JudgeStatus.ACCEPTED;
    if (mark?.ac) {
      if (accepted && e.t !== null && (mark.runTime === null || e.t < mark.runTime)) mark.runTime = e.t;
      continue;
    }
    marks[e.p] = { status: e.st, runTime: accepted ? e.t : null, ac: accepted };
  }
  const solved = Object.values(marks).filter((m) => m.ac);
  return { ac: solved.length, totalRunTime: solved.reduce((sum, m) => sum + (m.runTime ?? 0), 0), marks };
}

export interface RankedRow {
  ac: number;
  totalRunTime: number;
}

/** Rank order: more solved first, then less total run time. */
export function byTrainingRank(a: RankedRow, b: RankedRow) {
  return b.ac - a.ac || a.totalRunTime - b.totalRunTime;
}
