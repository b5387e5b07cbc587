import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageByName, ProblemType } from '@oj/shared';
import { LocalTestData } from '../src/adapters/local-test-data.ts';
import { loadConfig, type JudgeConfig } from '../src/config.ts';
import type { JudgeResult, ProblemToJudge } from '../src/core/types.ts';
import { createJudgePorts } from '../src/judge.ts';
import { judgeSubmission } from '../src/judge-submission.ts';
import { isInstalled } from '../src/languages.ts';

/** A case as [input, answer] or [input, answer, score, group]. */
export type CaseSpec = readonly [input: string, answer: string, score?: number, groupNum?: number];

/** The real judge (native sandbox, compilers) over test data written to a private temporary directory. */
export function createJudgeFixture(overrides: Partial<JudgeConfig> = {}) {
  const config = { ...loadConfig(), ...overrides };
  mkdirSync(config.workRoot, { recursive: true });
  const dataRoot = mkdtempSync(join(config.workRoot, 'test-data-'));
  const ports = createJudgePorts(config, new LocalTestData(dataRoot));
  let problems = 0;

  const problem = (cases: readonly CaseSpec[], overrides: Partial<ProblemToJudge> = {}): ProblemToJudge => {
    const id = `p${++problems}`;
    const dir = join(dataRoot, id);
    mkdirSync(dir);
    cases.forEach(([input, answer], i) => {
      writeFileSync(join(dir, `${i + 1}.in`), input);
      writeFileSync(join(dir, `${i + 1}.out`), answer);
    });
    return {
      id,
      type: ProblemType.ACM,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimitMs: 1000,
      memoryLimitMb: 128,
      stackLimitMb: 128,
      ioScore: 100,
      difficulty: 1,
      removeTrailingBlanks: true,
      dataVersion: '1',
      cases: cases.map(([, , score = 10, groupNum = 1], i) => ({ caseId: i + 1, input: `${i + 1}.in`, output: `${i + 1}.out`, score, groupNum })),
      ...overrides,
    };
  };

  const judge = (language: string, code: string, p: ProblemToJudge): Promise<JudgeResult> => judgeSubmission({ submissionId: 'test', language, code, problem: p }, ports);

  const close = async (): Promise<void> => {
    await ports.sandbox.close();
    rmSync(dataRoot, { recursive: true, force: true });
  };

  return { config, ports, dataRoot, problem, judge, close };
}

export function installed(name: string): boolean {
  return isInstalled(languageByName(name)!);
}

/** A+B: the ordinary problem most tests judge. */
export const A_PLUS_B: readonly CaseSpec[] = [
  ['1 2\n', '3\n'],
  ['10 20\n', '30\n'],
];
