import type { Role } from '@oj/shared';
import type { Db } from '../../data/db.ts';
import { getProblem, contestLockedProblems } from '../../data/problems.ts';
import { canView, openOutsideContests } from '../../domain/problems.ts';

/** A problem by id when the caller may read it outside contests (undefined as well when it does not exist). */
export async function getViewableProblem(deps: { db: Db; now: () => Date }, pid: number, roleId: Role | undefined) {
  const [problem, locked] = await Promise.all([getProblem(deps.db, pid), contestLockedProblems(deps.db, deps.now())]);
  return problem && canView(problem, roleId) && openOutsideContests(problem, roleId, locked) ? problem : undefined;
}
