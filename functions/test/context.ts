import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDeps, type Deps } from '../src/deps.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTable } from '../src/local/dynamo-local.ts';
import { createLocalApp } from '../src/local/server.ts';
import { SEEDED_CATEGORIES_STEP, seed } from '../src/seed/seed.ts';
import { createClient } from './client.ts';

export const ROOT_PASSWORD = 'root-test-pass';

/**
 * A fresh table (seeded like the local stack) and the whole local app, called in process with
 * `app.request()`. The clock is the test's to move; `envOverrides` set environment variables (an origin secret...).
 */
export const createTestContext = async (envOverrides: Record<string, string> = {}) => {
  const tableName = `t-${randomUUID()}`;
  const dynamoEndpoint = inject('dynamoEndpoint');
  const mailDir = join('.test-data', tableName, 'mail');
  let now = new Date('2026-11-01T08:00:00Z');
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
  await ensureTable(new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }), tableName);
  const env = parseEnv({
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    AWS_ENDPOINT: inject('awsEndpoint'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    MAIL_DIR: mailDir,
    LOG_LEVEL: 'silent',
    ...inject('awsEnv'),
    ...envOverrides,
  });
  const deps: Deps = await createDeps(env, clock.now);
  await seed({
    db: deps.db,
    s3: new S3Client({ endpoint: inject('awsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    testDataBucket: inject('testDataBucket'),
    rootPassword: ROOT_PASSWORD,
    rootEmail: 'root@example.com',
    now: clock.now(),
    // tests make the discussion categories they need (seed.test.ts checks the seeded ones)
    skip: [SEEDED_CATEGORIES_STEP],
  });
  const app = createLocalApp(deps);

  const { call, lastMailTo, login, register } = createClient(app, mailDir);

  const rootToken = () => login('root', ROOT_PASSWORD);
  const cleanup = () => rm(join('.test-data', tableName), { recursive: true, force: true });

  return { deps, app, call, clock, lastMailTo, login, register, rootToken, cleanup, tableName };
};

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
