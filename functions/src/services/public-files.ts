import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PUBLIC_FILES_PATH } from '@oj/shared';
import { perDeps, s3ClientConfig } from '../deps.ts';
import { AppError } from '../http/app-error.ts';

/** The public-files bucket: objects are served under /public/ (CloudFront in AWS, the local server locally). */
export class PublicFiles {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** Stores an object and returns the URL path it is served under; `disposition` is sent as its Content-Disposition. */
  async put(key: string, body: Uint8Array, contentType: string, disposition?: string): Promise<string> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentDisposition: disposition,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${PUBLIC_FILES_PATH}${key}`;
  }

  /** Deletes the object behind a URL path this class returned; other URLs (external avatars) are left alone. */
  async deleteByUrl(url: string | null): Promise<void> {
    if (!url?.startsWith(PUBLIC_FILES_PATH)) return;
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: url.slice(PUBLIC_FILES_PATH.length) }));
  }

  /** Reads an object; with `ifNoneMatch` (an ETag the caller holds) S3 answers 304 (thrown) when it is unchanged. */
  async get(key: string, ifNoneMatch?: string) {
    return this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch }));
  }
}

/** The public-files bucket of this environment, made once per set of dependencies. */
export const publicFilesFor = perDeps(({ env }) => {
  if (!env.BUCKET_PUBLIC_FILES) throw new AppError(500, 'File storage is not configured');
  return new PublicFiles(new S3Client(s3ClientConfig(env)), env.BUCKET_PUBLIC_FILES);
});
