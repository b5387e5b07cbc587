import { AddExamProblemBody, AdminExamProblemListQuery } from '@oj/shared/schemas/exam';
import { groupExamCalls } from '@oj/shared/api/group-exam';
import { AddExamProblemFromGroupQuery, GroupExamProblemDeleteQuery } from '@oj/shared/schemas/group-exam';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { examProblemList, removeFromExam } from '../../services/exam/manage-exam-problems.ts';
import { examProblemView, placeExamProblem } from '../../services/exam/manage-exam.ts';
import { groupExamForAdmin } from './group-exam-access.ts';

/** The problem calls of a group exam, for its group's root and its author (groupExamForAdmin). */
export const groupExamProblemRoutes = [
  route(groupExamCalls.getTimedWorkProblemList, {
    access: LOGIN,
    query: AdminExamProblemListQuery,
    // queryExisted (the default): the exam's problems (the group's own among them); otherwise the site's public problems it lacks
    handler: async ({ deps, query, user }) => examProblemList(deps, await groupExamForAdmin(deps, requireUser(user), query.tid), query),
  }),
  route(groupExamCalls.addTimedWorkProblemFromPublic, {
    access: LOGIN,
    body: AddExamProblemBody,
    // a public problem of the site, only placed (a group never changes the public bank); another group's is refused
    handler: async ({ deps, body, user }) => {
      const exam = await groupExamForAdmin(deps, requireUser(user), body.tid);
      const problem = await deps.repos.problemSets.publicBankProblemOr404(body.pid);
      return examProblemView(await placeExamProblem(deps, exam, problem, body.displayId, body.displayTitle || problem.title));
    },
  }),
  route(groupExamCalls.addTimedWorkProblemFromGroup, {
    access: LOGIN,
    query: AddExamProblemFromGroupQuery,
    // a problem of the exam's own group by its problem id, shown under the display id given (else its own)
    handler: async ({ deps, query, user }) => {
      const exam = await groupExamForAdmin(deps, requireUser(user), query.tid);
      const problem = await deps.repos.problemSets.groupProblemOr404(exam.gid, query.problemId);
      return examProblemView(await placeExamProblem(deps, exam, problem, query.displayId ?? problem.problemId, query.displayTitle || problem.title));
    },
  }),
  route(groupExamCalls.deleteTimedWorkProblem, {
    access: LOGIN,
    query: GroupExamProblemDeleteQuery,
    // the problem leaves the exam; a group problem stays in the group
    handler: async ({ deps, query, user }) => {
      await removeFromExam(deps, await groupExamForAdmin(deps, requireUser(user), query.tid, { gid: query.gid }), query.pid);
      return null;
    },
  }),
];
