import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { TEST_DATA_CORS } from '@oj/shared';
import { Hono, type Context } from 'hono';
import { decodePathPart } from '../http/url.ts';
import { checkPresigned, type S3Refusal } from './presigned-check.ts';

/** Parts the emulator takes (it refuses bodies over 11 MiB; S3 takes one PUT of up to 5 GB). */
const PART_BYTES = 8 * 1024 * 1024;

/** The response header overrides a signed GET may ask for, and the header each sets. */
const RESPONSE_OVERRIDES = {
  'response-content-type': 'Content-Type',
  'response-content-language': 'Content-Language',
  'response-expires': 'Expires',
  'response-cache-control': 'Cache-Control',
  'response-content-disposition': 'Content-Disposition',
  'response-content-encoding': 'Content-Encoding',
} as const;
/** What an HTTP header value may hold: tab, visible ASCII and the rest of ISO-8859-1, no CR or LF. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * A body's CRC32 as S3 writes it (base64 of the big-endian value), computed while the body streams through. An
 * address that signs `x-amz-checksum-crc32` binds the upload to that checksum: S3 answers BadDigest to any other body.
 */
const crc32Tap = () => {
  let value = 0;
  const tap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, out) {
      value = crc32(chunk, value);
      out.enqueue(chunk);
    },
  });
  const digest = () => Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]).toString('base64');
  return { tap, digest };
};

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An error as S3 writes it. */
const s3Error = (c: Context, { status, code, message }: S3Refusal) =>
  c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`, status as 400, {
    'Content-Type': 'application/xml',
  });

export interface StorageDoorOptions {
  /** The emulator, reached with the local credentials. */
  s3: S3Client;
  bucket: string;
  /** The origins whose pages the bucket's CORS rule lets in: the site's (and, for `npm start`, Vite's dev server). */
  siteOrigins: readonly string[];
  /** The keys presigned addresses are signed with, and the region they are signed for. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  now?: () => Date;
}

/**
 * The local stand-in for S3 as browsers meet it, on an origin of its own (as S3 is in AWS) in front of the emulator,
 * which checks nothing: presigned PUTs and GETs of the test data bucket, refused unless S3 would take them (the
 * signature recomputed with the local keys, expiry, the signed Content-Length, a signed CRC32 of the body, sound
 * response header overrides), and
 * CORS answered by the bucket's rule for the site's origin only. A request without a signature is denied, as it is
 * by a private bucket.
 */
export function createStorageDoor({ s3, bucket, siteOrigins, credentials, region, now = () => new Date() }: StorageDoorOptions) {
  const app = new Hono();
  /** The request's Origin when the rule lets it in. */
  const siteOrigin = (c: Context) => siteOrigins.find((o) => o === c.req.header('origin'));
  const allowedMethod = (method: string | undefined) => (TEST_DATA_CORS.allowedMethods as readonly string[]).includes(method ?? '');

  app.options('*', (c) => {
    const method = c.req.header('access-control-request-method');
    const asked = (c.req.header('access-control-request-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const headersAllowed = asked.every((h) => (TEST_DATA_CORS.allowedHeaders as readonly string[]).includes(h));
    const origin = siteOrigin(c);
    if (!origin || !allowedMethod(method) || !headersAllowed) {
      return s3Error(c, {
        status: 403,
        code: 'AccessForbidden',
        message:
          "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
      });
    }
    return c.body(null, 200, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': TEST_DATA_CORS.allowedMethods.join(', '),
      ...(asked.length ? { 'Access-Control-Allow-Headers': asked.join(', ') } : {}),
      'Access-Control-Expose-Headers': TEST_DATA_CORS.exposedHeaders.join(', '),
      'Access-Control-Max-Age': String(TEST_DATA_CORS.maxAgeSeconds),
      Vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    });
  });

  // Every other reply, errors included, carries the rule's CORS headers when the site's pages asked.
  app.use(async (c, next) => {
    await next();
    const origin = siteOrigin(c);
    if (origin && allowedMethod(c.req.method)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', TEST_DATA_CORS.exposedHeaders.join(', '));
      c.header('Vary', 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method');
    }
  });

  /** The object key of a request to this bucket, after its signature passed; or the refusal. */
  const signedKey = (c: Context): S3Refusal | { key: string } => {
    const url = new URL(c.req.url);
    const refused = checkPresigned({ method: c.req.method, url, header: (name) => c.req.header(name) }, credentials, region, now());
    if (refused) return refused;
    const [, name, ...key] = url.pathname.split('/');
    if (name !== bucket) return { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' };
    if (!key.join('')) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
    const decoded = decodePathPart(key.join('/'));
    return decoded === undefined ? { status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." } : { key: decoded };
  };

  app.put('*', async (c) => {
    const signed = signedKey(c);
    if ('status' in signed) return s3Error(c, signed);
    const size = c.req.header('content-length');
    if (size === undefined || !c.req.raw.body) return s3Error(c, { status: 411, code: 'MissingContentLength', message: 'You must provide the Content-Length HTTP header.' });
    const signedCrc = new URL(c.req.url).searchParams.get('x-amz-checksum-crc32');
    const { tap, digest } = crc32Tap();
    try {
      await new Upload({ client: s3, params: { Bucket: bucket, Key: signed.key, Body: c.req.raw.body.pipeThrough(tap), ContentType: c.req.header('content-type') }, partSize: PART_BYTES }).done();
    } catch (err) {
      return s3Error(c, { status: 400, code: 'IncompleteBody', message: (err as Error).message });
    }
    if (signedCrc !== null && signedCrc !== digest()) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: signed.key }));
      return s3Error(c, { status: 400, code: 'BadDigest', message: 'The CRC32 you specified did not match the calculated checksum.' });
    }
    return c.body(null, 200);
  });

  app.get('*', async (c) => {
    const signed = signedKey(c);
    if ('status' in signed) return s3Error(c, signed);
    const overrides: Record<string, string> = {};
    for (const [param, header] of Object.entries(RESPONSE_OVERRIDES)) {
      const value = c.req.query(param);
      if (value === undefined) continue;
      if (!HEADER_VALUE.test(value)) return s3Error(c, { status: 400, code: 'InvalidArgument', message: `Header value cannot be represented using ISO-8859-1: ${param}` });
      overrides[header] = value;
    }
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: signed.key })).catch(() => undefined);
    if (!out?.Body) return s3Error(c, { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' });
    return c.body(out.Body.transformToWebStream(), 200, {
      'Content-Type': out.ContentType ?? 'binary/octet-stream',
      ...(out.ContentLength === undefined ? {} : { 'Content-Length': String(out.ContentLength) }),
      ...(out.ETag ? { ETag: out.ETag } : {}),
      ...overrides,
    });
  });

  app.all('*', (c) => s3Error(c, { status: 405, code: 'MethodNotAllowed', message: 'The specified method is not allowed against this resource.' }));
  return app;
}
