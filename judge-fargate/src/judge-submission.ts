import { join } from 'node:path';
import { JudgeStatus, ProblemType, languageByName } from '@oj/shared';
import { earnedScore, finalStatus, isSubtaskMode, oiRankScore, summarizeSubtasks, totalScore } from '@oj/shared/domain/index';
import { compile, type CompileDeps } from './compile/compile.ts';
import { nextCaseAction, orderCases } from './core/case-plan.ts';
import type { CaseOutcome, CaseResult, JudgeRequest, JudgeResult, ProblemToJudge, TestCase } from './core/types.ts';
import { JUDGES } from './judges/index.ts';
import { writeNamedFiles } from './files.ts';
import { isInstalled } from './languages.ts';
import type { TestData } from './ports.ts';

export interface JudgePorts extends CompileDeps {
  testData: TestData;
}

const emptyResult = (problem: ProblemToJudge, status: JudgeStatus, errorMessage: string): JudgeResult => ({
  status,
  score: problem.type === ProblemType.OI ? 0 : null,
  oiRankScore: problem.type === ProblemType.OI ? 0 : null,
  time: 0,
  memory: 0,
  errorMessage,
  judgeCaseMode: problem.judgeCaseMode,
  judgeCaseList: [],
  subTaskJudgeCaseVoList: [],
});

const CANCELLED: CaseOutcome = { status: JudgeStatus.CANCELLED, timeMs: 0, memoryKb: 0 };

const caseResult = (testCase: TestCase, seq: number, outcome: CaseOutcome): CaseResult => ({
  caseId: testCase.caseId,
  seq,
  groupNum: testCase.groupNum,
  status: outcome.status,
  time: outcome.timeMs,
  memory: outcome.memoryKb,
  score: earnedScore(testCase.score, outcome.status, outcome.fraction),
  inputData: testCase.input,
  outputData: testCase.output,
  userOutput: outcome.userOutput ?? '',
  ...(outcome.message ? { message: outcome.message } : {}),
});

const summarize = (problem: ProblemToJudge, cases: CaseResult[]): JudgeResult => {
  const oi = problem.type === ProblemType.OI;
  const score = totalScore(problem.judgeCaseMode, cases, problem.ioScore);
  return {
    status: finalStatus(problem.type, cases),
    score: oi ? score : null,
    oiRankScore: oi ? oiRankScore(score, problem.ioScore, problem.difficulty) : null,
    time: Math.max(0, ...cases.map((c) => c.time)),
    memory: Math.max(0, ...cases.map((c) => c.memory)),
    errorMessage: '',
    judgeCaseMode: problem.judgeCaseMode,
    judgeCaseList: cases,
    subTaskJudgeCaseVoList: isSubtaskMode(problem.judgeCaseMode) ? summarizeSubtasks(problem.judgeCaseMode, cases) : [],
  };
};

/**
 * Judges one submission: compile (or take it from the cache), then judge the cases one after another in
 * the order and with the skipping rules of the problem's case mode. Every verdict, Compile Error and System
 * Error included, comes back as data; a rejection means the judge's own infrastructure failed.
 */
export async function judgeSubmission(
  request: JudgeRequest,
  ports: JudgePorts,
  /** Called once the program compiled and the cases are about to run (the worker shows "Judging"). */
  onCompiled?: () => Promise<void>,
): Promise<JudgeResult> {
  const { problem } = request;
  const lang = languageByName(request.language);
  if (!lang) return emptyResult(problem, JudgeStatus.SYSTEM_ERROR, `unknown language ${request.language}`);
  if (!isInstalled(lang)) return emptyResult(problem, JudgeStatus.SYSTEM_ERROR, `${lang.name} is not installed on this judge`);

  if (problem.cases.length === 0) return emptyResult(problem, JudgeStatus.SYSTEM_ERROR, 'the problem has no test cases');

  const scratch = ports.workspace.newScratch();
  try {
    // The problem's user files sit beside the source when it compiles, so they travel with the program.
    const userFiles = writeNamedFiles(join(scratch, 'user-files'), problem.userFiles);
    const compiled = await compile(lang, request.code, ports, userFiles);
    if (!compiled.ok) return emptyResult(problem, JudgeStatus.COMPILE_ERROR, compiled.message);
    await onCompiled?.();

    const dataDir = await ports.testData.fetch(problem.id, problem.dataVersion);
    const judge = await JUDGES[problem.judgeMode]({ request, program: { lang, dir: compiled.dir }, dataDir, scratch, deps: ports });
    if ('error' in judge) return emptyResult(problem, JudgeStatus.SYSTEM_ERROR, judge.error);
    const cases: CaseResult[] = [];
    for (const testCase of orderCases(problem.judgeCaseMode, problem.cases)) {
      const action = nextCaseAction(problem.judgeCaseMode, cases, testCase);
      if (action === 'stop') break;
      const outcome = action === 'cancel' ? CANCELLED : await judge.judgeCase(testCase, cases.length + 1);
      cases.push(caseResult(testCase, cases.length + 1, outcome));
    }
    return summarize(problem, cases);
  } finally {
    ports.workspace.remove(scratch);
  }
}
