import type { ProblemCounts } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { tagsOf, toProblemView } from './problem-views.ts';
import type { Repositories } from '../../data/repositories.ts';

/** How a problem set (a contest) shows one of its problems: its own display id and title, and during the contest no hint of its origin. */
export interface ShownAs {
  problemId: string;
  title: string;
  /** Source, author, difficulty and tags stay hidden (a running contest). */
  hideOrigin: boolean;
}

/**
 * The problem page's reply (the reference's ProblemInfoVO plus the caller's status), for the public problem page and
 * for a problem inside a contest; the verdict counts and the status come from where the problem is shown.
 */
export async function problemDetail(repos: Repositories, problem: ProblemItem, parts: { counts: ProblemCounts; myStatus: number | null; shownAs?: ShownAs }) {
  const shown = parts.shownAs;
  const view = toProblemView(problem);
  return {
    problem: shown ? { ...view, problemId: shown.problemId, title: shown.title, ...(shown.hideOrigin ? { source: '', author: '', difficulty: null } : {}) } : view,
    tags: shown?.hideOrigin ? [] : tagsOf(problem.tagIds, await repos.problems.allTags()),
    languages: problem.languages,
    problemCount: { pid: problem.pid, ...parts.counts },
    codeTemplate: problem.codeTemplates,
    myStatus: parts.myStatus,
  };
}
