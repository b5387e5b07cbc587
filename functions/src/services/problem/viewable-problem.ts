import type { Role } from '@oj/shared';
import type { DataDeps } from '../../deps.ts';
import { canView, openOutsideContests } from '../../domain/problems.ts';

/** A problem by id when the caller may read it outside contests (undefined as well when it does not exist). */
export async function getViewableProblem(deps: Pick<DataDeps, 'repos' | 'now'>, pid: number, roleId: Role | undefined) {
  const [problem, locked] = await Promise.all([deps.repos.problems.getProblem(pid), deps.repos.problems.contestLockedProblems(deps.now())]);
  return problem && canView(problem, roleId) && openOutsideContests(problem, roleId, locked) ? problem : undefined;
}
