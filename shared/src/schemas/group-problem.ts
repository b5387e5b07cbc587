/**
 * Group problems (issue 15; spec 002 sections 2.4, 3-6; reference blocks group/GroupProblemController and
 * admin/AdminGroupProblemController): the calls' queries and bodies, and the reply rows the group problem pages and the
 * back office's group problem review read. A group problem is a problem with the group's gid; its problem id is stored
 * as typed (the pages put the group's short name before it) and is unique inside its group.
 */
import { z } from 'zod';
import { AdminProblemBody, ProblemCasesQuery } from './admin-problem.ts';
import { optionalQueryInt, pageQuery, queryBool } from './common.ts';
import { ProblemListItem } from './problem.ts';

/** Where a group problem's application to join the public bank stands (null: never applied, or withdrawn). */
export const ApplyPublicProgress = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export type ApplyPublicProgress = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];

/** The admin lists' page size (spec 002 section 9). */
const ADMIN_PAGE = 10;

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');
const pid = positiveId('Please give a problem');
/** A gid the client may repeat beside a problem id: when given it must be the problem's own group. */
const sameGid = gid.nullish().transform((v) => v ?? undefined);

/** get-problem-list (members: the group's public problems) and get-admin-problem-list (group admins: all of them). */
export const GroupProblemListQuery = pageQuery(ADMIN_PAGE).extend({ gid });

/** GET and DELETE /api/group/problem, get-problem-cases: a problem of a group, by its id. */
export const GroupProblemQuery = z.object({ pid, gid: sameGid });
export const GroupProblemCasesQuery = ProblemCasesQuery.extend({ gid: sameGid });

/** get-all-problem-tags and the compile checks: the group the call is made in. */
export const GroupQuery = z.object({ gid });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST and PUT /api/group/problem: the back office's problem form (ProblemDTO). The reference client names the group
 * in problem.gid (read as gid when no gid is given); a new problem must name it, a change may repeat it.
 */
export const GroupProblemBody = z.preprocess((v) => (isRecord(v) && v.gid === undefined && isRecord(v.problem) ? { ...v, gid: v.problem.gid } : v), AdminProblemBody.and(z.object({ gid: sameGid })));
export type GroupProblemBody = z.infer<typeof GroupProblemBody>;

/** PUT change-problem-auth (query string, as the reference sends it): public or private inside the group. */
export const GroupProblemAuthQuery = z.object({
  pid,
  auth: z.coerce
    .number({ error: 'auth must be 1 (public) or 2 (private)' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'auth must be 1 (public) or 2 (private); a contest problem is made by its contest' })),
  gid: sameGid,
});

/** PUT apply-public (query string): apply for the public bank (true) or withdraw the application (false). */
export const ApplyPublicQuery = z.object({
  pid,
  isApplied: queryBool,
  gid: sameGid,
});

/** GET /api/admin/group-problem/list: the applications (any progress), newest group first, 10 a page. */
export const AdminGroupProblemListQuery = pageQuery(ADMIN_PAGE).extend({
  keyword: z.string().trim().max(100).optional(),
  gid: optionalQueryInt,
});

/** PUT /api/admin/group-problem/change-progress: 1 back to applying, 2 accepted into the public bank, 3 refused. */
export const ChangeGroupProblemProgressBody = z.object({
  pid,
  progress: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'progress must be 1 (applying), 2 (public) or 3 (refused)' }),
});

// ---- replies ----

/** A row of get-problem-list: the public problem list's row (the reference's ProblemVO). */
export const GroupProblemRow = ProblemListItem;

/** A row of get-admin-problem-list: the problem's summary as the reference's Problem entity, flat with id. */
export const GroupAdminProblemRow = z.object({
  id: z.number(),
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  modifiedUser: z.string().nullable(),
  auth: z.number(),
  type: z.number(),
  difficulty: z.number(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/**
 * A row of the back office's review list: the problem's fields the reference selects, its group by name, and when the
 * problem last changed (the application or its answer sets it).
 */
export const AdminGroupProblemRow = z.object({
  id: z.number(),
  gid: z.number(),
  groupName: z.string().nullable(),
  groupShortName: z.string().nullable(),
  applyPublicProgress: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  type: z.number(),
  judgeMode: z.string(),
  gmtModified: z.string(),
});
