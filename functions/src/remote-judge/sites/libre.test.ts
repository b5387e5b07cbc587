import { JudgeStatus } from '@oj/shared';
import { describe, expect, it } from 'vitest';
import { judgedRemotely, serveFake, siteFailureTests, siteVerdictTests } from '../../../test/remote-run.ts';
import { FakeJudge } from '../../local/remote-sites/fake-judge.ts';
import { createLibreFake, LIBRE_DEMO } from '../../local/remote-sites/libre.ts';
import { createLibreSite } from './libre.ts';

const judge = new FakeJudge({ problems: LIBRE_DEMO.problems, accounts: { zhang: 'right-password' } });
const remote = serveFake(judge, createLibreFake(judge), createLibreSite);

const account = { username: 'zhang', password: 'right-password' };
const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';
const submit = (code: string) => judgedRemotely(remote.site, account, { remoteId: '1', language: 'C++ 17 With O2', code });

describe('LibreOJ adapter against the fake API', () => {
  it('imports the Markdown statement as it is, with image targets made absolute, limits and samples', async () => {
    const problem = await remote.site.fetchProblem('1');
    expect(problem).toMatchObject({ remoteId: '1', title: 'A + B Problem', timeLimitMs: 1000, memoryLimitMb: 512, url: `${remote.url}/p/1` });
    expect(problem.description).toBe(`Print $\\sum_{i=1}^{n} a_i$.\n\n![sum](${remote.url}/images/sum.png)`);
    expect(problem.input).toContain('$|a_i| \\le 10^9$');
    expect(problem.hint).toBe(`**Sample 1**\n\nAdd the two numbers.\n\n**Limits and Hints**\n\nFor all data, $1 \\le n \\le 10^5$. See also ![the figure](${remote.url}/images/hint.png).`);
    expect(problem.examples).toEqual([
      { input: '2\n1 2\n', output: '3\n' },
      { input: '3\n4 5 6\n', output: '15\n' },
    ]);
    expect((await fetch(problem.url)).status).toBe(200);
    expect((await remote.site.fetchProblem('2')).description).toContain(`<img src="${remote.url}/p/images/max.png" width="200">`);
    expect((await remote.site.fetchProblem('3')).description).toContain('![grid](https://loj.ac/images/grid.png)');
  });

  it.each(['999', 'abc', '0'])('%s is not-found', async (id) => {
    await expect(remote.site.fetchProblem(id)).rejects.toMatchObject({ failure: 'not-found', retry: false });
  });

  it('submits to the internal problem id with the compile options, and polls through waiting to Accepted', async () => {
    const result = await submit(CODE);
    expect(result).toMatchObject({ state: 'done', status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024, message: '', waited: 2 });
    expect(judge.runs.at(-1)).toMatchObject({ runId: Number(result.runId), problemId: '1', language: 'cpp', code: CODE });
  });

  siteVerdictTests(() => remote.site, account, { remoteId: '1', language: 'C++ 17 With O2', code: CODE, timeLimitMs: 1000, memoryLimitMb: 512 }, [
    ['FAKE_WA', JudgeStatus.WRONG_ANSWER],
    ['FAKE_TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['FAKE_MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['FAKE_RE', JudgeStatus.RUNTIME_ERROR],
    ['FAKE_OLE', JudgeStatus.RUNTIME_ERROR],
  ]);

  it('a Compile Error carries the compiler message', async () => {
    const result = await submit(`${CODE}// FAKE_CE\n`);
    expect(result.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(result.message).toContain("error: expected ';' before '}' token");
  });

  it('an expired token: polling needs none, the next submit logs in again once', async () => {
    const first = await remote.site.submit({ account, session: null }, { remoteId: '2', language: 'Python3', code: 'print(8)\n' });
    judge.expireSessions();
    const logins = judge.logins;
    expect((await remote.site.poll({ account, session: first.session }, first.runId)).state).toBe('waiting');
    expect(judge.logins).toBe(logins);
    const second = await remote.site.submit({ account, session: first.session }, { remoteId: '2', language: 'Python3', code: 'print(8)\n' });
    expect(judge.logins).toBe(logins + 1);
    expect(Number(second.runId)).toBeGreaterThan(Number(first.runId));
  });

  siteFailureTests(() => ({ site: remote.site, judge }), account, { remoteId: '1', language: 'C', code: CODE }, 'JavaScript Node');
});
