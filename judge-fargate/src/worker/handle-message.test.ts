import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_PROGRESS_STATUSES, JUDGE_CLAIM_RENEW_SECONDS, JUDGE_MAX_FAILURES, JudgeStatus, type JudgeMessage } from '@oj/shared';
import { ProblemItem } from '@oj/shared/db/items/problem';
import { SubmissionItem } from '@oj/shared/db/items/submission';
import { CompileCheckItem, TestRunItem } from '@oj/shared/db/items/judge-tasks';
import { silentLogger } from '@oj/shared/logger';
import type { JudgeRequest, JudgeResult } from '../core/types.ts';
import type { JudgePorts } from '../judge-submission.ts';
import type { ResultStore, TestRunOutcome } from '../ports.ts';
import type { HandlerDeps } from './handle-message.ts';

// The judging core and the compiler are out of the picture: each test says what they answer.
const judging = vi.hoisted(() => ({
  judge: undefined as unknown as (request: JudgeRequest, ports: JudgePorts, onCompiled?: () => Promise<void>) => Promise<JudgeResult>,
  compile: undefined as unknown as () => Promise<{ ok: true } | { ok: false; message: string }>,
  installed: true,
}));
vi.mock('../judge-submission.ts', () => ({ judgeSubmission: (...args: Parameters<typeof judging.judge>) => judging.judge(...args) }));
vi.mock('../compile/compile.ts', () => ({ compile: (...args: unknown[]) => (judging.compile as (...a: unknown[]) => Promise<unknown>)(...args) }));
vi.mock('../languages.ts', async (original) => ({ ...(await original<typeof import('../languages.ts')>()), isInstalled: () => judging.installed }));
const { handleDeadLetter, handleFailure, handleMessage } = await import('./handle-message.ts');

type CompileCheck = z.infer<typeof CompileCheckItem>;
type Submission = SubmissionItem & { judgeFailures: number; result?: JudgeResult };

/** The result store as the table behaves: claims, tokens and judge versions decide which writes land. */
class FakeResults implements ResultStore {
  submissions = new Map<number, Submission>();
  codes = new Map<number, string>();
  problems = new Map<number, ProblemItem>();
  testRuns = new Map<string, TestRunItem>();
  compileChecks = new Map<string, CompileCheck>();
  effectsApplied: number[] = [];
  claims: { submitId: number; judgeVersion: number; token: string; judger: string; now: Date }[] = [];
  renewals: { submitId: number; token: string }[] = [];
  /** Makes renewals fail, as a table that refuses the write does. */
  renewalError: Error | undefined;

  addSubmission(fields: Partial<SubmissionItem> = {}): Submission {
    const s = {
      ...SubmissionItem.parse({
        submitId: 7,
        uid: 'u1',
        username: 'alice',
        pid: 1000,
        displayPid: '1000',
        title: 'A+B',
        language: 'C++',
        length: 10,
        status: JudgeStatus.PENDING,
        submitTime: new Date(0).toISOString(),
        gmtModified: '',
        judgeVersion: 2,
        ...fields,
      }),
      judgeFailures: 0,
    };
    this.submissions.set(s.submitId, s);
    return s;
  }

  addProblem(pid = 1000): ProblemItem {
    const p = ProblemItem.parse({
      pid,
      problemId: `P${pid}`,
      title: 'A+B',
      auth: 1,
      difficulty: 0,
      type: 0,
      gmtModified: '',
      gmtCreate: '',
      description: '',
      input: '',
      output: '',
      examples: [],
      author: 'root',
      timeLimit: 1000,
      memoryLimit: 256,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      languages: ['C++'],
      testDataVersion: 'v1',
      cases: [{ index: 1 }, { index: 2 }],
    });
    this.problems.set(pid, p);
    return p;
  }

  private inProgress = (s: Submission | undefined, judgeVersion: number): s is Submission => !!s && s.judgeVersion === judgeVersion && IN_PROGRESS_STATUSES.includes(s.status as JudgeStatus);

  async submission(submitId: number) {
    return this.submissions.get(submitId);
  }
  async code(submitId: number) {
    return this.codes.get(submitId) ?? '';
  }
  async problem(pid: number) {
    return this.problems.get(pid);
  }
  async claim(submitId: number, judgeVersion: number, token: string, judger: string, now: Date) {
    this.claims.push({ submitId, judgeVersion, token, judger, now });
    const s = this.submissions.get(submitId);
    if (!this.inProgress(s, judgeVersion)) return false;
    Object.assign(s, { status: JudgeStatus.COMPILING, claimedBy: token, judger });
    return true;
  }
  async renewClaim(submitId: number, token: string) {
    this.renewals.push({ submitId, token });
    if (this.renewalError) throw this.renewalError;
  }
  async markJudging(submitId: number, token: string) {
    const s = this.submissions.get(submitId);
    if (s?.claimedBy === token) s.status = JudgeStatus.JUDGING;
  }
  async finish(submitId: number, judgeVersion: number, token: string, result: JudgeResult) {
    const s = this.submissions.get(submitId);
    if (s?.claimedBy !== token || s.judgeVersion !== judgeVersion) return false;
    Object.assign(s, { status: result.status, result });
    return true;
  }
  async countFailure(submitId: number) {
    const s = this.submissions.get(submitId);
    if (!s) return 0;
    return ++s.judgeFailures;
  }
  async failUnjudged(submitId: number, judgeVersion: number, reason: string) {
    const s = this.submissions.get(submitId);
    if (this.inProgress(s, judgeVersion)) Object.assign(s, { status: JudgeStatus.SYSTEM_ERROR, errorMessage: reason });
  }
  async applyEffects(submitId: number) {
    this.effectsApplied.push(submitId);
  }
  async testRun(key: string) {
    return this.testRuns.get(key);
  }
  async finishTestRun(key: string, result: TestRunOutcome) {
    const run = this.testRuns.get(key);
    if (run) Object.assign(run, result);
  }
  async compileCheck(key: string) {
    return this.compileChecks.get(key);
  }
  async finishCompileCheck(key: string, state: 'ok' | 'error', message: string) {
    const check = this.compileChecks.get(key);
    if (check) Object.assign(check, { state, message });
  }
}

const result = (status: JudgeStatus, cases: Partial<JudgeResult['judgeCaseList'][number]>[] = [], errorMessage = ''): JudgeResult =>
  ({ status, score: null, oiRankScore: null, time: 5, memory: 1024, errorMessage, judgeCaseMode: 'default', judgeCaseList: cases, subTaskJudgeCaseVoList: [] }) as unknown as JudgeResult;

let results: FakeResults;
let deps: HandlerDeps;
let metrics: { add: ReturnType<typeof vi.fn>; flush: () => void };
let warnings: string[];

beforeEach(async () => {
  results = new FakeResults();
  metrics = { add: vi.fn(), flush() {} };
  warnings = [];
  judging.judge = async () => result(JudgeStatus.ACCEPTED);
  judging.compile = async () => ({ ok: true });
  judging.installed = true;
  deps = {
    store: results,
    ports: {} as JudgePorts,
    judger: 'judge-1',
    scratchRoot: await mkdtemp(join(tmpdir(), 'handle-message-')),
    log: { ...silentLogger, warn: (message: string) => void warnings.push(message) },
    metrics,
    now: () => new Date(Date.now()),
  } as unknown as HandlerDeps;
});
afterEach(() => vi.useRealTimers());

const submissionMessage = (submitId = 7, judgeVersion = 2): JudgeMessage => ({ kind: 'submission', submitId, judgeVersion });

describe('a submission message', () => {
  it('judges a pending submission: claims it, shows Judging once compiled, writes the verdict, applies its effects', async () => {
    results.addSubmission();
    results.addProblem();
    results.codes.set(7, 'int main(){}');
    let statusWhenCompiled: number | undefined;
    judging.judge = async (request, _ports, onCompiled) => {
      expect(request).toMatchObject({ submissionId: '7', language: 'C++', code: 'int main(){}', problem: { id: '1000', dataVersion: 'v1', timeLimitMs: 1000 } });
      expect(request.problem.cases.map((c) => c.input)).toEqual(['1.in', '2.in']);
      await onCompiled?.();
      statusWhenCompiled = results.submissions.get(7)!.status;
      return result(JudgeStatus.WRONG_ANSWER);
    };
    await handleMessage(deps, submissionMessage());
    expect(results.claims).toEqual([expect.objectContaining({ submitId: 7, judgeVersion: 2, judger: 'judge-1' })]);
    expect(statusWhenCompiled).toBe(JudgeStatus.JUDGING);
    expect(results.submissions.get(7)).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, claimedBy: results.claims[0]!.token });
    expect(results.effectsApplied).toEqual([7]);
    expect(metrics.add).toHaveBeenCalledWith('submitToVerdict', expect.any(Number));
  });

  it('does nothing for a submission that is gone', async () => {
    judging.judge = vi.fn();
    await handleMessage(deps, submissionMessage());
    expect(results.claims).toEqual([]);
    expect(judging.judge).not.toHaveBeenCalled();
  });

  it('drops a stale message: a rejudge raised the judge version since it was sent', async () => {
    results.addSubmission({ judgeVersion: 3 });
    results.addProblem();
    judging.judge = vi.fn();
    await handleMessage(deps, submissionMessage(7, 2));
    expect(results.claims).toEqual([]);
    expect(judging.judge).not.toHaveBeenCalled();
    expect(results.effectsApplied).toEqual([]);
    expect(results.submissions.get(7)!.status).toBe(JudgeStatus.PENDING);
  });

  it('re-applies the effects of a submission judged before (the worker stopped before deleting the message), without judging it again', async () => {
    results.addSubmission({ status: JudgeStatus.ACCEPTED });
    results.addProblem();
    judging.judge = vi.fn();
    await handleMessage(deps, submissionMessage());
    expect(results.effectsApplied).toEqual([7]);
    expect(results.claims).toEqual([]);
    expect(judging.judge).not.toHaveBeenCalled();
  });

  it('takes over a submission a dead worker left in Judging', async () => {
    results.addSubmission({ status: JudgeStatus.JUDGING, claimedBy: 'dead-worker' });
    results.addProblem();
    await handleMessage(deps, submissionMessage());
    expect(results.submissions.get(7)).toMatchObject({ status: JudgeStatus.ACCEPTED, claimedBy: results.claims[0]!.token });
    expect(results.effectsApplied).toEqual([7]);
  });

  it('leaves a submission alone when the claim is refused', async () => {
    results.addSubmission();
    results.addProblem();
    results.claim = async () => false;
    judging.judge = vi.fn();
    await handleMessage(deps, submissionMessage());
    expect(judging.judge).not.toHaveBeenCalled();
    expect(results.effectsApplied).toEqual([]);
  });

  it('ends a submission whose problem was deleted as System Error, and counts it', async () => {
    results.addSubmission();
    judging.judge = vi.fn();
    await handleMessage(deps, submissionMessage());
    expect(results.submissions.get(7)).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, errorMessage: 'The problem no longer exists' });
    expect(results.effectsApplied).toEqual([7]);
    expect(judging.judge).not.toHaveBeenCalled();
  });

  it('drops its verdict when the submission moved on while it was judged (a rejudge took the claim)', async () => {
    results.addSubmission();
    results.addProblem();
    judging.judge = async () => {
      Object.assign(results.submissions.get(7)!, { judgeVersion: 3, status: JudgeStatus.PENDING, claimedBy: null });
      return result(JudgeStatus.ACCEPTED);
    };
    await handleMessage(deps, submissionMessage());
    expect(results.submissions.get(7)!.status).toBe(JudgeStatus.PENDING);
    expect(results.effectsApplied).toEqual([]);
    expect(metrics.add).not.toHaveBeenCalled();
  });

  it('throws when the judgement throws (the message comes back), and stops renewing the claim', async () => {
    vi.useFakeTimers();
    results.addSubmission();
    results.addProblem();
    judging.judge = async () => {
      throw new Error('test data missing');
    };
    await expect(handleMessage(deps, submissionMessage())).rejects.toThrow('test data missing');
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 * 3);
    expect(results.renewals).toEqual([]);
    expect(results.submissions.get(7)!.status).toBe(JudgeStatus.COMPILING);
    expect(results.effectsApplied).toEqual([]);
  });

  it('renews its claim while it judges, with the token it holds, and stops once the verdict is written', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    results.addSubmission();
    results.addProblem();
    let finishJudging: (r: JudgeResult) => void = () => undefined;
    judging.judge = () => new Promise((resolve) => (finishJudging = resolve));
    const done = handleMessage(deps, submissionMessage());
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 * 2 + 1);
    const { token } = results.claims[0]!;
    expect(results.renewals).toEqual([
      { submitId: 7, token },
      { submitId: 7, token },
    ]);
    finishJudging(result(JudgeStatus.ACCEPTED));
    await done;
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 * 3);
    expect(results.renewals).toHaveLength(2);
    // submitted at the epoch, judged (on the fake clock) two renewals later: that is its submit-to-verdict latency
    expect(metrics.add).toHaveBeenCalledWith('submitToVerdict', JUDGE_CLAIM_RENEW_SECONDS * 1000 * 2 + 1);
  });

  it('goes on judging when a renewal fails, and logs it', async () => {
    vi.useFakeTimers();
    results.addSubmission();
    results.addProblem();
    results.renewalError = new Error('throttled');
    let finishJudging: (r: JudgeResult) => void = () => undefined;
    judging.judge = () => new Promise((resolve) => (finishJudging = resolve));
    const done = handleMessage(deps, submissionMessage());
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 + 1);
    expect(warnings).toEqual(['claim not renewed']);
    finishJudging(result(JudgeStatus.ACCEPTED));
    await done;
    expect(results.submissions.get(7)!.status).toBe(JudgeStatus.ACCEPTED);
  });
});

describe('a failed judgement', () => {
  it(`is counted, and only the ${JUDGE_MAX_FAILURES}th ends the submission as System Error`, async () => {
    results.addSubmission({ status: JudgeStatus.COMPILING });
    for (let i = 1; i < JUDGE_MAX_FAILURES; i++) {
      expect(await handleFailure(deps, submissionMessage())).toBe(false);
      expect(results.submissions.get(7)!.status).toBe(JudgeStatus.COMPILING);
    }
    expect(await handleFailure(deps, submissionMessage())).toBe(true);
    expect(results.submissions.get(7)).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, judgeFailures: JUDGE_MAX_FAILURES });
    expect(results.submissions.get(7)!.errorMessage).toContain(`failed on this submission ${JUDGE_MAX_FAILURES} times`);
    expect(results.effectsApplied).toEqual([7]);
  });

  it('of another kind is not counted: it comes back until the dead-letter queue takes it', async () => {
    results.testRuns.set('r1', TestRunItem.parse({ key: 'r1', uid: 'u1', pid: 1000, language: 'C++', code: '', userInput: '', status: JudgeStatus.PENDING, problemJudgeMode: 'default', submitTime: '' }));
    for (const message of [
      { kind: 'test-run', key: 'r1' },
      { kind: 'compile-check', key: 'c1' },
    ] as const) {
      expect(await handleFailure(deps, message)).toBe(false);
    }
    expect(results.testRuns.get('r1')!.status).toBe(JudgeStatus.PENDING);
  });
});

describe('a dead letter', () => {
  it('ends its submission as System Error and applies the effects', async () => {
    results.addSubmission({ status: JudgeStatus.JUDGING });
    await handleDeadLetter(deps, submissionMessage());
    expect(results.submissions.get(7)).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR });
    expect(results.submissions.get(7)!.errorMessage).toContain('was stopped on this submission');
    expect(results.effectsApplied).toEqual([7]);
  });

  it('leaves a submission a rejudge moved on as it is', async () => {
    results.addSubmission({ judgeVersion: 3 });
    await handleDeadLetter(deps, submissionMessage(7, 2));
    expect(results.submissions.get(7)!.status).toBe(JudgeStatus.PENDING);
  });

  it('ends a pending test run as System Error, and leaves a finished one', async () => {
    const run = (key: string, status: JudgeStatus) =>
      results.testRuns.set(key, TestRunItem.parse({ key, uid: 'u1', pid: 1000, language: 'C++', code: '', userInput: '', status, problemJudgeMode: 'default', submitTime: '' }));
    run('pending', JudgeStatus.PENDING);
    run('done', JudgeStatus.ACCEPTED);
    await handleDeadLetter(deps, { kind: 'test-run', key: 'pending' });
    await handleDeadLetter(deps, { kind: 'test-run', key: 'done' });
    expect(results.testRuns.get('pending')).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, stderr: expect.stringContaining('gave up') });
    expect(results.testRuns.get('done')).toMatchObject({ status: JudgeStatus.ACCEPTED, stderr: null });
  });

  it('ends a compile check with an error', async () => {
    results.compileChecks.set('c1', CompileCheckItem.parse({ key: 'c1', language: 'C++', code: '', state: 'pending' }));
    await handleDeadLetter(deps, { kind: 'compile-check', key: 'c1' });
    expect(results.compileChecks.get('c1')).toMatchObject({ state: 'error', message: expect.stringContaining('gave up') });
  });
});

describe('a test run', () => {
  const addRun = (fields: Partial<TestRunItem> = {}) =>
    results.testRuns.set(
      'r1',
      TestRunItem.parse({
        key: 'r1',
        uid: 'u1',
        pid: 1000,
        language: 'C++',
        code: 'code',
        userInput: '1 2',
        expectedOutput: '3',
        status: JudgeStatus.PENDING,
        problemJudgeMode: 'default',
        submitTime: '',
        ...fields,
      }),
    );

  it('judges the code on the user input against the expected output, one case in a scratch folder removed after', async () => {
    addRun();
    results.addProblem();
    let dataDir = '';
    judging.judge = async (request, ports) => {
      expect(request).toMatchObject({ submissionId: 'test-r1', language: 'C++', code: 'code', problem: { judgeMode: 'default', dataVersion: 'test-r1', timeLimitMs: 1000 } });
      expect(request.problem.cases).toEqual([{ caseId: 1, input: '1.in', output: '1.out', score: 100, groupNum: 0 }]);
      dataDir = await ports.testData.fetch('1000', 'test-r1');
      expect(await readFile(join(dataDir, '1.in'), 'utf8')).toBe('1 2');
      expect(await readFile(join(dataDir, '1.out'), 'utf8')).toBe('3');
      return result(JudgeStatus.WRONG_ANSWER, [{ time: 3, memory: 900, userOutput: '4', message: 'differs' }]);
    };
    await handleMessage(deps, { kind: 'test-run', key: 'r1' });
    expect(results.testRuns.get('r1')).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, time: 3, memory: 900, stderr: 'differs', userOutput: '4' });
    expect(await readdir(deps.scratchRoot)).toEqual([]);
  });

  it.each([JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR])('is Accepted without an expected output when the run is clean (%s against nothing)', async (status) => {
    addRun({ expectedOutput: null });
    results.addProblem();
    judging.judge = async (_request, ports) => {
      expect(await readFile(join(await ports.testData.fetch('1000', 'x'), '1.out'), 'utf8')).toBe('');
      return result(status, [{ time: 1, memory: 1, userOutput: 'hello' }]);
    };
    await handleMessage(deps, { kind: 'test-run', key: 'r1' });
    expect(results.testRuns.get('r1')).toMatchObject({ status: JudgeStatus.ACCEPTED, userOutput: 'hello', stderr: null });
  });

  it('keeps a failed run as it is without an expected output, with the compiler message and no case figures', async () => {
    addRun({ expectedOutput: null });
    results.addProblem();
    judging.judge = async () => result(JudgeStatus.COMPILE_ERROR, [], 'error: expected ;');
    await handleMessage(deps, { kind: 'test-run', key: 'r1' });
    expect(results.testRuns.get('r1')).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, stderr: 'error: expected ;', time: null, memory: null, userOutput: null });
  });

  it('removes its scratch folder when the judgement throws', async () => {
    addRun();
    results.addProblem();
    judging.judge = async () => {
      throw new Error('sandbox failed');
    };
    await expect(handleMessage(deps, { kind: 'test-run', key: 'r1' })).rejects.toThrow('sandbox failed');
    expect(await readdir(deps.scratchRoot)).toEqual([]);
    expect(results.testRuns.get('r1')!.status).toBe(JudgeStatus.PENDING);
  });

  it('is System Error when the problem was deleted', async () => {
    addRun();
    judging.judge = vi.fn();
    await handleMessage(deps, { kind: 'test-run', key: 'r1' });
    expect(results.testRuns.get('r1')).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, stderr: 'The problem no longer exists' });
    expect(judging.judge).not.toHaveBeenCalled();
  });

  it('is done with once it has a result, or when it is gone', async () => {
    addRun({ status: JudgeStatus.ACCEPTED });
    results.addProblem();
    judging.judge = vi.fn();
    await handleMessage(deps, { kind: 'test-run', key: 'r1' });
    await handleMessage(deps, { kind: 'test-run', key: 'gone' });
    expect(judging.judge).not.toHaveBeenCalled();
  });
});

describe('a compile check', () => {
  const addCheck = (fields: Partial<CompileCheck> = {}) => results.compileChecks.set('c1', CompileCheckItem.parse({ key: 'c1', language: 'C++', code: 'checker', state: 'pending', ...fields }));

  it('compiles the checker with its extra files beside it, by their base names, and records ok', async () => {
    addCheck({ extraFiles: { '../../etc/helper.h': '#define X 1' } });
    let files: string[] = [];
    judging.compile = (async (_lang: unknown, code: string, _ports: unknown, extra: string[]) => {
      expect(code).toBe('checker');
      files = extra;
      expect(await readFile(extra[0]!, 'utf8')).toBe('#define X 1');
      return { ok: true };
    }) as typeof judging.compile;
    await handleMessage(deps, { kind: 'compile-check', key: 'c1' });
    expect(files).toHaveLength(1);
    expect(files[0]!.startsWith(deps.scratchRoot) && files[0]!.endsWith('/helper.h')).toBe(true);
    expect(results.compileChecks.get('c1')).toMatchObject({ state: 'ok', message: '' });
    expect(await readdir(deps.scratchRoot)).toEqual([]);
  });

  it('records the compiler message when it does not compile', async () => {
    addCheck();
    judging.compile = async () => ({ ok: false, message: 'checker.cpp:1: error' });
    await handleMessage(deps, { kind: 'compile-check', key: 'c1' });
    expect(results.compileChecks.get('c1')).toMatchObject({ state: 'error', message: 'checker.cpp:1: error' });
  });

  it.each([
    ['a language that is not a checker language', 'Python3', true],
    ['a checker language this judge does not have', 'C++', false],
  ])('refuses %s', async (_, language, installed) => {
    addCheck({ language });
    judging.installed = installed;
    judging.compile = vi.fn();
    await handleMessage(deps, { kind: 'compile-check', key: 'c1' });
    expect(results.compileChecks.get('c1')).toMatchObject({ state: 'error', message: `${language} is not available on this judge` });
    expect(judging.compile).not.toHaveBeenCalled();
  });

  it('is done with once answered', async () => {
    addCheck({ state: 'ok' });
    judging.compile = vi.fn();
    await handleMessage(deps, { kind: 'compile-check', key: 'c1' });
    expect(judging.compile).not.toHaveBeenCalled();
  });
});
