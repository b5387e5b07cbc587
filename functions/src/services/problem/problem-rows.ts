import type { ProblemSummary } from '../../data/problems.ts';
import { myStatusOf } from '../../domain/problems.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { tagsOf } from './problem-views.ts';

/**
 * Problem list rows (the reference's ProblemVO: verdict counts and tags, plus the caller's status icon, null for
 * visitors), for the public problem list, a problem set's list (a training's) and a group's list (`gid`: the counts of
 * the group's submissions).
 */
export async function problemRows(deps: Deps, problems: readonly ProblemSummary[], user: SessionUser | undefined, gid: number | null = null) {
  const pids = problems.map((p) => p.pid);
  const [counts, tags, mine] = await Promise.all([deps.repos.problems.problemCounts(pids, gid), deps.repos.problems.allTags(), user ? deps.repos.problems.userProblems(user.uid, pids) : undefined]);
  return problems.map((p) => ({
    pid: p.pid,
    problemId: p.problemId,
    title: p.title,
    difficulty: p.difficulty,
    type: p.type,
    tags: tagsOf(p.tagIds, tags),
    ...counts.get(p.pid)!,
    myStatus: mine ? myStatusOf(mine.get(p.pid)) : null,
  }));
}
