import { Role, toPage } from '@oj/shared';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';
import { AdminGroupProblemListQuery, ApplyPublicProgress, ChangeGroupProblemProgressBody } from '@oj/shared/schemas/group-problem';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { loginWithRoles, route } from '../../../http/route.ts';
import type { ProblemSummary } from '../../../data/problems.ts';
import { problemOr404 } from '../../../services/problem/manage-problem.ts';
import { moveToPublicBank } from './public-bank.ts';

const REVIEWERS = loginWithRoles(Role.ROOT, Role.PROBLEM_ADMIN);

const matches = (keyword: string | undefined) => (p: ProblemSummary) => !keyword || [p.title, p.author, p.problemId].some((field) => field.toLowerCase().includes(keyword));

/**
 * The back office's group problem review (reference block admin/AdminGroupProblemController; spec 002 2.12): the group
 * problems offered to the public bank, and the reviewer's answer.
 */
export const groupProblemReviewRoutes = [
  route(adminProblemCalls.adminGetProblemList, {
    access: REVIEWERS,
    query: AdminGroupProblemListQuery,
    // group problems with an application (applying first, then refused), by group, with the group's names
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const offered = (await deps.repos.problems.allProblems())
        .filter((p): p is ProblemSummary & { gid: number; applyPublicProgress: number } => p.gid !== null && p.applyPublicProgress !== null)
        .filter((p) => (query.gid === undefined || p.gid === query.gid) && matches(keyword)(p))
        .sort((a, b) => a.applyPublicProgress - b.applyPublicProgress || a.gid - b.gid || a.pid - b.pid);
      const page = toPage(offered, query);
      const [groups, judgeModes] = await Promise.all([deps.repos.groups.allGroups(), deps.repos.groupProblems.problemJudgeModes(page.records.map((p) => p.pid))]);
      return {
        ...page,
        records: page.records.map((p) => {
          const group = groups.find((g) => g.gid === p.gid);
          return {
            id: p.pid,
            gid: p.gid,
            groupName: group?.name ?? null,
            groupShortName: group?.shortName ?? null,
            applyPublicProgress: p.applyPublicProgress,
            problemId: p.problemId,
            title: p.title,
            author: p.author,
            type: p.type,
            judgeMode: judgeModes.get(p.pid) ?? 'default',
            gmtModified: p.gmtModified,
          };
        }),
      };
    },
  }),
  route(adminProblemCalls.changeProgress, {
    access: REVIEWERS,
    body: ChangeGroupProblemProgressBody,
    // 2 accepts: the problem joins the public bank and leaves its group; 1 and 3 keep it in the group
    handler: async ({ deps, body }) => {
      const problem = await problemOr404(deps, body.pid);
      if (problem.gid === null) throw badRequest(problem.applyPublicProgress === ApplyPublicProgress.PUBLIC ? 'The problem is already in the public bank' : 'This problem does not belong to a group');
      if (problem.applyPublicProgress === null) throw badRequest('The group has not offered this problem to the public bank');
      const inGroup = { ...problem, gid: problem.gid };
      if (body.progress === ApplyPublicProgress.PUBLIC) {
        await moveToPublicBank(deps, inGroup, await deps.repos.groups.getGroup(problem.gid));
        return null;
      }
      if (!(await deps.repos.groupProblems.changeGroupProblem(problem, { applyPublicProgress: body.progress }, deps.now())))
        throw new AppError(409, 'The problem changed meanwhile; reload the list and try again');
      return null;
    },
  }),
];
