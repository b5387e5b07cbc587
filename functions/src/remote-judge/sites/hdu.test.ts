import { describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { createHduFake, hduDemoSeed } from '../../local/remote-sites/hdu.ts';
import { SiteHttp } from '../site-http.ts';
import { createHduSite } from './hdu.ts';

describe('HDU adapter against the HDU fake', () => {
  const h = remoteSiteContract({
    key: 'HDU',
    create: createHduSite,
    fake: createHduFake,
    seed: hduDemoSeed,
    outcomes: EVERY_OUTCOME,
    language: 'C++',
    missingLanguage: 'Rust',
    unknownId: '99999',
    // submitting shows the status list twice (the site's redirect to it and our look for the run id)
    readsToFinish: 4,
  });

  it('imports a GBK page: title, the C/C++ limits, Markdown parts with math and image, the sample and the hint', async () => {
    const p = await h.site.fetchProblem('1001');
    expect(p).toMatchObject({ remoteId: '1001', title: 'Fence Posts', timeLimitMs: 2000, memoryLimitMb: 64, examples: [{ input: '2\n1 4\n', output: '3\n' }] });
    expect(p.description).toContain('post $i$ stands at $x_i$');
    expect(p.description).toContain('$|x_i - x_{i+1}|$ (栅栏的费用)');
    expect(p.description).toMatch(/!\[posts and fence\]\(http:\/\/127\.0\.0\.1:\d+\/images\/fence\.png\)/);
    expect(p.input).toContain('$2 \\le n \\le 10^5$');
    expect(p.hint).toBe('In the first example the fence runs from 1 to 4: $3$.');
    expect(p.url).toMatch(/\/showproblem\.php\?pid=1001$/);
    expect((await h.site.fetchProblem('1000')).hint).toBe('');
  });

  it('answers an id that is not a number as not found without asking the site', async () => {
    await expect(h.site.fetchProblem('1A')).rejects.toMatchObject({ failure: 'not-found' });
  });

  it('sends the same code twice as two runs: the site refuses a copy, the nonce makes each unique', async () => {
    const code = 'int main() { return 0; } /* same */';
    const a = await h.site.submit(h.call(), { remoteId: '1000', language: 'C', code });
    const b = await h.site.submit(h.call(a.session), { remoteId: '1000', language: 'C', code });
    expect(b.runId).not.toBe(a.runId);
    const [ra, rb] = [a.runId, b.runId].map((id) => h.judge.runs.find((r) => String(r.runId) === id)!);
    expect(ra!.code.startsWith(code)).toBe(true);
    expect(rb!.code).not.toBe(ra!.code);
    expect(rb!.language).toBe('GCC');
    // the fake does refuse an exact copy of an earlier run's code, so the nonce is what let the second run through
    const http = new SiteHttp({ site: 'HDU', baseUrl: h.url, session: a.session });
    const usercode = Buffer.from(encodeURIComponent(rb!.code)).toString('base64');
    const refused = await http.postForm('/submit.php?action=submit', { check: '0', problemid: '1000', language: '1', _usercode: usercode });
    expect(refused.text).toContain("Please don't re-submit the same code");
    expect(h.judge.runs.at(-1)).toBe(rb);
  });
});
