import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteJudgeConfigKey } from '@oj/shared/db/keys';
import { SECRET_MASK } from '@oj/shared/schemas/admin-config';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { fileAccountStore } from './file-store.ts';
import { accountsOfSite, readRemoteAccounts } from './remote-accounts.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oj-accounts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the local file store', () => {
  it('reads nothing before the first write, then each judge it was given, keeping the others; only its owner may read it', async () => {
    const store = fileAccountStore(join(dir, 'nested', 'remote-accounts.json'));
    expect(await store.read()).toEqual({});
    await store.write({ hdu: [{ username: 'a', password: 'pa' }] });
    await store.write({ poj: [{ username: 'b', password: 'pb' }], cf: [] });
    expect(await store.read()).toEqual({ hdu: [{ username: 'a', password: 'pa' }], poj: [{ username: 'b', password: 'pb' }], cf: [] });
    expect((await stat(join(dir, 'nested', 'remote-accounts.json'))).mode & 0o777).toBe(0o600);
  });
});

describe('the switch page on the file store', () => {
  let t: TestContext;
  let root: string;
  const file = () => join(dir, 'site-accounts.json');
  beforeAll(async () => {
    t = await createTestContext({ REMOTE_ACCOUNTS_FILE: file() });
    root = await t.rootToken();
  });
  afterAll(() => t.cleanup());
  const update = (body: unknown) => t.call('PUT', '/api/admin/switch/update', { token: root, body });
  const info = async () => (await t.call('GET', '/api/admin/switch/info', { token: root })).text;

  it('reads accounts sealed into the table before the store existed, until the page saves that judge', async () => {
    await t.deps.repos.siteConfig.setConfigFields('remoteJudge', { poj: [{ username: 'old', passwordSealed: t.deps.secrets.seal('old-pw') }] });
    expect((await readRemoteAccounts(t.deps)).poj).toEqual([{ username: 'old', password: 'old-pw' }]);
    expect(JSON.parse(await info()).data).toMatchObject({ pojUsernameList: ['old'], pojPasswordList: [SECRET_MASK] });
    // kept on the mask, now in the file; the table's sealed copy is emptied
    expect((await update({ pojUsernameList: ['old', 'new'], pojPasswordList: [SECRET_MASK, 'new-pw'] })).status).toBe(200);
    expect(JSON.parse(await readFile(file(), 'utf8')).poj).toEqual([
      { username: 'old', password: 'old-pw' },
      { username: 'new', password: 'new-pw' },
    ]);
    expect((await t.deps.db.get(remoteJudgeConfigKey, true))?.poj).toEqual([]);
    expect(await accountsOfSite(t.deps, 'POJ')).toHaveLength(2);
  });

  it('answers names and masks only, and Codeforces gym leases the Codeforces accounts', async () => {
    expect((await update({ cfUsernameList: ['tourist'], cfPasswordList: ['cf-secret'] })).status).toBe(200);
    const raw = await info();
    expect(raw).not.toMatch(/cf-secret|old-pw|new-pw/);
    expect(JSON.parse(raw).data).toMatchObject({ cfUsernameList: ['tourist'], cfPasswordList: [SECRET_MASK], pojUsernameList: ['old', 'new'] });
    t.clock.advance(60_000);
    expect(await accountsOfSite(t.deps, 'GYM')).toEqual([{ username: 'tourist', password: 'cf-secret' }]);
    expect(JSON.stringify(await t.deps.db.get(remoteJudgeConfigKey, true))).not.toMatch(/cf-secret/);
  });
});
