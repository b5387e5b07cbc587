import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { LIMITS } from '@oj/shared';
import type { Context } from 'hono';
import { replyError } from '../http/envelope.ts';

/** Where browsers send presigned requests locally: the emulator has no CORS, so they come through here. */
export const LOCAL_S3_PATH = '/local-s3/';

/** Parts the emulator takes (it refuses bodies over 11 MiB; S3 takes one PUT of up to 5 GB). */
const PART_BYTES = 8 * 1024 * 1024;

/** Passes a body through, failing once it runs past the length it declared. */
const atMost = (bytes: number) => {
  let seen = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, out) {
      seen += chunk.length;
      if (seen > bytes) throw new Error('The body is longer than its Content-Length');
      out.enqueue(chunk);
    },
  });
};

/**
 * The local stand-in for presigned requests to the test data bucket (the emulator checks no signature; S3
 * does in AWS, with an upload's size signed in): PUT only of a zip under uploads/, stored in parts as the
 * body streams in; GET only of a packed download under downloads/ (test data, contest AC code, problem exports).
 */
export const storageDoor = (s3: S3Client, bucket: string) => {
  const prefix = `${LOCAL_S3_PATH}${bucket}/`;
  const keyOf = (c: Context, pattern: RegExp) => {
    const key = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : '';
    return pattern.test(key) ? key : undefined;
  };
  const put = async (c: Context) => {
    const key = keyOf(c, /^uploads\/[0-9a-f-]{36}\.zip$/);
    const size = Number(c.req.header('content-length'));
    if (!key || !c.req.raw.body) return replyError(c, 403, 'Not an upload address');
    if (!(size > 0 && size <= LIMITS.testcaseUploadMaxBytes)) return replyError(c, 413, 'The upload is too large');
    const Body = c.req.raw.body.pipeThrough(atMost(size));
    try {
      await new Upload({ client: s3, params: { Bucket: bucket, Key: key, Body, ContentType: c.req.header('content-type') }, partSize: PART_BYTES }).done();
    } catch (err) {
      return replyError(c, 400, (err as Error).message);
    }
    return c.body(null, 200);
  };
  const get = async (c: Context) => {
    const key = keyOf(c, /^downloads\/((contest-ac\/)?\d+\/[\w-]+|problem-export\/[0-9a-f]{64})\.zip$/);
    if (!key) return replyError(c, 403, 'Not a download address');
    const url = new URL(c.req.url);
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    if (!out?.Body) return replyError(c, 404, 'Query_error_unable_to_find_the_resource_to_request');
    return new Response(out.Body.transformToWebStream(), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': url.searchParams.get('response-content-disposition') ?? 'attachment',
      },
    });
  };
  return { put, get };
};
