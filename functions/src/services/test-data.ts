import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { problemDataPrefix, testCaseObjectKeys } from '@oj/shared/db/keys';
import { stageTestcaseFiles, type StagedFile } from '@oj/shared/domain/testcase-staging';
import { perDeps, s3ClientConfig } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { attachmentHeader } from '../http/content-disposition.ts';

const PART_BYTES = 8 * 1024 * 1024;
/** How long a download's signed address works: long enough to start it, short enough not to be passed around. */
const DOWNLOAD_URL_SECONDS = 300;

/**
 * The test-data bucket as the admin problem form uses it: uploads are unpacked into a staging folder, and
 * saving a problem writes its cases into a new version folder (`problems/<pid>/<version>/<n>.in|.out`)
 * before the problem points at it, so a judge never sees a half-written set.
 */
export class TestDataStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    /** Signs URLs for browsers (locally for the storage door in front of the emulator). */
    private readonly signer: S3Client = s3,
  ) {}

  /** A URL the browser PUTs exactly `size` bytes of `contentType` to, for `seconds`. */
  presignPut(key: string, size: number, contentType: string, seconds: number): Promise<string> {
    return getSignedUrl(this.signer, new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentLength: size, ContentType: contentType }), {
      expiresIn: seconds,
      signableHeaders: new Set(['content-length', 'content-type']),
    });
  }

  /** A URL the browser GETs an object from for `seconds`, saved under `filename`. */
  presignGet(key: string, seconds: number, filename: string): Promise<string> {
    return getSignedUrl(this.signer, new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: attachmentHeader(filename) }), {
      expiresIn: seconds,
    });
  }

  /**
   * The signed address of a packed download (a zip sent from S3: a reply through the API stops at 6 MB), packed
   * first unless it is stored already; what a key holds must never change, so a stored pack is always current.
   */
  async packedDownloadUrl(key: string, filename: string, pack: () => Promise<Uint8Array | Readable>): Promise<string> {
    if ((await this.size(key)) === undefined) await this.put(key, await pack());
    return this.presignGet(key, DOWNLOAD_URL_SECONDS, filename);
  }

  /** The size of an object, or undefined when there is none. */
  async size(key: string): Promise<number | undefined> {
    try {
      return (await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength;
    } catch (err) {
      if ((err as { name?: string }).name === 'NotFound' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  static newVersion = () => `v${Date.now()}-${randomUUID().slice(0, 8)}`;

  /**
   * Writes an object, in parts when it is large (the local emulator refuses single bodies over 11 MiB); a stream
   * is sent as it is read, and the object appears only once the whole stream has been stored.
   */
  async put(key: string, body: Uint8Array | string | Readable): Promise<void> {
    const Body = typeof body === 'string' ? Buffer.from(body) : body;
    await new Upload({ client: this.s3, params: { Bucket: this.bucket, Key: key, Body }, partSize: PART_BYTES }).done();
  }

  async get(key: string): Promise<Uint8Array> {
    const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0 });
      token = page.NextContinuationToken;
    } while (token);
    return found;
  }

  /** Unpacked files of an upload, by name, in a fresh staging folder; returns the folder. */
  stage(files: readonly StagedFile[]): Promise<string> {
    return stageTestcaseFiles(files, (key, data) => this.put(key, data));
  }

  /** Writes typed cases as `<n>.in` and `<n>.out` of a new version. */
  async writeCases(pid: number, cases: readonly { input: string; output: string }[]): Promise<string> {
    const version = TestDataStore.newVersion();
    await Promise.all(
      cases.flatMap((c, i) => {
        const keys = testCaseObjectKeys(pid, version, i + 1);
        return [this.put(keys.input, c.input), this.put(keys.output, c.output)];
      }),
    );
    return version;
  }

  /** Copies staged files into a new version, renamed `<n>.in` and `<n>.out` in the given order. */
  async copyStaged(pid: number, stagingDir: string, files: readonly { input: string; output: string }[]): Promise<string> {
    const staged = new Set((await this.list(`${stagingDir}/`)).map((o) => o.key));
    const version = TestDataStore.newVersion();
    await Promise.all(
      files.flatMap((f, i) => {
        const keys = testCaseObjectKeys(pid, version, i + 1);
        return (
          [
            [f.input, keys.input],
            [f.output, keys.output],
          ] as const
        ).map(([name, to]) => {
          const from = `${stagingDir}/${name}`;
          if (!staged.has(from)) throw new AppError(400, `The uploaded test cases have no file ${name}; upload them again`);
          return this.s3.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${encodeURI(from)}` }));
        });
      }),
    );
    return version;
  }

  /** The case files of a version, in case order. */
  async readCases(pid: number, version: string, count: number): Promise<{ input: Uint8Array; output: Uint8Array }[]> {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const keys = testCaseObjectKeys(pid, version, i + 1);
        const [input, output] = await Promise.all([this.get(keys.input), this.get(keys.output)]);
        return { input, output };
      }),
    );
  }

  /** Deletes every version of a problem's data. */
  async deleteProblem(pid: number): Promise<void> {
    const keys = (await this.list(problemDataPrefix(pid))).map((o) => ({ Key: o.key }));
    for (let i = 0; i < keys.length; i += 1000) {
      await this.s3.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(i, i + 1000) } }));
    }
  }
}

export const testDataFor = perDeps(({ env }) => {
  if (!env.BUCKET_TEST_DATA) throw new AppError(500, 'Test data storage is not configured');
  const s3 = new S3Client(s3ClientConfig(env));
  // Signing computes no checksum: a presigned PUT has no body yet, so the SDK's default would sign the CRC32 of an
  // empty body into the address, and S3 then refuses the real upload (BadDigest).
  const signer = new S3Client({ ...s3ClientConfig(env), requestChecksumCalculation: 'WHEN_REQUIRED', ...(env.S3_PUBLIC_ENDPOINT ? { endpoint: env.S3_PUBLIC_ENDPOINT } : {}) });
  return new TestDataStore(s3, env.BUCKET_TEST_DATA, signer);
});
