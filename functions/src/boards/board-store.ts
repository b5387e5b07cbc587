import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BOARD_VARIANTS, type BoardSnapshot, type BoardVariant } from '@oj/shared';
import { boardSnapshotObject, publicBoardObject } from '@oj/shared/db/keys';
import { perDeps, s3ClientConfig } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import type { ScrollSnapshot } from './snapshots.ts';

/** Seconds a Lambda instance reuses a snapshot it read (the board is rebuilt at most every few seconds anyway). */
const READ_CACHE_MS = 2_000;
/** What an anonymous viewer's browser and CloudFront may keep a public board. */
export const PUBLIC_BOARD_CACHE_CONTROL = 'public, max-age=2';

type Stored = BoardSnapshot | ScrollSnapshot;

/**
 * A private snapshot object's body. Gzip's fastest level: on a 10,000-row board (7.9 MB of JSON) it takes about a
 * quarter of the default level's time for 0.9 MB instead of 0.6, and only our own Lambdas read these objects.
 */
export const storedBody = (snapshot: Stored) => gzipSync(JSON.stringify(snapshot), { level: constants.Z_BEST_SPEED });

/**
 * Snapshot objects: every variant gzipped in the private test-data bucket (`boards/<cid>/`); for contests with an
 * open scoreboard, what anonymous viewers see is also published as JSON under /public/scoreboard/<cid>/.
 */
export class BoardStore {
  private readonly cache = new Map<string, { at: number; value: Promise<Stored | undefined> }>();

  constructor(
    private readonly s3: S3Client,
    private readonly privateBucket: string,
    private readonly publicBucket: string | undefined,
  ) {}

  async write(cid: number, name: BoardVariant | 'scroll', snapshot: Stored): Promise<void> {
    const key = boardSnapshotObject(cid, name);
    await this.s3.send(new PutObjectCommand({ Bucket: this.privateBucket, Key: key, Body: storedBody(snapshot), ContentType: 'application/gzip' }));
    this.cache.delete(key);
  }

  read(cid: number, name: 'scroll'): Promise<ScrollSnapshot | undefined>;
  read(cid: number, name: BoardVariant): Promise<BoardSnapshot | undefined>;
  read(cid: number, name: BoardVariant | 'scroll'): Promise<Stored | undefined> {
    const key = boardSnapshotObject(cid, name);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < READ_CACHE_MS) return hit.value;
    const value = this.fetch(key);
    this.cache.set(key, { at: Date.now(), value });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  private async fetch(key: string): Promise<Stored | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.privateBucket, Key: key }));
      return JSON.parse(gunzipSync(await out.Body!.transformToByteArray()).toString('utf8')) as Stored;
    } catch (err) {
      if (err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound')) return undefined;
      throw err;
    }
  }

  /** Removes every snapshot of a deleted contest, private and public. */
  async removeAll(cid: number): Promise<void> {
    await Promise.all([
      ...[...BOARD_VARIANTS, 'scroll'].map((name) => this.s3.send(new DeleteObjectCommand({ Bucket: this.privateBucket, Key: boardSnapshotObject(cid, name) }))),
      this.publish(cid, 'board', undefined),
      this.publish(cid, 'board-end', undefined),
    ]);
    this.cache.clear();
  }

  /** Publishes (or withdraws, with undefined) an anonymous viewer's board. */
  async publish(cid: number, name: 'board' | 'board-end', snapshot: BoardSnapshot | undefined): Promise<void> {
    if (!this.publicBucket) return;
    const Key = publicBoardObject(cid, name);
    if (!snapshot) {
      await this.s3.send(new DeleteObjectCommand({ Bucket: this.publicBucket, Key }));
      return;
    }
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.publicBucket, Key, Body: JSON.stringify(snapshot), ContentType: 'application/json', CacheControl: PUBLIC_BOARD_CACHE_CONTROL }),
    );
  }
}

export const boardStoreFor = perDeps(({ env }) => {
  if (!env.BUCKET_TEST_DATA) throw new AppError(500, 'Scoreboard storage is not configured');
  return new BoardStore(new S3Client(s3ClientConfig(env)), env.BUCKET_TEST_DATA, env.BUCKET_PUBLIC_FILES);
});
