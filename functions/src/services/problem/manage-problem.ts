import type { ProblemItem } from '@oj/shared/db/items/problem';
import { formatExamples, formatExtraFiles } from '@oj/shared/domain/examples';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { testDataFor } from '../test-data.ts';

/** The problem, read consistently (an admin is about to show or change it), or a 404. */
export async function problemOr404(deps: Deps, pid: number): Promise<ProblemItem> {
  const problem = await deps.repos.problems.getProblem(pid, true);
  if (!problem) throw notFound('The problem does not exist');
  return problem;
}

/**
 * A problem as the admin forms edit it: the entity flat with id, examples and extra files in the reference's
 * text forms (its cases, tags, languages and templates come from their own calls).
 */
export function adminProblemView(problem: ProblemItem) {
  return {
    ...problem,
    id: problem.pid,
    examples: formatExamples(problem.examples),
    userExtraFile: formatExtraFiles(problem.userExtraFile),
    judgeExtraFile: formatExtraFiles(problem.judgeExtraFile),
    caseVersion: problem.testDataVersion,
    isUploadCase: true,
  };
}

/**
 * Deletes a problem, its display id, its places in problem sets (contests, trainings, exams) and its test data, on the
 * condition that it is still in the scope it was read in (a group's problem may have joined the public bank).
 * Submissions stay (their lists and counters keep them).
 */
export async function deleteProblem(deps: Deps, problem: ProblemItem) {
  if (!(await deps.repos.problems.deleteProblemItems(problem))) throw new AppError(409, 'The problem changed meanwhile; reload the list and try again');
  deps.repos.problems.allProblems.clear();
  await testDataFor(deps).deleteProblem(problem.pid);
}

const PREVIEW_BYTES = 10_000;
const decoder = new TextDecoder();
const preview = (data: Uint8Array) => (data.length <= PREVIEW_BYTES ? decoder.decode(data) : null);

/** A problem's test cases as the admin forms list them: file names, score, group, and the text of small files. */
export async function problemCases(deps: Deps, problem: ProblemItem) {
  const files = await testDataFor(deps).readCases(problem.pid, problem.testDataVersion, problem.cases.length);
  return problem.cases.map((c, i) => ({
    index: c.index,
    input: `${c.index}.in`,
    output: `${c.index}.out`,
    score: c.score,
    groupNum: c.groupNum,
    inputData: preview(files[i]!.input),
    outputData: preview(files[i]!.output),
  }));
}
