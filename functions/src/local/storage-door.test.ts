import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { TEST_DATA_CORS } from '@oj/shared';
import { LOCAL_CREDENTIALS } from '../deps.ts';
import { createStorageDoor } from './storage-door.ts';
import type { DataDeps } from '../deps.ts';
import { testDataFor } from '../services/test-data.ts';

const DOOR = 'http://localhost:4567';
const SITE = 'http://localhost:8080';
/** Vite's dev server, whose pages `npm start` lets in too. */
const DEV = 'http://localhost:5173';
const bucket = inject('testDataBucket');
const emulator = new S3Client({ endpoint: inject('awsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
let now = new Date();
const door = createStorageDoor({ s3: emulator, bucket, siteOrigins: [SITE, DEV], credentials: LOCAL_CREDENTIALS, region: 'us-east-1', now: () => now });

/** Signs as the API signs for browsers: path style against the door's origin, no checksum signed in. */
const signer = (credentials = LOCAL_CREDENTIALS, region = 'us-east-1') => new S3Client({ endpoint: DOOR, region, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
const presignPut = (key: string, size: number, s = signer()) =>
  getSignedUrl(s, new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size, ContentType: 'application/zip' }), {
    expiresIn: 60,
    signableHeaders: new Set(['content-length', 'content-type']),
  });
const presignGet = (key: string, disposition = 'attachment; filename="data.zip"', s = signer()) =>
  getSignedUrl(s, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), { expiresIn: 300 });
const put = (url: string, body: Uint8Array, headers: Record<string, string> = {}) =>
  door.request(url, { method: 'PUT', body, headers: { 'content-type': 'application/zip', 'content-length': String(body.length), ...headers } });
const errorCode = async (res: Response) => {
  expect(res.headers.get('content-type')).toBe('application/xml');
  return /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1];
};

const KEY = `uploads/${crypto.randomUUID()}.zip`;
const BODY = new Uint8Array([80, 75, 5, 6, 1, 2, 3, 4, 5, 6]);

beforeAll(async () => {
  expect((await put(await presignPut(KEY, BODY.length), BODY)).status).toBe(200);
});
afterAll(() => emulator.destroy());

describe('the local storage door takes what S3 takes', () => {
  it('stores a presigned PUT and serves a presigned GET with the header it asks for', async () => {
    const res = await door.request(await presignGet(KEY));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="data.zip"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BODY);
  });

  it("recomputes the SDK's signature for keys and header overrides that need escaping", async () => {
    const key = `downloads/problem-export/a b+(1)*.zip`;
    await emulator.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: BODY }));
    const disposition = `attachment; filename="x'y.zip"; filename*=UTF-8''%E9%A2%98%E7%9B%AE.zip`;
    const res = await door.request(await presignGet(key, disposition));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(disposition);
  });

  it('refuses a download without a signature, whatever the name (a guessed packed download)', async () => {
    const packed = `downloads/1000/${crypto.randomUUID()}.zip`;
    await emulator.send(new PutObjectCommand({ Bucket: bucket, Key: packed, Body: BODY }));
    const res = await door.request(`${DOOR}/${bucket}/${packed}`);
    expect([res.status, await errorCode(res)]).toEqual([403, 'AccessDenied']);
    expect((await door.request(await presignGet(packed))).status).toBe(200);
  });

  it('refuses an address changed after signing, or signed with other keys', async () => {
    const tampered = (await presignGet(KEY)).replace('.zip?', '.zi?');
    const res = await door.request(tampered);
    expect([res.status, await errorCode(res)]).toEqual([403, 'SignatureDoesNotMatch']);
    const longer = new URL(await presignGet(KEY));
    longer.searchParams.set('X-Amz-Expires', '600');
    expect(await errorCode(await door.request(longer.href))).toBe('SignatureDoesNotMatch');
    const wrongSecret = await door.request(await presignGet(KEY, undefined, signer({ accessKeyId: 'local', secretAccessKey: 'guessed' })));
    expect([wrongSecret.status, await errorCode(wrongSecret)]).toEqual([403, 'SignatureDoesNotMatch']);
    const wrongKey = await door.request(await presignGet(KEY, undefined, signer({ accessKeyId: 'someone', secretAccessKey: 'local' })));
    expect([wrongKey.status, await errorCode(wrongKey)]).toEqual([403, 'InvalidAccessKeyId']);
    const wrongRegion = await door.request(await presignGet(KEY, undefined, signer(LOCAL_CREDENTIALS, 'eu-west-1')));
    expect([wrongRegion.status, await errorCode(wrongRegion)]).toEqual([400, 'AuthorizationQueryParametersError']);
  });

  it('refuses an address once its X-Amz-Expires has passed', async () => {
    const url = await presignGet(KEY);
    now = new Date(Date.now() + 299_000);
    expect((await door.request(url)).status).toBe(200);
    now = new Date(Date.now() + 301_000);
    const res = await door.request(url);
    expect([res.status, await errorCode(res)]).toEqual([403, 'AccessDenied']);
    now = new Date();
  });

  it('refuses a PUT of another size than the one signed, or with none', async () => {
    const key = `uploads/${crypto.randomUUID()}.zip`;
    const url = await presignPut(key, BODY.length);
    const bigger = await put(url, new Uint8Array(BODY.length + 1));
    expect([bigger.status, await errorCode(bigger)]).toEqual([403, 'SignatureDoesNotMatch']);
    const unsized = await door.request(url, { method: 'PUT', body: BODY, headers: { 'content-type': 'application/zip' } });
    expect(unsized.status).toBe(403);
    expect((await put(url, BODY)).status).toBe(200);
  });

  it("refuses a body whose CRC32 is not the one signed: the SDK default signs an empty body's, which the API does not", async () => {
    const key = `uploads/${crypto.randomUUID()}.zip`;
    const sdkDefault = await presignPut(key, BODY.length, new S3Client({ endpoint: DOOR, region: 'us-east-1', forcePathStyle: true, credentials: LOCAL_CREDENTIALS }));
    expect(new URL(sdkDefault).searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    const refused = await put(sdkDefault, BODY);
    expect([refused.status, await errorCode(refused)]).toEqual([400, 'BadDigest']);
    expect((await door.request(await presignGet(key))).status).toBe(404); // nothing stored

    const env = { AWS_REGION: 'us-east-1', AWS_ENDPOINT: inject('awsEndpoint'), BUCKET_TEST_DATA: bucket, S3_PUBLIC_ENDPOINT: DOOR };
    const apiUrl = await testDataFor({ env } as unknown as DataDeps).presignPut(key, BODY.length, 'application/zip', 60);
    expect([...new URL(apiUrl).searchParams.keys()].filter((k) => k.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);
    expect((await put(apiUrl, BODY)).status).toBe(200);
  });

  it('refuses a response header override that is no header value (400, not a 500)', async () => {
    const res = await door.request(await presignGet(KEY, 'attachment; filename="a.zip"\r\nSet-Cookie: x=1'));
    expect([res.status, await errorCode(res)]).toEqual([400, 'InvalidArgument']);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a signed address sent with an Authorization header too (one way of signing)', async () => {
    const res = await door.request(await presignGet(KEY), { headers: { Authorization: 'token' } });
    expect([res.status, await errorCode(res)]).toEqual([400, 'InvalidArgument']);
  });
});

describe('CORS by the bucket rule, for the site only', () => {
  const preflight = (origin: string, method: string, headers: string) =>
    door.request(`${DOOR}/${bucket}/${KEY}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers } });

  it("answers the site a preflight of the rule's methods and headers", async () => {
    const res = await preflight(SITE, 'PUT', 'content-type');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('PUT, GET');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(res.headers.get('access-control-max-age')).toBe(String(TEST_DATA_CORS.maxAgeSeconds));
    expect((await preflight(SITE, 'GET', 'url-type')).status).toBe(200);
    expect((await preflight(DEV, 'PUT', 'content-type')).headers.get('access-control-allow-origin')).toBe(DEV);
  });

  it('refuses other origins, methods and headers, and never answers *', async () => {
    for (const res of [await preflight('http://evil.example', 'PUT', 'content-type'), await preflight(SITE, 'DELETE', ''), await preflight(SITE, 'GET', 'authorization')]) {
      expect([res.status, await errorCode(res)]).toEqual([403, 'AccessForbidden']);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const url = await presignGet(KEY);
    const fromSite = await door.request(url, { headers: { Origin: SITE } });
    expect([fromSite.headers.get('access-control-allow-origin'), fromSite.headers.get('access-control-expose-headers')]).toEqual([SITE, 'content-disposition']);
    expect((await door.request(url, { headers: { Origin: 'http://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });
});
