import type { Difficulty, ProblemType } from '@oj/shared';
import type { ProblemItem } from '@oj/shared/db/items/problem';
import type { ProblemToJudge } from '../core/types.ts';

/** What the judging core needs of a stored problem; case files are `<index>.in` and `<index>.out` of its data version. */
export function problemToJudge(p: ProblemItem): ProblemToJudge {
  return {
    id: String(p.pid),
    type: p.type as ProblemType,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    timeLimitMs: p.timeLimit,
    memoryLimitMb: p.memoryLimit,
    stackLimitMb: p.stackLimit,
    ioScore: p.ioScore,
    difficulty: p.difficulty as Difficulty,
    removeTrailingBlanks: p.isRemoveEndBlank,
    dataVersion: p.testDataVersion,
    cases: p.cases.map((c) => ({ caseId: c.index, input: `${c.index}.in`, output: `${c.index}.out`, score: c.score, groupNum: c.groupNum ?? 0 })),
    ...(p.spjCode && p.spjLanguage ? { checker: { language: p.spjLanguage, code: p.spjCode } } : {}),
    ...(p.isFileIO && p.ioReadFileName && p.ioWriteFileName ? { fileIO: { input: p.ioReadFileName, output: p.ioWriteFileName } } : {}),
    userFiles: p.userExtraFile,
    checkerFiles: p.judgeExtraFile,
  };
}
