import type { ContestProblemItem } from '@oj/shared/db/items/contest';
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
  ProblemAuth,
  REMOTE_JUDGING_UNSUPPORTED,
  RemoteProblemImportQuery,
  Role,
  toPage,
} from '@oj/shared';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { problemMatches } from '../../data/problem-sets.ts';
import { allProblems, type ProblemSummary } from '../../data/problems.ts';
import { boardChanged } from '../../data/effects.ts';
import { contestProblems, contestProblemView } from '../../data/contests.ts';
import { adminProblemView, deleteProblem, problemOr404 } from '../admin-problem/manage-problem.ts';
import { saveProblem } from '../admin-problem/save-problem.ts';
import { contestForAdmin } from './contest-store.ts';
import { cidOfEntry, checkDisplayIdFree, editEntry, entryOfProblem, markContestProblem, placeProblem, removeEntry, typeRuleProblem } from './contest-problem-store.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const PROBLEM_OWNERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

/** The reference lets super admins, problem admins and the problem's author read and change a problem from the contest side. */
const mayEditProblem = (me: SessionUser, author: string) => me.roleId === Role.ROOT || me.roleId === Role.PROBLEM_ADMIN || me.username === author;

/** ALL (or none) is every bank, ME this site's own problems, a remote judge's name its imported problems. */
const inBank = (oj: string | undefined) => (p: ProblemSummary) => (!oj || oj === 'ALL' ? true : oj === 'ME' ? !p.isRemote : p.isRemote && p.problemId.toUpperCase().startsWith(`${oj}-`));

export const problemRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/contest/get-problem-list',
    access: ADMINS,
    query: AdminContestProblemListQuery,
    // Without problemType: the contest's own problems in display id order. With it: the problems that may be added
    // (not in the contest yet, of that rule type or remote, outside groups, not private). contestProblemMap maps each pid placed in
    // the contest to its entry, as the reference's problem list reads it.
    handler: async ({ deps, query, user }) => {
      const contest = await contestForAdmin(deps, requireUser(user), query.cid);
      const entries = await contestProblems(deps.db, contest.cid, true);
      const placed = new Set(entries.map((e) => e.pid));
      const problems = (await allProblems(deps.db)).filter(problemMatches(query.keyword?.toLowerCase())).filter(inBank(query.oj));
      const byPid = new Map(problems.map((p) => [p.pid, p]));
      const rows =
        query.problemType === undefined
          ? entries.flatMap((e) => byPid.get(e.pid) ?? [])
          : problems.filter((p) => !placed.has(p.pid) && !p.isGroup && p.auth !== ProblemAuth.PRIVATE && (p.isRemote || p.type === query.problemType));
      return {
        problemList: toPage(rows.map((p) => ({ id: p.pid, ...p })), query),
        contestProblemMap: Object.fromEntries(entries.map((e) => [e.pid, contestProblemView(e)])),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/contest/problem',
    access: ADMINS,
    query: PidQuery,
    handler: async ({ deps, query, user }) => {
      const problem = await problemOr404(deps, query.pid);
      if (!mayEditProblem(requireUser(user), problem.author)) throw forbidden('Only super admins, problem admins and its author may open this problem');
      return adminProblemView(problem);
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/contest/problem',
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
      if (contest) {
        if (!body.displayId) throw badRequest('The display id in the contest is required');
        const typeProblem = typeRuleProblem(contest, { type: body.problem.type, isRemote: false });
        if (typeProblem) throw badRequest(typeProblem);
        checkDisplayIdFree(await contestProblems(deps.db, contest.cid, true), body.displayId);
      }
      const problem = await saveProblem(deps, me, { ...body, problem: { ...body.problem, auth: ProblemAuth.PROTECTED } });
      if (contest && body.displayId) {
        await placeProblem(deps, contest, problem, { displayId: body.displayId, displayTitle: body.displayTitle ?? problem.title });
        await boardChanged(deps, contest.cid);
      }
      return { pid: problem.pid };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/contest/problem',
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
  route({
    method: 'DELETE',
    path: '/api/admin/contest/problem',
    access: PROBLEM_OWNERS,
    query: ContestProblemDeleteQuery,
    // With cid the problem only leaves that contest; without it the problem itself is deleted (as from the problem list).
    handler: async ({ deps, query, user }) => {
      if (query.cid === undefined) {
        await deleteProblem(deps, await problemOr404(deps, query.pid));
        return null;
      }
      const contest = await contestForAdmin(deps, requireUser(user), query.cid);
      await removeEntry(deps, await entryOfProblem(deps.db, contest.cid, query.pid));
      await boardChanged(deps, contest.cid);
      return null;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/contest/contest-problem',
    access: ADMINS,
    query: ContestProblemQuery,
    handler: async ({ deps, query, user }) => {
      const contest = await contestForAdmin(deps, requireUser(user), query.cid);
      return contestProblemView(await entryOfProblem(deps.db, contest.cid, query.pid));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/contest/contest-problem',
    access: ADMINS,
    body: ContestProblemBody,
    // An entry by id (the colour switch sends only id and colour) or by contest and problem; a problem not in the
    // contest yet is placed (the reference client's second step after creating a contest problem).
    handler: async ({ deps, body, user }) => {
      const cid = body.cid ?? (body.id ? await cidOfEntry(deps.db, body.id) : undefined);
      if (!cid) throw body.id ? notFound('The contest problem does not exist') : badRequest('Please give a contest');
      const contest = await contestForAdmin(deps, requireUser(user), cid);
      const entries = await contestProblems(deps.db, contest.cid, true);
      const entry: ContestProblemItem | undefined = entries.find((e) => (body.id ? e.id === body.id : e.pid === body.pid));
      if (!entry) {
        if (body.id) throw notFound('The contest problem does not exist');
        if (!body.pid) throw badRequest('Please give a problem');
        if (!body.displayId) throw badRequest('The display id in the contest is required');
        const problem = await problemOr404(deps, body.pid);
        const placed = await placeProblem(deps, contest, problem, { displayId: body.displayId, displayTitle: body.displayTitle ?? problem.title, color: body.color });
        await boardChanged(deps, contest.cid);
        return contestProblemView(placed);
      }
      const { entry: saved, moved } = await editEntry(deps, entries, entry, { displayId: body.displayId, displayTitle: body.displayTitle, color: body.color });
      if (moved) await boardChanged(deps, contest.cid);
      return contestProblemView(saved);
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/contest/add-problem-from-public',
    access: ADMINS,
    body: AddProblemFromPublicBody,
    // As the reference does, the problem becomes a contest problem (auth 3): readable, not practised outside.
    handler: async ({ deps, body, user }) => {
      const contest = await contestForAdmin(deps, requireUser(user), body.cid);
      const problem = await problemOr404(deps, body.pid);
      if (problem.isGroup) throw badRequest('Problems of a group cannot be added to this contest');
      if (problem.auth === ProblemAuth.PRIVATE) throw badRequest('A private problem cannot be added to a contest; make it public or a contest problem first');
      await placeProblem(deps, contest, problem, { displayId: body.displayId, displayTitle: problem.title });
      await markContestProblem(deps, problem.pid);
      await boardChanged(deps, contest.cid);
      return null;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/contest/import-remote-oj-problem',
    access: ADMINS,
    query: RemoteProblemImportQuery,
    handler: async () => {
      throw badRequest(REMOTE_JUDGING_UNSUPPORTED);
    },
  }),
];
