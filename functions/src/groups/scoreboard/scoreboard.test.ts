import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { JudgeStatus as S, QUEUES, type AcmRankRow, type OiRankRow } from '@oj/shared';
import { BOARD_REBUILD_DELAY_SECONDS } from '@oj/shared/db/board-queue';
import { correlationFields } from '@oj/shared/correlation';
import { contestProblemKey } from '@oj/shared/db/keys';
import { loggerOn, recordingLog } from '@oj/shared/logger';
import type { ContestItem } from '@oj/shared/db/items/contest';
import { putContest } from '../../../test/fixtures/contest.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { eventually } from '../../../test/eventually.ts';
import { rebuildBoard } from '../../boards/rebuild.ts';
import { startBoardPoller } from '../../local/board-poller.ts';

// Boards end to end on the local stack: results move participant rows through the result transaction, a rebuild
// writes snapshots, and the rank calls page them by the reference's rules.
let t: TestContext;
let root: string;
const users: Record<string, { token: string; uid: string }> = {};
let nextCid = 7000;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  for (const name of ['ann', 'bob', 'cat', 'dan', 'star']) {
    const { token } = await t.register(name);
    const info = await t.call('GET', '/api/get-user-home-info', { query: { username: name } });
    users[name] = { token, uid: info.body.data.uid };
  }
});
afterAll(() => t.cleanup());

/** A running contest (started 60 minutes ago, 4 hours long, open rank) with problems A (1000) and B (1002, or 1001 for OI). */
const makeContest = async (over: Partial<ContestItem> = {}) => {
  const cid = nextCid++;
  await putContest(t.deps.db, t.clock.now(), cid, { openRank: true, ...over }, { A: 1000, B: over.type === 1 ? 1001 : 1002 });
  return cid;
};

/** Submits as a user at `minute` after the contest start and sets the verdict by manual judge (root). */
const result = async (cid: number, user: string, displayId: 'A' | 'B', status: number, score?: number) => {
  const pid = displayId;
  const res = await t.call('POST', '/api/submit-problem-judge', { token: users[user]!.token, body: { pid, cid, language: 'C++', code: `// ${user} ${Math.random()}` } });
  expect(res.status, res.body.msg).toBe(200);
  const submitId = res.body.data.submitId as number;
  const judged = await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId, status, ...(score !== undefined ? { score } : {}) } });
  expect(judged.status, judged.body.msg).toBe(200);
  t.clock.advance(5 * MIN); // contest submissions are throttled per user; five minutes apart keeps times readable
  return submitId;
};

const rank = async (cid: number, token: string | undefined, body: Record<string, unknown> = {}, path = '/api/get-contest-rank') => {
  const res = await t.call('POST', path, { token, body: { cid, currentPage: 1, limit: 50, ...body } });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as { records: (AcmRankRow & OiRankRow)[]; total: number; current: number; size: number };
};

describe('ACM board', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await makeContest({ starAccount: ['star'], awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', background: '#fff7cc', color: '#c90', num: 1 }] });
    await result(cid, 'ann', 'A', S.WRONG_ANSWER);
    await result(cid, 'ann', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'A', S.ACCEPTED);
    await result(cid, 'bob', 'B', S.SYSTEM_ERROR);
    await result(cid, 'star', 'A', S.ACCEPTED);
    await result(cid, 'star', 'B', S.ACCEPTED);
    await result(cid, 'cat', 'B', S.TIME_LIMIT_EXCEEDED);
    // the super admin's submissions are never ranked
    const mine = await t.call('POST', '/api/submit-problem-judge', { token: root, body: { pid: 'A', cid, language: 'C++', code: 'int main(){}' } });
    await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: mine.body.data.submitId, status: S.ACCEPTED } });
    await rebuildBoard(t.deps, cid);
  });

  it('ranks by solved then penalty, stars at -1 without award, first blood, penalty with 20 minutes per wrong try', async () => {
    const page = await rank(cid, users.dan!.token);
    expect(page.records.map((r) => `${r.rank}:${r.username}:${r.ac}`)).toEqual(['-1:star:2', '1:bob:1', '2:ann:1', '3:cat:0']);
    const [star, bob, ann, cat] = page.records;
    expect(star!.isWinAward).toBe(false);
    expect(bob).toMatchObject({ isWinAward: true, awardName: 'Gold', awardBackground: '#fff7cc', awardColor: '#c90', total: 2 });
    // ann: wrong at 60 min, accepted at 65 min -> 65 min + 20 min penalty
    expect(ann).toMatchObject({ totalTime: 85 * 60, submissionInfo: { A: { isAC: true, ACTime: 65 * 60, errorNum: 1, isFirstAC: true } } });
    expect(bob!.submissionInfo.A).toMatchObject({ isAC: true, ACTime: 70 * 60, isFirstAC: false });
    expect(bob!.submissionInfo.B).toMatchObject({ isAC: false, errorNum: 0 }); // a system error is no wrong try
    expect(cat!.submissionInfo.B).toMatchObject({ isAC: false, errorNum: 1 });
    expect(page.records.every((r) => r.realname === null)).toBe(true);
  });

  it('removes stars, searches the shown name, pins the viewer and concerned users, pages', async () => {
    expect((await rank(cid, users.dan!.token, { removeStar: true })).records.map((r) => r.username)).toEqual(['bob', 'ann', 'cat']);
    expect((await rank(cid, users.dan!.token, { keyword: 'AN' })).records.map((r) => r.username)).toEqual(['ann']);
    // the viewer's and the concerned users' rows: copies marked pinned on top of every page, not in the total
    const marked = (p: { records: { username: string; pinned?: true }[] }) => p.records.map((r) => `${r.username}${r.pinned ? '*' : ''}`);
    const pinned = await rank(cid, users.cat!.token, { concernedList: [users.ann!.uid] });
    expect(marked(pinned)).toEqual(['cat*', 'ann*', 'star', 'bob', 'ann', 'cat']);
    expect(pinned.total).toBe(4);
    const second = await rank(cid, users.cat!.token, { currentPage: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(marked(second)).toEqual(['cat*', 'cat']);
    expect(marked(await rank(cid, users.dan!.token, { currentPage: 2, limit: 3 }))).toEqual(['cat']);
  });

  it('a manual rejudge moves the row from the old result to the new one, exactly once', async () => {
    const submitId = await result(cid, 'dan', 'A', S.ACCEPTED);
    await rebuildBoard(t.deps, cid);
    expect((await rank(cid, users.dan!.token, { removeStar: true })).records.find((r) => r.username === 'dan')).toMatchObject({ ac: 1 });
    await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId, status: S.WRONG_ANSWER } });
    await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId, status: S.WRONG_ANSWER } });
    await rebuildBoard(t.deps, cid);
    const dan = (await rank(cid, users.dan!.token, { removeStar: true })).records.find((r) => r.username === 'dan');
    expect(dan).toMatchObject({ ac: 0, total: 1, submissionInfo: { A: { isAC: false, errorNum: 1 } } });
  });

  it('the outside scoreboard is open to visitors only with openRank; the rank needs a login', async () => {
    expect((await rank(cid, undefined, {}, '/api/get-contest-outside-scoreboard')).total).toBeGreaterThan(0);
    const info = await t.call('GET', '/api/get-contest-outsize-info', { query: { cid } });
    expect(info.body.data).toMatchObject({
      contest: { id: cid, type: 0, openRank: true, status: 0, rankShowName: 'username' },
      problemList: [expect.objectContaining({ displayId: 'A', color: '#f00', pid: 1000 }), expect.objectContaining({ displayId: 'B' })],
    });
    const closed = await makeContest({ openRank: false });
    const res = await t.call('POST', '/api/get-contest-outside-scoreboard', { body: { cid: closed } });
    expect(res.status).toBe(403);
    expect((await t.call('GET', '/api/get-contest-outsize-info', { query: { cid: closed } })).status).toBe(403);
    // a group contest's board is for its group (the contest access policy), even with an open rank
    const grouped = await makeContest({ gid: 5 });
    expect((await t.call('POST', '/api/get-contest-outside-scoreboard', { token: users.dan!.token, body: { cid: grouped } })).status).toBe(403);
    expect((await t.call('GET', '/api/get-contest-scroll-board-info', { query: { cid: grouped } })).status).toBe(403);
    expect((await t.call('POST', '/api/get-contest-rank', { body: { cid } })).status).toBe(401);
  });

  it('the rank download is for the contest admin: a CSV with every row', async () => {
    expect((await t.call('GET', '/api/file/download-contest-rank', { token: users.ann!.token, query: { cid } })).status).toBe(403);
    const res = await t.call('GET', '/api/file/download-contest-rank', { token: root, query: { cid, removeStar: true } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`contest_${cid}_rank.csv`);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Rank","Username"');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['"bob"', '"ann"', '"cat"', '"dan"']);
  });
});

describe('a problem taken out of a contest', () => {
  it('leaves the board with its submissions, and the problem list counts with it', async () => {
    const cid = await makeContest();
    await result(cid, 'ann', 'A', S.ACCEPTED);
    await result(cid, 'cat', 'B', S.WRONG_ANSWER);
    await rebuildBoard(t.deps, cid);
    expect((await rank(cid, users.dan!.token)).records.map((r) => r.username)).toEqual(['ann', 'cat']);
    await t.deps.db.delete(contestProblemKey(cid, 'B'));
    await rebuildBoard(t.deps, cid);
    const rows = (await rank(cid, users.dan!.token)).records;
    expect(rows.map((r) => r.username)).toEqual(['ann']);
    expect(Object.keys(rows[0]!.submissionInfo)).toEqual(['A']);
    const problems = await t.call('GET', '/api/get-contest-problem', { token: users.dan!.token, query: { cid } });
    expect(problems.body.data).toEqual([expect.objectContaining({ displayId: 'A', ac: 1, total: 1 })]);
  });
});

describe('sealed ACM board', () => {
  it('hides results after the seal from everyone but a contest admin asking for the live board, and shows the real board after the end', async () => {
    const now = t.clock.now().getTime();
    const cid = await makeContest({
      startTime: new Date(now - 100 * MIN).toISOString(),
      endTime: new Date(now + 20 * MIN).toISOString(),
      sealRank: true,
      sealRankTime: new Date(now - 10 * MIN).toISOString(),
      autoRealRank: true,
      type: 0,
    });
    await result(cid, 'ann', 'A', S.ACCEPTED);
    await rebuildBoard(t.deps, cid);
    const sealed = await rank(cid, users.bob!.token);
    expect(sealed.records[0]!.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 0, tryNum: 1 });
    const live = await rank(cid, root, { forceRefresh: true });
    expect(live.records[0]!.submissionInfo.A).toMatchObject({ isAC: true });
    // a non-admin asking for the live board still sees the sealed one
    expect((await rank(cid, users.bob!.token, { forceRefresh: true })).records[0]!.submissionInfo.A!.isAC).toBe(false);

    // no result after the end: the first read after it rebuilds the board once
    t.clock.advance(30 * MIN);
    expect((await rank(cid, users.bob!.token)).records[0]!.submissionInfo.A).toMatchObject({ isAC: true });

    // the scroll board replays the sealed contest once it is over
    const info = await t.call('GET', '/api/get-contest-scroll-board-info', { query: { cid } });
    expect(info.body.data).toMatchObject({ id: cid, problemCount: 2, balloonColor: { A: '#f00', B: '#f00' }, starUserList: [] });
    const subs = await t.call('GET', '/api/get-contest-scroll-board-submission', { query: { cid, removeStar: true } });
    expect(subs.body.data).toEqual([expect.objectContaining({ username: 'ann', displayId: 'A', status: S.ACCEPTED, realname: null })]);
  });

  it('refuses the scroll board before the end; a contest never sealed has its info (no seal time) and no replay', async () => {
    const running = await makeContest({ sealRank: true, sealRankTime: t.clock.now().toISOString() });
    expect((await t.call('GET', '/api/get-contest-scroll-board-info', { query: { cid: running } })).body.msg).toMatch(/once the contest has ended/);
    // ended, never sealed (a seal time left over from an earlier setting is no seal)
    const now = t.clock.now().getTime();
    const unsealed = await makeContest({ startTime: new Date(now - 300 * MIN).toISOString(), endTime: new Date(now - 60 * MIN).toISOString(), sealRankTime: new Date(now - 90 * MIN).toISOString() });
    const info = await t.call('GET', '/api/get-contest-scroll-board-info', { query: { cid: unsealed } });
    expect(info.status, info.body.msg).toBe(200);
    expect(info.body.data).toMatchObject({ id: unsealed, sealRankTime: null });
    expect((await t.call('GET', '/api/get-contest-scroll-board-submission', { query: { cid: unsealed } })).body.msg).toMatch(/not sealed/);
  });
});

describe('OI board', () => {
  it("sums each user's last (Recent) or best (Highest) score per problem", async () => {
    for (const rule of ['Recent', 'Highest'] as const) {
      const cid = await makeContest({ type: 1, oiRankScoreType: rule });
      await result(cid, 'ann', 'B', S.PARTIAL_ACCEPTED, 60);
      await result(cid, 'ann', 'B', S.PARTIAL_ACCEPTED, 20);
      await result(cid, 'bob', 'B', S.PARTIAL_ACCEPTED, 40);
      await rebuildBoard(t.deps, cid);
      const rows = (await rank(cid, users.cat!.token)).records;
      const ann = rows.find((r) => r.username === 'ann')!;
      expect(ann.submissionInfo.B).toBe(rule === 'Recent' ? 20 : 60);
      expect(rows.map((r) => r.username)).toEqual(rule === 'Recent' ? ['bob', 'ann'] : ['ann', 'bob']);
      // ann's own view: her copy pinned on top, both rows in place, two on the board
      const own = await rank(cid, users.ann!.token);
      expect(own.records.map((r) => `${r.username}${r.pinned ? '*' : ''}`)).toEqual(rule === 'Recent' ? ['ann*', 'bob', 'ann'] : ['ann*', 'ann', 'bob']);
      expect(own.total).toBe(2);
    }
  });
});

describe('rebuild requests', () => {
  it('a counted result queues one rebuild; the poller builds the board within seconds, under the correlation id of the request', async () => {
    // a queue of this test's own, so no other test's requests are consumed here
    const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `board-${t.tableName}` }));
    const own = await createTestContext({ [QUEUES.board.envVar]: QueueUrl! });
    const lines: Record<string, unknown>[] = [];
    const recorded: [string, number][] = [];
    own.deps.log = loggerOn(recordingLog(lines), correlationFields);
    own.deps.metrics = { add: (metric, value) => void recorded.push([metric, value]), flush() {} };
    const poller = startBoardPoller(own.deps);
    try {
      const ownRoot = await own.rootToken();
      const { token } = await own.register('eve');
      const cid = 9100;
      await putContest(own.deps.db, own.clock.now(), cid);
      const sub = await own.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', cid, language: 'C++', code: 'int main(){}' } });
      // the first view builds the board in its request (pending); later results reach it only through the queue
      const first = await own.call('POST', '/api/get-contest-rank', { token, body: { cid } });
      expect(first.body.data.records[0]).toMatchObject({ username: 'eve', ac: 0 });
      await own.call('GET', '/api/admin/judge/manual-judge', { token: ownRoot, query: { submitId: sub.body.data.submitId, status: S.ACCEPTED } });
      await eventually(async () => {
        const res = await own.call('POST', '/api/get-contest-rank', { token, body: { cid } });
        expect(res.body.data.records[0]).toMatchObject({ username: 'eve', ac: 1 });
      }, 15_000);
      // the rebuild names the request that asked for it, the submission (its id travelled in the queue message; the
      // verdict found that rebuild queued already)
      const requestId = sub.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      expect(lines.find((l) => l.msg === 'request' && l.path === '/api/submit-problem-judge')).toMatchObject({ correlationId: requestId });
      // the board shows before the rebuild has published its snapshots and logged, so the log may lag a little
      await eventually(async () => {
        const rebuilt = lines.filter((l) => l.msg === 'scoreboard rebuilt' && l.correlationId === requestId);
        expect(rebuilt[0]).toMatchObject({ cid, correlationIds: [requestId] });
        expect(recorded.map(([metric]) => metric)).toEqual(expect.arrayContaining(['submissionsReceived', 'boardRebuildTime', 'boardRebuildLag']));
      }, 15_000);
      // the request was delayed by a few seconds in the queue before the rebuild took it
      for (const [, ms] of recorded.filter(([metric]) => metric === 'boardRebuildLag')) expect(ms).toBeGreaterThanOrEqual(BOARD_REBUILD_DELAY_SECONDS * 1000);
    } finally {
      await poller.stop();
      await own.cleanup();
    }
  });
});
