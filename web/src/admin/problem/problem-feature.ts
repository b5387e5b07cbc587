import type { RouteHandle } from '../../app/route-handle.ts';
import type { AdminFeature } from '../admin-feature.ts';
import { PROBLEM_LIST_PATH, PROBLEM_CREATE_PATH, PROBLEM_TAG_PATH, GROUP_PROBLEM_REVIEW_PATH } from '../../offices/problem/paths.ts';

const formPage = () => import('../../offices/problem/pages/problem-form-page.tsx').then((m) => ({ Component: m.ProblemFormPage }));

/**
 * Problems in the back office (spec 002 2.12 problems, problem/create, problem/edit/{problemId}, problem/tag,
 * group-problem/apply): the list, the full problem form with its test data, the tags with their classifications, and
 * the review of the group problems offered to the public bank.
 */
export const problemFeature: AdminFeature = {
  section: 'problem',
  namespace: 'adminProblem',
  entries: [
    { label: 'adminProblem:sidebar.list', to: PROBLEM_LIST_PATH },
    { label: 'adminProblem:sidebar.create', to: PROBLEM_CREATE_PATH },
    { label: 'adminProblem:sidebar.tag', to: PROBLEM_TAG_PATH },
    { label: 'adminProblem:sidebar.groupReview', to: GROUP_PROBLEM_REVIEW_PATH },
  ],
  routes: [
    {
      path: 'problem',
      lazy: () => import('../../offices/problem/pages/problem-list-page.tsx').then((m) => ({ Component: m.ProblemListPage })),
      handle: { title: 'adminProblem:route.list' } satisfies RouteHandle,
    },
    { path: 'problem/create', lazy: formPage, handle: { title: 'adminProblem:route.create' } satisfies RouteHandle },
    { path: 'problem/edit/:problemId', lazy: formPage, handle: { title: 'adminProblem:route.edit' } satisfies RouteHandle },
    {
      path: 'problem/tag',
      lazy: () => import('./pages/tag-page.tsx').then((m) => ({ Component: m.TagPage })),
      handle: { title: 'adminProblem:route.tag' } satisfies RouteHandle,
    },
    {
      path: 'group-problem/apply',
      lazy: () => import('./pages/group-problem-review-page.tsx').then((m) => ({ Component: m.GroupProblemReviewPage })),
      handle: { title: 'adminProblem:route.groupReview' } satisfies RouteHandle,
    },
  ],
};
