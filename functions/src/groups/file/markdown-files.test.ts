import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarkdownFileUpload, MarkdownImageUpload, PUBLIC_FILES_PATH, Role } from '@oj/shared';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { uidByUsername, updateUser } from '../../data/users.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { countUse } from '../../data/rate-limits.ts';
import { safeDownloadName, UPLOAD_LIMIT } from './markdown-files.ts';

let t: TestContext;
let root: string;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
  admin = (await t.register('mdadmin')).token;
  user = (await t.register('mduser')).token;
  await updateUser(t.deps.db, (await uidByUsername(t.deps.db, 'mdadmin'))!, { roleId: Role.ADMIN }, t.clock.now());
});
afterAll(() => t.cleanup());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const send = (path: string, token: string | undefined, field: string, bytes: Uint8Array, name: string, type = 'application/octet-stream', extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return t.call('POST', path, { token, rawBody: form });
};
const image = (token: string | undefined, bytes: Uint8Array, name = 'pic.png', type = 'image/png', extra?: Record<string, string>) =>
  send('/api/file/upload-md-img', token, 'image', bytes, name, type, extra);
const stored = (link: string) => publicFilesFor(t.deps).get(link.slice(PUBLIC_FILES_PATH.length));

describe('markdown images', () => {
  it('stores an image as the type its bytes show, serves it, and lets its uploader delete it', async () => {
    const res = await image(admin, PNG_1X1, 'diagram.jpg', 'image/jpeg');
    expect(res.body.data).toEqual({ link: expect.stringMatching(/^\/public\/markdown\/img\/[0-9a-f-]{36}\.png$/), fileId: expect.any(Number) });
    MarkdownImageUpload.strict().parse(res.body.data);
    const served = await t.app.request(res.body.data.link);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);

    expect((await t.call('GET', '/api/file/delete-md-img', { token: admin, query: { fileId: res.body.data.fileId } })).status).toBe(200);
    expect((await t.app.request(res.body.data.link)).status).toBe(404);
    expect((await t.call('GET', '/api/file/delete-md-img', { token: admin, query: { fileId: res.body.data.fileId } })).status).toBe(404);
  });

  it('refuses SVG, HTML and scripts dressed as images, empty and oversized uploads', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await image(admin, svg, 'logo.svg', 'image/svg+xml')).body.msg).toBe('The image must be a PNG, JPG, GIF or WebP picture');
    expect((await image(admin, Buffer.from('<html><script>alert(1)</script></html>'), 'page.png')).status).toBe(400);
    expect((await image(admin, new Uint8Array(), 'empty.png')).body.msg).toBe('The image is empty');
    expect((await image(admin, Buffer.concat([PNG_1X1, Buffer.alloc(4 * 1024 * 1024)]))).status).toBe(413);
    expect((await send('/api/file/upload-md-img', admin, 'picture', PNG_1X1, 'a.png')).body.msg).toMatch(/form field image/);
    expect((await image(admin, PNG_1X1, 'a.png', 'image/png', { gid: 'abc' })).body.msg).toMatch(/gid/);
  });

  it('lets admins upload and only the uploader or an admin delete', async () => {
    expect((await image(user, PNG_1X1)).body.msg).toMatch(/solve at least 10 problems/);
    expect((await image(user, PNG_1X1, 'a.png', 'image/png', { gid: '3' })).body.msg).toMatch(/group/);
    expect((await image(undefined, PNG_1X1)).status).toBe(401);
    const mine = (await image(admin, PNG_1X1)).body.data;
    expect((await t.call('GET', '/api/file/delete-md-img', { token: user, query: { fileId: mine.fileId } })).status).toBe(403);
    expect((await t.call('GET', '/api/file/delete-md-img', { token: root, query: { fileId: mine.fileId } })).status).toBe(200);
    expect((await t.call('GET', '/api/file/delete-md-img', { token: root, query: { fileId: 'x' } })).status).toBe(400);
  });
});

describe('uploads by users who are not admins', () => {
  it('are open to whoever may write in the community, within the hourly limit; muted users are refused', async () => {
    const writer = { ...(await t.register('mdwriter')), uid: '' };
    writer.uid = (await uidByUsername(t.deps.db, 'mdwriter'))!;
    await updateUser(t.deps.db, writer.uid, { ac: 10 }, t.clock.now());
    const res = await image(writer.token, PNG_1X1);
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/file/delete-md-img', { token: writer.token, query: { fileId: res.body.data.fileId } })).status).toBe(200);
    // the hour's remaining uploads are used up
    for (let i = 1; i < UPLOAD_LIMIT.max; i++) expect((await countUse(t.deps.db, UPLOAD_LIMIT, writer.uid, t.clock.now())).ok).toBe(true);
    const over = await send('/api/file/upload-md-file', writer.token, 'file', Buffer.from('x'), 'a.txt');
    expect([over.status, over.body.msg]).toEqual([429, expect.stringMatching(/30 files an hour/)]);
    expect((await image(admin, PNG_1X1)).status).toBe(200);

    const muted = await t.register('mdmuted');
    await updateUser(t.deps.db, (await uidByUsername(t.deps.db, 'mdmuted'))!, { ac: 50, roleId: Role.MUTED }, t.clock.now());
    expect((await image(muted.token, PNG_1X1)).body.msg).toMatch(/muted/);
  });
});

describe('markdown files', () => {
  it('stores any file as a download under a clean name, never as a page', async () => {
    const res = await send('/api/file/upload-md-file', admin, 'file', Buffer.from('<html><script>alert(1)</script></html>'), '../../notes "v2";.html', 'text/html');
    expect(res.body.data).toEqual({ link: expect.stringMatching(/^\/public\/markdown\/file\/[0-9a-f-]{36}\/notes_v2.html$/) });
    MarkdownFileUpload.strict().parse(res.body.data);
    expect((await stored(res.body.data.link)).ContentType).toBe('application/octet-stream');
    expect((await t.app.request(res.body.data.link)).headers.get('content-type')).toBe('application/octet-stream');
    const named = await send('/api/file/upload-md-file', admin, 'file', Buffer.from('x'), '题解 1.pdf');
    expect(named.body.data.link).toMatch(/\/___1\.pdf$/);
    expect((await send('/api/file/upload-md-file', user, 'file', Buffer.from('x'), 'a.txt')).status).toBe(403);
    expect((await send('/api/file/upload-md-file', admin, 'file', Buffer.alloc(4 * 1024 * 1024 + 1), 'big.bin')).status).toBe(413);
  });

  it('cleans download names', () => {
    expect(safeDownloadName('C:\\tmp\\a\u0000b.txt')).toBe('ab.txt');
    expect(safeDownloadName('...')).toBe('file');
    expect(safeDownloadName('.env')).toBe('env');
    expect(safeDownloadName('x'.repeat(300))).toHaveLength(120);
  });
});
