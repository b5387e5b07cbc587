import type { RouteHandle } from '../../app/route-handle.ts';
import { withNamespaces } from '../../lib/i18n.ts';
import type { AdminFeature } from '../admin-feature.ts';
import { EXAM_LIST_PATH, EXAM_CREATE_PATH } from '../../offices/exam/paths.ts';

const formPage = () => import('../../offices/exam/pages/exam-form-page.tsx').then((m) => ({ Component: m.ExamFormPage }));

/**
 * Timed exams in the back office (spec 002 section 2.12 exam, exam/create, exam/{timedWorkId}/edit and
 * exam/{timedWorkId}/problems): the list, the form with the exam's extra files when editing, and an exam's problems
 * added from the public bank under display ids.
 */
export const examFeature: AdminFeature = {
  section: 'exam',
  namespace: 'adminExam',
  entries: [
    { label: 'adminExam:sidebar.list', to: EXAM_LIST_PATH },
    { label: 'adminExam:sidebar.create', to: EXAM_CREATE_PATH },
  ],
  routes: [
    {
      path: 'exam',
      // The list shows the public site's open/private tag, whose strings are the exam feature's.
      lazy: withNamespaces('exam', () => import('../../offices/exam/pages/exam-list-page.tsx').then((m) => ({ Component: m.ExamListPage }))),
      handle: { title: 'adminExam:route.list' } satisfies RouteHandle,
    },
    { path: 'exam/create', lazy: formPage, handle: { title: 'adminExam:route.create' } satisfies RouteHandle },
    { path: 'exam/:timedWorkId/edit', lazy: formPage, handle: { title: 'adminExam:route.edit' } satisfies RouteHandle },
    {
      path: 'exam/:timedWorkId/problems',
      lazy: () => import('../../offices/exam/pages/exam-problems-page.tsx').then((m) => ({ Component: m.ExamProblemsPage })),
      handle: { title: 'adminExam:route.problems' } satisfies RouteHandle,
    },
  ],
};
