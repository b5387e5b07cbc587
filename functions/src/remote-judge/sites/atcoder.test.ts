import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { ATCODER_DEMO, createAtCoderFake, type SubmitPace } from '../../local/remote-sites/atcoder.ts';
import { FakeJudge } from '../../local/remote-sites/fake-judge.ts';
import { judgedRemotely, serveFake, siteFailureTests, siteVerdictTests } from '../../../test/remote-run.ts';
import { createAtCoderSite } from './atcoder.ts';

const judge = new FakeJudge({ problems: ATCODER_DEMO.problems, accounts: { chokudai: 'right-password' } });
const pace: SubmitPace = { gapMs: 0 };
const remote = serveFake(judge, createAtCoderFake(judge, pace), createAtCoderSite);

const account = { username: 'chokudai', password: 'right-password' };
const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

describe('AtCoder adapter against the fake site', () => {
  it('imports the English statement: math from <var>, an absolute image, constraints, limits, samples', async () => {
    const problem = await remote.site.fetchProblem('ABC300_A');
    expect(problem).toMatchObject({ remoteId: 'abc300_a', title: 'N-choice question', timeLimitMs: 2000, memoryLimitMb: 1024, url: `${remote.url}/contests/abc300/tasks/abc300_a` });
    expect(problem.description).toBe(`Given $N$ integers $A_1, \\ldots, A_N$, print $\\sum_{i=1}^N A_i$.\n\n![figure](${remote.url}/img/other/abc300_a/figure.png)`);
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

  it.each(['abc300_z', 'abc999_a', 'nounderscore'])('%s is not-found', async (id) => {
    await expect(remote.site.fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it('submits, finds the new run on submissions/me, and polls through waiting to Accepted', async () => {
    const result = await judgedRemotely(remote.site, account, { remoteId: 'abc300_a', language: 'C++ 17', code: CODE });
    expect(result).toMatchObject({ state: 'done', status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '', waited: 2 });
    const run = judge.runs.at(-1)!;
    expect(result.runId).toBe(`abc300/${run.runId}`);
    expect(run).toMatchObject({ problemId: 'abc300_a', language: '5053', code: CODE });
  });

  siteVerdictTests(() => remote.site, account, { remoteId: 'abc300_a', language: 'C++ 17', code: CODE, timeLimitMs: 2000, memoryLimitMb: 1024 }, [
    ['FAKE_WA', JudgeStatus.WRONG_ANSWER],
    ['FAKE_TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['FAKE_MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['FAKE_RE', JudgeStatus.RUNTIME_ERROR],
    ['FAKE_OLE', JudgeStatus.RUNTIME_ERROR],
  ]);

  it('a Compile Error carries the compiler message from the submission page', async () => {
    const result = await judgedRemotely(remote.site, account, { remoteId: 'abc300_a', language: 'C++ 17', code: `${CODE}// FAKE_CE\n` });
    expect(result).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, timeMs: 0, memoryKb: 0 });
    expect(result.message).toContain("error: expected ';' before '}' token");
  });

  it('logs in again once when the session expired between submit and poll', async () => {
    const submitted = await remote.site.submit({ account, session: null }, { remoteId: 'abc300_a', language: 'Python3', code: 'print(3)\n' });
    judge.expireSessions();
    const logins = judge.logins;
    const result = await remote.site.poll({ account, session: submitted.session }, submitted.runId);
    expect(result.state).toBe('waiting');
    expect(judge.logins).toBe(logins + 1);
    await remote.site.poll({ account, session: result.session }, submitted.runId);
    expect(judge.logins).toBe(logins + 1);
  });

  it('submitting too soon after the last submission is rate-limited (retryable), not refused', async () => {
    const { session } = await remote.site.submit({ account, session: null }, { remoteId: 'abc300_a', language: 'C', code: CODE });
    pace.gapMs = 60_000;
    try {
      await expect(remote.site.submit({ account, session }, { remoteId: 'abc300_a', language: 'C', code: CODE })).rejects.toMatchObject({ failure: 'rate-limited', retry: true });
    } finally {
      pace.gapMs = 0;
    }
  });

  siteFailureTests(() => ({ site: remote.site, judge }), account, { remoteId: 'abc300_a', language: 'C', code: CODE }, 'Python2');
});
