import type { UserInfo } from '@oj/shared';
import { ROLE_NAMES, Role } from '@oj/shared/enums';

const PROBLEM_EDITORS = [ROLE_NAMES[Role.ROOT], ROLE_NAMES[Role.PROBLEM_ADMIN]];

/**
 * Whether the API lets this user change a problem set's problems (remove one, set its rank) or the training
 * categories: a problem-bank change, for the super admin and problem admins only.
 */
export function isProblemEditor(user: UserInfo | null) {
  return !!user?.roleList.some((r) => PROBLEM_EDITORS.includes(r));
}

/** A set's problem list reply: the page of problems, each with its entry in the set (keyed by pid); a problem without one is left out. */
export function withEntries<P extends { id: number }, E>(problems: readonly P[], entries: Record<string, E>) {
  return problems.flatMap((problem) => {
    const entry = entries[String(problem.id)];
    return entry ? [{ problem, entry }] : [];
  });
}

/** The problem sets of the back office; their pages' namespaces share the key names these components read. */
export const PROBLEM_SET_NAMESPACE = { contest: 'adminContest', exam: 'adminExam', training: 'adminTraining' } as const;
export type ProblemSetKind = keyof typeof PROBLEM_SET_NAMESPACE;
