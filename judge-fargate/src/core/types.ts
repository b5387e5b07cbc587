import type { Difficulty, JudgeCaseMode, JudgeMode, JudgeStatus, ProblemType } from '@oj/shared';
import type { SubtaskSummary } from '@oj/shared/domain/index';

export interface TestCase {
  caseId: number;
  /** File names inside the problem's test data directory. */
  input: string;
  output: string;
  /** Full score of the case (OI problems). */
  score: number;
  groupNum: number;
}

export interface ProblemToJudge {
  id: string;
  type: ProblemType;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** The stack limit; also the stack glibc gives each thread. */
  stackLimitMb: number;
  /** The full score (OI). */
  ioScore: number;
  difficulty: Difficulty;
  removeTrailingBlanks: boolean;
  dataVersion: string;
  cases: readonly TestCase[];
  /** Source of the special judge or interactor (judge modes spj and interactive). */
  checker?: { language: string; code: string };
  /** File IO: the program reads its input from `input` and writes its answer to `output`, in its directory. */
  fileIO?: { input: string; output: string };
  /** Files beside the program (headers it includes, data it reads) and beside the checker, by name. */
  userFiles?: Readonly<Record<string, string>>;
  checkerFiles?: Readonly<Record<string, string>>;
}

export interface JudgeRequest {
  submissionId: string;
  language: string;
  code: string;
  problem: ProblemToJudge;
}

/** How one case went; `fraction` is a checker's partial credit. */
export interface CaseOutcome {
  status: JudgeStatus;
  timeMs: number;
  memoryKb: number;
  fraction?: number;
  /** Why, when it was not accepted (signal, exit code, checker message). */
  message?: string;
  /** The start of the program's output. */
  userOutput?: string;
}

/** One row of the spec's judgeCaseList. */
export interface CaseResult {
  caseId: number;
  seq: number;
  groupNum: number;
  status: JudgeStatus;
  time: number;
  memory: number;
  score: number;
  inputData: string;
  outputData: string;
  userOutput: string;
  message?: string;
}

export interface JudgeResult {
  status: JudgeStatus;
  /** OI problems only. */
  score: number | null;
  oiRankScore: number | null;
  /** Maxima over the judged cases. */
  time: number;
  memory: number;
  /** Compiler messages, or why the judge could not judge. */
  errorMessage: string;
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList: CaseResult[];
  subTaskJudgeCaseVoList: SubtaskSummary<CaseResult>[];
}
