import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { createLibreFake, libreDemoSeed } from '../../local/remote-sites/libre.ts';
import { createLibreSite } from './libre.ts';

describe('LibreOJ adapter against the LibreOJ API fake', () => {
  const h = remoteSiteContract({
    key: 'LIBRE',
    create: createLibreSite,
    fake: createLibreFake,
    seed: libreDemoSeed,
    // LibreOJ has no presentation error: the fake, like the site, calls one a wrong answer
    outcomes: { ...EVERY_OUTCOME, PE: JudgeStatus.WRONG_ANSWER },
    language: 'C++',
    missingLanguage: 'JavaScript Node',
    unknownId: '999',
  });

  it('imports the Markdown statement as it is, with image targets made absolute, limits and samples', async () => {
    const problem = await h.site.fetchProblem('1');
    expect(problem).toMatchObject({ remoteId: '1', title: 'A + B Problem', timeLimitMs: 1000, memoryLimitMb: 512, url: `${h.url}/p/1` });
    expect(problem.description).toBe(`Print $\\sum_{i=1}^{n} a_i$.\n\n![sum](${h.url}/images/sum.png)`);
    expect(problem.input).toContain('$|a_i| \\le 10^9$');
    expect(problem.hint).toBe(`**Sample 1**\n\nAdd the two numbers.\n\n**Limits and Hints**\n\nFor all data, $1 \\le n \\le 10^5$. See also ![the figure](${h.url}/images/hint.png).`);
    expect(problem.examples).toEqual([
      { input: '2\n1 2\n', output: '3\n' },
      { input: '3\n4 5 6\n', output: '15\n' },
    ]);
    expect((await fetch(problem.url)).status).toBe(200);
    expect((await h.site.fetchProblem('2')).description).toContain(`<img src="${h.url}/p/images/max.png" width="200">`);
    expect((await h.site.fetchProblem('3')).description).toContain('![grid](https://loj.ac/images/grid.png)');
  });

  it.each(['abc', '0'])('%s is not-found without asking the site', async (id) => {
    await expect(h.site.fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it("submits to the problem's internal id with the language and its compile options; reads time and memory", async () => {
    const code = 'int main() { return 0; }';
    const submitted = await h.site.submit(h.call(), { remoteId: '1', language: 'C++ 17 With O2', code });
    expect(h.judge.runs.at(-1)).toMatchObject({ runId: Number(submitted.runId), problemId: '1', language: 'cpp', code });
    expect((await h.finish(submitted.runId, submitted.session)).result).toMatchObject({ status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024 });
  });

  it('polls without logging in: a submission detail is public, so an expired token does not matter there', async () => {
    const submitted = await h.site.submit(h.call(), { remoteId: '2', language: 'Python3', code: 'print(8)\n' });
    h.judge.expireSessions();
    const logins = h.judge.logins;
    expect((await h.site.poll(h.call(submitted.session), submitted.runId)).state).toBe('waiting');
    expect(h.judge.logins).toBe(logins);
  });
});
