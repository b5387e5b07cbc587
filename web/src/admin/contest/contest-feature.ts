import type { RouteHandle } from '../../app/route-handle.ts';
import { withNamespaces } from '../../lib/i18n.ts';
import type { AdminFeature } from '../admin-feature.ts';
import { CONTEST_LIST_PATH, CONTEST_CREATE_PATH } from '../../offices/contest/paths.ts';

const formPage = () => import('../../offices/contest/pages/contest-form-page.tsx').then((m) => ({ Component: m.ContestFormPage }));
const problemEditor = (name: 'ContestProblemCreatePage' | 'ContestProblemEditPage') => () => import('../../offices/contest/pages/contest-problem-editor.tsx').then((m) => ({ Component: m[name] }));

/**
 * Contests in the back office (spec 002 section 2.12): the list, the form (create and edit), and a contest's
 * problems and announcements. Problems are added from the public bank, or written for the contest from its problem
 * page (the problem pages' form), where they are contest problems until published to the bank after the contest.
 */
export const contestFeature: AdminFeature = {
  section: 'contest',
  namespace: 'adminContest',
  entries: [
    { label: 'adminContest:sidebar.list', to: CONTEST_LIST_PATH },
    { label: 'adminContest:sidebar.create', to: CONTEST_CREATE_PATH },
  ],
  routes: [
    {
      path: 'contest',
      // The list shows the public site's auth and status tags, whose strings are the contest feature's.
      lazy: withNamespaces('contest', () => import('../../offices/contest/pages/contest-list-page.tsx').then((m) => ({ Component: m.ContestListPage }))),
      handle: { title: 'adminContest:route.list' } satisfies RouteHandle,
    },
    { path: 'contest/create', lazy: formPage, handle: { title: 'adminContest:route.create' } satisfies RouteHandle },
    { path: 'contest/:contestId/edit', lazy: formPage, handle: { title: 'adminContest:route.edit' } satisfies RouteHandle },
    {
      path: 'contest/:contestId/problems',
      lazy: () => import('../../offices/contest/pages/contest-problems-page.tsx').then((m) => ({ Component: m.ContestProblemsPage })),
      handle: { title: 'adminContest:route.problems' } satisfies RouteHandle,
    },
    { path: 'contest/:contestId/problems/create', lazy: problemEditor('ContestProblemCreatePage'), handle: { title: 'adminContest:route.createProblem' } satisfies RouteHandle },
    { path: 'contest/:contestId/problems/:problemId/edit', lazy: problemEditor('ContestProblemEditPage'), handle: { title: 'adminContest:route.editProblem' } satisfies RouteHandle },
    {
      path: 'contest/:contestId/announcement',
      lazy: () => import('../../offices/contest/pages/contest-announcements-page.tsx').then((m) => ({ Component: m.ContestAnnouncementsPage })),
      handle: { title: 'adminContest:route.announcements' } satisfies RouteHandle,
    },
  ],
};
