import type { ProblemItem } from '@oj/shared/db/items/problem';
import type { GroupItem } from '@oj/shared/db/items/group';
import type { Deps } from '../../../deps.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';

const MAX_PROBLEM_ID = 32;

/**
 * The id a group problem takes in the public bank: the one its group showed, the group's short name (upper case, as
 * the group pages print it, without characters a problem id may not hold) before the stored id. The group's own ids
 * are unique only inside the group; this keeps two groups' problem 1001 apart in the public bank.
 */
export function publicProblemId(group: Pick<GroupItem, 'shortName'> | undefined, problemId: string) {
  return `${(group?.shortName ?? '').replace(/[^A-Za-z0-9_-]/g, '').toUpperCase()}${problemId}`;
}

/**
 * Moves a group problem into the public bank (an accepted application): it leaves its group (gid null, no longer a
 * group problem; its auth stays as the group set it, as the reference keeps it), takes its public id, and the display
 * id guards move from the group to the site in the same transaction, on the condition that the problem is still the
 * one reviewed (same group, same id). Its submissions, contest and training places stay.
 */
export async function moveToPublicBank(deps: Deps, problem: ProblemItem & { gid: number }, group: GroupItem | undefined) {
  const publicId = publicProblemId(group, problem.problemId);
  if (publicId.length > MAX_PROBLEM_ID) throw badRequest(`The public problem id ${publicId} would be longer than ${MAX_PROBLEM_ID} characters; the group must shorten the problem id first`);
  const outcome = await deps.repos.groupProblems.moveProblemToPublicBank(problem, publicId, deps.now());
  if (outcome === 'taken') throw badRequest(`The problem id ${publicId} is already used in the public bank; the group must change the problem id first`);
  if (outcome === 'changed') throw new AppError(409, 'The problem changed meanwhile; reload the list and try again');
}
