import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { emailConfigKey, judgeHeartbeatKey, remoteJudgeConfigKey, switchConfigKey } from '@oj/shared/db/keys';
import { DbAndRedisConfigView, EmailConfigView, JudgeServiceInfo, SECRET_MASK, ServiceInfo, SwitchConfigView, WebConfigView } from '@oj/shared/schemas/admin-config';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { person } from '../../../test/fixtures/community.ts';
import { setFields } from '../../data/db.ts';
import { remoteSiteEnabled } from '../../services/remote-judge-switch.ts';

let t: TestContext;
let root: string;
const tokens: Record<'admin' | 'problemAdmin' | 'user', string> = { admin: '', problemAdmin: '', user: '' };
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  tokens.admin = (await person(t, 'cfg-admin', { roleId: Role.ADMIN })).token;
  tokens.problemAdmin = (await person(t, 'cfg-padmin', { roleId: Role.PROBLEM_ADMIN })).token;
  tokens.user = (await person(t, 'cfg-user', { ac: 50 })).token;
});
afterAll(() => t.cleanup());

const ROOT_ONLY: [string, string, unknown?][] = [
  ['GET', '/api/admin/config/get-web-config'],
  ['PUT', '/api/admin/config/set-web-config', { name: 'X' }],
  ['GET', '/api/admin/config/get-email-config'],
  ['PUT', '/api/admin/config/set-email-config', { emailPort: 25 }],
  ['POST', '/api/admin/config/test-email', { email: 'a@example.com' }],
  ['GET', '/api/admin/config/get-db-and-redis-config'],
  ['PUT', '/api/admin/config/set-db-and-redis-config', {}],
  ['GET', '/api/admin/switch/info'],
  ['PUT', '/api/admin/switch/update', {}],
  ['DELETE', '/api/admin/config/home-carousel?id=1'],
  ['POST', '/api/file/upload-carouse-img'],
];
const SERVICE_INFO = ['/api/admin/config/get-service-info', '/api/admin/config/get-judge-service-info'];

describe('who may call', () => {
  it('refuses anonymous callers (401) and everyone but root (403) on the configuration calls', async () => {
    for (const [method, path, body] of ROOT_ONLY) {
      expect((await t.call(method, path, { body })).status, path).toBe(401);
      for (const token of Object.values(tokens)) expect((await t.call(method, path, { token, body })).status, `${path} ${token === tokens.admin}`).toBe(403);
    }
  });

  it('lets root, admin and problem admin read the service and judge information, by GET or POST; others not', async () => {
    for (const path of SERVICE_INFO) {
      for (const token of [root, tokens.admin, tokens.problemAdmin]) {
        for (const method of ['GET', 'POST']) expect((await t.call(method, path, { token })).status, `${method} ${path}`).toBe(200);
      }
      expect((await t.call('GET', path, { token: tokens.user })).status).toBe(403);
      expect((await t.call('GET', path)).status).toBe(401);
    }
  });
});

describe('website configuration', () => {
  it('answers the reference shape and shows a change on the public site configuration', async () => {
    const before = await t.call('GET', '/api/admin/config/get-web-config', { token: root });
    expect(WebConfigView.strict().parse(before.body.data).name).toBe('Online Judge');
    const set = await t.call('PUT', '/api/admin/config/set-web-config', {
      token: root,
      body: { name: 'Campus Judge', shortName: 'CJ', baseUrl: 'https://judge.example.edu', register: false, recordUrl: '', projectUrl: 'https://example.org/oj' },
    });
    expect(set.status, set.body.msg).toBe(200);
    const after = (await t.call('POST', '/api/admin/config/get-web-config', { token: root })).body.data;
    expect(after).toMatchObject({
      name: 'Campus Judge',
      shortName: 'CJ',
      baseUrl: 'https://judge.example.edu',
      register: false,
      projectUrl: 'https://example.org/oj',
      description: before.body.data.description,
    });
    const site = (await t.call('GET', '/api/get-website-config')).body.data;
    expect(site).toMatchObject({ name: 'Campus Judge', register: false, baseUrl: 'https://judge.example.edu' });
    const refused = await t.call('GET', '/api/get-register-code', { query: { email: 'new@example.com' } });
    expect([refused.status, refused.body.msg]).toEqual([403, 'Registration is closed on this site']);
    await t.call('PUT', '/api/admin/config/set-web-config', { token: root, body: { register: true } });
  });

  it('refuses addresses that are not http(s), empty names and oversized texts', async () => {
    const bad = async (body: unknown) => (await t.call('PUT', '/api/admin/config/set-web-config', { token: root, body })).body.msg;
    expect(await bad({ baseUrl: 'javascript:alert(1)' })).toBe('The base URL must be an http:// or https:// address');
    expect(await bad({ projectUrl: 'ftp://x' })).toBe('The project URL must be an http:// or https:// address');
    expect(await bad({ name: '  ' })).toBe('The site name must not be empty');
    expect(await bad({ description: 'x'.repeat(501) })).toBe('The site description must be at most 500 characters');
    expect(await bad({ register: 'yes' })).toBe('register must be true or false');
  });
});

/** A tiny SMTP server: takes one message and records the AUTH PLAIN credentials, the envelope and the data. */
const smtpServer = async () => {
  const seen = { auth: '', rcpt: '', data: '' };
  const server: Server = createServer((socket: Socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          seen.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') {
          seen.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString();
          socket.write('235 ok\r\n');
        } else if (verb === 'RCPT') {
          seen.rcpt = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { seen, port: (server.address() as { port: number }).port, close: () => new Promise((r) => server.close(r)) };
};

describe('mail configuration', () => {
  it('never sends the password back, keeps it on the mask, stores it sealed, and removes it on an empty string', async () => {
    const set = (body: unknown) => t.call('PUT', '/api/admin/config/set-email-config', { token: root, body });
    const get = async () => (await t.call('GET', '/api/admin/config/get-email-config', { token: root })).text;
    expect((await set({ emailHost: 'smtp.example.com', emailPort: 587, emailUsername: 'oj@example.com', emailPassword: 'Sup3r-Secret!', emailSsl: false })).status).toBe(200);
    let raw = await get();
    expect(raw).not.toContain('Sup3r-Secret!');
    expect(EmailConfigView.strict().parse(JSON.parse(raw).data)).toMatchObject({ emailHost: 'smtp.example.com', emailPassword: SECRET_MASK, transport: 'smtp' });
    expect(JSON.stringify(await t.deps.db.get(emailConfigKey))).not.toContain('Sup3r-Secret!');
    const sealed = (await t.deps.db.get(emailConfigKey))!.emailPasswordSealed as string;
    expect(t.deps.secrets.open(sealed)).toBe('Sup3r-Secret!');
    await set({ emailPassword: SECRET_MASK, emailPort: 2525 });
    expect((await t.deps.db.get(emailConfigKey))!.emailPasswordSealed).toBe(sealed);
    await set({ emailPassword: '' });
    raw = await get();
    expect(JSON.parse(raw).data.emailPassword).toBe('');
    await set({ emailHost: '' });
    expect(JSON.parse(await get()).data.transport).toBe('file');
  });

  it('refuses a bad host, port or test address', async () => {
    const msg = async (path: string, body: unknown, method = 'PUT') => (await t.call(method, path, { token: root, body })).body.msg;
    expect(await msg('/api/admin/config/set-email-config', { emailPort: 70000 })).toBe('The SMTP port must be between 1 and 65535');
    expect(await msg('/api/admin/config/set-email-config', { emailHost: 'smtp example' })).toBe('The SMTP host must be a host name or an IP address');
    expect(await msg('/api/admin/config/test-email', { email: '' }, 'POST')).toBe('The test email address must not be empty');
    expect(await msg('/api/admin/config/test-email', { email: 'not-an-address' }, 'POST')).toBe('The test email address is not valid');
  });

  it('sends the test mail through the configured SMTP server with the stored password, and reports a failure clearly', async () => {
    const smtp = await smtpServer();
    try {
      await t.call('PUT', '/api/admin/config/set-email-config', {
        token: root,
        body: { emailHost: '127.0.0.1', emailPort: smtp.port, emailSsl: false, emailUsername: 'oj@example.com', emailPassword: 'smtp-pass-1' },
      });
      const sent = await t.call('POST', '/api/admin/config/test-email', { token: root, body: { email: 'admin@example.org' } });
      expect(sent.status, sent.body.msg).toBe(200);
      expect(smtp.seen.auth).toBe('\0oj@example.com\0smtp-pass-1');
      expect(smtp.seen.rcpt).toContain('admin@example.org');
      expect(smtp.seen.data).toContain('test mail');
    } finally {
      await smtp.close();
    }
    // nothing listens there now
    const failed = await t.call('POST', '/api/admin/config/test-email', { token: root, body: { email: 'admin@example.org' } });
    expect(failed.status).toBe(400);
    expect(failed.body.msg).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/);
    await t.call('PUT', '/api/admin/config/set-email-config', { token: root, body: { emailHost: '', emailPassword: '' } });
    expect((await t.call('POST', '/api/admin/config/test-email', { token: root, body: { email: 'admin@example.org' } })).status).toBe(200);
    expect(await t.lastMailTo('admin@example.org')).toContain('test mail');
  });
});

describe('data sources', () => {
  it('answers the table and region truthfully and refuses to change them', async () => {
    const got = await t.call('GET', '/api/admin/config/get-db-and-redis-config', { token: root });
    expect(DbAndRedisConfigView.strict().parse(got.body.data)).toMatchObject({ dbName: t.tableName, database: 'DynamoDB', dbPassword: null, redisHost: null });
    const set = await t.call('PUT', '/api/admin/config/set-db-and-redis-config', { token: root, body: { dbHost: 'mysql' } });
    expect([set.status, set.body.msg]).toEqual([400, 'The database and the queues are deployment settings (DynamoDB and SQS, set by the CDK app); they cannot be changed here']);
  });
});

describe('switches', () => {
  const update = (body: unknown) => t.call('PUT', '/api/admin/switch/update', { token: root, body });
  const submit = (token: string) => t.call('POST', '/api/submit-problem-judge', { token, body: { pid: 1000, language: 'C++', code: 'int main(){return 0;}' } });

  it('answers every field of the reference with the defaults', async () => {
    const info = SwitchConfigView.strict().parse((await t.call('GET', '/api/admin/switch/info', { token: root })).body.data);
    expect(info).toMatchObject({ openPublicJudge: true, openContestJudge: true, openGroupJudge: true, hideNonContestSubmissionCode: false, defaultSubmitInterval: 8, hduUsernameList: [] });
  });

  it('closing public judging refuses submissions and test runs with the reason; opening it again lets them through', async () => {
    expect((await update({ openPublicJudge: false, defaultSubmitInterval: 0 })).status).toBe(200);
    const refused = await submit(tokens.user);
    expect([refused.status, refused.body.msg]).toEqual([403, 'The site has closed problem judging: submissions and test runs are refused']);
    const testRun = await t.call('POST', '/api/submit-problem-test-judge', { token: tokens.user, body: { pid: 1000, language: 'C++', code: 'int main(){}', type: 'public' } });
    expect(testRun.status).toBe(403);
    await update({ openPublicJudge: true });
    expect((await submit(tokens.user)).status).toBe(200);
  });

  it('a raised submit interval refuses a second submission inside it', async () => {
    await update({ defaultSubmitInterval: 120 });
    expect((await t.call('GET', '/api/admin/switch/info', { token: root })).body.data.defaultSubmitInterval).toBe(120);
    t.clock.advance(200_000);
    expect((await submit(tokens.user)).status).toBe(200);
    t.clock.advance(60_000);
    const again = await submit(tokens.user);
    expect([again.status, again.body.msg]).toEqual([429, 'Submitting too fast: please wait 120 seconds between submissions']);
    await update({ defaultSubmitInterval: -5 });
    expect((await t.call('GET', '/api/admin/switch/info', { token: root })).body.data.defaultSubmitInterval).toBe(0);
  });

  it('closing public discussion closes the discussion list', async () => {
    await update({ openPublicDiscussion: false });
    expect((await t.call('GET', '/api/get-website-config')).body.data.openPublicDiscussion).toBe(false);
    const list = await t.call('GET', '/api/get-discussion-list', { token: tokens.user });
    expect([list.status, list.body.msg]).toEqual([403, 'No Access: the discussion area is closed on this site']);
    await update({ openPublicDiscussion: true });
    expect((await t.call('GET', '/api/get-discussion-list', { token: tokens.user })).status).toBe(200);
  });

  it('hides practice code from all but root and problem admins while hideNonContestSubmissionCode is on', async () => {
    const mine = (await submit(tokens.problemAdmin)).body.data.submitId as number;
    await update({ hideNonContestSubmissionCode: true });
    const code = async (token: string) => (await t.call('GET', '/api/get-submission-detail', { token, query: { submitId: mine } })).body.data.submission.code;
    expect(await code(tokens.problemAdmin)).toBe('int main(){return 0;}');
    expect(await code(root)).toBe('int main(){return 0;}');
    expect(await code(tokens.admin)).toMatch(/^Because the super administrator has enabled/);
    await update({ hideNonContestSubmissionCode: false });
    expect(await code(tokens.admin)).toBe('int main(){return 0;}');
  });

  it('stores remote judge accounts with sealed passwords, shows only masks, and keeps a password on the mask', async () => {
    expect((await update({ hduUsernameList: ['acct1', 'acct2'], hduPasswordList: ['pw-one', 'pw-two'] })).status).toBe(200);
    const raw = (await t.call('GET', '/api/admin/switch/info', { token: root })).text;
    expect(raw).not.toMatch(/pw-one|pw-two/);
    expect(JSON.parse(raw).data).toMatchObject({
      hduUsernameList: ['acct1', 'acct2'],
      hduPasswordList: [SECRET_MASK, SECRET_MASK],
      remoteJudgeNote: expect.stringContaining('switched off refuses importing'),
    });
    expect(JSON.stringify(await t.deps.db.get(remoteJudgeConfigKey))).not.toMatch(/pw-one|pw-two/);
    await update({ hduUsernameList: ['acct2', 'acct3'], hduPasswordList: [SECRET_MASK, 'pw-three'] });
    const stored = (await t.deps.db.get(remoteJudgeConfigKey))!.hdu as { username: string; passwordSealed: string }[];
    expect(stored.map((a) => [a.username, t.deps.secrets.open(a.passwordSealed)])).toEqual([
      ['acct2', 'pw-two'],
      ['acct3', 'pw-three'],
    ]);
    const msg = async (body: unknown) => (await update(body)).body.msg;
    expect(await msg({ cfUsernameList: ['x'] })).toBe('The Codeforces account names and passwords must be given together, one password per name');
    expect(await msg({ cfUsernameList: ['x'], cfPasswordList: [SECRET_MASK] })).toBe('No password is stored for the Codeforces account x: please give it');
    expect(await msg({ defaultCreateCommentACInitValue: -1 })).toBe('defaultCreateCommentACInitValue must not be negative');
  });

  it('switches each remote judge; the public configuration lists those on with an account, and nothing of the accounts', async () => {
    const info = async () => SwitchConfigView.strict().parse((await t.call('GET', '/api/admin/switch/info', { token: root })).body.data);
    const site = async () => (await t.call('GET', '/api/get-website-config')).text;
    expect(await info()).toMatchObject({ openRemoteJudgeHDU: true, openRemoteJudgeCF: true, openRemoteJudgeGYM: true, openRemoteJudgeLIBRE: true });
    const accounts = { cfUsernameList: ['coach-cf'], cfPasswordList: ['cf-secret'], pojUsernameList: ['coach-poj'], pojPasswordList: ['poj-secret'], hduUsernameList: [], hduPasswordList: [] };
    expect((await update({ ...accounts, openRemoteJudgePOJ: false })).status).toBe(200);
    expect(await info()).toMatchObject({ openRemoteJudgePOJ: false, openRemoteJudgeCF: true, cfUsernameList: ['coach-cf'] });
    expect(JSON.parse(await site()).data.remoteJudges).toEqual(['CF', 'GYM']);
    expect(await site()).not.toMatch(/coach|secret|UsernameList|PasswordList/);
    // the public list reads the account counts the switch page keeps, not the accounts (which may live in Secrets Manager) ...
    const reread = async () => {
      await t.deps.repos.siteConfig.setConfigFields('website', {});
      t.clock.advance(60_000);
      return JSON.parse(await site()).data.remoteJudges;
    };
    await t.deps.db.update(remoteJudgeConfigKey, setFields({ cf: [] }));
    expect(await reread()).toEqual(['CF', 'GYM']);
    // ... and, before any account was saved with this version, the sealed lists
    await t.deps.db.update(switchConfigKey, setFields({ remoteAccountCounts: null }));
    expect(await reread()).toEqual([]);
    await update(accounts);
    expect([await remoteSiteEnabled(t.deps, 'POJ'), await remoteSiteEnabled(t.deps, 'GYM')]).toEqual([false, true]);

    await update({ openRemoteJudgeGYM: false, openRemoteJudgePOJ: true });
    expect(JSON.parse(await site()).data.remoteJudges).toEqual(['CF', 'POJ']);
    expect([await remoteSiteEnabled(t.deps, 'POJ'), await remoteSiteEnabled(t.deps, 'GYM')]).toEqual([true, false]);
    const bad = await update({ openRemoteJudgeCF: 'yes' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'openRemoteJudgeCF must be true or false']);

    await update({ openRemoteJudgeGYM: true, cfUsernameList: [], cfPasswordList: [], pojUsernameList: [], pojPasswordList: [] });
    expect(JSON.parse(await site()).data.remoteJudges).toEqual([]);
  });
});

describe('carousel', () => {
  const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const upload = (token: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return t.call('POST', '/api/file/upload-carouse-img', { token, rawBody: form });
  };

  it('stores an image, shows it on the home carousel, and deletes it with its file', async () => {
    const res = await upload(root, PNG_1X1, 'banner.png', 'image/png');
    expect(res.status, res.body.msg).toBe(200);
    const { id, url } = res.body.data as { id: number; url: string };
    expect(url).toMatch(/^\/public\/carousel\/[0-9a-f-]{36}\.png$/);
    expect((await t.call('GET', '/api/home-carousel')).body.data).toContainEqual({ id, url });
    expect((await t.app.request(url)).status).toBe(200);
    expect((await t.call('DELETE', '/api/admin/config/home-carousel', { token: root, query: { id } })).status).toBe(200);
    expect((await t.call('GET', '/api/home-carousel')).body.data).not.toContainEqual({ id, url });
    expect((await t.app.request(url)).status).toBe(404);
    const again = await t.call('DELETE', '/api/admin/config/home-carousel', { token: root, query: { id } });
    expect([again.status, again.body.msg]).toEqual([404, 'The image does not exist']);
  });

  it('refuses a file that is not an image whatever its name says, an SVG, and one too large', async () => {
    const fake = await upload(root, Buffer.from('<script>alert(1)</script>'), 'banner.png', 'image/png');
    expect([fake.status, fake.body.msg]).toEqual([400, 'The carousel image must be an image of type gif, jpg, jpeg, png, bmp, webp']);
    const svg = await upload(root, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'b.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    const big = await upload(root, Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.status).toBe(413);
    expect((await t.call('POST', '/api/file/upload-carouse-img', { token: root, rawBody: new FormData() })).body.msg).toBe('Please choose an image to upload');
  });
});

describe('service and judge information', () => {
  it('describes this API instance', async () => {
    const info = ServiceInfo.strict().parse((await t.call('GET', '/api/admin/config/get-service-info', { token: root })).body.data);
    expect(info.tableName).toBe(t.tableName);
    expect(info.runtime).toMatch(/^Node\.js v\d+/);
    expect(info.backupPercentMemoryLoad).toMatch(/^\d+\.\d\d%$/);
  });

  it('lists the judge tasks from their heartbeats and the real queues’ depths', async () => {
    const now = t.clock.now();
    const beat = { name: 'judge-a', concurrency: 4, busy: 1, cpuCores: 4, cpuPercent: 37.5, memoryPercent: 20, judged: 12, judgedPerMinute: 2.4, startedAt: now.toISOString() };
    await t.deps.db.put({ ...judgeHeartbeatKey('judge-a'), ...beat, beatAt: now.toISOString() });
    await t.deps.db.put({ ...judgeHeartbeatKey('judge-stale'), ...beat, name: 'judge-stale', beatAt: new Date(now.getTime() - 5 * 60_000).toISOString() });
    await t.deps.db.put({ ...judgeHeartbeatKey('judge-gone'), ...beat, name: 'judge-gone', beatAt: new Date(now.getTime() - 3600_000).toISOString() });
    await t.call('PUT', '/api/admin/switch/update', { token: root, body: { defaultSubmitInterval: 0 } });
    expect((await t.call('POST', '/api/submit-problem-judge', { token: tokens.user, body: { pid: 1000, language: 'C++', code: 'int main(){}' } })).status).toBe(200);
    const info = JudgeServiceInfo.parse((await t.call('GET', '/api/admin/config/get-judge-service-info', { token: tokens.problemAdmin })).body.data);
    expect(info.judges.map((j) => [j.name, j.alive])).toEqual([
      ['judge-a', true],
      ['judge-stale', false],
    ]);
    expect(info.judges[0]).toMatchObject({ concurrency: 4, busy: 1, percentCpuLoad: '37.50%', judgedPerMinute: 2.4 });
    expect(info.judgedPerMinute).toBe(2.4);
    expect(info.queues.map((q) => q.name)).toEqual(['contest', 'general', 'testRun', 'deadLetter']);
    // no judge runs in tests: the submission waits on the general queue (which other test files share)
    expect(info.queues.find((q) => q.name === 'general')!.waiting).toBeGreaterThanOrEqual(1);
    expect(info.queues.every((q) => q.oldestAgeSeconds === null)).toBe(true);
  });
});
