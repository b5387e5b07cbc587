import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const upload = (token: string | undefined, bytes: Uint8Array, name: string, type: string, field = 'image') => {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return t.call('POST', '/api/file/upload-avatar', { token, rawBody: form });
};

describe('avatar upload', () => {
  it('stores an image in the public bucket, serves it under /public/ and replaces the old one', async () => {
    const { token } = await t.register('painter');
    const first = await upload(token, PNG_1X1, 'me.png', 'image/png');
    expect(first.status).toBe(200);
    const url = first.body.data.avatar as string;
    expect(url).toMatch(/^\/public\/avatar\/[0-9a-f]{32}\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const second = await upload(token, GIF_1X1, 'me.gif', 'image/gif', 'file');
    expect(second.body.data.avatar).toMatch(/\.gif$/);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await t.call('GET', '/api/get-user-home-info', { token })).body.data.avatar).toBe(second.body.data.avatar);
  });

  it('judges the type by the bytes: a script named .png and an SVG are refused', async () => {
    const { token } = await t.register('sneaky');
    const fake = await upload(token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toMatch(/gif, jpg, jpeg, png, bmp, webp/);
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
  });

  it('refuses images over 2 MB, requests without a file, and callers without a token', async () => {
    const { token } = await t.register('heavy');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(token, big, 'big.png', 'image/png')).status).toBe(413);
    const huge = Buffer.alloc(3 * 1024 * 1024);
    expect((await upload(token, huge, 'huge.png', 'image/png')).status).toBe(413);
    expect((await t.call('POST', '/api/file/upload-avatar', { token, rawBody: new FormData() })).body.msg).toBe('Please choose an image to upload');
    expect((await upload(undefined, PNG_1X1, 'me.png', 'image/png')).status).toBe(401);
  });
});
