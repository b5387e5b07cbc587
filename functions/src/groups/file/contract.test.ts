import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// What the reference system's web client reads from the file calls: the avatar upload answers the user flat
// (the client stores it as its user info), the test case upload answers the cases found and their folder.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const multipart = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return form;
};

describe('file replies', () => {
  it('upload-avatar: the user flat, with the new avatar address', async () => {
    const { token } = await t.register('framed');
    const res = await t.call('POST', '/api/file/upload-avatar', { token, rawBody: multipart('image', PNG_1X1, 'a.png', 'image/png') });
    expect(res.body.data).toMatchObject({ uid: expect.any(String), username: 'framed', avatar: expect.stringMatching(/^\/public\/avatar\//), roleList: expect.any(Array) });
  });

  it('upload-testcase-zip: {fileList: [{input, output, score, groupNum}], fileListDir}', async () => {
    const zip = zipSync({ '1.in': new TextEncoder().encode('1'), '1.out': new TextEncoder().encode('2') });
    const res = await t.call('POST', '/api/file/upload-testcase-zip', { token: await t.rootToken(), rawBody: multipart('file', zip, 'cases.zip', 'application/zip') });
    expect(res.body.data).toEqual({ fileList: [{ input: '1.in', output: '1.out', score: 0, groupNum: null }], fileListDir: expect.stringMatching(/^staging\//) });
  });
});
