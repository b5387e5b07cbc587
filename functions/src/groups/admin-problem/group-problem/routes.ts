import { groupProblemRoutes } from './problem-routes.ts';
import { groupProblemReviewRoutes } from './review-routes.ts';

/**
 * A group's problems (issue 15; reference blocks group/GroupProblemController and admin/AdminGroupProblemController):
 * the back office's problem code in the group's scope, and the back office's review of the problems groups offer to
 * the public bank. Solving goes through the problem and judge groups, which admit the group's members.
 *
 * They run in the admin-problem Lambda (../routes.ts), so they live in its folder: the same code and exactly the same grants (the
 * table, the test-run queue for compile checks, the test data bucket), and a Lambda of their own would cost the API
 * stack six more of the 500 resources CloudFormation allows it.
 */
export const groupProblemRouteSet = [...groupProblemRoutes, ...groupProblemReviewRoutes];
