import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeStatus as S } from '@oj/shared';
import { contestKey, listCountShardPrefix, submissionKey } from '@oj/shared/db/keys';
import { applyResultEffects } from '@oj/shared/db/result-effects';
import { isTransactionRace } from '../data/db.ts';
import { ContestItem } from '@oj/shared/db/items/contest';
import { putContest } from '../../test/fixtures/contest.ts';
import { contestForm } from '../../test/fixtures/admin-contest.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { releaseDueResults, RELEASE_SETTLE_MS } from './release-results.ts';

// A contest AC reaches the author's profile, the global ranks, the heatmap and the home rankings only when the
// contest's results are released: at the end for a board that opens then, when an admin opens one that stayed sealed.
let t: TestContext;
let root: string;
const users: Record<string, { token: string; uid: string }> = {};
let nextCid = 8100;
const MIN = 60_000;

// the global ranks are cached for 10 s of real time in the Lambda: each look moves that clock past it
let cacheOffset = 0;
const realNow = Date.now.bind(Date);
const freshCaches = () => {
  cacheOffset += 11_000;
  t.clock.advance(61_000);
};

beforeAll(async () => {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + cacheOffset);
  t = await createTestContext();
  root = await t.rootToken();
  for (const name of ['ann', 'bob']) {
    const { token } = await t.register(name);
    const info = await t.call('GET', '/api/get-user-home-info', { query: { username: name } });
    users[name] = { token, uid: info.body.data.uid };
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.cleanup();
});

/** A contest that started an hour ago and ends in `endsInMin` minutes, sealed from its start unless `over` says otherwise. */
const makeContest = async (over: Partial<ContestItem>, endsInMin = 180) => {
  const cid = nextCid++;
  const now = t.clock.now().getTime();
  await putContest(t.deps.db, t.clock.now(), cid, {
    sealRank: true,
    sealRankTime: new Date(now - 60 * MIN).toISOString(),
    autoRealRank: false,
    endTime: new Date(now + endsInMin * MIN).toISOString(),
    ...over,
  });
  return cid;
};

const accepted = async (cid: number, user: string) => {
  const res = await t.call('POST', '/api/submit-problem-judge', { token: users[user]!.token, body: { pid: 'A', cid, language: 'C++', code: `// ${Math.random()}` } });
  expect(res.status, res.body.msg).toBe(200);
  const judged = await t.call('GET', '/api/admin/judge/manual-judge', { token: root, query: { submitId: res.body.data.submitId, status: S.ACCEPTED } });
  expect(judged.status, judged.body.msg).toBe(200);
  t.clock.advance(MIN);
  return res.body.data.submitId as number;
};

/** Every site-wide figure of a user, as the public calls show them. */
const siteFigures = async (user: string) => {
  freshCaches();
  const [home, heatmap, acm, oi, seven, week] = await Promise.all([
    t.call('GET', '/api/get-user-home-info', { query: { username: user } }),
    t.call('GET', '/api/get-user-calendar-heatmap', { query: { username: user } }),
    t.call('GET', '/api/get-rank-list', { query: { type: 0, currentPage: 1, limit: 50 } }),
    t.call('GET', '/api/get-rank-list', { query: { type: 1, currentPage: 1, limit: 50 } }),
    t.call('GET', '/api/get-recent-seven-ac-rank'),
    t.call('GET', '/api/get-last-week-submission-statistics'),
  ]);
  for (const res of [home, heatmap, acm, oi, seven, week]) expect(res.status, res.body.msg).toBe(200);
  const row = (acm.body.data.records as { username: string; ac: number; total: number }[]).find((r) => r.username === user);
  return {
    solved: home.body.data.solvedList as string[],
    total: home.body.data.total as number,
    heatmap: (heatmap.body.data.dataList as { count: number }[]).reduce((n, d) => n + d.count, 0),
    rankAc: row?.ac ?? 0,
    inOiRank: (oi.body.data.records as { username: string }[]).some((r) => r.username === user),
    sevenDayAc: (seven.body.data as { username: string; ac: number }[]).find((r) => r.username === user)?.ac ?? 0,
    weekAc: (week.body.data.acCountList as number[]).reduce((n, c) => n + c, 0),
  };
};

const NOTHING = { solved: [], total: 0, heatmap: 0, rankAc: 0, inOiRank: false, sevenDayAc: 0, weekAc: 0 };

const contest = async (cid: number) => ContestItem.parse(await t.deps.db.get(contestKey(cid), true));

describe('contest results reach site-wide figures on release', () => {
  it('a sealed AC stays off every site-wide figure until an admin opens the board after the end, then counts once', async () => {
    const cid = await makeContest({}, 30);
    await accepted(cid, 'ann');
    expect(await siteFigures('ann')).toEqual(NOTHING);

    // the end passes; the board stays sealed (autoRealRank off), so the clock releases nothing
    t.clock.advance(40 * MIN);
    await releaseDueResults(t.deps);
    expect(await siteFigures('ann')).toEqual(NOTHING);
    expect((await contest(cid)).resultsReleasedAt).toBeNull();

    // the admin opens the board: the save releases the results at once
    const c = await contest(cid);
    const form = contestForm({ title: c.title, startTime: c.startTime, endTime: c.endTime, duration: c.duration, sealRank: true, sealRankTime: c.sealRankTime, autoRealRank: true });
    const saved = await t.call('PUT', '/api/admin/contest', { token: root, body: { ...form, id: cid } });
    expect(saved.status, saved.body.msg).toBe(200);
    const after = { solved: ['1000'], total: 1, heatmap: 1, rankAc: 1, inOiRank: true, sevenDayAc: 1, weekAc: 1 };
    expect(await siteFigures('ann')).toEqual(after);

    // the clock running again (twice, the second after the settle time) counts nothing twice, then ends the release
    await releaseDueResults(t.deps);
    t.clock.advance(RELEASE_SETTLE_MS);
    await releaseDueResults(t.deps);
    expect(await siteFigures('ann')).toEqual(after);
    expect((await contest(cid)).releaseDone).toBe(true);
  });

  it('a contest without a seal after its end is released by the clock at the end, resuming where a run stopped', async () => {
    const cid = await makeContest({ sealRank: false }, 10);
    await accepted(cid, 'bob');
    t.clock.advance(MIN);
    await accepted(cid, 'bob');
    // even an open board waits for the end: a contest's results are site-wide figures only once it is over (ann's AC is the week's one)
    expect(await siteFigures('bob')).toEqual({ ...NOTHING, weekAc: 1 });

    t.clock.advance(10 * MIN);
    await releaseDueResults(t.deps, 1);
    const first = await contest(cid);
    expect(first.resultsReleasedAt).not.toBeNull();
    expect(first.releaseSweptTo).not.toBeNull();
    expect((await siteFigures('bob')).total).toBe(1);

    // two overlapping ticks go on from where the first stopped, and count each submission once
    await Promise.all([releaseDueResults(t.deps), releaseDueResults(t.deps)]);
    expect(await siteFigures('bob')).toEqual({ solved: ['1000'], total: 2, heatmap: 2, rankAc: 1, inOiRank: true, sevenDayAc: 2, weekAc: 3 });
  });

  it('a result judged after the release counts site-wide at once', async () => {
    const cid = await makeContest({ sealRank: false, allowEndSubmit: true }, 5);
    t.clock.advance(6 * MIN);
    await releaseDueResults(t.deps);
    expect((await contest(cid)).resultsReleasedAt).not.toBeNull();
    const before = await siteFigures('bob');
    await accepted(cid, 'bob');
    expect(await siteFigures('bob')).toMatchObject({ total: before.total + 1, heatmap: before.heatmap + 1, sevenDayAc: before.sevenDayAc + 1 });
  });

  it('an apply that saw the contest unreleased and commits after the release fails, plans again, and counts once', async () => {
    const cid = await makeContest({ sealRank: false }, 5);
    const res = await t.call('POST', '/api/submit-problem-judge', { token: users.ann!.token, body: { pid: 'A', cid, language: 'C++', code: '// racing' } });
    expect(res.status, res.body.msg).toBe(200);
    const submitId = res.body.data.submitId as number;
    // the judge's result is written; its apply is the one that races the release
    await t.deps.db.update(submissionKey(submitId), { UpdateExpression: 'SET #s = :ac', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':ac': S.ACCEPTED } });
    t.clock.advance(10 * MIN);
    const before = await siteFigures('ann');

    const outcomes: string[] = [];
    await applyResultEffects(
      {
        get: (key) => t.deps.db.get(key, true),
        // the first transaction was planned with the contest unreleased: the release runs before it is written
        transact: async (ops) => {
          if (!outcomes.length) await releaseDueResults(t.deps);
          await t.deps.db.transact(ops).then(
            () => outcomes.push('written'),
            (err: unknown) => {
              outcomes.push('refused');
              throw err;
            },
          );
        },
        isRace: isTransactionRace,
        boardChanged: async () => {},
      },
      submitId,
      'UTC',
    );
    // planned again after the refusal, nothing was left to move
    expect(outcomes).toEqual(['refused']);
    const { pk, prefix } = listCountShardPrefix(`SUBS#C#${cid}`);
    const shards = await t.deps.db.partition(pk, prefix, true);
    expect(shards.reduce((n, c) => n + Number(c[`s${S.ACCEPTED}`] ?? 0), 0)).toBe(1);
    expect(await siteFigures('ann')).toMatchObject({ total: before.total + 1, rankAc: before.rankAc, sevenDayAc: before.sevenDayAc + 1 });
  });

  it('a release that fails inside the contest save leaves the save done and the rest to the clock', async () => {
    const cid = await makeContest({}, 5);
    await accepted(cid, 'bob');
    t.clock.advance(10 * MIN);
    const before = await siteFigures('bob');
    const c = await contest(cid);
    const form = contestForm({ title: c.title, startTime: c.startTime, endTime: c.endTime, duration: c.duration, sealRank: true, sealRankTime: c.sealRankTime, autoRealRank: true });
    // the contest's submission list cannot be read during the save
    const query = t.deps.db.queryPage.bind(t.deps.db);
    const failing = vi
      .spyOn(t.deps.db, 'queryPage')
      .mockImplementation((input) => (String(input.ExpressionAttributeValues?.[':pk']).startsWith('SUBS#C#') ? Promise.reject(new Error('throttled')) : query(input)));
    const saved = await t.call('PUT', '/api/admin/contest', { token: root, body: { ...form, id: cid } });
    failing.mockRestore();
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await contest(cid)).resultsReleasedAt).not.toBeNull();
    expect((await siteFigures('bob')).total).toBe(before.total);

    await releaseDueResults(t.deps);
    expect((await siteFigures('bob')).total).toBe(before.total + 1);
  });
});
