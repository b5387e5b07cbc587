import { ADMIN_ROLES, Role, toPage } from '@oj/shared';
import { adminExamCalls } from '@oj/shared/api/admin-exam';
import {
  AddExamProblemBody,
  AdminExamListQuery,
  AdminExamProblemListQuery,
  ExamDeleteQuery,
  ExamExtraFileBody,
  ExamExtraFileDeleteQuery,
  ExamFormBody,
  ExamIdQuery,
  ExamProblemDeleteQuery,
  ExamVisibleQuery,
} from '@oj/shared/schemas/exam';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { problemOr404 } from '../../services/problem/manage-problem.ts';
import { examProblemList, removeFromExam } from '../../services/exam/manage-exam-problems.ts';
import { addExam, adminExamView, deleteExam, examForAdmin, examProblemView, placeExamProblem, setExamVisible, setExtraFile, siteExamOr404, updateExam } from '../../services/exam/manage-exam.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

export const adminExamRoutes = [
  route(adminExamCalls.getTimedWorkList, {
    access: ADMINS,
    query: AdminExamListQuery,
    // Every exam outside groups, shown or hidden, the newest first; the keyword matches the title, author or id.
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const rows = (await deps.repos.exams.allExams())
        .filter((e) => e.gid === null)
        .filter((e) => !keyword || e.title.toLowerCase().includes(keyword) || e.author.toLowerCase().includes(keyword) || String(e.eid) === keyword)
        .sort((a, b) => b.eid - a.eid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((e) => adminExamView(e, deps.now())) };
    },
  }),
  route(adminExamCalls.getTimedWork, {
    access: ADMINS,
    query: ExamIdQuery,
    handler: async ({ deps, query, user }) => adminExamView(await examForAdmin(deps, requireUser(user), query.tid), deps.now(), true),
  }),
  route(adminExamCalls.addTimedWork, {
    access: ADMINS,
    body: ExamFormBody,
    // the site's exams: a group's are made in the group (POST /api/group/timed-work)
    handler: async ({ deps, body, user }) => {
      if (body.gid !== undefined) throw badRequest("A group's exams are made inside the group: leave gid empty");
      return adminExamView(await addExam(deps, requireUser(user), body, null), deps.now(), true);
    },
  }),
  route(adminExamCalls.updateTimedWork, {
    access: ADMINS,
    body: ExamFormBody,
    handler: async ({ deps, body, user }) => {
      if (!body.id) throw badRequest('Please give the exam id');
      return adminExamView(await updateExam(deps, await examForAdmin(deps, requireUser(user), body.id), body), deps.now(), true);
    },
  }),
  route(adminExamCalls.deleteTimedWork, {
    access: loginWithRoles(Role.ROOT),
    query: ExamDeleteQuery,
    handler: async ({ deps, query }) => {
      await siteExamOr404(deps, query.id);
      await deleteExam(deps, query.id);
      return null;
    },
  }),
  route(adminExamCalls.changeTimedWorkVisible, {
    access: ADMINS,
    query: ExamVisibleQuery,
    handler: async ({ deps, query, user }) => {
      await setExamVisible(deps, await examForAdmin(deps, requireUser(user), query.id), query.visible);
      return null;
    },
  }),
  route(adminExamCalls.getProblemList, {
    access: ADMINS,
    query: AdminExamProblemListQuery,
    handler: async ({ deps, query, user }) => examProblemList(deps, await examForAdmin(deps, requireUser(user), query.tid), query),
  }),
  route(adminExamCalls.addProblemFromPublic, {
    access: ADMINS,
    body: AddExamProblemBody,
    handler: async ({ deps, body, user }) => {
      const [exam, problem] = await Promise.all([examForAdmin(deps, requireUser(user), body.tid), problemOr404(deps, body.pid)]);
      return examProblemView(await placeExamProblem(deps, exam, problem, body.displayId, body.displayTitle || problem.title));
    },
  }),
  route(adminExamCalls.deleteProblem, {
    access: ADMINS,
    query: ExamProblemDeleteQuery,
    handler: async ({ deps, query, user }) => {
      await removeFromExam(deps, await examForAdmin(deps, requireUser(user), query.tid), query.pid);
      return null;
    },
  }),
  route(adminExamCalls.addExtraFile, {
    access: ADMINS,
    body: ExamExtraFileBody,
    handler: async ({ deps, body, user }) => {
      await setExtraFile(deps, await examForAdmin(deps, requireUser(user), body.tid), body.name, body.content);
      return null;
    },
  }),
  route(adminExamCalls.deleteExtraFile, {
    access: ADMINS,
    query: ExamExtraFileDeleteQuery,
    handler: async ({ deps, query, user }) => {
      await setExtraFile(deps, await examForAdmin(deps, requireUser(user), query.tid), query.name, undefined);
      return null;
    },
  }),
];

/** The back office's timed exams (spec 002 "exam" pages): the exam form, visibility, its problems and extra files. */
export const adminExamGroup: GroupDef = { name: 'admin-exam', routes: adminExamRoutes, table: 'readwrite' };
