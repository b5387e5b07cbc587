import { createHash } from 'node:crypto';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BOARD_VARIANTS, type BoardSnapshot, type BoardVariant } from '@oj/shared';
import { boardSnapshotObject, legacyPublicBoardObject, publicBoardObject } from '@oj/shared/db/keys';
import { publishedParts, type PublishedBoardIndex, type PublishedBoardName } from '@oj/shared/domain/published-board';
import { perDeps, s3ClientConfig } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import type { ScrollSnapshot } from './snapshots.ts';

/** Seconds a Lambda instance reuses a snapshot it read (the board is rebuilt at most every few seconds anyway). */
const READ_CACHE_MS = 2_000;
/** What an anonymous viewer's browser and CloudFront may keep a public board. */
export const PUBLIC_BOARD_CACHE_CONTROL = 'public, max-age=2';

type Stored = BoardSnapshot | ScrollSnapshot;

/**
 * A published board's parts, each named by 48 bits of its body's MD5: only the publisher compares them, and the index
 * that lists them is read on every view (full MD5 hex made it 5.1 KB of a 10,000-row board's 9.8 KB view).
 */
export function publicBoardParts(snapshot: BoardSnapshot) {
  return publishedParts(snapshot, (body) => createHash('md5').update(body).digest('base64url').slice(0, 8));
}

const isMissing = (err: unknown) => err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * A private snapshot object's body. Gzip's fastest level: on a 10,000-row board (7.9 MB of JSON) it takes about a
 * quarter of the default level's time for 0.9 MB instead of 0.6, and only our own Lambdas read these objects.
 */
export function storedBody(snapshot: Stored) {
  return gzipSync(JSON.stringify(snapshot), { level: constants.Z_BEST_SPEED });
}

/**
 * Snapshot objects: every variant gzipped in the private test-data bucket (`boards/<cid>/`); for contests with an
 * open scoreboard, what anonymous viewers see is also published in parts under /public/scoreboard/<cid>/<name>/.
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
      if (isMissing(err)) return undefined;
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

  /**
   * Publishes (or withdraws, with undefined) an anonymous viewer's board in parts: the pages and locators whose
   * content changed since the last index, then the index (so a reader never meets an index naming unwritten parts),
   * then the deletion of pages the board no longer has. A withdrawal takes the index away first.
   */
  async publish(cid: number, name: PublishedBoardName, snapshot: BoardSnapshot | undefined): Promise<void> {
    const bucket = this.publicBucket;
    if (!bucket) return;
    const previous = await this.publishedIndex(bucket, cid, name);
    const remove = (keys: readonly string[]) => Promise.all(keys.map((Key) => this.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
    const parts = (names: readonly string[]) => names.map((part) => publicBoardObject(cid, name, part));
    // no index yet: the board may still be published whole, as before parts
    const legacy = [legacyPublicBoardObject(cid, name)];
    if (!snapshot) {
      if (!previous) await remove(legacy);
      else await remove(parts(['index'])).then(() => remove(parts(Object.keys(previous.parts))));
      return;
    }
    const { index, bodies } = publicBoardParts(snapshot);
    const put = (part: string, body: string) =>
      this.s3.send(new PutObjectCommand({ Bucket: bucket, Key: publicBoardObject(cid, name, part), Body: body, ContentType: 'application/json', CacheControl: PUBLIC_BOARD_CACHE_CONTROL }));
    await Promise.all([...bodies].filter(([part]) => previous?.parts[part] !== index.parts[part]).map(([part, body]) => put(part, body)));
    await put('index', JSON.stringify(index));
    await remove(previous ? parts(Object.keys(previous.parts).filter((part) => !(part in index.parts))) : legacy);
  }

  private async publishedIndex(bucket: string, cid: number, name: PublishedBoardName): Promise<PublishedBoardIndex | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: bucket, Key: publicBoardObject(cid, name) }));
      return JSON.parse(await out.Body!.transformToString()) as PublishedBoardIndex;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }
}

export const boardStoreFor = perDeps(({ env }) => {
  if (!env.BUCKET_TEST_DATA) throw new AppError(500, 'Scoreboard storage is not configured');
  return new BoardStore(new S3Client(s3ClientConfig(env)), env.BUCKET_TEST_DATA, env.BUCKET_PUBLIC_FILES);
});
