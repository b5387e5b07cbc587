import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberAuth as A, PUBLIC_FILES_PATH } from '@oj/shared';
import { putGroup } from '../../data/group-fixture.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { registerUser, rootUser, type TestUser } from '../../../test/fixtures/group.ts';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let admin: TestUser;
let gid: number;

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

beforeAll(async () => {
  t = await createTestContext();
  root = await rootUser(t);
  owner = await registerUser(t, 'aowner');
  admin = await registerUser(t, 'aadmin');
  gid = (await putGroup(t.deps.db, 1, owner, [{ ...admin, auth: A.ADMIN }])).gid;
});
afterAll(() => t.cleanup());

const upload = (token: string | undefined, bytes: Uint8Array, name: string, type: string, to: number | null = gid) => {
  const form = new FormData();
  if (to !== null) form.append('gid', String(to));
  form.append('image', new File([bytes], name, { type }));
  return t.call('POST', '/api/file/upload-group-avatar', { token, rawBody: form });
};
const stored = async (url: string) => {
  try {
    await publicFilesFor(t.deps).get(url.slice(PUBLIC_FILES_PATH.length));
    return true;
  } catch {
    return false;
  }
};

describe('the group avatar upload', () => {
  it('stores the root’s image, answers the group and deletes the old image', async () => {
    const first = await upload(owner.token, PNG_1X1, 'a.png', 'image/png');
    expect(first.status, first.body.msg).toBe(200);
    const url = first.body.data.avatar as string;
    expect(url).toMatch(new RegExp(`^/public/group-avatar/${gid}/[0-9a-f-]{36}\\.png$`));
    expect(first.body.data).toMatchObject({ id: gid, code: '' });
    expect(await stored(url)).toBe(true);
    const second = await upload(root.token, GIF_1X1, 'b.gif', 'image/gif');
    expect(second.status, second.body.msg).toBe(200);
    expect(second.body.data.avatar).toMatch(/\.gif$/);
    expect(await stored(url)).toBe(false);
    expect((await t.call('GET', '/api/get-group-detail', { token: admin.token, query: { gid } })).body.data.avatar).toBe(second.body.data.avatar);
  });

  it('refuses anyone below root, a missing group or gid, the wrong type and more than 2 MB', async () => {
    expect((await upload(admin.token, PNG_1X1, 'a.png', 'image/png')).body.msg).toBe('Only the group owner or its root may do this');
    expect((await upload(undefined, PNG_1X1, 'a.png', 'image/png')).status).toBe(401);
    expect((await upload(owner.token, PNG_1X1, 'a.png', 'image/png', 999)).status).toBe(404);
    expect((await upload(owner.token, PNG_1X1, 'a.png', 'image/png', null)).body.msg).toBe('gid must be a group id');
    const script = await upload(owner.token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect([script.status, script.body.msg]).toEqual([400, 'The avatar must be an image of type gif, jpg, jpeg, png, bmp, webp']);
    const big = await upload(owner.token, Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.status).toBe(413);
  });
});
