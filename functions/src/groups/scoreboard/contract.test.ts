import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { rebuildBoard } from '../../boards/rebuild.ts';
import { putContest } from '../../../test/fixtures/contest.ts';

// The reply shapes the reference client reads on its rank, outside scoreboard and scroll board pages
// (ACMContestRankVO, OIContestRankVO, ContestOutsideInfoVO, ContestScrollBoardInfoVO, ContestScrollBoardSubmissionVO),
// pinned key by key: the same fields, the same nesting, numbers as numbers.
let t: TestContext;
let root: string;
let ann: string;
const ACM = 600;
const OI = 601;
const SEALED = 602;
const str = expect.any(String);
const num = expect.any(Number);
const textOrNull = expect.toBeOneOf([null, expect.any(String)]);
const IDENTITY = {
  rank: num,
  isWinAward: expect.any(Boolean),
  awardName: textOrNull,
  awardBackground: textOrNull,
  awardColor: textOrNull,
  uid: str,
  username: 'ann',
  realname: null,
  nickname: textOrNull,
  school: textOrNull,
  gender: str,
  avatar: textOrNull,
};

const result = async (cid: number, status: number, score?: number) => {
  const sent = await t.call('POST', '/api/submit-problem-judge', { token: ann, body: { pid: 'A', cid, language: 'C++', code: `int main(){} // ${cid}` } });
  expect(sent.status, sent.body.msg).toBe(200);
  await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: sent.body.data.submitId, status, ...(score === undefined ? {} : { score }) } });
  t.clock.advance(5 * 60_000);
  await rebuildBoard(t.deps, cid);
};

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  ann = (await t.register('ann')).token;
  const now = t.clock.now();
  await putContest(t.deps.db, now, ACM, { openRank: true }, { A: 1000 });
  await putContest(t.deps.db, now, OI, { type: 1, openRank: true }, { A: 1001 });
  await putContest(
    t.deps.db,
    now,
    SEALED,
    { openRank: true, sealRank: true, sealRankTime: new Date(now.getTime() + 11 * 60_000).toISOString(), endTime: new Date(now.getTime() + 12 * 60_000).toISOString() },
    { A: 1000 },
  );
  await result(ACM, S.ACCEPTED);
  await result(OI, S.PARTIAL_ACCEPTED, 40);
  await result(SEALED, S.ACCEPTED);
  t.clock.advance(10 * 60_000); // the sealed contest has ended
});
afterAll(() => t.cleanup());

const pages = async (path: string, cid: number, token?: string) => {
  const res = await t.call('POST', path, { token, body: { cid, currentPage: 1, limit: 50 } });
  expect(res.status, res.body.msg).toBe(200);
  expect(Object.keys(res.body.data).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
  return res.body.data as { records: unknown[]; total: number };
};
const page = async (path: string, cid: number, token?: string) => (await pages(path, cid, token)).records[0];

describe('scoreboard replies', () => {
  it('an ACM rank row: identity, ac, total, totalTime, submissionInfo per display id', async () => {
    const row = await page('/api/get-contest-rank', ACM, ann);
    // the viewer's own row comes first as a pinned copy: one extra field, which the reference client ignores
    expect(row).toEqual({ ...IDENTITY, pinned: true, ac: 1, total: 1, totalTime: num, submissionInfo: { A: { isAC: true, ACTime: num, errorNum: 0, isFirstAC: true } } });
    const { records, total } = await pages('/api/get-contest-rank', ACM, ann);
    expect(records).toHaveLength(2);
    expect(records[1]).not.toHaveProperty('pinned');
    expect({ ...(records[1] as object), pinned: true }).toEqual(row);
    expect(total).toBe(1);
  });

  it('an OI rank row: identity, totalScore, totalTime, scores and times per display id', async () => {
    const row = await page('/api/get-contest-outside-scoreboard', OI);
    expect(row).toEqual({ ...IDENTITY, totalScore: 40, totalTime: 0, submissionInfo: { A: 40 }, timeInfo: {} });
  });

  it('get-contest-outsize-info: {contest: ContestVO, problemList}', async () => {
    const res = await t.call('GET', '/api/get-contest-outsize-info', { query: { cid: ACM } });
    expect(Object.keys(res.body.data).sort()).toEqual(['contest', 'problemList']);
    expect(res.body.data.contest).toMatchObject({ id: ACM, type: 0, auth: 0, status: 0, openRank: true, startTime: str, endTime: str, now: str, duration: num, count: num });
    expect(res.body.data.problemList).toEqual([{ id: ACM * 100 + 1, cid: ACM, pid: 1000, displayId: 'A', displayTitle: str, color: textOrNull }]);
  });

  it('the scroll board: its info, and every submission flat', async () => {
    const info = await t.call('GET', '/api/get-contest-scroll-board-info', { query: { cid: SEALED } });
    expect(info.body.data).toEqual({ id: SEALED, rankShowName: 'username', problemCount: 1, balloonColor: { A: textOrNull }, startTime: str, sealRankTime: str, starUserList: [] });
    const subs = await t.call('GET', '/api/get-contest-scroll-board-submission', { query: { cid: SEALED, removeStar: 'false' } });
    expect(subs.body.data).toEqual([
      { uid: str, username: 'ann', nickname: textOrNull, realname: null, school: textOrNull, avatar: textOrNull, gender: str, submitId: num, status: S.ACCEPTED, submitTime: str, displayId: 'A' },
    ]);
  });
});
