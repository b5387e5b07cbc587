import {
  ADMIN_ROLES,
  AddProblemFromPublicBody,
  AdminContestProblemListQuery,
  AdminProblemBody,
  ContestPlacement,
  ContestProblemBody,
  ContestProblemDeleteQuery,
  ContestProblemQuery,
  PidQuery,
  RemoteProblemImportQuery,
  Role,
} from '@oj/shared';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { contestProblemView } from '../../domain/contests.ts';
import { adminProblemView, deleteProblem, problemOr404 } from '../../services/problem/manage-problem.ts';
import { saveProblem } from '../../services/problem/save-problem.ts';
import { importRemoteProblem, setIdOf } from '../../services/problem/import-remote-problem.ts';
import { contestForAdmin } from '../../services/contest/contest-admin.ts';
import { entryOfProblem, markContestProblem } from '../../services/contest/contest-entries.ts';
import { addFromPublicBank, contestOfEntryBody, makeContestProblem, contestProblemList, removeFromContest, saveContestEntry } from '../../services/contest/manage-contest-problems.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const PROBLEM_OWNERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

/** The reference lets super admins, problem admins and the problem's author read and change a problem from the contest side. */
const mayEditProblem = (me: SessionUser, author: string) => me.roleId === Role.ROOT || me.roleId === Role.PROBLEM_ADMIN || me.username === author;

export const problemRoutes = [
  route(adminContestCalls.getProblemList, {
    access: ADMINS,
    query: AdminContestProblemListQuery,
    handler: async ({ deps, query, user }) => contestProblemList(deps, await contestForAdmin(deps, requireUser(user), query.cid), query),
  }),
  route(adminContestCalls.getProblem, {
    access: ADMINS,
    query: PidQuery,
    handler: async ({ deps, query, user }) => {
      const problem = await problemOr404(deps, query.pid);
      if (!mayEditProblem(requireUser(user), problem.author)) throw forbidden('Only super admins, problem admins and its author may open this problem');
      return adminProblemView(problem);
    },
  }),
  route(adminContestCalls.addProblem, {
    access: ADMINS,
    body: AdminProblemBody.and(ContestPlacement),
    maxBodyBytes: 8 * 1024 * 1024,
    // A problem made for a contest is a contest problem (auth 3, as the reference sets it): it can be read but not
    // practised outside the contest. With cid and displayId it is placed in the contest at once; the reference client
    // places it with PUT contest-problem instead.
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.problem.id) throw badRequest('A new problem has no id; use PUT to change a problem');
      const contest = body.cid ? await contestForAdmin(deps, me, body.cid) : undefined;
      return makeContestProblem(deps, me, body, contest, null);
    },
  }),
  route(adminContestCalls.updateProblem, {
    access: ADMINS,
    body: AdminProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (!body.problem.id) throw badRequest('Say which problem to change (problem.id)');
      const current = await problemOr404(deps, body.problem.id);
      if (!mayEditProblem(me, current.author)) throw forbidden('Only super admins, problem admins and its author may change this problem');
      await saveProblem(deps, me, body);
      return null;
    },
  }),
  route(adminContestCalls.deleteProblem, {
    access: PROBLEM_OWNERS,
    query: ContestProblemDeleteQuery,
    // With cid the problem only leaves that contest; without it the problem itself is deleted (as from the problem list).
    handler: async ({ deps, query, user }) => {
      if (query.cid === undefined) {
        await deleteProblem(deps, await problemOr404(deps, query.pid));
        return null;
      }
      await removeFromContest(deps, await contestForAdmin(deps, requireUser(user), query.cid), query.pid);
      return null;
    },
  }),
  route(adminContestCalls.getContestProblem, {
    access: ADMINS,
    query: ContestProblemQuery,
    handler: async ({ deps, query, user }) => {
      const contest = await contestForAdmin(deps, requireUser(user), query.cid);
      return contestProblemView(await entryOfProblem(deps.repos, contest.cid, query.pid));
    },
  }),
  route(adminContestCalls.setContestProblem, {
    access: ADMINS,
    body: ContestProblemBody,
    handler: async ({ deps, body, user }) => saveContestEntry(deps, await contestForAdmin(deps, requireUser(user), await contestOfEntryBody(deps, body)), body),
  }),
  route(adminContestCalls.addProblemFromPublic, {
    access: ADMINS,
    body: AddProblemFromPublicBody,
    // As the reference does in the back office, the problem becomes a contest problem (auth 3): readable, not practised outside.
    handler: async ({ deps, body, user }) => {
      const problem = await addFromPublicBank(deps, await contestForAdmin(deps, requireUser(user), body.cid), body.pid, body.displayId);
      await markContestProblem(deps, problem.pid);
      return null;
    },
  }),
  route(adminContestCalls.importContestRemoteOJProblem, {
    access: ADMINS,
    query: RemoteProblemImportQuery,
    // the problem lands in the public bank (or is found there), then is placed as add-problem-from-public places it
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const contest = await contestForAdmin(deps, me, setIdOf(query.cid, 'a contest'));
      const displayId = query.displayId?.trim();
      if (!displayId) throw badRequest('The display id in the contest is required');
      const imported = await importRemoteProblem(deps, me, query.name, query.problemId);
      await addFromPublicBank(deps, contest, imported.pid, displayId);
      await markContestProblem(deps, imported.pid);
      return imported;
    },
  }),
];
