import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUDGE_CLAIM_RENEW_SECONDS, JudgeStatus } from '@oj/shared';
import { silentLogger } from '@oj/shared/logger';
import type { JudgeResult } from '../core/types.ts';
import type { HandlerDeps } from './handle-message.ts';

// The judging itself is out of the picture here: a judgement that ends when the test says so.
let finishJudging: (r: JudgeResult) => void = () => undefined;
vi.mock('../judge-submission.ts', () => ({ judgeSubmission: () => new Promise<JudgeResult>((r) => (finishJudging = r)) }));
vi.mock('./problem-to-judge.ts', () => ({ problemToJudge: () => ({}) }));
const { handleMessage } = await import('./handle-message.ts');

afterEach(() => vi.useRealTimers());

describe('a judge holding a submission', () => {
  it('renews its claim while it judges and stops once the verdict is written', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const store = {
      submission: async () => ({ submitId: 7, judgeVersion: 2, status: JudgeStatus.PENDING, pid: 1000, language: 'C++', submitTime: new Date(0).toISOString() }),
      claim: vi.fn(async () => true),
      renewClaim: vi.fn(async () => undefined),
      problem: async () => ({ pid: 1000 }),
      code: async () => '',
      finish: async () => true,
      applyEffects: async () => undefined,
    };
    const metrics = { add: vi.fn(), flush() {} };
    const deps = { store, ports: {}, judger: 'j', log: silentLogger, metrics, now: () => new Date(Date.now()) } as unknown as HandlerDeps;
    const done = handleMessage(deps, { kind: 'submission', submitId: 7, judgeVersion: 2 });
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 * 2 + 1);
    // the claim carries when it was taken, each renewal the token it holds
    expect(store.claim).toHaveBeenCalledWith(7, 2, expect.any(String), 'j', expect.any(Date));
    const token = (store.claim.mock.calls[0] as unknown[])[2];
    expect(store.renewClaim.mock.calls.map((c) => (c as unknown[]).slice(0, 2))).toEqual([[7, token], [7, token]]);
    finishJudging({ status: JudgeStatus.ACCEPTED } as JudgeResult);
    await done;
    await vi.advanceTimersByTimeAsync(JUDGE_CLAIM_RENEW_SECONDS * 1000 * 3);
    expect(store.renewClaim).toHaveBeenCalledTimes(2);
    // submitted at the epoch, judged (on the fake clock) two renewals later: that is its submit-to-verdict latency
    expect(metrics.add).toHaveBeenCalledWith('submitToVerdict', JUDGE_CLAIM_RENEW_SECONDS * 1000 * 2 + 1);
  });
});
