import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { JUDGE_CLAIM_RENEW_SECONDS, JUDGE_MAX_FAILURES, JUDGE_MAX_RECEIVES, JudgeStatus, isFinalStatus, languageByName, type JudgeMessage, type JudgeStatus as Status } from '@oj/shared';
import { compile } from '../compile/compile.ts';
import { testlibHeaders } from '../judges/checker.ts';
import { judgeSubmission, type JudgePorts } from '../judge-submission.ts';
import { isInstalled } from '../languages.ts';
import type { ResultStore } from '../ports.ts';
import type { Logger } from '@oj/shared/logger';
import type { Metrics } from '@oj/shared/metrics';
import { problemToJudge } from './problem-to-judge.ts';

export interface HandlerDeps {
  store: ResultStore;
  ports: JudgePorts;
  judger: string;
  /** A private folder for test runs' one-case data. */
  scratchRoot: string;
  log: Logger;
  metrics: Metrics;
  now: () => Date;
}

/**
 * Judges one submission message. Returns normally when the message is done with (judged, or stale because a
 * rejudge or a manual judge moved the submission on); throws when the infrastructure failed, so the message
 * comes back and another try judges it.
 */
const judgeSubmissionMessage = async (d: HandlerDeps, submitId: number, judgeVersion: number): Promise<void> => {
  const s = await d.store.submission(submitId);
  if (!s || s.judgeVersion !== judgeVersion) return;
  if (isFinalStatus(s.status as Status)) {
    // Judged before, but the worker stopped before counting it or deleting the message.
    await d.store.applyEffects(submitId);
    return;
  }
  const token = randomUUID();
  if (!(await d.store.claim(submitId, judgeVersion, token, d.judger, d.now()))) return;
  const [problem, code] = await Promise.all([d.store.problem(s.pid), d.store.code(submitId)]);
  if (!problem) {
    await d.store.failUnjudged(submitId, judgeVersion, 'The problem no longer exists');
    await d.store.applyEffects(submitId);
    return;
  }
  const renewing = setInterval(
    () => void d.store.renewClaim(submitId, token, d.now()).catch((err: unknown) => d.log.warn('claim not renewed', { submitId, error: String(err) })),
    JUDGE_CLAIM_RENEW_SECONDS * 1000,
  );
  const final = await judgeSubmission({ submissionId: String(submitId), language: s.language, code, problem: problemToJudge(problem) }, d.ports, () => d.store.markJudging(submitId, token)).finally(() =>
    clearInterval(renewing),
  );
  if (!(await d.store.finish(submitId, judgeVersion, token, final, d.now()))) {
    d.log.info('result dropped: the submission moved on while it was judged', { submitId });
    return;
  }
  await d.store.applyEffects(submitId);
  const latencyMs = d.now().getTime() - Date.parse(s.submitTime);
  d.metrics.add('submitToVerdict', latencyMs);
  d.log.info('judged', { submitId, status: final.status, timeMs: final.time, memoryKb: final.memory, latencyMs });
};

/** Runs a test run on the user's input: Accepted or Wrong Answer against the expected output when one is given. */
const judgeTestRun = async (d: HandlerDeps, key: string): Promise<void> => {
  const run = await d.store.testRun(key);
  if (!run || run.status !== JudgeStatus.PENDING) return;
  const problem = await d.store.problem(run.pid);
  if (!problem) {
    await d.store.finishTestRun(key, { status: JudgeStatus.SYSTEM_ERROR, time: null, memory: null, stderr: 'The problem no longer exists', userOutput: null });
    return;
  }
  const dataDir = await mkdtemp(join(d.scratchRoot, 'run-'));
  try {
    await writeFile(join(dataDir, '1.in'), run.userInput);
    await writeFile(join(dataDir, '1.out'), run.expectedOutput ?? '');
    const base = problemToJudge(problem);
    const result = await judgeSubmission(
      {
        submissionId: `test-${key}`,
        language: run.language,
        code: run.code,
        problem: { ...base, judgeMode: 'default', judgeCaseMode: 'default', dataVersion: `test-${key}`, cases: [{ caseId: 1, input: '1.in', output: '1.out', score: 100, groupNum: 0 }] },
      },
      { ...d.ports, testData: { fetch: async () => dataDir } },
    );
    const only = result.judgeCaseList[0];
    // Without an expected output there is nothing to compare: a clean run is Accepted.
    const status = run.expectedOutput === null && (result.status === JudgeStatus.WRONG_ANSWER || result.status === JudgeStatus.PRESENTATION_ERROR) ? JudgeStatus.ACCEPTED : result.status;
    await d.store.finishTestRun(key, {
      status,
      time: only?.time ?? null,
      memory: only?.memory ?? null,
      stderr: result.errorMessage || only?.message || null,
      userOutput: only?.userOutput ?? null,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** Compiles a special judge or interactor for the admin form, with its extra files beside the source. */
const compileCheck = async (d: HandlerDeps, key: string): Promise<void> => {
  const check = await d.store.compileCheck(key);
  if (!check || check.state !== 'pending') return;
  const lang = languageByName(check.language);
  if (!lang?.isSpj || !isInstalled(lang)) {
    await d.store.finishCompileCheck(key, 'error', `${check.language} is not available on this judge`);
    return;
  }
  const dir = await mkdtemp(join(d.scratchRoot, 'compile-'));
  try {
    const extraFiles = await Promise.all(
      Object.entries(check.extraFiles).map(async ([name, content]) => {
        const file = join(dir, basename(name));
        await writeFile(file, content);
        return file;
      }),
    );
    const outcome = await compile(lang, check.code, d.ports, [...testlibHeaders(d.ports), ...extraFiles]);
    await d.store.finishCompileCheck(key, outcome.ok ? 'ok' : 'error', outcome.ok ? '' : outcome.message);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export function handleMessage(d: HandlerDeps, message: JudgeMessage): Promise<void> {
  switch (message.kind) {
    case 'submission':
      return judgeSubmissionMessage(d, message.submitId, message.judgeVersion);
    case 'test-run':
      return judgeTestRun(d, message.key);
    case 'compile-check':
      return compileCheck(d, message.key);
  }
}

/**
 * A judgement that threw (the infrastructure failed): counted in the submission, and at the third the
 * submission ends as System Error instead of coming back. Returns whether the message is done with. Other
 * kinds come back until the dead-letter queue takes them.
 */
export async function handleFailure(d: HandlerDeps, message: JudgeMessage): Promise<boolean> {
  if (message.kind !== 'submission') return false;
  const failures = await d.store.countFailure(message.submitId);
  if (failures < JUDGE_MAX_FAILURES) return false;
  await d.store.failUnjudged(message.submitId, message.judgeVersion, `The judge failed on this submission ${failures} times and gave up; an admin can rejudge it.`);
  await d.store.applyEffects(message.submitId);
  return true;
}

/** A message that failed too often: its submission (or test run) ends as System Error with the reason. */
export async function handleDeadLetter(d: HandlerDeps, message: JudgeMessage): Promise<void> {
  const reason = `The judge was stopped on this submission ${JUDGE_MAX_RECEIVES} times and gave up; an admin can rejudge it.`;
  if (message.kind === 'submission') {
    await d.store.failUnjudged(message.submitId, message.judgeVersion, reason);
    await d.store.applyEffects(message.submitId);
  } else if (message.kind === 'compile-check') {
    await d.store.finishCompileCheck(message.key, 'error', reason);
  } else {
    const run = await d.store.testRun(message.key);
    if (run?.status === JudgeStatus.PENDING) await d.store.finishTestRun(message.key, { status: JudgeStatus.SYSTEM_ERROR, time: null, memory: null, stderr: reason, userOutput: null });
  }
}
