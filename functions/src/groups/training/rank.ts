import type { z } from 'zod';
import { Role, toPage } from '@oj/shared';
import type { TrainingParticipantItem } from '@oj/shared/db/items/training';
import { byTrainingRank } from '@oj/shared/domain/training-rank';
import type { TrainingRankQuery, TrainingRankRow } from '@oj/shared/schemas/training';
import type { Deps } from '../../deps.ts';
import type { TrainingContext } from '../../services/training/load-training.ts';

const matches = (keyword: string | undefined) => (r: TrainingParticipantItem) => !keyword || [r.username, r.realname, r.school].some((text) => text?.toLowerCase().includes(keyword));

/**
 * A row's marks on the training's current problems, by display id, and their totals: the tally the result
 * transaction keeps may still hold a problem taken out of the training since.
 */
const standing = (r: TrainingParticipantItem, displayIds: ReadonlyMap<string, string>) => {
  const marks = Object.entries(r.marks).flatMap(([pid, m]) => {
    const displayId = displayIds.get(pid);
    return displayId ? [[displayId, m] as const] : [];
  });
  const solved = marks.filter(([, m]) => m.ac);
  return { row: r, marks, ac: solved.length, totalRunTime: solved.reduce((sum, [, m]) => sum + (m.runTime ?? 0), 0) };
};

/**
 * A page of a training's rank, read from the rows the judge's result transaction keeps: without the super admins
 * and the training's creator (never ranked, as in the reference) and users with nothing judged there; real names
 * for training admins only. Problems are named by their display id, as the client's columns are.
 */
export async function trainingRankPage(deps: Deps, ctx: TrainingContext, query: z.infer<typeof TrainingRankQuery>) {
  const [rows, open] = await Promise.all([deps.repos.trainings.trainingRows(ctx.training.tid), deps.repos.trainings.openTrainingProblems(ctx.training, deps.now())]);
  const displayIds = new Map(open.map(({ problem }) => [String(problem.pid), problem.problemId]));
  const ranked = rows
    .filter((r) => r.roleId !== Role.ROOT && r.uid !== ctx.training.uid)
    .filter(matches(query.keyword?.toLowerCase()))
    .map((r) => standing(r, displayIds))
    .filter((s) => s.marks.length > 0)
    .sort((a, b) => byTrainingRank(a, b) || a.row.username.localeCompare(b.row.username));
  const page = toPage(ranked, query);
  return {
    ...page,
    records: page.records.map(({ row: r, marks, ac, totalRunTime }): TrainingRankRow => ({
      uid: r.uid,
      username: r.username,
      realname: ctx.admin ? r.realname : null,
      nickname: r.nickname,
      school: r.school,
      gender: r.gender,
      avatar: r.avatar,
      ac,
      totalRunTime,
      submissionInfo: Object.fromEntries(marks.map(([displayId, m]) => [displayId, { status: m.status, runTime: m.runTime, isAC: m.ac }])),
    })),
  };
}
