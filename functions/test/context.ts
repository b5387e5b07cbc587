import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ALL_REPOSITORY_MODULES } from '../src/data/all-repositories.ts';
import { createDeps, type Deps } from '../src/deps.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTable } from '../src/local/dynamo-local.ts';
import { createLocalApp } from '../src/local/server.ts';
import { createClient } from './client.ts';
import { copyTemplate, dynamoClient, ROOT_PASSWORD } from './seed-template.ts';
import { testClock } from './clock.ts';

export { ROOT_PASSWORD };

/**
 * A fresh table (a copy of the run's seeded one, test/seed-template.ts) and the whole local app, called in process
 * with `app.request()`. The clock is the test's to move; `envOverrides` set environment variables (an origin secret...).
 */
export async function createTestContext(envOverrides: Record<string, string> = {}) {
  const tableName = `t-${randomUUID()}`;
  const dynamoEndpoint = inject('dynamoEndpoint');
  const mailDir = join('.test-data', tableName, 'mail');
  const clock = testClock();
  const client = dynamoClient(dynamoEndpoint);
  await ensureTable(client, tableName);
  await copyTemplate(client, tableName);
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
  const deps: Deps = await createDeps(env, ALL_REPOSITORY_MODULES, clock.now);
  const app = createLocalApp(deps);

  const { call, lastMailTo, login, register } = createClient(app, mailDir);

  const rootToken = () => login('root', ROOT_PASSWORD);
  const cleanup = () => rm(join('.test-data', tableName), { recursive: true, force: true });

  return { deps, app, call, clock, lastMailTo, login, register, rootToken, cleanup, tableName };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
