import { CompleteMultipartUploadCommand, CreateMultipartUploadCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { LIMITS } from '@oj/shared';
import type { Context } from 'hono';
import { replyError } from '../http/envelope.ts';

/** Where browsers send presigned uploads locally: the emulator has no CORS, so they come through here. */
export const LOCAL_S3_PATH = '/local-s3/';

/** Parts the emulator takes (it refuses bodies over 11 MiB; S3 takes one PUT of up to 5 GB). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * The local stand-in for a presigned PUT to S3: takes only a zip under the test data bucket's uploads/ (the
 * emulator checks no signature; S3 does in AWS, with the size signed in) and stores it in the emulator as a
 * multipart upload, a part at a time as the body streams in.
 */
export const uploadDoor = (s3: S3Client, bucket: string) => {
  const address = new RegExp(`^${LOCAL_S3_PATH}${bucket.replace(/\W/g, '\\$&')}/(uploads/[0-9a-f-]{36}\\.zip)$`);
  return async (c: Context) => {
    const key = address.exec(c.req.path)?.[1];
    const size = Number(c.req.header('content-length'));
    if (!key || !c.req.raw.body) return replyError(c, 403, 'Not an upload address');
    if (!(size > 0 && size <= LIMITS.testcaseUploadMaxBytes)) return replyError(c, 413, 'The upload is too large');
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: c.req.header('content-type') }));
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const send = async (chunks: Uint8Array[]) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await s3.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: Buffer.concat(chunks) }));
      parts.push({ ETag, PartNumber });
    };
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let received = 0;
    const reader = c.req.raw.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      received += chunk.length;
      if (received > size) return replyError(c, 400, 'The body is longer than its Content-Length');
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= PART_BYTES) {
        await send(pending);
        [pending, pendingBytes] = [[], 0];
      }
    }
    if (pendingBytes || !parts.length) await send(pending);
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
    return c.body(null, 200);
  };
};
