import type { GroupDef } from '../../http/route.ts';
import { groupExamRoutes } from './exam-routes.ts';
import { groupExamProblemRoutes } from './problem-routes.ts';

/**
 * A group's timed exams (issue 15; spec 002 2.7 and sections 6-7): the back office's exam calls in the group's scope.
 * Taking an exam goes through the exam group's calls (/api/homework/*), which admit the group's members only.
 */
export const groupExamGroup: GroupDef = { name: 'group-exam', routes: [...groupExamRoutes, ...groupExamProblemRoutes], table: 'readwrite' };
