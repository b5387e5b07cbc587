import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@oj/shared';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { FakeRemoteSite, fakeSiteLookup } from '../../test/fakes/fake-remote-site.ts';
import { sweepStuckSubmissions } from '../jobs/clock/sweep-stuck-submissions.ts';
import type { RemoteAccount } from './site.ts';
import { RemoteMessage } from './remote-message.ts';
import { ACCOUNT_WAIT_MS, LEASE_MS, POLL_LIMIT, runRemoteStep, SUBMIT_TRIES, type RemoteWorker, type StepOutcome } from './worker.ts';

// Every branch of the remote worker against DynamoDB Local, with fake sites (test doubles of RemoteSite), the
// accounts given here and the remote queue captured.
let t: TestContext;
let root: string;
const hdu = new FakeRemoteSite('HDU');
const poj = new FakeRemoteSite('POJ');
const accounts: Partial<Record<string, RemoteAccount[]>> = {};
let sent: { message: RemoteMessage; delay: number }[] = [];
let w: RemoteWorker;
const pids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  t.deps.remoteSites = fakeSiteLookup(hdu, poj);
  w = {
    deps: t.deps,
    site: (key) => t.deps.remoteSites!(key),
    accounts: (key) => Promise.resolve(accounts[key] ?? []),
    requeue: (message, delay) => {
      sent.push({ message, delay });
      return Promise.resolve();
    },
  };
  for (const [site, id] of [
    [hdu, '1000'],
    [poj, '1000'],
  ] as const) {
    site.addProblem(id);
    const res = await t.call('GET', '/api/admin/problem/import-remote-oj-problem', { token: root, query: { name: site.key, problemId: id } });
    pids[site.key] = res.body.data.pid;
  }
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(() => {
  sent = [];
  hdu.calls.length = 0;
  poj.calls.length = 0;
  accounts.HDU = [{ username: 'h1', password: 'h1-secret' }];
  accounts.POJ = [
    { username: 'p1', password: 'p1-secret' },
    { username: 'p2', password: 'p2-secret' },
  ];
});

/** A submission of the site's problem through the API, as root (no submit interval); answers its first remote message. */
const submit = async (site: 'HDU' | 'POJ', code = 'int main(){}'): Promise<RemoteMessage> => {
  const res = await t.call('POST', '/api/submit-problem-judge', { token: root, body: { pid: pids[site], language: 'C++', code } });
  expect(res.status, res.body.msg).toBe(200);
  return { kind: 'remote', submitId: res.body.data.submitId, judgeVersion: 0 };
};
const step = (m: RemoteMessage) => runRemoteStep(w, RemoteMessage.parse(m));
/** The message the last step sent on, taken off the captured queue, after its delay on the clock. */
const next = (): RemoteMessage => {
  const last = sent.pop();
  if (!last) throw new Error('no message was sent on');
  t.clock.advance(last.delay * 1000);
  return last.message;
};
/** Runs steps until one sends nothing on; answers every outcome. */
const runOut = async (m: RemoteMessage): Promise<StepOutcome[]> => {
  const outcomes: StepOutcome[] = [];
  for (;;) {
    outcomes.push(await step(m));
    if (!sent.length) return outcomes;
    m = next();
  }
};
const submission = async (submitId: number) => (await t.deps.repos.submissions.getSubmission(submitId, true))!;
const lease = (judge: string, username: string) => t.deps.repos.remoteLeases.getLease(judge, username);

describe('submitting and polling', () => {
  it('leases an account, submits, polls while the site judges, writes the verdict with its time and memory, moves the counters, releases', async () => {
    const before = (await t.deps.repos.problems.problemCounts([pids.HDU!])).get(pids.HDU!)!;
    hdu.polls.push('waiting', 'waiting', { status: JudgeStatus.ACCEPTED, timeMs: 46, memoryKb: 1800, message: '' });
    const m = await submit('HDU');
    expect(await step(m)).toBe('submitted');
    expect(await submission(m.submitId)).toMatchObject({ status: JudgeStatus.JUDGING, judger: 'HDU', remoteRun: { account: 'h1', runId: expect.any(String), judgeVersion: 0 } });
    expect((await lease('hdu', 'h1'))?.leasedBy).toBe(`${m.submitId}:0`);
    expect(sent[0]!.delay).toBeGreaterThanOrEqual(2);
    expect(await runOut(next())).toEqual(['polling', 'polling', 'done']);
    expect(await submission(m.submitId)).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 46, memory: 1800, errorMessage: null, countedStatus: JudgeStatus.ACCEPTED });
    const after = (await t.deps.repos.problems.problemCounts([pids.HDU!])).get(pids.HDU!)!;
    expect([after.total - before.total, after.ac - before.ac]).toEqual([1, 1]);
    expect(await lease('hdu', 'h1')).toMatchObject({ leasedBy: null, leasedUntil: 0 });
  });

  it('hands the session the site left from step to step and on to the next submission on the account, sealed at rest', async () => {
    const first = await submit('HDU');
    await runOut(first);
    const second = await submit('HDU');
    await runOut(second);
    const sessions = hdu.calls.map((c) => c.session);
    // each poll gets what its submit left; submit 2 gets what poll 1 left; the account keeps what poll 2 left
    expect(sessions[1]).toMatch(/^session-of-h1-\d+$/);
    expect(sessions[2]).toBe(`${sessions[1]}+`);
    expect(sessions[3]).toMatch(/^session-of-h1-\d+$/);
    expect(hdu.calls.map((c) => c.account)).toEqual(['h1', 'h1', 'h1', 'h1']);
    const stored = (await lease('hdu', 'h1'))!.session!;
    expect(stored).not.toContain('session-of');
    expect(t.deps.secrets.open(stored)).toBe(`${sessions[3]}+`);
  });

  it.each([
    [JudgeStatus.WRONG_ANSWER, ''],
    [JudgeStatus.COMPILE_ERROR, 'a.cpp:1: error: expected ;'],
    [JudgeStatus.TIME_LIMIT_EXCEEDED, ''],
    [JudgeStatus.MEMORY_LIMIT_EXCEEDED, ''],
    [JudgeStatus.RUNTIME_ERROR, ''],
    [JudgeStatus.PRESENTATION_ERROR, ''],
    [JudgeStatus.SYSTEM_ERROR, 'Judge System Error'],
  ])('writes the site verdict %s after waiting, with its message', async (status, message) => {
    hdu.polls.push('waiting', { status, timeMs: 1000, memoryKb: 65_536, message });
    const m = await submit('HDU');
    expect(await runOut(m)).toEqual(['submitted', 'polling', 'done']);
    expect(await submission(m.submitId)).toMatchObject({ status, time: 1000, memory: 65_536, errorMessage: message || null, countedStatus: status });
  });

  it('polls instead of submitting again when a submit step comes back after the site took the run', async () => {
    const m = await submit('HDU');
    expect(await step(m)).toBe('submitted');
    sent = [];
    expect(await step(m)).toBe('done');
    expect(hdu.calls.map((c) => c.kind)).toEqual(['submit', 'poll']);
  });
});

describe('accounts', () => {
  it('waits while every account is leased, retrying every 3 s, and takes it once released', async () => {
    const a = await submit('HDU');
    expect(await step(a)).toBe('submitted');
    const pollA = sent.pop()!.message;
    const b = await submit('HDU');
    expect(await step(b)).toBe('waiting-account');
    expect(sent[0]).toMatchObject({ delay: 3, message: { submitId: b.submitId, waitingSince: t.clock.now().getTime() } });
    expect(await step(next())).toBe('waiting-account');
    expect(await step(pollA)).toBe('done');
    expect(await step(next())).toBe('submitted');
    expect((await submission(b.submitId)).status).toBe(JudgeStatus.JUDGING);
    await runOut(next());
  });

  it('ends as Submitted Failed when no account frees up for 10 minutes', async () => {
    const a = await submit('HDU');
    await step(a);
    sent = [];
    const b = await submit('HDU');
    expect(await step(b)).toBe('waiting-account');
    let m = next();
    t.clock.advance(ACCOUNT_WAIT_MS);
    await t.deps.repos.remoteLeases.renewLease({ judge: 'hdu', username: 'h1', holder: `${a.submitId}:0` }, null, t.clock.now().getTime() + LEASE_MS);
    m = { ...m };
    expect(await step(m)).toBe('failed');
    expect(await submission(b.submitId)).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, errorMessage: 'Every HDU account stayed busy for 10 minutes; submit again later' });
    await t.deps.repos.remoteLeases.releaseLease({ judge: 'hdu', username: 'h1', holder: `${a.submitId}:0` }, null);
  });

  it('takes over an account whose holder died once its lease expired', async () => {
    const dead = await submit('HDU');
    expect(await step(dead)).toBe('submitted');
    sent = [];
    const b = await submit('HDU');
    expect(await step(b)).toBe('waiting-account');
    sent = [];
    t.clock.advance(LEASE_MS + 1000);
    expect(await step(b)).toBe('submitted');
    expect((await lease('hdu', 'h1'))?.leasedBy).toBe(`${b.submitId}:0`);
    await runOut(next());
    // the dead holder's poll, when its message finally comes back, reads its run without a lease and finishes
    expect(await step({ kind: 'remote', submitId: dead.submitId, judgeVersion: 0 })).toBe('done');
  });

  it('ends as Submitted Failed at once when the site has no account, or no adapter', async () => {
    accounts.HDU = [];
    const m = await submit('HDU');
    expect(await step(m)).toBe('failed');
    expect((await submission(m.submitId)).errorMessage).toBe('No HDU account is configured: an admin adds one on the switch page');
    accounts.HDU = [{ username: 'h1', password: 'h1-secret' }];
    const saved = t.deps.remoteSites;
    t.deps.remoteSites = fakeSiteLookup(poj);
    try {
      const n = await submit('HDU');
      expect(await step(n)).toBe('failed');
      expect((await submission(n.submitId)).errorMessage).toBe('Remote judging on HDU is not available on this site (it has no adapter for HDU)');
    } finally {
      t.deps.remoteSites = saved;
    }
  });

  it('rejudges a POJ submission on the account that ran it, waiting for that one even when another is free', async () => {
    const m = await submit('POJ');
    await runOut(m);
    const first = (await submission(m.submitId)).remoteRun!.account;
    const other = first === 'p1' ? 'p2' : 'p1';
    const blocker = await submit('POJ');
    // the blocker leases whichever account its rotation gives first; make it hold the first one
    await t.deps.repos.remoteLeases.leaseAccount({ judge: 'poj', username: first, holder: `${blocker.submitId}:0` }, t.clock.now().getTime(), t.clock.now().getTime() + LEASE_MS);
    expect((await t.call('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId: m.submitId } })).status).toBe(200);
    const again = { ...m, judgeVersion: 1 };
    expect(await step(again)).toBe('waiting-account');
    expect((await lease('poj', other))?.leasedBy ?? null).toBeNull();
    sent = [];
    await t.deps.repos.remoteLeases.releaseLease({ judge: 'poj', username: first, holder: `${blocker.submitId}:0` }, null);
    expect(await runOut(again)).toEqual(['submitted', 'done']);
    expect((await submission(m.submitId)).remoteRun).toMatchObject({ account: first, judgeVersion: 1 });
  });
});

describe('failures', () => {
  it('retries a site that is down with backoff, then submits', async () => {
    hdu.submits.push('down', 'rate-limited');
    const m = await submit('HDU');
    expect(await step(m)).toBe('retry');
    expect(sent[0]).toMatchObject({ delay: 5, message: { failures: 1 } });
    expect(await step(next())).toBe('retry');
    expect(sent[0]).toMatchObject({ delay: 10, message: { failures: 2 } });
    expect(await runOut(next())).toEqual(['submitted', 'done']);
    expect((await lease('hdu', 'h1'))?.leasedBy).toBeNull();
  });

  it('ends as Submitted Failed with the reason after the tries are spent; the author may resubmit', async () => {
    hdu.submits.push(...Array<'garbage'>(SUBMIT_TRIES).fill('garbage'));
    const m = await submit('HDU');
    expect(await runOut(m)).toEqual([...Array<StepOutcome>(SUBMIT_TRIES - 1).fill('retry'), 'failed']);
    const s = await submission(m.submitId);
    expect(s).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, countedStatus: JudgeStatus.SUBMITTED_FAILED });
    expect(s.errorMessage).toBe(`HDU failed ${SUBMIT_TRIES} times in a row (garbage: HDU: scripted failure); submit again later`);
    expect((await lease('hdu', 'h1'))?.leasedBy).toBeNull();
    const resubmitted = await t.call('GET', '/api/resubmit', { token: root, query: { submitId: m.submitId } });
    expect(resubmitted.body.data.status).toBe(JudgeStatus.PENDING);
    expect(await runOut({ ...m, judgeVersion: 1 })).toEqual(['submitted', 'done']);
  });

  it('ends as Submitted Failed at once when the site refuses (wrong password), never showing the password', async () => {
    hdu.submits.push('login-failed');
    const m = await submit('HDU');
    expect(await step(m)).toBe('failed');
    expect(sent).toEqual([]);
    const s = await submission(m.submitId);
    expect(s.errorMessage).toBe('HDU refused the submission (login-failed: HDU refused the account the submission was sent with (the log names it))');
    expect(JSON.stringify(s)).not.toContain('h1-secret');
  });

  it('retries a poll that failed, and ends as Submitted Unknown Result when the polling budget is spent', async () => {
    hdu.polls.push('down', ...Array<'waiting'>(POLL_LIMIT).fill('waiting'));
    const m = await submit('HDU');
    const outcomes = await runOut(m);
    expect(outcomes.slice(0, 3)).toEqual(['submitted', 'retry', 'polling']);
    expect(outcomes.at(-1)).toBe('unknown');
    expect(outcomes).toHaveLength(POLL_LIMIT + 1);
    const s = await submission(m.submitId);
    expect(s.status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
    expect(s.errorMessage).toMatch(new RegExp(`^No result from HDU after ${POLL_LIMIT} polls of run run-\\d+ \\(still judging\\)$`));
    expect((await lease('hdu', 'h1'))?.leasedBy).toBeNull();
    hdu.polls.length = 0;
  });
});

describe('rejudges, manual judges and the sweeper', () => {
  it('writes nothing for a judge version a rejudge left behind, and frees its account', async () => {
    const m = await submit('HDU');
    expect(await step(m)).toBe('submitted');
    const poll = next();
    await t.call('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId: m.submitId } });
    expect(await step(poll)).toBe('stale');
    expect(await submission(m.submitId)).toMatchObject({ status: JudgeStatus.PENDING, judgeVersion: 1 });
    expect((await lease('hdu', 'h1'))?.leasedBy).toBeNull();
    expect(await runOut({ ...m, judgeVersion: 1 })).toEqual(['submitted', 'done']);
  });

  it('leaves a verdict set by hand alone', async () => {
    const m = await submit('HDU');
    expect(await step(m)).toBe('submitted');
    const poll = next();
    const manual = await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: m.submitId, status: JudgeStatus.WRONG_ANSWER, score: 0 } });
    expect(manual.status, manual.body.msg).toBe(200);
    expect(await step(poll)).toBe('stale');
    expect((await submission(m.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('the stuck submission sweeper leaves a remote submission that is still being polled alone', async () => {
    hdu.polls.push(...Array<'waiting'>(25).fill('waiting'));
    const m = await submit('HDU');
    let next_ = m;
    // about six minutes of polling, past the sweeper's first look (5 minutes after queueing)
    for (let i = 0; i < 26; i++) {
      await step(next_);
      next_ = next();
    }
    const tally = await sweepStuckSubmissions(t.deps);
    expect(tally.failed).toBe(0);
    expect(tally.live).toBeGreaterThanOrEqual(1);
    expect((await submission(m.submitId)).status).toBe(JudgeStatus.JUDGING);
    expect(await runOut(next_)).toEqual(['done']);
  });
});
