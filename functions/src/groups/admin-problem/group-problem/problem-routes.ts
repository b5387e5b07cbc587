import { CompileBody, ProblemAuth, toPage } from '@oj/shared';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import {
  ApplyPublicProgress,
  ApplyPublicQuery,
  GroupProblemAuthQuery,
  GroupProblemBody,
  GroupProblemCasesQuery,
  GroupProblemListQuery,
  GroupProblemQuery,
  GroupQuery,
} from '@oj/shared/schemas/group-problem';
import type { Deps } from '../../../deps.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { requireUser } from '../../../http/auth.ts';
import { LOGIN, route } from '../../../http/route.ts';
import type { ProblemSummary } from '../../../data/problems.ts';
import { compileOnJudge } from '../../../services/problem/compile-check.ts';
import { adminProblemView, deleteProblem, problemCases } from '../../../services/problem/manage-problem.ts';
import { saveProblem } from '../../../services/problem/save-problem.ts';
import { problemRows } from '../../../services/problem/problem-rows.ts';
import { tagView } from '../../../services/problem/problem-views.ts';
import { managedGroupProblem } from '../../../services/problem/group-problem-access.ts';

const NO_CONTEST_AUTH_BY_HAND = 'A contest problem is made by its contest: choose public (1) or private (2)';

/** The group's problems in the reference's order: by problem id, shorter ids first (1, 2, 10). */
const byProblemId = (a: ProblemSummary, b: ProblemSummary) => a.problemId.length - b.problemId.length || a.problemId.localeCompare(b.problemId);

/** A row of the group admins' list: the summary as the reference's Problem entity, flat with id. */
const adminRow = (p: ProblemSummary) => ({
  id: p.pid,
  pid: p.pid,
  problemId: p.problemId,
  title: p.title,
  author: p.author,
  modifiedUser: p.modifiedUser,
  auth: p.auth,
  type: p.type,
  difficulty: p.difficulty,
  gid: p.gid,
  applyPublicProgress: p.applyPublicProgress,
  gmtCreate: p.gmtCreate,
  gmtModified: p.gmtModified,
});

/**
 * Changes fields of a group problem, on the condition that it is still in the group that was checked (it may have
 * joined the public bank meanwhile); answers nothing.
 */
const setGroupProblemFields = async (deps: Deps, problem: { pid: number; gid: number | null }, fields: Record<string, unknown>) => {
  if (!(await deps.repos.groupProblems.changeGroupProblem(problem, fields, deps.now()))) throw notFound('The problem is no longer in this group');
  return null;
};

/** The group problem calls (reference block group/GroupProblemController): the back office's problem code in a group's scope. */
export const groupProblemRoutes = [
  route(adminProblemCalls.getProblemListOfGroup, {
    access: LOGIN,
    query: GroupProblemListQuery,
    // members: the group's problems that are public inside it (not those of contests that have not ended), as the public list's rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'member');
      const [all, locked] = await Promise.all([deps.repos.problems.allProblems(), deps.repos.problems.contestLockedProblems(deps.now())]);
      const problems = all.filter((p) => p.gid === query.gid && p.auth === ProblemAuth.PUBLIC && !locked.has(p.pid)).sort(byProblemId);
      const page = toPage(problems, query);
      return { ...page, records: await problemRows(deps, page.records, user, query.gid) };
    },
  }),
  route(adminProblemCalls.getAdminProblemList, {
    access: LOGIN,
    query: GroupProblemListQuery,
    // group admins: every problem of the group, newest first
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      const problems = (await deps.repos.problems.allProblems()).filter((p) => p.gid === query.gid).sort((a, b) => b.pid - a.pid);
      const page = toPage(problems, query);
      return { ...page, records: page.records.map(adminRow) };
    },
  }),
  route(adminProblemCalls.getProblemOfGroup, {
    access: LOGIN,
    query: GroupProblemQuery,
    handler: async ({ deps, query, user }) => adminProblemView((await managedGroupProblem(deps, requireUser(user), query.pid, query.gid)).problem),
  }),
  route(adminProblemCalls.addProblemOfGroup, {
    access: LOGIN,
    body: GroupProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    // a group admin adds a problem to the group; its author is the caller
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.problem.id) throw badRequest('A new problem has no id; use PUT to change a problem');
      if (body.gid === undefined) throw badRequest('Say which group the problem belongs to (gid)');
      await deps.repos.groups.requireGroup(body.gid, me, 'admin');
      if (body.problem.auth === ProblemAuth.PROTECTED) throw badRequest(NO_CONTEST_AUTH_BY_HAND);
      return saveProblem(deps, me, body, undefined, body.gid);
    },
  }),
  route(adminProblemCalls.updateProblemOfGroup, {
    access: LOGIN,
    body: GroupProblemBody,
    maxBodyBytes: 8 * 1024 * 1024,
    // the group's root or the problem's author; the problem stays in its group (a contest problem may stay one)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (!body.problem.id) throw badRequest('Say which problem to change (problem.id)');
      const { problem } = await managedGroupProblem(deps, me, body.problem.id, body.gid);
      if (body.problem.auth === ProblemAuth.PROTECTED && problem.auth !== ProblemAuth.PROTECTED) throw badRequest(NO_CONTEST_AUTH_BY_HAND);
      return saveProblem(deps, me, body, undefined, problem.gid);
    },
  }),
  route(adminProblemCalls.deleteProblemOfGroup, {
    access: LOGIN,
    query: GroupProblemQuery,
    handler: async ({ deps, query, user }) => {
      await deleteProblem(deps, (await managedGroupProblem(deps, requireUser(user), query.pid, query.gid)).problem);
      return null;
    },
  }),
  route(adminProblemCalls.getProblemCasesOfGroup, {
    access: LOGIN,
    query: GroupProblemCasesQuery,
    handler: async ({ deps, query, user }) => problemCases(deps, (await managedGroupProblem(deps, requireUser(user), query.pid, query.gid)).problem),
  }),
  route(adminProblemCalls.getAllProblemTagsList, {
    access: LOGIN,
    query: GroupQuery,
    // the problem form's tag choice: the site's tags and the group's own
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      return (await deps.repos.problems.allTags()).filter((t) => t.gid === null || t.gid === query.gid).map(tagView);
    },
  }),
  // the problem form's compile check of a special judge or an interactor, for the group's admins
  ...[adminProblemCalls.compileSpjOfGroup, adminProblemCalls.compileInteractiveOfGroup].map((call) =>
    route(call, {
      access: LOGIN,
      query: GroupQuery,
      body: CompileBody,
      handler: async ({ deps, query, body, user }) => {
        await deps.repos.groups.requireGroup(query.gid, user, 'admin');
        return compileOnJudge(deps, body);
      },
    }),
  ),
  route(adminProblemCalls.changeProblemAuthOfGroup, {
    access: LOGIN,
    query: GroupProblemAuthQuery,
    handler: async ({ deps, query, user }) => {
      const { problem } = await managedGroupProblem(deps, requireUser(user), query.pid, query.gid);
      return setGroupProblemFields(deps, problem, { auth: query.auth, modifiedUser: requireUser(user).username });
    },
  }),
  route(adminProblemCalls.applyPublic, {
    access: LOGIN,
    query: ApplyPublicQuery,
    // the group's root or the author offers the problem to the public bank, or withdraws the offer
    handler: async ({ deps, query, user }) => {
      const { problem } = await managedGroupProblem(deps, requireUser(user), query.pid, query.gid);
      return setGroupProblemFields(deps, problem, { applyPublicProgress: query.isApplied ? ApplyPublicProgress.APPLYING : null });
    },
  }),
];
