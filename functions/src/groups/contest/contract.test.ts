import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { contestAnnouncementKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { forgetContestRows } from '../../data/contests.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// The reply shapes the reference client reads on a contest's pages (ContestVO, ContestProblemVO, AccessVO,
// AnnouncementVO, ContestPrint, ContestRecord, JudgeVO pages), pinned key by key.
let t: TestContext;
let root: string;
let host: string;
let ann: string;
let submitId: number;
const CID = 500;
const str = expect.any(String);
const num = expect.any(Number);

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  host = (await t.register('host')).token;
  ann = (await t.register('ann')).token;
  const hostUid = (await t.call('GET', '/api/get-user-home-info', { query: { username: 'host' } })).body.data.uid;
  await putContest(t.deps.db, t.clock.now(), CID, { uid: hostUid, author: 'host', auth: 2, pwd: 'pw', openPrint: true }, { A: 1000 });
  const at = t.clock.now().toISOString();
  await t.deps.db.put({ ...contestAnnouncementKey(CID, 1), id: 1, cid: CID, title: 'Welcome', content: 'Good luck', uid: hostUid, username: 'host', gmtCreate: at, gmtModified: at });
  expect((await t.call('POST', '/api/register-contest', { token: ann, body: { cid: String(CID), password: 'pw' } })).body).toEqual({ status: 200, msg: 'success', data: null });
  const sent = await t.call('POST', '/api/submit-problem-judge', { token: ann, body: { pid: 'A', cid: CID, language: 'C++', code: 'int main(){}', tid: null, gid: null, isRemote: false } });
  submitId = sent.body.data.submitId;
  await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId, status: S.ACCEPTED } });
  forgetContestRows(t.deps.db, CID);
  await t.call('POST', '/api/submit-print-text', { token: ann, body: { cid: CID, content: 'p'.repeat(60) } });
});
afterAll(() => t.cleanup());

const data = async (method: string, path: string, token: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown }) => {
  const res = await t.call(method, path, { token, ...opts });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};
const page = (record: unknown) => ({ records: [record], total: 1, size: num, current: 1, pages: 1 });

describe('contest contract', () => {
  it('get-contest-info: ContestVO flat with id, now, status and count', async () => {
    expect(await data('GET', '/api/get-contest-info', ann, { query: { cid: CID } })).toEqual({
      id: CID,
      author: 'host',
      title: str,
      type: 0,
      description: '',
      status: 0,
      auth: 2,
      now: str,
      startTime: str,
      endTime: str,
      duration: num,
      sealRank: false,
      sealRankTime: null,
      openPrint: true,
      rankShowName: 'username',
      openRank: false,
      oiRankScoreType: null,
      count: 1,
      gid: null,
      allowEndSubmit: false,
    });
  });

  it('get-contest-access: {access}', async () => {
    expect(await data('GET', '/api/get-contest-access', ann, { query: { cid: CID } })).toEqual({ access: true });
  });

  it('get-contest-problem: ContestProblemVO rows', async () => {
    expect(await data('GET', '/api/get-contest-problem', ann, { query: { cid: CID, containsEnd: false } })).toEqual([
      // id is the contest entry's own id (the reference's ContestProblem id), not the problem's
      { id: CID * 100 + 1, displayId: 'A', cid: CID, pid: 1000, displayTitle: 'Problem A', color: '#f00', ac: 1, total: 1 },
    ]);
  });

  it('get-user-problem-status for a contest: {status, score} by problem id', async () => {
    expect(await data('POST', '/api/get-user-problem-status', ann, { body: { pidList: [1000], isContestProblemList: true, cid: CID, gid: null, containsEnd: false } })).toEqual({
      1000: { status: 0, score: null },
    });
  });

  it('contest-submissions: a JudgeVO page; check-contest-submissions-status: rows by id', async () => {
    const row = {
      submitId,
      uid: str,
      username: 'ann',
      pid: 1000,
      displayPid: 'A',
      displayId: 'A',
      title: 'Problem A',
      cid: CID,
      gid: null,
      status: 0,
      score: null,
      oiRankScore: null,
      judger: 'root',
      isManual: true,
      time: null,
      memory: null,
      length: num,
      language: 'C++',
      submitTime: str,
      errorMessage: null,
      share: false,
    };
    expect(await data('GET', '/api/contest-submissions', ann, { query: { contestID: CID, currentPage: 1, limit: 15, beforeContestSubmit: false, containsEnd: true } })).toEqual(page(row));
    expect(await data('POST', '/api/check-contest-submissions-status', ann, { body: { submitIds: [String(submitId)], cid: String(CID) } })).toEqual({ [submitId]: row });
  });

  it('get-contest-announcement: an AnnouncementVO page; get-contest-not-read-announcement: {id, title, gmtCreate}', async () => {
    expect(await data('GET', '/api/get-contest-announcement', ann, { query: { cid: CID, currentPage: 1, limit: 10 } })).toEqual(
      page({ id: 1, cid: CID, title: 'Welcome', content: 'Good luck', uid: str, username: 'host', status: 0, gmtCreate: str, gmtModified: str }),
    );
    expect(await data('POST', '/api/get-contest-not-read-announcement', ann, { body: { cid: CID, readAnnouncementList: [] } })).toEqual([{ id: 1, title: 'Welcome', gmtCreate: str }]);
  });

  it('get-contest-print: ContestPrint rows without the text; get-contest-ac-info: ContestRecord rows', async () => {
    expect(await data('GET', '/api/get-contest-print', host, { query: { cid: CID, currentPage: 1, limit: 15 } })).toEqual(
      page({ id: num, cid: CID, username: 'ann', realname: null, status: 0, gmtCreate: str }),
    );
    expect(await data('GET', '/api/get-contest-ac-info', host, { query: { cid: CID, currentPage: 1, limit: 20 } })).toEqual(
      page({ id: submitId, cid: CID, uid: str, username: 'ann', realname: null, pid: 1000, displayId: 'A', submitId, submitTime: str, time: num, firstBlood: true, checked: false }),
    );
  });
});
