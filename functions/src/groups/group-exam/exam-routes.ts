import { toPage } from '@oj/shared';
import { groupExamCalls } from '@oj/shared/api/group-exam';
import { ExamExtraFileBody, ExamExtraFileDeleteQuery, ExamFormBody, ExamIdQuery } from '@oj/shared/schemas/exam';
import { GroupExamDeleteQuery, GroupExamListQuery, GroupExamVisibleQuery } from '@oj/shared/schemas/group-exam';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { addExam, adminExamView, deleteExam, setExamVisible, setExtraFile, updateExam } from '../../services/exam/manage-exam.ts';
import { examView } from '../../services/exam/exam-views.ts';
import { groupExamForAdmin } from './group-exam-access.ts';

/**
 * The exam calls of a group (spec 002 2.7; no reference block): its lists, the exam form, visibility, extra files and delete, with
 * the back office's /api/admin/homework/* shapes so its pages serve the group too.
 */
export const groupExamRoutes = [
  route(groupExamCalls.getTimedWorkList, {
    access: LOGIN,
    query: GroupExamListQuery,
    // the group's shown exams for its members, the latest start first, as the learners' list rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'member');
      const now = deps.now();
      const shown = (await deps.repos.exams.allExams())
        .filter((e) => e.gid === query.gid && e.visible)
        .map((e) => examView(e, now))
        .sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id);
      return toPage(shown, query);
    },
  }),
  route(groupExamCalls.getAdminTimedWorkList, {
    access: LOGIN,
    query: GroupExamListQuery,
    // every exam of the group for its admins, hidden ones too, newest first, as the back office's rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      const rows = (await deps.repos.exams.allExams()).filter((e) => e.gid === query.gid).sort((a, b) => b.eid - a.eid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((e) => adminExamView(e, deps.now())) };
    },
  }),
  route(groupExamCalls.getTimedWork, {
    access: LOGIN,
    query: ExamIdQuery,
    handler: async ({ deps, query, user }) => adminExamView(await groupExamForAdmin(deps, requireUser(user), query.tid), deps.now(), true),
  }),
  route(groupExamCalls.addTimedWork, {
    access: LOGIN,
    body: ExamFormBody,
    // a group admin creates it; its author and group are the server's (the caller, the group checked)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new exam has no id; use PUT to change an exam');
      if (body.gid === undefined) throw badRequest('Say which group the exam belongs to (gid)');
      const { group } = await deps.repos.groups.requireGroup(body.gid, me, 'admin');
      return adminExamView(await addExam(deps, me, body, group.gid), deps.now(), true);
    },
  }),
  route(groupExamCalls.updateTimedWork, {
    access: LOGIN,
    body: ExamFormBody,
    // the exam never moves to another group (updateExam refuses another gid)
    handler: async ({ deps, body, user }) => {
      if (!body.id) throw badRequest('Please give the exam id');
      return adminExamView(await updateExam(deps, await groupExamForAdmin(deps, requireUser(user), body.id), body), deps.now(), true);
    },
  }),
  route(groupExamCalls.deleteTimedWork, {
    access: LOGIN,
    query: GroupExamDeleteQuery,
    // the group's root only (spec 002 section 6), not the exam's author
    handler: async ({ deps, query, user }) => {
      await groupExamForAdmin(deps, requireUser(user), query.id, { gid: query.gid, rootOnly: true });
      await deleteExam(deps, query.id);
      return null;
    },
  }),
  route(groupExamCalls.changeTimedWorkVisible, {
    access: LOGIN,
    query: GroupExamVisibleQuery,
    handler: async ({ deps, query, user }) => {
      await setExamVisible(deps, await groupExamForAdmin(deps, requireUser(user), query.id, { gid: query.gid }), query.visible);
      return null;
    },
  }),
  route(groupExamCalls.addTimedWorkExtraFile, {
    access: LOGIN,
    body: ExamExtraFileBody,
    // a file given to the exam's participants, added or replaced (the back office's extra-file call in the group)
    handler: async ({ deps, body, user }) => {
      await setExtraFile(deps, await groupExamForAdmin(deps, requireUser(user), body.tid), body.name, body.content);
      return null;
    },
  }),
  route(groupExamCalls.deleteTimedWorkExtraFile, {
    access: LOGIN,
    query: ExamExtraFileDeleteQuery,
    handler: async ({ deps, query, user }) => {
      await setExtraFile(deps, await groupExamForAdmin(deps, requireUser(user), query.tid), query.name, undefined);
      return null;
    },
  }),
];
