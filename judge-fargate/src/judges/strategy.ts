import type { LanguageDef } from '@oj/shared';
import type { CompileDeps } from '../compile/compile.ts';
import type { CaseOutcome, JudgeRequest, TestCase } from '../core/types.ts';

export interface JudgeContext {
  request: JudgeRequest;
  /** The compiled submission. */
  program: { lang: LanguageDef; dir: string };
  /** The problem's test data on local disk. */
  dataDir: string;
  /** This submission's private directory (outputs, FIFOs). */
  scratch: string;
  deps: CompileDeps;
}

export interface CaseJudge {
  judgeCase(testCase: TestCase, seq: number): Promise<CaseOutcome>;
}

/**
 * A judge mode: prepares once per submission (a special judge compiles its checker), then judges cases.
 * A problem that cannot be judged (its checker does not compile) is reported, not thrown.
 */
export type JudgeStrategy = (ctx: JudgeContext) => Promise<CaseJudge | { error: string }>;
