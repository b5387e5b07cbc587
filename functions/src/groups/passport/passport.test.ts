import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfo, UserHomeInfo, CalendarHeatmap } from '@oj/shared';
import { captchaKey, userDayKey, userProblemKey, websiteConfigKey } from '@oj/shared/db/keys';
import { getWebsiteConfig } from '../../data/site-config.ts';
import { MAIL_PER_ADDRESS, REGISTER_CODES_PER_EMAIL } from './mail-limits.ts';
import { createTestContext, ROOT_PASSWORD, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const HOUR = 3_600_000;

describe('register', () => {
  it('registers with the mailed code and logs in', async () => {
    const { token } = await t.register('alice');
    expect(token).toMatch(/^ey/);
    const me = await t.call('GET', '/api/get-user-auth-info', { token });
    expect(me.body).toEqual({ status: 200, msg: 'success', data: { roles: ['default_user'], permissions: expect.arrayContaining(['submit']) } });
  });

  it.each([
    [{ username: '', password: 'secret1', email: 'a@b.co', code: '123456' }, 'Username_Check_Required'],
    [{ password: 'secret1', email: 'a@b.co', code: '123456' }, 'Username_Check_Required'],
    [{ username: 'x'.repeat(21), password: 'secret1', email: 'a@b.co', code: '123456' }, 'Username_Check_Max'],
    [{ username: 'bob', password: '', email: 'a@b.co', code: '123456' }, 'Password_Check_Required'],
    [{ username: 'bob', password: '12345', email: 'a@b.co', code: '123456' }, 'Password_Check_Between'],
    [{ username: 'bob', password: 'x'.repeat(21), email: 'a@b.co', code: '123456' }, 'Password_Check_Between'],
    [{ username: 'bob', password: 'secret1', email: '', code: '123456' }, 'Email_Check_Required'],
    [{ username: 'bob', password: 'secret1', email: 'not-an-email', code: '123456' }, 'Email_Check_Format'],
    [{ username: 'bob', password: 'secret1', email: 'a@b.co', code: '' }, 'Code_Check_Required'],
    [{ username: 'bob', password: 'secret1', email: 'a@b.co', code: '12345' }, 'Code_Check_Length'],
    [{ username: 'bob', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The verification code is wrong or has expired'],
    [{ username: 'alice', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The_username_already_exists'],
    [{ username: 'root', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The username is reserved or looks like a reserved name'],
    [{ username: 'r\u043e\u043et', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The username is reserved or looks like a reserved name'],
    [{ username: 'bo\u200bb', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The username may not contain control, invisible or formatting characters'],
    [{ username: 'bob\u0000', password: 'secret1', email: 'a@b.co', code: '123456' }, 'The username may not contain control, invisible or formatting characters'],
    [{ username: 'bob', password: 'secret1', email: 'root@example.com', code: '123456' }, 'The_email_already_exists'],
  ])('refuses %j with %s', async (body, msg) => {
    const res = await t.call('POST', '/api/register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg, data: null });
  });

  it('refuses a bad email format and a taken email when sending a code, and enforces the resend wait', async () => {
    expect((await t.call('GET', '/api/get-register-code', { query: { email: 'nope' } })).body.msg).toBe('Email_Check_Format');
    expect((await t.call('GET', '/api/get-register-code', { query: { email: 'root@example.com' } })).body.msg).toBe('The_email_already_exists');
    expect((await t.call('GET', '/api/get-register-code', { query: { email: 'wait@example.com' } })).status).toBe(200);
    const again = await t.call('GET', '/api/get-register-code', { query: { email: 'wait@example.com' } });
    expect(again.status).toBe(429);
    t.clock.advance(61_000);
    expect((await t.call('GET', '/api/get-register-code', { query: { email: 'wait@example.com' } })).status).toBe(200);
  });

  it('limits the codes mailed per client address and per email address each hour', async () => {
    t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR)); // the start of a fresh window
    const ask = (email: string, ip: string) => t.call('GET', '/api/get-register-code', { query: { email }, ip });
    for (let i = 0; i < MAIL_PER_ADDRESS.max; i++) expect((await ask(`spray${i}@example.com`, '10.3.3.3')).status).toBe(200);
    const refused = await ask('spray-last@example.com', '10.3.3.3');
    expect(refused.body).toEqual({ status: 429, msg: 'Too many emails requested from your address: please try again in 60 minutes', data: null });
    expect((await ask('spray-last@example.com', '10.3.3.4')).status).toBe(200);

    // One inbox: a code a minute at most, and no more than REGISTER_CODES_PER_EMAIL an hour from any address.
    for (let i = 0; i < REGISTER_CODES_PER_EMAIL.max; i++) {
      expect((await ask('inbox@example.com', `10.4.4.${i}`)).status).toBe(200);
      t.clock.advance(61_000);
    }
    const flooded = await ask('inbox@example.com', '10.4.4.99');
    expect(flooded.status).toBe(429);
    expect(flooded.body.msg).toBe('Too many codes sent to this email address: please try again in 57 minutes');

    t.clock.advance(HOUR);
    expect((await ask('inbox@example.com', '10.4.4.99')).status).toBe(200);
    expect((await ask('spray-again@example.com', '10.3.3.3')).status).toBe(200);
  });

  it('a code works once and only for its address', async () => {
    await t.call('GET', '/api/get-register-code', { query: { email: 'once@example.com' } });
    const code = /code is (\d{6})/.exec(await t.lastMailTo('once@example.com'))?.[1];
    const other = await t.call('POST', '/api/register', { body: { username: 'other', password: 'secret1', email: 'other@example.com', code } });
    expect(other.body.msg).toBe('The verification code is wrong or has expired');
    expect((await t.call('POST', '/api/register', { body: { username: 'once', password: 'secret1', email: 'once@example.com', code } })).status).toBe(200);
    const reuse = await t.call('POST', '/api/register', { body: { username: 'once2', password: 'secret1', email: 'once@example.com', code } });
    expect(reuse.body.msg).toBe('The_email_already_exists');
  });

  it('is refused while the site config closes registration', async () => {
    const config = await t.deps.db.get(websiteConfigKey);
    await t.deps.db.put({ ...config, register: false });
    getWebsiteConfig.clear(t.deps.db);
    const code = await t.call('GET', '/api/get-register-code', { query: { email: 'closed@example.com' } });
    const reg = await t.call('POST', '/api/register', { body: { username: 'closed', password: 'secret1', email: 'closed@example.com', code: '123456' } });
    await t.deps.db.put({ ...config, register: true });
    getWebsiteConfig.clear(t.deps.db);
    expect(code.status).toBe(403);
    expect(reg.body).toEqual({ status: 403, msg: 'Registration is closed on this site', data: null });
  });

  it('says which usernames and emails exist', async () => {
    const res = await t.call('POST', '/api/check-username-or-email', { body: { username: 'ROOT', email: 'nobody@example.com' } });
    expect(res.body.data).toEqual({ username: true, email: false });
  });
});

describe('login and tokens', () => {
  it('answers the user info with the token in the Authorization header', async () => {
    const res = await t.call('POST', '/api/login', { body: { username: 'root', password: ROOT_PASSWORD } });
    expect(res.status).toBe(200);
    expect(UserInfo.parse(res.body.data).roleList).toEqual(['root']);
    expect(res.headers.get('authorization')).toMatch(/^ey/);
  });

  it('refuses a wrong password, an unknown user and missing fields', async () => {
    expect((await t.call('POST', '/api/login', { body: { username: 'root', password: 'wrong-pass' } })).body).toEqual({ status: 400, msg: 'Wrong username or password', data: null });
    expect((await t.call('POST', '/api/login', { body: { username: 'ghost', password: 'whatever' } })).status).toBe(400);
    expect((await t.call('POST', '/api/login', { body: { username: 'root' } })).body.msg).toBe('Password_Check_Required');
  });

  it('locks a username from one address for 30 minutes after 20 failures', async () => {
    const { password } = await t.register('locky');
    for (let i = 0; i < 20; i++) await t.call('POST', '/api/login', { body: { username: 'locky', password: 'wrong-pass' }, ip: '10.9.9.9' });
    const locked = await t.call('POST', '/api/login', { body: { username: 'locky', password }, ip: '10.9.9.9' });
    expect(locked.status).toBe(403);
    expect(locked.body.msg).toMatch(/locked/);
    // Another address is not locked out by someone else's failures.
    expect((await t.call('POST', '/api/login', { body: { username: 'locky', password }, ip: '10.1.1.1' })).status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.call('POST', '/api/login', { body: { username: 'locky', password }, ip: '10.9.9.9' })).status).toBe(200);
  });

  it('refuses a missing, tampered or expired token with 401', async () => {
    const token = await t.rootToken();
    expect((await t.call('GET', '/api/get-user-auth-info')).status).toBe(401);
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url')}.${s}`;
    expect((await t.call('GET', '/api/get-user-auth-info', { token: forged })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: `${token}x` })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: 'garbage' })).status).toBe(401);
    t.clock.advance(24 * HOUR + 1000);
    const expired = await t.call('GET', '/api/get-user-auth-info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.msg).toMatch(/expired/);
  });

  it('ignores a bad token on public calls', async () => {
    expect((await t.call('GET', '/api/get-website-config', { token: 'garbage' })).status).toBe(200);
  });

  it('hands out a fresh token with Refresh-Token after 12 hours', async () => {
    const token = await t.rootToken();
    const early = await t.call('GET', '/api/get-user-auth-info', { token });
    expect(early.headers.get('refresh-token')).toBeNull();
    t.clock.advance(12 * HOUR + 1000);
    const late = await t.call('GET', '/api/get-user-auth-info', { token });
    expect(late.status).toBe(200);
    expect(late.headers.get('refresh-token')).toBe('true');
    const fresh = late.headers.get('authorization') as string;
    expect(fresh).not.toBe(token);
    t.clock.advance(13 * HOUR); // the old token has now expired, the fresh one has not
    expect((await t.call('GET', '/api/get-user-auth-info', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: fresh })).status).toBe(200);
  });

  it('logout ends every session of the user', async () => {
    const one = await t.rootToken();
    const two = await t.rootToken();
    expect((await t.call('GET', '/api/logout', { token: one })).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: one })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: two })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: await t.rootToken() })).status).toBe(200);
  });

  it('echoes Url-Type and exposes the auth headers to browsers', async () => {
    const res = await t.call('GET', '/api/get-user-auth-info', { headers: { 'Url-Type': 'admin', Origin: 'http://example.com' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('url-type')).toBe('admin');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Authorization.*Refresh-Token.*Url-Type.*Content-Disposition/);
  });
});

describe('password reset', () => {
  const captchaAnswer = async (key: string) => (await t.deps.db.get(captchaKey(key)))?.answer as string;

  it('mails a link after a right captcha; the link sets a new password once and ends old sessions', async () => {
    const { token, email } = await t.register('forgetful');
    const cap = await t.call('GET', '/api/captcha');
    expect(cap.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await t.call('POST', '/api/apply-reset-password', { body: { email, captcha: 'zzzz', captchaKey: cap.body.data.captchaKey } });
    expect(wrong.body.msg).toBe('The captcha is wrong or has expired');

    const cap2 = (await t.call('GET', '/api/captcha')).body.data;
    const ok = await t.call('POST', '/api/apply-reset-password', { body: { email, captcha: await captchaAnswer(cap2.captchaKey), captchaKey: cap2.captchaKey } });
    expect(ok.status).toBe(200);
    const link = /(http\S+reset-password\?\S+)/.exec(await t.lastMailTo(email))?.[1] as string;
    const params = new URL(link).searchParams;
    expect(params.get('username')).toBe('forgetful');

    const reset = await t.call('POST', '/api/reset-password', { body: { username: 'forgetful', password: 'brand-new-1', code: params.get('code') } });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/get-user-auth-info', { token })).status).toBe(401);
    expect(await t.login('forgetful', 'brand-new-1')).toMatch(/^ey/);
    const again = await t.call('POST', '/api/reset-password', { body: { username: 'forgetful', password: 'other-pass-1', code: params.get('code') } });
    expect(again.body.msg).toBe('The reset link is invalid or has expired');
  });

  it('accepts a solved captcha once, even from 10 parallel requests', async () => {
    const { email } = await t.register('parallel');
    const cap = (await t.call('GET', '/api/captcha')).body.data;
    const answer = await captchaAnswer(cap.captchaKey);
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', '/api/apply-reset-password', { body: { email, captcha: answer, captchaKey: cap.captchaKey } })));
    const past = replies.filter((r) => r.body.msg !== 'The captcha is wrong or has expired');
    expect(past.map((r) => r.status)).toEqual([200]);
  });

  it('refuses an unknown email, an unknown username and a captcha of the wrong length', async () => {
    const cap = (await t.call('GET', '/api/captcha')).body.data;
    const res = await t.call('POST', '/api/apply-reset-password', { body: { email: 'nobody@example.com', captcha: await captchaAnswer(cap.captchaKey), captchaKey: cap.captchaKey } });
    expect(res.body.msg).toBe('The_email_does_not_exists');
    expect((await t.call('POST', '/api/reset-password', { body: { username: 'nobody', password: 'secret1', code: 'abc' } })).body.msg).toBe('The_username_does_not_exists');
    expect((await t.call('POST', '/api/apply-reset-password', { body: { email: 'a@b.co', captcha: '123456789', captchaKey: 'k' } })).status).toBe(400);
  });
});

describe('account settings', () => {
  it('changes the password: the old one stops working, other sessions end, this one gets a fresh token', async () => {
    const { token, password } = await t.register('changer');
    const other = await t.login('changer', password);
    const wrong = await t.call('POST', '/api/change-password', { token, body: { oldPassword: 'not-it', newPassword: 'new-pass-1' } });
    expect(wrong.body.msg).toBe('The current password is wrong');
    const same = await t.call('POST', '/api/change-password', { token, body: { oldPassword: password, newPassword: password } });
    expect(same.status).toBe(400);
    const res = await t.call('POST', '/api/change-password', { token, body: { oldPassword: password, newPassword: 'new-pass-1' } });
    expect(res.body.data).toEqual({ code: 200, msg: 'Update_Successfully' });
    expect(res.headers.get('refresh-token')).toBe('true');
    expect((await t.call('GET', '/api/get-user-auth-info', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/get-user-auth-info', { token: res.headers.get('authorization') as string })).status).toBe(200);
    expect((await t.call('POST', '/api/login', { body: { username: 'changer', password } })).status).toBe(400);
  });

  it('changes the email with a code mailed to the new address', async () => {
    const { token, password } = await t.register('mover');
    expect((await t.call('GET', '/api/get-change-email-code', { token, query: { email: 'mover@example.com' } })).status).toBe(400);
    expect((await t.call('GET', '/api/get-change-email-code', { token, query: { email: 'root@example.com' } })).body.msg).toBe('The_email_already_exists');
    expect((await t.call('GET', '/api/get-change-email-code', { token, query: { email: 'moved@example.com' } })).status).toBe(200);
    const code = /code to change your email is (\d{6})/.exec(await t.lastMailTo('moved@example.com'))?.[1];
    const res = await t.call('POST', '/api/change-email', { token, body: { password, newEmail: 'moved@example.com', code } });
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo.email).toBe('moved@example.com');
    // The old address is free again, the new one is taken.
    expect((await t.call('POST', '/api/check-username-or-email', { body: { email: 'mover@example.com' } })).body.data.email).toBe(false);
    expect((await t.call('POST', '/api/check-username-or-email', { body: { email: 'moved@example.com' } })).body.data.email).toBe(true);
  });

  it('changes profile fields and validates them', async () => {
    const { token } = await t.register('profiler');
    const res = await t.call('POST', '/api/change-userInfo', { token, body: { nickname: 'Pro', school: 'MIT', gender: 'female', github: 'https://github.com/p', signature: '# hi' } });
    expect(res.status).toBe(200);
    expect(UserInfo.parse(res.body.data)).toMatchObject({ nickname: 'Pro', school: 'MIT', gender: 'female' });
    expect((await t.call('POST', '/api/change-userInfo', { token, body: { gender: 'other' } })).status).toBe(400);
    expect((await t.call('POST', '/api/change-userInfo', { token, body: { github: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await t.call('POST', '/api/change-userInfo', { token, body: { nickname: 'n'.repeat(21) } })).status).toBe(400);
    const hidden = await t.call('POST', '/api/change-userInfo', { token, body: { nickname: 'Pro\u202e', school: 'MIT' } });
    expect(hidden.body).toEqual({ status: 400, msg: 'The nickname may not contain control, invisible or formatting characters', data: null });
    const wide = await t.call('POST', '/api/change-userInfo', { token, body: { school: '\uff2d\uff29\uff34' } });
    expect(wide.body.data.school).toBe('MIT');
    expect((await t.call('POST', '/api/change-userInfo', { body: { nickname: 'x' } })).status).toBe(401);
  });
});

describe('user pages', () => {
  it('shows a user home by username, by uid and for the caller', async () => {
    const { token } = await t.register('homey');
    const byName = await t.call('GET', '/api/get-user-home-info', { query: { username: 'homey' } });
    const home = UserHomeInfo.parse(byName.body.data);
    expect(home).toMatchObject({ username: 'homey', total: 0, solvedList: [], solvedGroupByDifficulty: { 0: [], 1: [], 2: [] } });
    expect((await t.call('GET', '/api/get-user-home-info', { query: { uid: home.uid } })).body.data.username).toBe('homey');
    expect((await t.call('GET', '/api/get-user-home-info', { token })).body.data.username).toBe('homey');
    expect((await t.call('GET', '/api/get-user-home-info')).status).toBe(400);
    expect((await t.call('GET', '/api/get-user-home-info', { query: { username: 'nobody' } })).status).toBe(404);
  });

  it('names on a profile only the solved problems the caller may read: not a private one an admin solved', async () => {
    await t.register('solver');
    const uid = (await t.call('GET', '/api/get-user-home-info', { query: { username: 'solver' } })).body.data.uid;
    const solvedItem = (pid: number, problemId: string) => ({ ...userProblemKey(uid, pid), pid, problemId, difficulty: 0, solved: true, acCount: 1, bestScore: 100, bestOiRankScore: 0, v: 1 });
    await t.deps.db.put(solvedItem(1000, '1000'));
    await t.deps.db.put(solvedItem(1002, '1002'));
    const root = await t.rootToken();
    expect((await t.call('PUT', '/api/admin/problem/change-problem-auth', { token: root, body: { id: 1002, auth: 2 } })).status).toBe(200);
    const seenBy = async (token?: string) => UserHomeInfo.parse((await t.call('GET', '/api/get-user-home-info', { token, query: { username: 'solver' } })).body.data);
    expect(await seenBy()).toMatchObject({ solvedList: ['1000'], solvedGroupByDifficulty: { 0: [{ pid: 1000, problemId: '1000', difficulty: 0 }] } });
    expect((await seenBy(root)).solvedList).toEqual(['1000', '1002']);
  });

  it('builds the heatmap from the per-day counters of the last year', async () => {
    await t.register('busy');
    const uid = (await t.call('GET', '/api/get-user-home-info', { query: { username: 'busy' } })).body.data.uid;
    await t.deps.db.put({ ...userDayKey(uid, '2026-10-30'), day: '2026-10-30', count: 3 });
    await t.deps.db.put({ ...userDayKey(uid, '2024-01-01'), day: '2024-01-01', count: 9 });
    const res = await t.call('GET', '/api/get-user-calendar-heatmap', { query: { username: 'busy' } });
    const heat = CalendarHeatmap.parse(res.body.data);
    expect(heat.dataList).toEqual([{ date: '2026-10-30', count: 3 }]);
    expect(heat.endDate).toBe(t.clock.now().toISOString().slice(0, 10));
  });
});
