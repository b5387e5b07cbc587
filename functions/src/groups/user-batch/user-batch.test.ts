import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/shared';
import { userJobChunkKey } from '@oj/shared/db/keys';
import { getUser, uidByUsername, updateUser, userCount } from '../../data/users.ts';
import { getUserJob, getUserJobChunk } from '../../data/user-jobs.ts';
import { runNextChunk } from '../../jobs/user-jobs/runner.ts';
import { rowUid, writeChunk } from '../../jobs/user-jobs/write-chunk.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { readFirstSheet } from '../../../test/xlsx.ts';

let t: TestContext;
let root: string;
const tokens: Record<'user' | 'admin' | 'problemAdmin', string> = { user: '', admin: '', problemAdmin: '' };
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  tokens.user = (await t.register('plainuser')).token;
  for (const [name, role] of [
    ['admin', Role.ADMIN],
    ['problemAdmin', Role.PROBLEM_ADMIN],
  ] as const) {
    await t.register(`x${name}`);
    await updateUser(t.deps.db, (await uidByUsername(t.deps.db, `x${name}`))!, { roleId: role }, t.clock.now());
    tokens[name] = await t.login(`x${name}`, 'secret-pass');
  }
}, 120_000);
afterAll(() => t.cleanup());

/** Runs a job's chunks the way the queue would, one message after another. */
const runJob = async (id: string) => {
  for (let i = 0; i < 100 && (await getUserJob(t.deps.db, id, t.clock.now(), true))!.chunksDone < (await getUserJob(t.deps.db, id, t.clock.now(), true))!.chunks; i++) await runNextChunk(t.deps, id);
};

const importRows = async (users: unknown[][]) => {
  const res = await t.call('POST', '/api/admin/user/insert-batch-user', { token: root, body: { users } });
  expect(res.status, res.body?.msg).toBe(200);
  return res.body.data as { id: string; total: number };
};

/** The spreadsheet download as bytes (the test client reads replies as text). */
const download = (key: string) => t.app.request(`/api/file/generate-user-excel?key=${key}`, { headers: { Authorization: root } }, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });

const jobView = async (id: string) => (await t.call('GET', '/api/admin/user/batch-job', { token: root, query: { id } })).body.data;

describe('who may call', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/admin/user/batch-preview', { body: { users: [['someone', 'secret1']] } }],
    ['POST', '/api/admin/user/insert-batch-user', { body: { users: [['someone', 'secret1']] } }],
    ['POST', '/api/admin/user/generate-user', { body: { prefix: 'r', number_from: 1, number_to: 1 } }],
    ['GET', '/api/admin/user/batch-job', { query: { id: '0'.repeat(32) } }],
    ['POST', '/api/admin/user/batch-job-resume', { body: { id: '0'.repeat(32) } }],
    ['GET', '/api/file/generate-user-excel', { query: { key: '0'.repeat(32) } }],
  ];

  it.each(calls)('%s %s: only the super admin (user_admin)', async (method, path, opts) => {
    expect((await t.call(method, path, opts)).status).toBe(401);
    for (const token of Object.values(tokens)) expect((await t.call(method, path, { ...opts, token })).status, path).toBe(403);
  });

  it('a job id that is not a job id is refused before any read', async () => {
    const res = await t.call('GET', '/api/admin/user/batch-job', { token: root, query: { id: '../x' } });
    expect(res.body).toMatchObject({ status: 400, msg: 'The job id is invalid' });
    expect((await t.call('GET', '/api/admin/user/batch-job', { token: root, query: { id: 'a'.repeat(32) } })).body).toMatchObject({
      status: 404,
      msg: 'The batch job does not exist or has expired',
    });
  });
});

describe('preview', () => {
  it('reports every problem per row, names given twice and names already taken, and writes nothing', async () => {
    await t.register('taken');
    const before = await userCount(t.deps.db);
    const res = await t.call('POST', '/api/admin/user/batch-preview', {
      token: root,
      body: {
        users: [
          ['pv1', 'secret1', 'pv1@example.com', 'Real', 'male', 'nick', 'school'],
          ['Taken', 'secret1'],
          ['pv2', 'secret1', 'TAKEN@example.com'],
          ['pv1', 'secret1'],
          ['pv3', '123'],
          ['', ''],
          ['pv4', 'secret1', null, 5, 1],
        ],
      },
    });
    expect(res.body.data).toEqual({
      total: 7,
      valid: 2,
      problems: [
        { row: 2, username: 'Taken', field: 'username', message: 'The_username_already_exists' },
        { row: 3, username: 'pv2', field: 'email', message: 'The_email_already_exists' },
        { row: 4, username: 'pv1', field: 'username', message: 'The username appears more than once in the file' },
        { row: 5, username: 'pv3', field: 'password', message: 'Password_Check_Between' },
        { row: 6, username: '', field: 'username', message: 'Username_Check_Required' },
        { row: 6, username: '', field: 'password', message: 'Password_Check_Required' },
      ],
    });
    expect(await userCount(t.deps.db)).toBe(before);
    expect(await uidByUsername(t.deps.db, 'pv1')).toBeUndefined();
  });

  it.each([
    [{}, 'The users to insert must not be empty'],
    [{ users: [] }, 'The users to insert must not be empty'],
    [{ users: 'ann,secret1' }, 'The users to insert must not be empty'],
    [{ users: ['ann'] }, 'Each row must be a list of cells'],
    [{ users: [[{ a: 1 }]] }, 'Each cell must be text'],
    [{ users: [['x'.repeat(401)]] }, 'A cell may hold at most 400 characters'],
    [{ users: Array.from({ length: 5001 }, () => ['a', 'b']) }, 'At most 5000 users per batch'],
  ])('refuses a malformed body %#', async (body, msg) => {
    for (const path of ['/api/admin/user/batch-preview', '/api/admin/user/insert-batch-user']) {
      expect((await t.call('POST', path, { token: root, body })).body).toMatchObject({ status: 400, msg });
    }
  });
});

describe('import job', () => {
  it('answers the job at once; the runner writes the good rows and reports the bad ones', async () => {
    await t.register('already');
    const before = await userCount(t.deps.db);
    const started = await importRows([
      ['imp1', 'secret1', 'imp1@example.com', 'Imp One', 'female', 'Nick', 'MIT'],
      ['imp2', 'secret2', '', '', '0'],
      ['imp3', 'short'],
      ['already', 'secret1'],
      ['imp4', 'secret1', 'already@example.com'],
      ['IMP1', 'secret1'],
    ]);
    expect(started).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), total: 6 });
    expect(await jobView(started.id)).toMatchObject({ state: 'queued', total: 6, processed: 0, created: 0, failed: 0, failures: [] });
    expect(await uidByUsername(t.deps.db, 'imp1')).toBeUndefined();

    await runJob(started.id);
    const done = await jobView(started.id);
    expect(done).toMatchObject({ id: started.id, kind: 'import', state: 'done', total: 6, processed: 6, created: 2, failed: 4 });
    expect(done.failures).toEqual([
      { row: 3, username: 'imp3', field: 'password', message: 'Password_Check_Between' },
      { row: 4, username: 'already', field: 'username', message: 'The_username_already_exists' },
      { row: 5, username: 'imp4', field: 'email', message: 'The_email_already_exists' },
      { row: 6, username: 'IMP1', field: 'username', message: 'The username appears more than once in the file' },
    ]);
    expect(await userCount(t.deps.db)).toBe(before + 2);

    const imp1 = await getUser(t.deps.db, (await uidByUsername(t.deps.db, 'imp1'))!);
    expect(imp1).toMatchObject({ username: 'imp1', email: 'imp1@example.com', realname: 'Imp One', gender: 'female', nickname: 'Nick', school: 'MIT', roleId: Role.USER });
    expect(await getUser(t.deps.db, (await uidByUsername(t.deps.db, 'imp2'))!)).toMatchObject({ email: null, gender: 'male', realname: null });
    expect(await t.login('imp1', 'secret1')).toMatch(/^ey/);
    expect(await t.login('imp2', 'secret2')).toMatch(/^ey/);
    // the passwords do not outlive the write
    expect((await getUserJobChunk(t.deps.db, started.id, 0))!.rows.every((r) => r.password === undefined)).toBe(true);
  });

  it('a chunk written again (the runner died before recording it) or run twice at once duplicates nothing', async () => {
    const before = await userCount(t.deps.db);
    const rows = Array.from({ length: 150 }, (_, i) => [`re${i}`, 'secret1', `re${i}@example.com`]);
    const { id } = await importRows(rows);
    const job = (await getUserJob(t.deps.db, id, t.clock.now(), true))!;
    expect(job.chunks).toBe(2);
    // a run that wrote every row of chunk 0 and died before recording it
    expect(await writeChunk(t.deps, job, (await getUserJobChunk(t.deps.db, id, 0))!)).toEqual([]);
    expect(await userCount(t.deps.db)).toBe(before + 100);
    // the message comes back, and a second copy of it is delivered at the same moment
    await Promise.all([runNextChunk(t.deps, id), runNextChunk(t.deps, id)]);
    expect(await jobView(id)).toMatchObject({ state: 'running', processed: 100, created: 100, failed: 0, failures: [] });
    await runJob(id);
    expect(await jobView(id)).toMatchObject({ state: 'done', processed: 150, created: 150, failed: 0, failures: [] });
    expect(await userCount(t.deps.db)).toBe(before + 150);
    expect(await uidByUsername(t.deps.db, 're7')).toBe(rowUid(id, 8));
    // the same job once more: nothing moves
    await runNextChunk(t.deps, id);
    expect(await jobView(id)).toMatchObject({ processed: 150, created: 150 });
    expect(await userCount(t.deps.db)).toBe(before + 150);
  }, 180_000);

  it('a job and its report are gone once expired', async () => {
    const { id } = await importRows([['exp1', 'secret1']]);
    expect((await t.deps.db.get(userJobChunkKey(id, 0)))!.expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 24 * 3600);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    try {
      // (the session token has expired too)
      expect((await t.call('GET', '/api/admin/user/batch-job', { token: await t.rootToken(), query: { id } })).status).toBe(404);
      await runNextChunk(t.deps, id);
      expect(await uidByUsername(t.deps.db, 'exp1')).toBeUndefined();
    } finally {
      t.clock.advance(-(24 * 3600 * 1000 + 1000));
    }
  });
});

describe('generated accounts', () => {
  it('generates 20 accounts and hands them over as a spreadsheet that logs them in', async () => {
    const before = await userCount(t.deps.db);
    const res = await t.call('POST', '/api/admin/user/generate-user', { token: root, body: { prefix: 'team', suffix: 'x', number_from: 1, number_to: 20, password_length: 8 } });
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), key: res.body.data.id, total: 20 });
    const { key } = res.body.data as { key: string };

    // the reference's client downloads at once, while the job is still writing
    const early = await download(key);
    expect(early.status).toBe(200);
    expect(early.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(early.headers.get('content-disposition')).toBe(`attachment; filename="${key}.xlsx"`);
    const earlySheet = readFirstSheet(new Uint8Array(await early.arrayBuffer()));

    await runJob(key);
    expect(await jobView(key)).toMatchObject({ kind: 'generate', state: 'done', created: 20, failed: 0 });
    expect(await userCount(t.deps.db)).toBe(before + 20);

    const sheet = readFirstSheet(new Uint8Array(await (await download(key)).arrayBuffer()));
    expect(sheet[0]).toEqual(['username', 'password']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 20 }, (_, i) => `team${i + 1}x`));
    for (const [, password] of sheet.slice(1)) expect(password).toMatch(/^[a-z0-9]{8}$/);
    expect(earlySheet).toEqual(sheet);
    for (const [username, password] of [sheet[1]!, sheet[20]!]) expect(await t.login(username!, password!)).toMatch(/^ey/);
  }, 60_000);

  it('refuses the whole range when a name is taken or breaks the username rules, writing nothing', async () => {
    await t.register('clash3');
    const before = await userCount(t.deps.db);
    const taken = await t.call('POST', '/api/admin/user/generate-user', { token: root, body: { prefix: 'clash', number_from: 1, number_to: 5 } });
    expect(taken.body).toMatchObject({ status: 400, msg: 'These usernames already exist: clash3' });
    const long = await t.call('POST', '/api/admin/user/generate-user', { token: root, body: { prefix: 'p'.repeat(18), number_from: 1, number_to: 100 } });
    expect(long.body).toMatchObject({ status: 400, msg: 'Username_Check_Max' });
    const spaced = await t.call('POST', '/api/admin/user/generate-user', { token: root, body: { prefix: 'a b', number_from: 1, number_to: 2 } });
    expect(spaced.body.status).toBe(400);
    expect(await userCount(t.deps.db)).toBe(before);
  });

  it.each([
    [{ number_to: 3 }, 'The start number is required'],
    [{ number_from: 1 }, 'The end number is required'],
    [{ number_from: 'x', number_to: 3 }, 'The start number must be a whole number'],
    [{ number_from: -1, number_to: 3 }, 'The start number must not be negative'],
    [{ number_from: 5, number_to: 3 }, 'The end number must not be below the start number'],
    [{ number_from: 0, number_to: 5000 }, 'At most 5000 users per batch'],
    [{ number_from: 1, number_to: 3, password_length: 5 }, 'The password length must be a number from 6 to 25'],
    [{ number_from: 1, number_to: 3, password_length: 26 }, 'The password length must be a number from 6 to 25'],
    [{ number_from: 1, number_to: 3, password_length: 7.5 }, 'The password length must be a number from 6 to 25'],
  ])('refuses %j', async (body, msg) => {
    expect((await t.call('POST', '/api/admin/user/generate-user', { token: root, body: { prefix: 'gen', ...body } })).body).toMatchObject({ status: 400, msg });
  });

  it('downloads only generated jobs', async () => {
    const { id } = await importRows([['notgen', 'secret1']]);
    expect((await t.call('GET', '/api/file/generate-user-excel', { token: root, query: { key: id } })).status).toBe(404);
  });
});
