import { ADMIN_ROLES, Role, toPage } from '@oj/shared';
import { examProblemKey } from '@oj/shared/db/keys';
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
import { notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route, type GroupDef } from '../../http/route.ts';
import { allExams, examProblems } from '../../data/exams.ts';
import { allProblems } from '../../data/problems.ts';
import { setProblemChoices } from '../../data/problem-sets.ts';
import { problemOr404 } from '../admin-problem/manage-problem.ts';
import { addExam, adminExamView, deleteExam, examForAdmin, examProblemView, placeExamProblem, setExamVisible, setExtraFile, updateExam } from './exam-store.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

export const adminExamRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/homework/get-timed-work-list',
    access: ADMINS,
    query: AdminExamListQuery,
    // Every exam outside groups, shown or hidden, the newest first; the keyword matches the title, author or id.
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const rows = (await allExams(deps.db))
        .filter((e) => e.gid === null)
        .filter((e) => !keyword || e.title.toLowerCase().includes(keyword) || e.author.toLowerCase().includes(keyword) || String(e.eid) === keyword)
        .sort((a, b) => b.eid - a.eid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((e) => adminExamView(e, deps.now())) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/homework/timed-work',
    access: ADMINS,
    query: ExamIdQuery,
    handler: async ({ deps, query, user }) => adminExamView(await examForAdmin(deps, requireUser(user), query.tid), deps.now(), true),
  }),
  route({
    method: 'POST',
    path: '/api/admin/homework/timed-work',
    access: ADMINS,
    body: ExamFormBody,
    handler: async ({ deps, body, user }) => adminExamView(await addExam(deps, requireUser(user), body), deps.now(), true),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/homework/timed-work',
    access: ADMINS,
    body: ExamFormBody,
    handler: async ({ deps, body, user }) => adminExamView(await updateExam(deps, requireUser(user), body), deps.now(), true),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/homework/timed-work',
    access: loginWithRoles(Role.ROOT),
    query: ExamDeleteQuery,
    handler: async ({ deps, query }) => {
      await deleteExam(deps, query.id);
      return null;
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/homework/change-timed-work-visible',
    access: ADMINS,
    query: ExamVisibleQuery,
    handler: async ({ deps, query, user }) => {
      await setExamVisible(deps, await examForAdmin(deps, requireUser(user), query.id), query.visible);
      return null;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/homework/get-problem-list',
    access: ADMINS,
    query: AdminExamProblemListQuery,
    // queryExisted (the default): the exam's problems in display order; otherwise the public problems outside groups
    // it lacks. timedProblemMap maps each pid in the exam to its entry (display id and title).
    handler: async ({ deps, query, user }) => {
      const exam = await examForAdmin(deps, requireUser(user), query.tid);
      const [entries, problems] = await Promise.all([examProblems(deps.db, exam.eid, true), allProblems(deps.db)]);
      const rows = setProblemChoices(problems, entries.map((e) => e.pid), query);
      return {
        problemList: toPage(rows.map((p) => ({ id: p.pid, problemId: p.problemId, title: p.title, type: p.type, difficulty: p.difficulty, author: p.author })), query),
        timedProblemMap: Object.fromEntries(entries.map((e) => [e.pid, examProblemView(e)])),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/homework/add-problem-from-public',
    access: ADMINS,
    body: AddExamProblemBody,
    handler: async ({ deps, body, user }) => {
      const [exam, problem] = await Promise.all([examForAdmin(deps, requireUser(user), body.tid), problemOr404(deps, body.pid)]);
      return examProblemView(await placeExamProblem(deps, exam, problem, body.displayId, body.displayTitle || problem.title));
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/homework/problem',
    access: ADMINS,
    query: ExamProblemDeleteQuery,
    // The problem leaves the exam (the problem itself stays); its submissions stop counting on the rank.
    handler: async ({ deps, query, user }) => {
      const exam = await examForAdmin(deps, requireUser(user), query.tid);
      const entry = (await examProblems(deps.db, exam.eid, true)).find((e) => e.pid === query.pid);
      if (!entry) throw notFound('The problem is not in this exam');
      await deps.db.delete(examProblemKey(exam.eid, entry.displayId));
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/homework/extra-file',
    access: ADMINS,
    body: ExamExtraFileBody,
    handler: async ({ deps, body, user }) => {
      await setExtraFile(deps, await examForAdmin(deps, requireUser(user), body.tid), body.name, body.content);
      return null;
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/homework/extra-file',
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
