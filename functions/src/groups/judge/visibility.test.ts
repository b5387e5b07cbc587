import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth } from '@oj/shared';
import { acmRankIndex, oiRankIndex, problemKey, submissionCasesKey, submissionKey, switchConfigKey, userKey } from '@oj/shared/db/keys';
import { allContests } from '../../data/contests.ts';
import { allProblems, contestPlacementsChanged } from '../../data/problems.ts';
import { getSwitchConfig } from '../../data/site-config.ts';
import { uidByUsername, updateUser } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// What private problems, group submissions and real names must not give away (issue 10, item 9).
let t: TestContext;
let root: string;
let stranger: string;
let privateSubmission: number;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  stranger = (await t.register('stranger')).token;
  const item = await t.deps.db.get(problemKey(1000));
  await t.deps.db.put({ ...item, ...problemKey(1990), gsi1sk: '0000001990', pid: 1990, problemId: 'HIDDEN', title: 'Secret Title', auth: ProblemAuth.PRIVATE });
  allProblems.clear(t.deps.db);
  await t.deps.db.put({ ...switchConfigKey, ...(await getSwitchConfig(t.deps.db)), submitInterval: 0 });
  getSwitchConfig.clear(t.deps.db);
  const sent = await t.call('POST', '/api/submit-problem-judge', { token: root, body: { pid: 1990, language: 'C++', code: 'int main(){}' } });
  expect(sent.status, sent.body.msg).toBe(200);
  privateSubmission = sent.body.data.submitId;
});
afterAll(() => t.cleanup());

describe('private problems', () => {
  it('are as missing as unknown ones to /api/languages', async () => {
    for (const token of [undefined, stranger]) {
      const res = await t.call('GET', '/api/languages', { token, query: { pid: 1990 } });
      expect([res.status, res.body.msg]).toEqual([404, 'The problem does not exist']);
    }
    expect((await t.call('GET', '/api/languages', { token: root, query: { pid: 1990 } })).status).toBe(200);
  });

  it("keep themselves out of an admin's submission in the list, the detail and the case results of callers who may not read them", async () => {
    const problemOf = ({ pid, displayPid, displayId, title }: Record<string, unknown>) => ({ pid, displayPid, displayId, title });
    const seen = async (token?: string) => {
      const list = await t.call('GET', '/api/get-submission-list', { token, query: { limit: 50 } });
      const row = list.body.data.records.find((r: { submitId: number }) => r.submitId === privateSubmission);
      const detail = await t.call('GET', '/api/get-submission-detail', { token, query: { submitId: privateSubmission } });
      const cases = await t.call('GET', '/api/get-all-case-result', { token, query: { submitId: privateSubmission } });
      // the list's problem filter must not tell which rows are the private problem's either
      const filtered = await t.call('GET', '/api/get-submission-list', { token, query: { limit: 50, problemID: 'hidden' } });
      return [problemOf(row), problemOf(detail.body.data.submission), cases.status, filtered.body.data.records.length];
    };
    const none = { pid: 0, displayPid: '', displayId: '', title: '' };
    expect(await seen()).toEqual([none, none, 403, 0]);
    expect(await seen(stranger)).toEqual([none, none, 403, 0]);
    const shown = { pid: 1990, displayPid: 'HIDDEN', displayId: 'HIDDEN', title: 'Secret Title' };
    expect(await seen(root)).toEqual([shown, shown, 200, 1]);
  });
});

describe("a contest's problems", () => {
  it("stay out of an admin's practice submission until the contest ends", async () => {
    const sent = await t.call('POST', '/api/submit-problem-judge', { token: root, body: { pid: 1002, language: 'C++', code: 'int main(){}' } });
    expect(sent.status, sent.body.msg).toBe(200);
    const submitId = sent.body.data.submitId as number;
    const now = t.clock.now().getTime();
    await putContest(t.deps.db, t.clock.now(), 903, { startTime: new Date(now + 60 * 60_000).toISOString(), endTime: new Date(now + 120 * 60_000).toISOString() }, { A: 1002 });
    allContests.clear(t.deps.db);
    await contestPlacementsChanged(t.deps.db);
    const seen = async (token?: string) => {
      const list = await t.call('GET', '/api/get-submission-list', { token, query: { limit: 50 } });
      const detail = await t.call('GET', '/api/get-submission-detail', { token, query: { submitId } });
      const cases = await t.call('GET', '/api/get-all-case-result', { token, query: { submitId } });
      return [list.body.data.records.find((r: { submitId: number }) => r.submitId === submitId).displayPid, detail.body.data.submission.displayPid, cases.status];
    };
    expect(await seen()).toEqual(['', '', 403]);
    expect(await seen(stranger)).toEqual(['', '', 403]);
    expect(await seen(root)).toEqual(['1002', '1002', 200]);
    t.clock.advance(121 * 60_000);
    expect(await seen()).toEqual(['1002', '1002', 200]);
  });
});

describe('contest case results', () => {
  const MIN = 60_000;
  /** A judged submission of `token` to problem A of contest `cid`, with one stored case. */
  const judgedIn = async (cid: number, token: string) => {
    t.clock.advance(10_000);
    const sent = await t.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', cid, language: 'C++', code: 'int main(){}' } });
    expect(sent.status, sent.body.msg).toBe(200);
    const submitId = sent.body.data.submitId as number;
    expect((await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId, status: 0 } })).status).toBe(200);
    const { judgeVersion } = (await t.deps.db.get(submissionKey(submitId)))!;
    await t.deps.db.put({ ...submissionCasesKey(submitId), judgeCaseMode: 'default', judgeVersion, cases: [{ index: 1, status: 0, time: 12, memory: 3400 }] });
    return submitId;
  };
  /** What each caller gets from the case results and, beside them, the detail's status of the same submission. */
  const seen = async (submitId: number, token?: string) => {
    const cases = await t.call('GET', '/api/get-all-case-result', { token, query: { submitId } });
    const detail = await t.call('GET', '/api/get-submission-detail', { token, query: { submitId } });
    return [cases.status, cases.body.data?.judgeCaseList?.length ?? null, detail.status, detail.body.data?.submission?.status ?? null];
  };

  it('follow the detail: none for visitors, none behind the seal or while others run, the author and admins see them', async () => {
    const ann = (await t.register('caseann')).token;
    const now = t.clock.now().getTime();
    await putContest(t.deps.db, t.clock.now(), 901, { sealRank: true, sealRankTime: new Date(now - 10 * MIN).toISOString() });
    await putContest(t.deps.db, t.clock.now(), 902);
    const sealed = await judgedIn(901, ann);
    expect(await seen(sealed)).toEqual([401, null, 401, null]);
    expect(await seen(sealed, stranger)).toEqual([403, null, 200, -5]);
    expect(await seen(sealed, ann)).toEqual([200, 1, 200, 0]);
    expect(await seen(sealed, root)).toEqual([200, 1, 200, 0]);
    // unsealed, while it runs: others see the verdict but not the run's details, cases included
    const running = await judgedIn(902, ann);
    expect(await seen(running)).toEqual([401, null, 401, null]);
    expect(await seen(running, stranger)).toEqual([403, null, 200, 0]);
    expect(await seen(running, ann)).toEqual([200, 1, 200, 0]);
    // once the contest has ended, everyone who may enter it sees them (the seal lifts: autoRealRank)
    t.clock.advance(200 * MIN);
    expect(await seen(running, stranger)).toEqual([200, 1, 200, 0]);
  });
});

describe('group submissions', () => {
  it('stay out of check-submissions-status for callers the detail refuses', async () => {
    const item = await t.deps.db.get(submissionKey(privateSubmission));
    await t.deps.db.put({ ...item, gid: 7 });
    const status = async (token?: string) => Object.keys((await t.call('POST', '/api/check-submissions-status', { token, body: { submitIds: [privateSubmission] } })).body.data);
    expect(await status()).toEqual([]);
    expect(await status(stranger)).toEqual([]);
    expect((await t.call('GET', '/api/get-submission-detail', { token: stranger, query: { submitId: privateSubmission } })).status).toBe(404);
    expect(await status(root)).toEqual([String(privateSubmission)]);
  });
});

describe('real names in the ranking', () => {
  it('are shown to and searched by admins only', async () => {
    const uid = (await uidByUsername(t.deps.db, 'stranger'))!;
    await updateUser(t.deps.db, uid, { realname: 'Zhang Wei' }, t.clock.now());
    const user = await t.deps.db.get(userKey(uid));
    await t.deps.db.put({ ...user, ac: 1, total: 2, score: 50, ...acmRankIndex(1, 2, uid), ...oiRankIndex(50, uid) });
    const rows = async (token: string | undefined, searchUser?: string) =>
      ((await t.call('GET', '/api/get-rank-list', { token, query: { type: 1, ...(searchUser ? { searchUser } : {}) } })).body.data.records as { username: string; realname: string | null }[]).map((r) => [
        r.username,
        r.realname,
      ]);
    const strangerRow = async (token?: string) => (await rows(token)).filter(([name]) => name === 'stranger');
    expect(await strangerRow(root)).toEqual([['stranger', 'Zhang Wei']]);
    expect(await rows(root, 'zhang')).toEqual([['stranger', 'Zhang Wei']]);
    expect(await strangerRow()).toEqual([['stranger', null]]);
    expect(await strangerRow(stranger)).toEqual([['stranger', null]]);
    expect(await rows(undefined, 'zhang')).toEqual([]);
    expect(await rows(undefined, 'strang')).toEqual([['stranger', null]]);
  });
});
