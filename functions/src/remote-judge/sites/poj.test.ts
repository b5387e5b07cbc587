import { describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { createPojFake, pojDemoSeed } from '../../local/remote-sites/poj.ts';
import { createPojSite } from './poj.ts';

describe('POJ adapter against the POJ fake', () => {
  const h = remoteSiteContract({
    key: 'POJ',
    create: createPojSite,
    fake: createPojFake,
    seed: pojDemoSeed,
    outcomes: EVERY_OUTCOME,
    language: 'C++',
    missingLanguage: 'Python3',
    unknownId: '99999',
    // submitting shows the status list twice (the site's redirect to it and our look for the run id)
    readsToFinish: 4,
  });

  it('imports a problem: title, limits in MS and K, Markdown parts with math and image, the sample and the hint', async () => {
    const p = await h.site.fetchProblem('1001');
    expect(p).toMatchObject({ remoteId: '1001', title: 'Fence Posts', timeLimitMs: 2000, memoryLimitMb: 64, examples: [{ input: '2\n1 4\n', output: '3\n' }] });
    expect(p.description).toContain('post $i$ stands at $x_i$');
    expect(p.description).toMatch(/!\[posts and fence\]\(http:\/\/127\.0\.0\.1:\d+\/images\/fence\.png\)/);
    expect(p.output).toBe('The total cost of the fence.');
    expect(p.hint).toBe('In the first example the fence runs from 1 to 4: $3$.');
    expect(p.url).toBe(`${h.url}/problem?id=1001`);
    expect((await h.site.fetchProblem('1000')).hint).toBe('');
  });

  it('sends the source base64-encoded, arriving byte for byte', async () => {
    const code = 'int main() { puts("héllo + 100%"); }\n';
    const { runId } = await h.site.submit(h.call(), { remoteId: '1000', language: 'Java', code });
    const run = h.judge.runs.find((r) => String(r.runId) === runId)!;
    expect(run).toMatchObject({ code, language: 'Java' });
  });
});
