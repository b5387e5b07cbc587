import type { JudgeStatus } from '@oj/shared';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startFake, type FakeJudge, type RunningFake } from '../src/local/remote-sites/fake-judge.ts';
import type { RemoteAccount, RemoteSite } from '../src/remote-judge/site.ts';

/**
 * Serves a site's fake for the test file (on a free port) and makes the adapter for it; the fake is back up after each
 * test that made it misbehave.
 */
export function serveFake(judge: FakeJudge, app: Hono, create: (baseUrl: string) => RemoteSite): { url: string; site: RemoteSite } {
  const served = { url: '', site: undefined as unknown as RemoteSite };
  let fake: RunningFake | undefined;
  beforeAll(async () => {
    fake = await startFake(app);
    Object.assign(served, { url: fake.url, site: create(fake.url) });
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    judge.mode = 'up';
  });
  return served;
}

/**
 * Submits to a remote site's adapter (logged out at first, unless a session is given), then polls as the submission
 * pipeline does, each poll with the session the last call left, until the run is final: the result, the run id and
 * how many polls answered waiting first.
 */
export async function judgedRemotely(site: RemoteSite, account: RemoteAccount, problem: { remoteId: string; language: string; code: string }, session: string | null = null) {
  const submitted = await site.submit({ account, session }, problem);
  let last = submitted.session;
  for (let waited = 0; waited < 5; waited++) {
    const result = await site.poll({ account, session: last }, submitted.runId);
    if (result.state === 'done') return { ...result, waited, runId: submitted.runId };
    last = result.session;
  }
  throw new Error(`run ${submitted.runId} never finished`);
}

/**
 * The failures every adapter meets the same way, as tests to call inside an adapter's describe: a wrong password, a
 * language the site lacks, and a site that is down, rate-limiting or answering garbage (to a logged-in session and a
 * run id it gave, so each call gets as far as the site).
 */
export function siteFailureTests(context: () => { site: RemoteSite; judge: FakeJudge }, account: RemoteAccount, problem: { remoteId: string; language: string; code: string }, lackedLanguage: string) {
  it('a wrong password fails as login-failed and submits nothing', async () => {
    const { site, judge } = context();
    const runs = judge.runs.length;
    await expect(site.submit({ account: { ...account, password: 'wrong' }, session: null }, problem)).rejects.toMatchObject({ failure: 'login-failed', retry: false });
    expect(judge.runs.length).toBe(runs);
  });

  it('a language the site lacks is refused before anything is sent', async () => {
    const { site, judge } = context();
    const runs = judge.runs.length;
    await expect(site.submit({ account, session: null }, { ...problem, language: lackedLanguage })).rejects.toMatchObject({ failure: 'refused', retry: false });
    expect(judge.runs.length).toBe(runs);
  });

  it.each([
    ['down', 'down'],
    ['rate-limited', 'rate-limited'],
    ['garbage', 'garbage'],
  ] as const)('a site that is %s fails as %s, retryable', async (mode, failure) => {
    const { site, judge } = context();
    const { session, runId } = await site.submit({ account, session: null }, problem);
    judge.mode = mode;
    try {
      await expect(site.fetchProblem(problem.remoteId)).rejects.toMatchObject({ failure, retry: true });
      await expect(site.submit({ account, session }, problem)).rejects.toMatchObject({ failure, retry: true });
      await expect(site.poll({ account, session }, runId)).rejects.toMatchObject({ failure, retry: true });
    } finally {
      judge.mode = 'up';
    }
  });
}

/**
 * A run per marker of the fake judge (FAKE_WA, FAKE_TLE, ...), each polled to the end: the status the adapter maps the
 * site's verdict to, and the site's time and memory (a fake's TLE and MLE runs go one unit over the problem's limits).
 */
export function siteVerdictTests(
  site: () => RemoteSite,
  account: RemoteAccount,
  problem: { remoteId: string; language: string; code: string; timeLimitMs: number; memoryLimitMb: number },
  expected: [marker: string, status: JudgeStatus][],
) {
  it.each(expected)('%s ends as status %i with the site time and memory', async (marker, status) => {
    const result = await judgedRemotely(site(), account, { ...problem, code: `${problem.code}\n// ${marker}\n` });
    expect(result.status).toBe(status);
    if (marker === 'FAKE_TLE') expect(result.timeMs).toBe(problem.timeLimitMs + 1);
    if (marker === 'FAKE_MLE') expect(result.memoryKb).toBe(problem.memoryLimitMb * 1024 + 1);
  });
}
