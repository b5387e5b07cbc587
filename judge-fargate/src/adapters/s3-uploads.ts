import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { stageTestcaseFiles, type StagedFile } from '@oj/shared/domain/testcase-staging';
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

  stage(files: readonly StagedFile[]): Promise<string> {
    return stageTestcaseFiles(files, (key, data) => this.put(key, data));
  }

  private async put(key: string, data: Uint8Array): Promise<void> {
    await new Upload({ client: this.s3, params: { Bucket: this.bucket, Key: key, Body: data }, partSize: PART_BYTES }).done();
  }

  async remove(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
