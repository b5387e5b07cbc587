/**
 * Group contests (issue 15; spec 002 sections 2.6, 5 and 6; reference block group/GroupContestController): the calls'
 * queries and bodies that differ from the back office's contest calls (shared/src/schemas/admin-contest.ts), whose
 * contest form, contest problem and announcement bodies the group calls take as they are.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../limits.ts';
import { AdminContestBody, ContestDisplayId, ContestPlacement } from './admin-contest.ts';
import { AdminProblemBody } from './admin-problem.ts';
import { pageQuery } from './common.ts';

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');
const cid = positiveId('Please give a contest');
const pid = positiveId('Please give a problem');

/** get-contest-list (members) and get-admin-contest-list (group admins): a page of the group's contests, 10 by default. */
export const GroupContestListQuery = pageQuery(PAGE_SIZES.contestList).extend({ gid });

/**
 * POST and PUT /api/group/contest: the back office's contest form (AdminContestVO) and the group it belongs to. A new
 * contest names its group; a change may repeat it (it must then be the contest's own) but never moves the contest.
 */
export const GroupContestBody = AdminContestBody.and(z.object({ gid: gid.nullish().transform((v) => v ?? undefined) }));
export type GroupContestBody = z.infer<typeof GroupContestBody>;

/** DELETE /api/group/contest-problem: the problem leaves the contest (the problem itself stays in the group). */
export const GroupContestProblemDeleteQuery = z.object({ pid, cid });

/** POST /api/group/add-contest-problem-from-group (query string): a problem of the contest's group by its problem id. */
export const AddProblemFromGroupQuery = z.object({
  problemId: z.string({ error: 'Please give the problem id of a group problem' }).trim().min(1, 'Please give the problem id of a group problem').max(100, 'The problem id is too long'),
  cid,
  displayId: ContestDisplayId,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST /api/group/contest-problem: the back office's problem form (ProblemDTO) made inside a group contest. The
 * reference client names the group in problem.gid (read here as gid when no gid is given) and places the problem with
 * a second call; cid and displayId place it at once.
 */
export const GroupContestProblemBody = z.preprocess(
  (v) => (isRecord(v) && v.gid === undefined && isRecord(v.problem) ? { ...v, gid: v.problem.gid } : v),
  AdminProblemBody.and(ContestPlacement).and(z.object({ gid: gid.nullish().transform((v) => v ?? undefined) })),
);
export type GroupContestProblemBody = z.infer<typeof GroupContestProblemBody>;
