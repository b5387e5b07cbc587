import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { EVERY_OUTCOME, remoteSiteContract } from '../../../test/remote-site-contract.ts';
import { atcoderDemoSeed, createAtCoderFake, type SubmitPace } from '../../local/remote-sites/atcoder.ts';
import { createAtCoderSite } from './atcoder.ts';

const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

describe('AtCoder adapter against the AtCoder fake', () => {
  const pace: SubmitPace = { gapMs: 0 };
  const h = remoteSiteContract({
    key: 'AC',
    create: createAtCoderSite,
    fake: (judge) => createAtCoderFake(judge, pace),
    seed: atcoderDemoSeed,
    // AtCoder has no presentation error: the fake, like the site, calls one a wrong answer
    outcomes: { ...EVERY_OUTCOME, PE: JudgeStatus.WRONG_ANSWER },
    language: 'C++',
    missingLanguage: 'Python2',
    unknownId: 'abc300_z',
  });

  it('imports the English statement: math from <var>, an absolute image, constraints, limits, samples', async () => {
    const problem = await h.site.fetchProblem('ABC300_A');
    expect(problem).toMatchObject({ remoteId: 'abc300_a', title: 'N-choice question', timeLimitMs: 2000, memoryLimitMb: 1024, url: `${h.url}/contests/abc300/tasks/abc300_a` });
    expect(problem.description).toBe(`Given $N$ integers $A_1, \\ldots, A_N$, print $\\sum_{i=1}^N A_i$.\n\n![figure](${h.url}/img/other/abc300_a/figure.png)`);
    expect(problem.description).not.toContain('日本語');
    expect(problem.input).toContain('$A_1$ $A_2$');
    expect(problem.input).toContain('**Constraints**');
    expect(problem.input).toContain('$1 \\leq N \\leq 10^5$');
    expect(problem.output).toBe('Print the answer.');
    expect(problem.hint).toBe('**Sample Output 1**\n\nWe have $A_1 + A_2 = 3$.');
    expect(problem.examples).toEqual([
      { input: '2\n1 2\n', output: '3\n' },
      { input: '4\n1 1 1 1\n', output: '4\n' },
    ]);
  });

  it.each(['abc999_a', 'nounderscore'])('%s is not-found', async (id) => {
    await expect(h.site.fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it('submits with the language id, names the run with its contest, and reads time, memory and the compiler message', async () => {
    const submitted = await h.site.submit(h.call(), { remoteId: 'abc300_a', language: 'C++ 17', code: CODE });
    const run = h.judge.runs.at(-1)!;
    expect(submitted.runId).toBe(`abc300/${run.runId}`);
    expect(run).toMatchObject({ problemId: 'abc300_a', language: '5053', code: CODE });
    expect((await h.finish(submitted.runId, submitted.session)).result).toMatchObject({ status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '' });
    const failed = await h.site.submit(h.call(submitted.session), { remoteId: 'abc300_a', language: 'C++ 17', code: `${CODE}// FAKE_CE\n` });
    const { result } = await h.finish(failed.runId, failed.session);
    expect(result).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, timeMs: 0, memoryKb: 0 });
    expect(result.message).toContain("error: expected ';' before '}' token");
  });

  it('submitting too soon after the last submission is rate-limited (retryable), not refused', async () => {
    const { session } = await h.site.submit(h.call(), { remoteId: 'abc300_a', language: 'C', code: CODE });
    pace.gapMs = 60_000;
    try {
      await expect(h.site.submit(h.call(session), { remoteId: 'abc300_a', language: 'C', code: CODE })).rejects.toMatchObject({ failure: 'rate-limited', retry: true });
    } finally {
      pace.gapMs = 0;
    }
  });
});
