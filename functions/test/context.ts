import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDeps, type Deps } from '../src/deps.ts';
import { parseEnv } from '../src/env.ts';
import { ensureTable } from '../src/local/dynamo-local.ts';
import { createLocalApp } from '../src/local/server.ts';
import { seed } from '../src/seed/seed.ts';

export const ROOT_PASSWORD = 'root-test-pass';

export interface CallOptions {
  body?: unknown;
  rawBody?: RequestInit['body'];
  query?: Record<string, string | number | boolean>;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  body: { status: number; msg: string; data: any };
  headers: Headers;
}

/**
 * A fresh table (seeded like the local stack) and the whole local app, called in process with
 * `app.request()`. The clock is the test's to move.
 */
export const createTestContext = async () => {
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
  });
  const deps: Deps = await createDeps(env, clock.now);
  await seed({
    db: deps.db,
    s3: new S3Client({ endpoint: inject('awsEndpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    testDataBucket: inject('testDataBucket'),
    rootPassword: ROOT_PASSWORD,
    rootEmail: 'root@example.com',
    now: clock.now(),
  });
  const app = createLocalApp(deps);

  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    const qs = opts.query ? `?${new URLSearchParams(Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])))}` : '';
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = opts.token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(
      `${path}${qs}`,
      { method, headers, body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) },
      // The node server's socket gives the caller's address; in process we hand it over the same way.
      { incoming: { socket: { remoteAddress: opts.ip ?? '10.0.0.1' } } },
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };

  /** The newest mail sent to an address (the local mailer writes files). */
  const lastMailTo = async (to: string): Promise<string> => {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.includes(to.replace(/[^a-zA-Z0-9@._-]/g, '_'))).sort();
    const last = files.at(-1);
    if (!last) throw new Error(`no mail to ${to}`);
    return readFile(join(mailDir, last), 'utf8');
  };

  const login = async (username: string, password: string) => {
    const res = await call('POST', '/api/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return res.headers.get('authorization') as string;
  };

  /** Registers through the real flow: ask for a code, read it from the mail, register, log in. */
  const register = async (username: string, password = 'secret-pass', email = `${username}@example.com`) => {
    const codeRes = await call('GET', '/api/get-register-code', { query: { email } });
    if (codeRes.status !== 200) throw new Error(`code failed: ${codeRes.body.msg}`);
    const code = /code is (\d{6})/.exec(await lastMailTo(email))?.[1];
    const res = await call('POST', '/api/register', { body: { username, password, email, code } });
    if (res.status !== 200) throw new Error(`register failed: ${res.body.msg}`);
    return { token: await login(username, password), email, password };
  };

  const rootToken = () => login('root', ROOT_PASSWORD);
  const cleanup = () => rm(join('.test-data', tableName), { recursive: true, force: true });

  return { deps, app, call, clock, lastMailTo, login, register, rootToken, cleanup, tableName };
};

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
