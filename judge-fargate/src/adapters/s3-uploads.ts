import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { testDataStagingPrefix } from '@oj/shared/db/keys';
import type { TestcaseUploads } from '../ports.ts';

/** Files above this go up in parts of this size (the local emulator also refuses single bodies over 11 MiB). */
const PART_BYTES = 8 * 1024 * 1024;

/** Test case uploads in the test data bucket. */
export class S3Uploads implements TestcaseUploads {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async read(key: string): Promise<Uint8Array> {
    const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  async stage(files: readonly { name: string; data: Uint8Array }[]): Promise<string> {
    const prefix = testDataStagingPrefix(randomUUID());
    for (let i = 0; i < files.length; i += 16) {
      await Promise.all(files.slice(i, i + 16).map((f) => this.put(`${prefix}${f.name}`, f.data)));
    }
    return prefix.slice(0, -1);
  }

  private async put(key: string, data: Uint8Array): Promise<void> {
    await new Upload({ client: this.s3, params: { Bucket: this.bucket, Key: key, Body: data }, partSize: PART_BYTES }).done();
  }

  async remove(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
