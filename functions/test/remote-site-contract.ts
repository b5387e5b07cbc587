/**
 * What every remote judge adapter must do against its site's fake (functions/src/local/remote-sites/): a site's test
 * file calls remoteSiteContract() for the shared cases and adds its own (statement parsing, the site's quirks).
 */
import { JudgeStatus, type RemoteOj } from '@oj/shared';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FakeJudge, startFake, type FakeOutcome, type FakeProblem, type RunningFake } from '../src/local/remote-sites/fake-judge.ts';
import type { RemoteResult, RemoteSite, SiteCall } from '../src/remote-judge/site.ts';

/** The outcomes of a site that has every verdict; too much output is a Runtime Error, as our judge has it. */
export const EVERY_OUTCOME: Record<FakeOutcome, JudgeStatus> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  CE: JudgeStatus.COMPILE_ERROR,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  PE: JudgeStatus.PRESENTATION_ERROR,
  OLE: JudgeStatus.RUNTIME_ERROR,
};

/** The site's run number at the end of an adapter's run id (AtCoder's run ids also name the contest: abc300/1001). */
const runNumber = (runId: string) => Number(/\d+$/.exec(runId)?.[0]);

export interface SiteUnderTest {
  key: RemoteOj;
  create(baseUrl: string): RemoteSite;
  fake(judge: FakeJudge): Hono;
  seed: { problems: FakeProblem[]; accounts: Record<string, string> };
  /** The fake's outcomes (chosen by a marker in the code) and the status each must come back as. */
  outcomes: Partial<Record<FakeOutcome, JudgeStatus>>;
  /** A language the site has and one it lacks. */
  language: string;
  missingLanguage: string;
  /** An id of the site's shape that it does not have. */
  unknownId: string;
  /** Reads of a run before it is final (FakeJudge.readsToFinish), for sites whose submit already reads the run. */
  readsToFinish?: number;
}

export interface SiteHarness {
  judge: FakeJudge;
  site: RemoteSite;
  /** The fake's address. */
  url: string;
  call(session?: string | null): SiteCall;
  /** Polls until the run is final, counting the polls that saw it waiting. */
  finish(runId: string, session: string): Promise<{ result: Extract<RemoteResult, { state: 'done' }>; waits: number }>;
}

export function remoteSiteContract(t: SiteUnderTest): SiteHarness {
  let fake: RunningFake;
  const [username, password] = Object.entries(t.seed.accounts)[0]!;
  const problem = t.seed.problems[0]!;
  const harness: SiteHarness = {
    judge: new FakeJudge(t.seed),
    site: undefined as unknown as RemoteSite,
    url: '',
    call: (session = null) => ({ account: { username, password }, session }),
    async finish(runId, session) {
      for (let waits = 0; waits < 10; waits++) {
        const result = await harness.site.poll(harness.call(session), runId);
        if (result.state === 'done') return { result, waits };
        session = result.session;
      }
      throw new Error(`run ${runId} never finished`);
    },
  };
  const submit = (code: string, session: string | null = null, language = t.language) => harness.site.submit(harness.call(session), { remoteId: problem.id, language, code });

  beforeAll(async () => {
    fake = await startFake(t.fake(harness.judge));
    harness.url = fake.url;
    harness.site = t.create(fake.url);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    harness.judge.mode = 'up';
    harness.judge.readsToFinish = t.readsToFinish ?? 3;
  });

  it('answers an unknown problem id as not found', async () => {
    await expect(harness.site.fetchProblem(t.unknownId)).rejects.toMatchObject({ site: t.key, failure: 'not-found', retry: false });
  });

  it.each(Object.entries(t.outcomes))('submits and polls through waiting to %s', async (outcome, status) => {
    const marker = outcome === 'AC' ? '' : ` FAKE_${outcome}`;
    const { runId, session } = await submit(`int main() { return 0; } /*${marker} */`);
    const run = harness.judge.runs.find((r) => r.runId === runNumber(runId))!;
    expect(run.outcome).toBe(outcome);
    const { result, waits } = await harness.finish(runId, session);
    expect(waits).toBeGreaterThan(0);
    expect(result.status).toBe(status);
    if (outcome === 'TLE') expect(result.timeMs).toBeGreaterThanOrEqual(problem.timeLimitMs);
    if (outcome === 'MLE') expect(result.memoryKb).toBeGreaterThan(problem.memoryLimitMb * 1000);
    if (outcome === 'AC') expect(result.memoryKb).toBeGreaterThan(0);
    if (outcome === 'CE') expect(result.message).toMatch(/error/i);
  });

  it('keeps the session between calls and logs in again once after the site forgot it', async () => {
    const first = await submit('int main() { return 1; } /* FAKE_CE */');
    const logins = harness.judge.logins;
    const second = await submit('int main() { return 2; }', first.session);
    expect(harness.judge.logins).toBe(logins);
    harness.judge.expireSessions();
    const { result } = await harness.finish(first.runId, second.session);
    expect(result.message).toMatch(/error/i);
    const third = await submit('int main() { return 3; }', result.session);
    expect(harness.judge.logins).toBe(logins + 1);
    expect(runNumber(third.runId)).toBeGreaterThan(runNumber(second.runId));
  });

  it('fails a wrong password as login-failed, not to be retried', async () => {
    const call = { account: { username, password: `${password}-wrong` }, session: null };
    await expect(harness.site.submit(call, { remoteId: problem.id, language: t.language, code: 'x' })).rejects.toMatchObject({
      site: t.key,
      failure: 'login-failed',
      retry: false,
    });
  });

  it('refuses a language the site lacks without sending anything', async () => {
    const runs = harness.judge.runs.length;
    await expect(submit('x', null, t.missingLanguage)).rejects.toMatchObject({ failure: 'refused', retry: false });
    expect(harness.judge.runs.length).toBe(runs);
  });

  it.each([
    ['down', 'down'],
    ['rate-limited', 'rate-limited'],
    ['garbage', 'garbage'],
  ] as const)('fails every call as %s, retryable, when the site is %s', async (mode, failure) => {
    const { runId, session } = await submit('int main() { return 4; }');
    harness.judge.mode = mode;
    const expected = { site: t.key, failure, retry: true };
    await expect(harness.site.fetchProblem(problem.id)).rejects.toMatchObject(expected);
    await expect(submit('int main() { return 5; }', session)).rejects.toMatchObject(expected);
    await expect(harness.site.poll(harness.call(session), runId)).rejects.toMatchObject(expected);
  });

  return harness;
}
