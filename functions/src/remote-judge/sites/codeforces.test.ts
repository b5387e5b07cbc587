import { JudgeStatus } from '@oj/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createCodeforcesFake, CODEFORCES_DEMO, type BotCheck } from '../../local/remote-sites/codeforces.ts';
import { FakeJudge } from '../../local/remote-sites/fake-judge.ts';
import { judgedRemotely, serveFake, siteFailureTests, siteVerdictTests } from '../../../test/remote-run.ts';
import { createCodeforcesSite, createGymSite } from './codeforces.ts';

const judge = new FakeJudge({ problems: CODEFORCES_DEMO.problems, accounts: { tourist: 'right-password' } });
const botCheck: BotCheck = { on: false };
const remote = serveFake(judge, createCodeforcesFake(judge, botCheck), createCodeforcesSite);
afterEach(() => {
  botCheck.on = false;
});

const account = { username: 'tourist', password: 'right-password' };
const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

describe('Codeforces adapter against the fake site', () => {
  it('imports a problem: Markdown with math and an absolute image, limits in ms and MB, examples line by line', async () => {
    const problem = await remote.site.fetchProblem('1a');
    expect(problem).toMatchObject({ remoteId: '1A', title: 'Sum of Pairs', timeLimitMs: 2000, memoryLimitMb: 256, url: `${remote.url}/problemset/problem/1/A` });
    expect(problem.description).toContain('print $\\sum_{i=1}^{n} a_i$');
    expect(problem.description).toContain(`![](${remote.url}/predownloaded/3f/1a/sum.png)`);
    // the fake serves the demo figures, so an imported statement shows them under npm start
    expect((await fetch(`${remote.url}/predownloaded/3f/1a/sum.png`)).headers.get('content-type')).toBe('image/svg+xml');
    expect(problem.input).toContain('$a_1, a_2, \\ldots, a_n$');
    expect(problem.input).not.toContain('Input');
    expect(problem.hint).toBe('In the first example $a_1 + a_2 = 3$.');
    expect(problem.examples).toEqual([
      { input: '2\n1 2\n', output: '3\n' },
      { input: '3\n1 1 1\n', output: '3\n' },
    ]);
    expect((await remote.site.fetchProblem('1850B')).description).toContain('$$\\max_{i} a_i$$');
  });

  it('imports a Gym problem through the GYM key', async () => {
    expect(await createGymSite(remote.url).fetchProblem('100001A')).toMatchObject({ title: 'Gym Warm-up', url: `${remote.url}/gym/100001/problem/A` });
  });

  it.each([
    [() => remote.site, '9999Z'],
    [() => remote.site, 'abc'],
    [() => remote.site, '100001A'],
    [() => createGymSite(remote.url), '1A'],
  ])('%#: an unknown id is not-found', async (site, id) => {
    await expect(site().fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it('submits, finds the run id the site did not return, and polls through waiting to Accepted', async () => {
    const result = await judgedRemotely(remote.site, account, { remoteId: '1A', language: 'C++ 17', code: CODE });
    expect(result).toMatchObject({ state: 'done', status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '', waited: 1 });
    expect(judge.runs.at(-1)).toMatchObject({ runId: Number(result.runId), problemId: '1A', language: '54', user: 'tourist' });
  });

  siteVerdictTests(() => remote.site, account, { remoteId: '1A', language: 'C++ 17', code: CODE, timeLimitMs: 2000, memoryLimitMb: 256 }, [
    ['FAKE_WA', JudgeStatus.WRONG_ANSWER],
    ['FAKE_TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['FAKE_MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['FAKE_RE', JudgeStatus.RUNTIME_ERROR],
    ['FAKE_PE', JudgeStatus.PRESENTATION_ERROR],
  ]);

  it('fetches the compiler message of a Compile Error, logging in again when the session expired after submitting', async () => {
    const submitted = await remote.site.submit({ account, session: null }, { remoteId: '1A', language: 'C++ 17', code: `${CODE}// FAKE_CE\n` });
    await remote.site.poll({ account, session: submitted.session }, submitted.runId);
    judge.expireSessions();
    const logins = judge.logins;
    const result = await remote.site.poll({ account, session: submitted.session }, submitted.runId);
    expect(result).toMatchObject({ state: 'done', status: JudgeStatus.COMPILE_ERROR });
    expect(result.state === 'done' && result.message).toContain("error: expected ';'");
    expect(judge.logins).toBe(logins + 1);
  });

  it('logs in again once when the session expired before submitting', async () => {
    const first = await remote.site.submit({ account, session: null }, { remoteId: '1A', language: 'C', code: 'int main(){}' });
    judge.expireSessions();
    const logins = judge.logins;
    const runs = judge.runs.length;
    await remote.site.submit({ account, session: first.session }, { remoteId: '1A', language: 'C', code: 'int main(){}' });
    expect([judge.logins - logins, judge.runs.length - runs]).toEqual([1, 1]);
  });

  it('sends the same code twice as two runs (the site refuses repeated code)', async () => {
    const one = await remote.site.submit({ account, session: null }, { remoteId: '1A', language: 'Python3', code: 'print(1)\n' });
    const two = await remote.site.submit({ account, session: one.session }, { remoteId: '1A', language: 'Python3', code: 'print(1)\n' });
    expect(two.runId).not.toBe(one.runId);
    expect(judge.runs.at(-1)!.code).toMatch(/^print\(1\)\n# [0-9a-f]+\n$/);
  });

  it("reports the submit form's refusal in the site's words", async () => {
    await expect(remote.site.submit({ account, session: null }, { remoteId: '2A', language: 'C', code: CODE })).rejects.toMatchObject({
      failure: 'refused',
      message: expect.stringContaining('No such problem'),
    });
  });

  it('judges a Gym problem with the same account', async () => {
    const result = await judgedRemotely(createGymSite(remote.url), account, { remoteId: '100001A', language: 'C++ 17', code: `${CODE}// FAKE_WA\n` });
    expect(result.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(judge.runs.at(-1)).toMatchObject({ problemId: '100001A' });
  });

  siteFailureTests(() => ({ site: remote.site, judge }), account, { remoteId: '1A', language: 'C', code: CODE }, 'Kotlin');

  it('a bot challenge is refused at once with a clear message', async () => {
    botCheck.on = true;
    await expect(remote.site.fetchProblem('1A')).rejects.toMatchObject({ failure: 'refused', retry: false, message: expect.stringContaining('bot protection') });
    await expect(remote.site.submit({ account, session: null }, { remoteId: '1A', language: 'C', code: CODE })).rejects.toMatchObject({ failure: 'refused' });
    await expect(remote.site.poll({ account, session: null }, '1001')).rejects.toMatchObject({ failure: 'refused' });
  });
});
