import { AddProblemFromPublicBody, AdminContestProblemListQuery, ContestProblemBody, ContestProblemQuery } from '@oj/shared';
import { groupContestCalls } from '@oj/shared/api/group-contest';
import { AddProblemFromGroupQuery, GroupContestProblemBody, GroupContestProblemDeleteQuery } from '@oj/shared/schemas/group-contest';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { contestProblemView } from '../../domain/contests.ts';
import { entryOfProblem, markContestProblem, placeProblem } from '../../services/contest/contest-entries.ts';
import { addFromPublicBank, contestOfEntryBody, makeContestProblem, contestProblemList, removeFromContest, saveContestEntry } from '../../services/contest/manage-contest-problems.ts';
import { groupContestForAdmin } from './group-contest-access.ts';

/**
 * A problem of the group by its problem id, in any case, as stored or as the group shows it (the group's short name
 * before it); problems of other groups and of the public bank are not looked at.
 */
const groupProblemById = async (deps: Deps, gid: number, problemId: string) => {
  const shortName = ((await deps.repos.groups.getGroup(gid))?.shortName ?? '').toLowerCase();
  const wanted = problemId.toLowerCase();
  const problem = (await deps.repos.problems.allProblems()).find((p) => p.gid === gid && [p.problemId.toLowerCase(), shortName + p.problemId.toLowerCase()].includes(wanted));
  if (!problem) throw notFound('No problem of this group has that problem id');
  return problem;
};

/** The contest problem calls of a group contest, for its group's root and its creator (groupContestForAdmin). */
export const groupContestProblemRoutes = [
  route(groupContestCalls.getContestProblemList, {
    access: LOGIN,
    query: AdminContestProblemListQuery,
    handler: async ({ deps, query, user }) => contestProblemList(deps, await groupContestForAdmin(deps, requireUser(user), query.cid), query),
  }),
  route(groupContestCalls.addProblem, {
    access: LOGIN,
    body: GroupContestProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    // A group admin makes a problem of the group for a contest, placed at once when the body names the contest (which
    // must be of that group and managed by the caller).
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.problem.id) throw badRequest('A new problem has no id; use PUT to change a problem');
      const contest = body.cid ? await groupContestForAdmin(deps, me, body.cid) : undefined;
      if (contest && body.gid !== undefined && body.gid !== contest.gid) throw badRequest('The contest belongs to another group');
      const gid = contest?.gid ?? body.gid;
      if (gid === undefined || gid === null) throw badRequest('Say which group the problem belongs to (gid)');
      await deps.repos.groups.requireGroup(gid, me, 'admin');
      return makeContestProblem(deps, me, body, contest, gid);
    },
  }),
  route(groupContestCalls.getContestProblem, {
    access: LOGIN,
    query: ContestProblemQuery,
    handler: async ({ deps, query, user }) => {
      const contest = await groupContestForAdmin(deps, requireUser(user), query.cid);
      return contestProblemView(await entryOfProblem(deps.repos, contest.cid, query.pid));
    },
  }),
  route(groupContestCalls.updateContestProblem, {
    access: LOGIN,
    body: ContestProblemBody,
    handler: async ({ deps, body, user }) => saveContestEntry(deps, await groupContestForAdmin(deps, requireUser(user), await contestOfEntryBody(deps, body)), body),
  }),
  route(groupContestCalls.deleteContestProblem, {
    access: LOGIN,
    query: GroupContestProblemDeleteQuery,
    // the problem leaves the contest; a group problem stays in the group
    handler: async ({ deps, query, user }) => {
      await removeFromContest(deps, await groupContestForAdmin(deps, requireUser(user), query.cid), query.pid);
      return null;
    },
  }),
  route(groupContestCalls.addProblemFromPublic, {
    access: LOGIN,
    body: AddProblemFromPublicBody,
    // the public problem is only placed: a group never changes a problem of the public bank
    handler: async ({ deps, body, user }) => {
      await addFromPublicBank(deps, await groupContestForAdmin(deps, requireUser(user), body.cid), body.pid, body.displayId);
      return null;
    },
  }),
  route(groupContestCalls.addProblemFromGroup, {
    access: LOGIN,
    query: AddProblemFromGroupQuery,
    // as the reference does, the group's problem becomes a contest problem (auth 3)
    handler: async ({ deps, query, user }) => {
      const contest = await groupContestForAdmin(deps, requireUser(user), query.cid);
      const problem = await groupProblemById(deps, contest.gid!, query.problemId);
      await placeProblem(deps, contest, problem, { displayId: query.displayId, displayTitle: problem.title });
      await markContestProblem(deps, problem.pid);
      await deps.repos.effects.boardChanged(contest.cid);
      return null;
    },
  }),
];
