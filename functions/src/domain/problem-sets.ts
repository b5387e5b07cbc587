import { ProblemAuth } from '@oj/shared';
import type { ProblemSummary } from '../data/problems.ts';

/**
 * Why a problem may not go in a set of this group (null: outside groups), or null: a set takes the site's public
 * problems, and a group's set also its own group's problems (whose visibility stays the group's); never another group's.
 */
export function placementRefusal(kind: 'training' | 'exam', p: PlacedProblem, gid: number | null): string | null {
  if (p.gid !== null || p.isGroup) return p.gid !== null && p.gid === gid ? null : gid === null ? REFUSALS[kind].group : REFUSALS[kind].otherGroup;
  return p.auth === ProblemAuth.PUBLIC ? null : REFUSALS[kind].notPublic;
}

/** A problem chooser's keyword (lower case): over the problem's title, display id and author. */
export function problemMatches(keyword: string | undefined) {
  return (p: ProblemSummary) => !keyword || [p.title, p.problemId, p.author].some((text) => text.toLowerCase().includes(keyword));
}

/**
 * The back office's problem list of a set: with `queryExisted` the set's problems in the set's order, otherwise the
 * public problems outside groups it lacks (those that may be added); either filtered by a keyword over title, id and author.
 */
export function setProblemChoices(problems: readonly ProblemSummary[], placedInOrder: readonly number[], query: { queryExisted: boolean; keyword?: string | undefined }) {
  const keyword = query.keyword?.toLowerCase();
  const byPid = new Map(problems.map((p) => [p.pid, p]));
  const placed = new Set(placedInOrder);
  const rows = query.queryExisted ? placedInOrder.flatMap((pid) => byPid.get(pid) ?? []) : problems.filter((p) => !placed.has(p.pid) && openInSet(p, null));
  return rows.filter(problemMatches(keyword));
}

/** A set list's keyword: over the set's title and author, in any case. */
export function titleOrAuthorMatches(keyword: string | undefined) {
  return (set: { title: string; author: string }) => !keyword || set.title.toLowerCase().includes(keyword) || set.author.toLowerCase().includes(keyword);
}
type PlacedProblem = Pick<ProblemSummary, 'auth' | 'gid' | 'isGroup'>;

/** Whether a solver of a set of this group (null: outside groups) sees the problem in it: its group's public problems, or the site's. */
export function openInSet(p: PlacedProblem, gid: number | null) {
  return p.auth === ProblemAuth.PUBLIC && (p.gid === null ? !p.isGroup : p.gid === gid);
}
const REFUSALS = {
  training: {
    group: 'Problems of a group cannot be added to this training',
    otherGroup: 'Problems of another group cannot be added to this training',
    notPublic: 'Only public problems can be added to a training',
  },
  exam: { group: 'Problems of a group cannot be added to this exam', otherGroup: 'Problems of another group cannot be added to this exam', notPublic: 'Only public problems can be added to an exam' },
} as const;
