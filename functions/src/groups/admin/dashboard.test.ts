import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardInfo, LoginSession } from '@oj/shared/schemas/admin-dashboard';
import { Role } from '@oj/shared';
import { contestIndex, contestKey, statsDayKey } from '@oj/shared/db/keys';
import { createUser } from '../../data/users.ts';
import { hashPassword } from '../../services/passwords.ts';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  // A day boundary that is not UTC's: at 2026-11-01T20:00Z it is already 2 November in Shanghai.
  t = await createTestContext({ SITE_TIMEZONE: 'Asia/Shanghai' });
});
afterAll(() => t.cleanup());

const HOUR = 3_600_000;

describe('admin dashboard', () => {
  it('is for admin roles only', async () => {
    const { token } = await t.register('plainuser');
    for (const [method, path] of [
      ['GET', '/api/admin/dashboard/get-dashboard-info'],
      ['POST', '/api/admin/dashboard/get-sessions'],
    ] as const) {
      expect((await t.call(method, path)).status).toBe(401);
      expect((await t.call(method, path, { token })).status).toBe(403);
    }
  });

  it('counts accounts, contests of the next two weeks and today’s judged submissions in the site time zone', async () => {
    t.clock.advance(12 * HOUR); // 2026-11-01T20:00Z, 2 November 04:00 in Shanghai
    const now = t.clock.now().getTime();
    const contest = async (cid: number, startOffset: number) => {
      const startTime = new Date(now + startOffset).toISOString();
      const endTime = new Date(now + startOffset + 2 * HOUR).toISOString();
      await t.deps.db.put({
        ...contestKey(cid),
        ...contestIndex(startTime, cid),
        cid,
        title: `C${cid}`,
        type: 0,
        auth: 0,
        startTime,
        endTime,
        duration: 7200,
        visible: true,
        gid: null,
        participantCount: 0,
      });
    };
    await contest(91, -HOUR); // running
    await contest(92, 3 * 24 * HOUR); // in three days
    await contest(93, 20 * 24 * HOUR); // too far ahead
    await contest(94, -5 * HOUR); // ended
    await t.deps.db.put({ ...statsDayKey('2026-11-02', 0), day: '2026-11-02', total: 4, ac: 1 });
    await t.deps.db.put({ ...statsDayKey('2026-11-02', 5), day: '2026-11-02', total: 3, ac: 2 });
    await t.deps.db.put({ ...statsDayKey('2026-11-01', 1), day: '2026-11-01', total: 50, ac: 9 }); // yesterday there
    const info = async () => {
      const res = await t.call('GET', '/api/admin/dashboard/get-dashboard-info', { token: await t.rootToken() });
      expect(res.status).toBe(200);
      return DashboardInfo.parse(res.body.data);
    };
    const before = await info();
    await t.register('counted1');
    await t.register('counted2');
    expect(await info()).toEqual({ userNum: before.userNum + 2, recentContestNum: 2, todayJudgeNum: 7 });
  });

  it('get-sessions answers the login before the current one, as the reference does', async () => {
    const first = await t.call('POST', '/api/admin/login', { body: { username: 'root', password: ROOT_PASSWORD }, headers: { 'User-Agent': 'Firefox-first' }, ip: '10.1.1.1' });
    t.clock.advance(60_000);
    const second = await t.call('POST', '/api/admin/login', { body: { username: 'root', password: ROOT_PASSWORD }, headers: { 'User-Agent': 'Chrome-second' }, ip: '10.2.2.2' });
    const token = second.headers.get('authorization') as string;
    const res = await t.call('POST', '/api/admin/dashboard/get-sessions', { token });
    expect(res.status).toBe(200);
    const session = LoginSession.parse(res.body.data);
    expect(session).toMatchObject({ ip: '10.1.1.1', userAgent: 'Firefox-first' });
    expect(session.gmtCreate).toBe(session.gmtModified);
    expect(first.status).toBe(200);
    expect(Date.parse(session.gmtCreate)).toBe(t.clock.now().getTime() - 60_000);
  });

  it('with a single login on record, get-sessions answers that one', async () => {
    await createUser(t.deps.db, { uid: 'onelogin', username: 'onelogin', email: 'one@example.com', passwordHash: await hashPassword('secret-pass'), roleId: Role.PROBLEM_ADMIN }, t.clock.now());
    const token = await t.login('onelogin', 'secret-pass');
    const res = await t.call('POST', '/api/admin/dashboard/get-sessions', { token });
    expect(res.body.data).toMatchObject({ uid: 'onelogin', ip: '10.0.0.1', gmtCreate: t.clock.now().toISOString() });
  });
});
