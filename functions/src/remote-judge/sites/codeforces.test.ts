import { JudgeStatus } from '@oj/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { codeforcesDemoSeed, createCodeforcesFake, type BotCheck } from '../../local/remote-sites/codeforces.ts';
import { createCodeforcesSite, createGymSite } from './codeforces.ts';

const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

describe('Codeforces adapter against the Codeforces fake', () => {
  const botCheck: BotCheck = { on: false };
  const h = remoteSiteContract({
    key: 'CF',
    create: createCodeforcesSite,
    fake: (judge) => createCodeforcesFake(judge, botCheck),
    seed: codeforcesDemoSeed,
    // the API has no output-limit verdict; the fake reports one as RUNTIME_ERROR
    outcomes: EVERY_OUTCOME,
    language: 'C++',
    missingLanguage: 'Kotlin',
    unknownId: '9999Z',
  });
  const gym = () => createGymSite(h.url);
  afterEach(() => {
    botCheck.on = false;
  });

  it('imports a problem: Markdown with math and an absolute image, limits in ms and MB, examples line by line', async () => {
    const problem = await h.site.fetchProblem('1a');
    expect(problem).toMatchObject({ remoteId: '1A', title: 'Sum of Pairs', timeLimitMs: 2000, memoryLimitMb: 256, url: `${h.url}/problemset/problem/1/A` });
    expect(problem.description).toContain('print $\\sum_{i=1}^{n} a_i$');
    expect(problem.description).toContain(`![](${h.url}/predownloaded/3f/1a/sum.png)`);
    // the fake serves the demo figures, so an imported statement shows them under npm start
    expect((await fetch(`${h.url}/predownloaded/3f/1a/sum.png`)).headers.get('content-type')).toBe('image/png');
    expect(problem.input).toContain('$a_1, a_2, \\ldots, a_n$');
    expect(problem.input).not.toContain('Input');
    expect(problem.hint).toBe('In the first example $a_1 + a_2 = 3$.');
    expect(problem.examples).toEqual([
      { input: '2\n1 2\n', output: '3\n' },
      { input: '3\n1 1 1\n', output: '3\n' },
    ]);
    expect((await h.site.fetchProblem('1850B')).description).toContain('$$\\max_{i} a_i$$');
  });

  it('imports a Gym problem through the GYM key', async () => {
    expect(await gym().fetchProblem('100001A')).toMatchObject({ title: 'Gym Warm-up', url: `${h.url}/gym/100001/problem/A` });
  });

  it.each([
    ['CF', 'abc'],
    ['CF', '100001A'],
    ['GYM', '1A'],
  ])('%s: %s is not-found without asking the site', async (key, id) => {
    await expect((key === 'CF' ? h.site : gym()).fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it('submits with the language id, finds the run id the site did not return, and reads time and memory', async () => {
    const submitted = await h.site.submit(h.call(), { remoteId: '1A', language: 'C++ 17', code: CODE });
    expect(h.judge.runs.at(-1)).toMatchObject({ runId: Number(submitted.runId), problemId: '1A', language: '54' });
    const { result } = await h.finish(submitted.runId, submitted.session);
    expect(result).toMatchObject({ status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '' });
  });

  it('sends the same code twice as two runs (the site refuses repeated code)', async () => {
    const one = await h.site.submit(h.call(), { remoteId: '1A', language: 'Python3', code: 'print(1)\n' });
    const two = await h.site.submit(h.call(one.session), { remoteId: '1A', language: 'Python3', code: 'print(1)\n' });
    expect(two.runId).not.toBe(one.runId);
    expect(h.judge.runs.at(-1)!.code).toMatch(/^print\(1\)\n# [0-9a-f]+\n$/);
  });

  it('judges a Gym problem with the same account', async () => {
    const submitted = await gym().submit(h.call(), { remoteId: '100001A', language: 'C++ 17', code: `${CODE}// FAKE_WA\n` });
    expect(h.judge.runs.at(-1)).toMatchObject({ problemId: '100001A' });
    expect((await h.finish(submitted.runId, submitted.session)).result.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it("reports the submit form's refusal in the site's words", async () => {
    await expect(h.site.submit(h.call(), { remoteId: '2A', language: 'C', code: CODE })).rejects.toMatchObject({
      failure: 'refused',
      message: expect.stringContaining('No such problem'),
    });
  });

  it('a bot challenge is refused at once with a clear message', async () => {
    botCheck.on = true;
    await expect(h.site.fetchProblem('1A')).rejects.toMatchObject({ failure: 'refused', retry: false, message: expect.stringContaining('bot protection') });
    await expect(h.site.submit(h.call(), { remoteId: '1A', language: 'C', code: CODE })).rejects.toMatchObject({ failure: 'refused' });
    await expect(h.site.poll(h.call(), '1001')).rejects.toMatchObject({ failure: 'refused' });
  });
});
