import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestListItem } from '@oj/shared';
import { contestIndex, contestKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestContext();
  const now = t.clock.now().getTime();
  const put = async (cid: number, title: string, startOffsetHours: number, hours: number, extra: Record<string, unknown> = {}) => {
    const startTime = new Date(now + startOffsetHours * HOUR).toISOString();
    await t.deps.db.put({
      ...contestKey(cid),
      ...contestIndex(startTime, cid),
      cid,
      title,
      type: 0,
      auth: 0,
      startTime,
      endTime: new Date(now + (startOffsetHours + hours) * HOUR).toISOString(),
      duration: hours * 3600,
      visible: true,
      gid: null,
      participantCount: cid,
      ...extra,
    });
  };
  await put(1, 'Autumn Cup', -48, 3); // ended
  await put(2, 'Winter Cup', -50, 3, { type: 1, oiRankScoreType: 'Highest', openRank: true }); // ended, earlier
  await put(3, 'Weekly Round', -1, 3); // running
  await put(4, 'Spring Cup', 24, 2, { auth: 1 }); // scheduled
  await put(5, 'Hidden Test', -1, 3, { visible: false });
  await put(6, 'Group Training', -1, 3, { gid: 9 });
});
afterAll(() => t.cleanup());

const titles = async (query: Record<string, string | number> = {}) => {
  const res = await t.call('GET', '/api/get-contest-list', { query });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records.map((c: { title: string }) => c.title);
};

describe('contest list', () => {
  it('lists visible contests outside groups: scheduled, running, ended, latest start first', async () => {
    expect(await titles()).toEqual(['Spring Cup', 'Weekly Round', 'Autumn Cup', 'Winter Cup']);
  });

  it('filters by rule, status and keyword, and pages by 10', async () => {
    expect(await titles({ type: 1 })).toEqual(['Winter Cup']);
    expect(await titles({ status: 0 })).toEqual(['Weekly Round']);
    expect(await titles({ status: -1 })).toEqual(['Spring Cup']);
    expect(await titles({ keyword: 'cup', status: 1 })).toEqual(['Autumn Cup', 'Winter Cup']);
    const page = await t.call('GET', '/api/get-contest-list', { query: { currentPage: 2, limit: 3 } });
    expect(page.body.data).toMatchObject({ total: 4, current: 2, size: 3, records: [expect.objectContaining({ title: 'Winter Cup' })] });
    expect((await t.call('GET', '/api/get-contest-list')).body.data.size).toBe(10);
  });

  it('serves each contest flat with id, status and participant count, as the reference client reads it', async () => {
    const res = await t.call('GET', '/api/get-contest-list', { query: { type: 1 } });
    expect(ContestListItem.parse(res.body.data.records[0])).toMatchObject({ id: 2, type: 1, status: 1, count: 2, oiRankScoreType: 'Highest', openRank: true, duration: 10_800 });
  });

  it('refuses filters it does not know', async () => {
    expect((await t.call('GET', '/api/get-contest-list', { query: { status: 2 } })).body.msg).toMatch(/status must be -1/);
    expect((await t.call('GET', '/api/get-contest-list', { query: { type: 'x' } })).status).toBe(400);
  });
});
