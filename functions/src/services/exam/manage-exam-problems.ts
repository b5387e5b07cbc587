import { toPage } from '@oj/shared';
import type { ExamItem } from '@oj/shared/db/items/exam';
import type { AdminExamProblemListQuery } from '@oj/shared/schemas/exam';
import type { z } from 'zod';
import { setProblemChoices } from '../../domain/problem-sets.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { examProblemView } from './manage-exam.ts';

/**
 * The calls on an exam's problems that the back office and a group (group-exam) make alike, on an exam their scope
 * has already checked the caller may manage (ARCHITECTURE.md "a group is a scope, not a copy").
 */

/**
 * The problem chooser: with queryExisted (the default) the exam's problems in display order, otherwise the public
 * problems outside groups it lacks; timedProblemMap maps each pid in the exam to its entry (display id and title).
 */
export async function examProblemList(deps: Deps, exam: ExamItem, query: z.infer<typeof AdminExamProblemListQuery>) {
  const [entries, problems] = await Promise.all([deps.repos.exams.examProblems(exam.eid, true), deps.repos.problems.allProblems()]);
  const rows = setProblemChoices(
    problems,
    entries.map((e) => e.pid),
    query,
  );
  return {
    problemList: toPage(
      rows.map((p) => ({ id: p.pid, problemId: p.problemId, title: p.title, type: p.type, difficulty: p.difficulty, author: p.author })),
      query,
    ),
    timedProblemMap: Object.fromEntries(entries.map((e) => [e.pid, examProblemView(e)])),
  };
}

/** The problem leaves the exam (the problem itself stays); its submissions stop counting on the rank. */
export async function removeFromExam(deps: Deps, exam: ExamItem, pid: number) {
  const entry = (await deps.repos.exams.examProblems(exam.eid, true)).find((e) => e.pid === pid);
  if (!entry) throw notFound('The problem is not in this exam');
  await deps.repos.exams.deleteExamProblem(entry);
}
