import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { createSpojFake, spojDemoSeed } from '../../local/remote-sites/spoj.ts';
import { createSpojSite } from './spoj.ts';

describe('SPOJ adapter against the SPOJ fake', () => {
  const h = remoteSiteContract({
    key: 'SPOJ',
    create: createSpojSite,
    fake: createSpojFake,
    seed: spojDemoSeed,
    // SPOJ has no Presentation Error (it says wrong answer) and no Output Limit Exceeded (runtime error (SIGXFSZ))
    outcomes: { ...EVERY_OUTCOME, PE: JudgeStatus.WRONG_ANSWER },
    language: 'C++',
    missingLanguage: 'PyPy3',
    unknownId: 'NOSUCH',
  });

  it('imports a problem: title, limits in seconds and MB, h3 sections as Markdown, both examples, the explanation', async () => {
    const p = await h.site.fetchProblem('fence1');
    expect(p).toMatchObject({
      remoteId: 'FENCE1',
      title: 'Fence Posts',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      examples: [
        { input: '2\n1 4\n', output: '3\n' },
        { input: '3\n0 5 7\n', output: '7\n' },
      ],
    });
    expect(p.description).toContain('post $i$ stands at $x_i$');
    expect(p.description).toMatch(/!\[posts and fence\]\(http:\/\/127\.0\.0\.1:\d+\/images\/fence\.png\)/);
    expect(p.description).not.toContain('Input');
    expect(p.input).toBe('The first line holds $n$ ($2 \\le n \\le 10^5$), the second the $n$ integers $x_i$ in increasing order.');
    expect(p.output).toBe('The total cost of the fence.');
    expect(p.hint).toBe('In the first example the fence runs from 1 to 4: $3$.');
    expect(p.url).toBe(`${h.url}/problems/FENCE1/`);
  });

  it('reports the time in ms and the memory in KB from seconds and megabytes', async () => {
    const { runId, session } = await h.site.submit(h.call(), { remoteId: 'ABPROB', language: 'C', code: 'int main() { return 0; }' });
    const { result } = await h.finish(runId, session);
    // the fake's 15 ms shows as "0.01" s, SPOJ's precision
    expect(result).toMatchObject({ status: JudgeStatus.ACCEPTED, timeMs: 10, memoryKb: 1024, message: 'accepted' });
  });

  it('refuses a language the problem does not accept, as the site says', async () => {
    await expect(h.site.submit(h.call(), { remoteId: 'ABPROB', language: 'Rust', code: 'fn main() {}' })).rejects.toMatchObject({ failure: 'refused', retry: false });
  });

  it('answers an unknown problem code on submit as not found', async () => {
    await expect(h.site.submit(h.call(), { remoteId: 'NOSUCH', language: 'C', code: 'x' })).rejects.toMatchObject({ failure: 'not-found' });
  });
});
