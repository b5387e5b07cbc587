/**
 * Test case zips past the API's body limit, end to end on the local stack over HTTP: a presigned PUT (to the
 * storage door, on its own origin in front of the emulator, as S3 is in AWS), the unpack by the user job runner (the
 * local stack's poller of its queue; no judge runs here), the upload's state polled by the browser's calls.
 */
import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { Role } from '@oj/shared';
import { testcaseUploadObject } from '@oj/shared/db/keys';
import { updateUser, uidByUsername } from '../src/data/users.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { createClient } from '../test/client.ts';
import { freePort } from '../test/free-port.ts';

const ROOT_PASSWORD = 'root-upload-pass';
let stack: LocalStack;
let client: ReturnType<typeof createClient>;
let root: string;
let s3: S3Client;

beforeAll(async () => {
  const [api, aws] = [await freePort(), await freePort()];
  stack = await startLocalStack({ ports: { api, aws }, dynamoEndpoint: inject('dynamoEndpoint'), rootPassword: ROOT_PASSWORD, logLevel: 'silent' });
  client = createClient(stack.app, stack.mailDir);
  root = await client.login('root', ROOT_PASSWORD);
  s3 = new S3Client({ region: 'us-east-1', endpoint: stack.env.AWS_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

/** Starts an upload, PUTs the zip to the address it gives (over HTTP, as a browser), asks for the unpack. */
const upload = async (zip: Uint8Array, token = root) => {
  const start = await client.call('POST', '/api/file/testcase-upload', { token, body: { size: zip.length } });
  expect(start.status, start.body.msg).toBe(200);
  const { key, url, headers } = start.body.data as { key: string; url: string; headers: Record<string, string> };
  expect(url.startsWith(`${stack.env.S3_PUBLIC_ENDPOINT}/`)).toBe(true);
  const put = await fetch(url, { method: 'PUT', headers, body: zip });
  expect(put.status).toBe(200);
  const unpack = await client.call('POST', '/api/file/testcase-upload/unpack', { token, body: { key } });
  expect(unpack.body.data).toEqual({ state: 'pending' });
  return key;
};

const settled = async (key: string, timeoutMs = 120_000) => {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const res = await client.call('GET', '/api/file/testcase-upload', { token: root, query: { key } });
    if (res.body.data.state !== 'pending') return res.body.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`upload ${key} still pending`);
};

describe('test case zips sent straight to storage', () => {
  it('a 200 MB zip is unpacked into staging, and the zip is removed', async () => {
    const cases = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [
        [`big/${i + 1}.in`, randomBytes(20_000_000)],
        [`big/${i + 1}.out`, randomBytes(20_000_000)],
      ]).flat(),
    );
    const zip = zipSync(cases, { level: 0 });
    expect(zip.length).toBeGreaterThan(200_000_000);
    const key = await upload(zip);
    const done = await settled(key);
    expect(done.state, done.message).toBe('ok');
    expect(done.fileList.map((f: { input: string; output: string }) => [f.input, f.output])).toEqual([1, 2, 3, 4, 5].map((n) => [`${n}.in`, `${n}.out`]));
    const staged = await s3.send(new ListObjectsV2Command({ Bucket: stack.env.BUCKET_TEST_DATA, Prefix: `${done.fileListDir}/` }));
    expect(staged.Contents?.map((o) => o.Size)).toEqual(Array(10).fill(20_000_000));
    await expect(s3.send(new HeadObjectCommand({ Bucket: stack.env.BUCKET_TEST_DATA, Key: testcaseUploadObject(key) }))).rejects.toThrow();
  }, 240_000);

  it('a forged zip ends as an error with the reason, not as cut files', async () => {
    const zip = zipSync({ '1.in': new Uint8Array(1000).fill(49), '1.out': new Uint8Array([50]) });
    new DataView(zip.buffer).setUint32(22, 10, true); // the first entry's local header understates its size
    const done = await settled(await upload(zip));
    expect(done).toMatchObject({ state: 'error', message: expect.stringContaining('1.in unpacks to 1000 bytes but the zip says 10') });
  }, 60_000);

  it('refuses a zip over 200 MB before any byte is sent, and keeps uploads to their admin', async () => {
    const big = await client.call('POST', '/api/file/testcase-upload', { token: root, body: { size: 200 * 1024 * 1024 + 1 } });
    expect([big.status, big.body.msg]).toEqual([400, 'The zip must not be larger than 200 MB']);
    const key = (await client.call('POST', '/api/file/testcase-upload', { token: root, body: { size: 10 } })).body.data.key;
    await client.register('padmin');
    await updateUser(stack.deps.db, (await uidByUsername(stack.deps.db, 'padmin'))!, { roleId: Role.ADMIN }, stack.deps.now());
    const other = await client.login('padmin', 'secret-pass');
    expect((await client.call('GET', '/api/file/testcase-upload', { token: other, query: { key } })).status).toBe(404);
    const { token: nobody } = await client.register('nobody');
    expect((await client.call('POST', '/api/file/testcase-upload', { token: nobody, body: { size: 10 } })).status).toBe(403);
    // not sent yet: nothing to unpack
    expect((await client.call('POST', '/api/file/testcase-upload/unpack', { token: root, body: { key } })).body.msg).toBe('The zip has not arrived; upload it again');
  });

  let packed: URL;
  it('test data comes back as a zip from storage, through a redirect to a signed address', async () => {
    const res = await fetch(`${stack.apiUrl}/api/file/download-testcase?pid=1000`, { headers: { Authorization: root } });
    expect(res.redirected && res.url.startsWith(`${stack.env.S3_PUBLIC_ENDPOINT}/`)).toBe(true);
    packed = new URL(res.url);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="problem_1000_testcase.zip"');
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer()))).sort()).toEqual(['1.in', '1.out', '2.in', '2.out', '3.in', '3.out', '4.in', '4.out']);
  });

  it('the storage door, like S3, refuses anything unsigned: a PUT, a read of the data, the packed download by its name', async () => {
    const bucket = `${stack.env.S3_PUBLIC_ENDPOINT}/${stack.env.BUCKET_TEST_DATA}`;
    expect((await fetch(`${bucket}/problems/1000/x.in`, { method: 'PUT', body: 'x' })).status).toBe(403);
    expect((await fetch(`${bucket}/problems/1000/v1/1.in`)).status).toBe(403);
    expect((await fetch(`${packed.origin}${packed.pathname}`)).status).toBe(403);
    expect((await fetch(packed)).status).toBe(200);
  });
});
