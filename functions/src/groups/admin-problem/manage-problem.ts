import { PROBLEM_PLACEMENTS, problemDisplayIdKey, problemKey } from '@oj/shared/db/keys';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import { formatExamples, formatExtraFiles } from '@oj/shared/domain/examples';
import type { Deps } from '../../deps.ts';
import { allProblems, getProblem } from '../../data/problems.ts';
import { notFound } from '../../http/app-error.ts';
import { testDataFor } from '../../services/test-data.ts';

/** The problem, read consistently (an admin is about to show or change it), or a 404. */
export const problemOr404 = async (deps: Deps, pid: number): Promise<ProblemItem> => {
  const problem = await getProblem(deps.db, pid, true);
  if (!problem) throw notFound('The problem does not exist');
  return problem;
};

/**
 * A problem as the admin forms edit it: the entity flat with id, examples and extra files in the reference's
 * text forms (its cases, tags, languages and templates come from their own calls).
 */
export const adminProblemView = (problem: ProblemItem) => ({
  ...problem,
  id: problem.pid,
  examples: formatExamples(problem.examples),
  userExtraFile: formatExtraFiles(problem.userExtraFile),
  judgeExtraFile: formatExtraFiles(problem.judgeExtraFile),
  caseVersion: problem.testDataVersion,
  isUploadCase: true,
});

/**
 * Deletes a problem, its display id, its places in problem sets (contests, trainings) and its test data.
 * Submissions stay (their lists and counters keep them).
 */
export const deleteProblem = async (deps: Deps, problem: ProblemItem) => {
  const { index, pk } = PROBLEM_PLACEMENTS(problem.pid);
  const places = await deps.db.indexPartition(index, pk);
  await deps.db.transact([
    { Delete: { Key: problemKey(problem.pid) } },
    { Delete: { Key: problemDisplayIdKey(problem.problemId) } },
    ...places.map((p) => ({ Delete: { Key: { pk: p.pk as string, sk: p.sk as string } } })),
  ]);
  allProblems.clear(deps.db);
  await testDataFor(deps).deleteProblem(problem.pid);
};
