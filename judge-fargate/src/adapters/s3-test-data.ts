import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { testDataPrefix } from '@oj/shared/db/keys';
import type { TestData } from '../ports.ts';

/**
 * Test data from the test-data bucket, kept on local disk by problem and data version. A version is
 * downloaded into a temporary folder and renamed into place whole, so a judge never reads a half-written
 * set; a new version is a new folder. Least recently used versions beyond `maxVersions` are deleted.
 */
export class S3TestData implements TestData {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly root: string,
    private readonly maxVersions = 200,
  ) {}

  async fetch(problemId: string, dataVersion: string): Promise<string> {
    if (!/^\d+$/.test(problemId) || !/^[\w-]+$/.test(dataVersion)) throw new Error(`bad test data reference ${problemId}@${dataVersion}`);
    const dir = join(this.root, `${problemId}@${dataVersion}`);
    const cached = await stat(dir).catch(() => undefined);
    if (cached) {
      const now = new Date();
      await utimes(dir, now, now);
      return dir;
    }
    const key = `${problemId}@${dataVersion}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.download(Number(problemId), dataVersion, dir).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async download(pid: number, version: string, dir: string): Promise<string> {
    const prefix = testDataPrefix(pid, version);
    const tmp = `${dir}.part-${process.pid}-${Date.now()}`;
    await mkdir(tmp, { recursive: true, mode: 0o700 });
    try {
      let token: string | undefined;
      let count = 0;
      do {
        const page = await this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const obj of page.Contents ?? []) {
          const name = obj.Key?.slice(prefix.length);
          if (!name || name.includes('/') || name.startsWith('.')) continue;
          const body = await (await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: obj.Key }))).Body?.transformToByteArray();
          await writeFile(join(tmp, name), body ?? new Uint8Array(), { mode: 0o600 });
          count++;
        }
        token = page.NextContinuationToken;
      } while (token);
      if (count === 0) throw new Error(`no test data under ${prefix}`);
      await rename(tmp, dir).catch(async (err: NodeJS.ErrnoException) => {
        // Another judge process on this disk finished the same version first: keep theirs.
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
        await rm(tmp, { recursive: true, force: true });
      });
    } catch (err) {
      await rm(tmp, { recursive: true, force: true });
      throw err;
    }
    await this.evict();
    return dir;
  }

  private async evict(): Promise<void> {
    const entries = (await readdir(this.root)).filter((n) => n.includes('@') && !n.includes('.part-'));
    if (entries.length <= this.maxVersions) return;
    const aged = await Promise.all(entries.map(async (n) => ({ n, at: (await stat(join(this.root, n))).mtimeMs })));
    aged.sort((a, b) => a.at - b.at);
    for (const { n } of aged.slice(0, entries.length - this.maxVersions)) await rm(join(this.root, n), { recursive: true, force: true });
  }
}
