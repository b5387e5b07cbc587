import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Server } from 'node:net';
import { startFauxqs } from 'fauxqs';
import { BUCKETS, QUEUES } from '@oj/shared';
import type { QueueDef } from '@oj/shared/resources';

export interface AwsEmulator {
  endpoint: string;
  /** Environment entries naming the queues and buckets, as the CDK stack sets them in AWS. */
  env: Record<string, string>;
  s3: S3Client;
  bucketNames: Record<keyof typeof BUCKETS, string>;
  /** Writes every object to the snapshot folder (fauxqs keeps state in memory only). */
  snapshot(): Promise<number>;
  stop(): Promise<void>;
}

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
};

/**
 * Runs `start` with every listen on all interfaces moved to the loopback one: fauxqs always listens on
 * 0.0.0.0 and has no authentication, so it must not be reachable from other machines.
 */
const onLoopback = async <T>(start: () => Promise<T>): Promise<T> => {
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    const [options] = args;
    if (options && typeof options === 'object' && (options as { host?: string }).host === '0.0.0.0') {
      args[0] = { ...options, host: '127.0.0.1' };
    }
    return (listen as (...a: unknown[]) => Server).apply(this, args);
  } as typeof listen;
  try {
    return await start();
  } finally {
    Server.prototype.listen = listen;
  }
};

/**
 * SQS and S3 on one local port (fauxqs, in this process), with the judge queues and the buckets created
 * from shared's definitions. fauxqs has no persistence, so bucket contents are restored from and saved to
 * `snapshotDir` when one is given.
 */
export async function startAwsEmulator(opts: {
  port: number;
  prefix: string;
  snapshotDir?: string;
  /** Overrides the judge queues' visibility timeout (fault tests want a dead worker's message back in seconds). */
  visibilityTimeoutSeconds?: number;
}): Promise<AwsEmulator> {
  const server = await onLoopback(() => startFauxqs({ port: opts.port, logger: false }));
  const endpoint = `http://127.0.0.1:${server.port}`;
  const env: Record<string, string> = {};

  const dlq = server.createQueue(`${opts.prefix}-${QUEUES.deadLetter.id}`, {
    attributes: { VisibilityTimeout: String(QUEUES.deadLetter.visibilityTimeoutSeconds), MessageRetentionPeriod: '1209600' },
  });
  env[QUEUES.deadLetter.envVar] = dlq.queueUrl;
  for (const q of [QUEUES.contest, QUEUES.general, QUEUES.testRun]) {
    const created = server.createQueue(`${opts.prefix}-${q.id}`, {
      attributes: {
        VisibilityTimeout: String(opts.visibilityTimeoutSeconds ?? q.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: String(q.maxReceiveCount) }),
      },
    });
    env[q.envVar] = created.queueUrl;
  }
  // Rebuild requests are idempotent and cheap to retry: no dead-letter queue, kept a day.
  env[QUEUES.board.envVar] = server.createQueue(`${opts.prefix}-${QUEUES.board.id}`, {
    attributes: { VisibilityTimeout: String(QUEUES.board.visibilityTimeoutSeconds), MessageRetentionPeriod: '86400' },
  }).queueUrl;
  // the user jobs and the remote steps each have a dead-letter queue of their own
  const withDeadLetter = (q: QueueDef, dead: QueueDef) => {
    const dlq = server.createQueue(`${opts.prefix}-${dead.id}`, { attributes: { VisibilityTimeout: String(dead.visibilityTimeoutSeconds), MessageRetentionPeriod: '1209600' } });
    const attributes = { VisibilityTimeout: String(q.visibilityTimeoutSeconds), RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: String(q.maxReceiveCount) }) };
    env[q.envVar] = server.createQueue(`${opts.prefix}-${q.id}`, { attributes }).queueUrl;
  };
  withDeadLetter(QUEUES.userJobs, QUEUES.userJobsDeadLetter);
  withDeadLetter(QUEUES.remote, QUEUES.remoteDeadLetter);

  const bucketNames = Object.fromEntries(Object.entries(BUCKETS).map(([k, b]) => [k, `${opts.prefix}-${b.id}`])) as AwsEmulator['bucketNames'];
  for (const [k, b] of Object.entries(BUCKETS)) {
    server.createBucket(bucketNames[k as keyof typeof BUCKETS]);
    env[b.envVar] = bucketNames[k as keyof typeof BUCKETS];
  }

  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

  if (opts.snapshotDir) {
    for (const bucket of Object.values(bucketNames)) {
      const root = join(opts.snapshotDir, bucket);
      for (const file of await listFiles(root)) {
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key: relative(root, file).split('\\').join('/'), Body: await readFile(file) }));
      }
    }
  }

  const snapshot = async () => {
    if (!opts.snapshotDir) return 0;
    let count = 0;
    for (const bucket of Object.values(bucketNames)) {
      const root = join(opts.snapshotDir, bucket);
      await rm(root, { recursive: true, force: true });
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const obj of page.Contents ?? []) {
          if (!obj.Key) continue;
          const body = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: obj.Key }))).Body?.transformToByteArray();
          const file = join(root, obj.Key);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, body ?? new Uint8Array());
          count++;
        }
        token = page.NextContinuationToken;
      } while (token);
    }
    return count;
  };

  return {
    endpoint,
    env,
    s3,
    bucketNames,
    snapshot,
    stop: async () => {
      s3.destroy();
      await server.stop();
    },
  };
}
