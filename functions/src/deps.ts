import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Logger } from '@oj/shared/logger';
import type { Metrics } from '@oj/shared/metrics';
import { Db } from './data/db.ts';
import { createRepositories, type Repositories, type RepositoryModules } from './data/repositories.ts';
import type { Env } from './env.ts';
import type { SiteLookup } from './remote-judge/site-lookup.ts';
import { createLogger, createMetrics } from './observability/telemetry.ts';
import { SecretBox } from './services/secret-box.ts';
import { TokenService } from './services/tokens.ts';

/**
 * What every handler needs; tests build it against the local servers. Mail, files and queues are made from
 * `env` on first use by the services that own them (services/), so a group's Lambda bundles only the AWS
 * clients its routes use.
 */
export interface Deps {
  env: Env;
  db: Db;
  /** The table's repositories (data/repositories.ts): what routes and services read and write through. */
  repos: Repositories;
  tokens: TokenService;
  /** Seals secrets stored in the table (the SMTP password...), keyed from the signing secret. */
  secrets: SecretBox;
  log: Logger;
  metrics: Metrics;
  now: () => Date;
  /** The CloudFront origin secret; undefined when requests reach the functions directly (locally). */
  originSecret?: string;
  /** The remote judges' adapters; tests put fakes here (unset: remote-judge/site-lookup.ts from the environment). */
  remoteSites?: SiteLookup;
}

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Client settings for SQS and S3: the local emulator's endpoint and credentials when one is set. */
export function awsClientConfig(env: Env) {
  return {
    region: env.AWS_REGION,
    ...(env.AWS_ENDPOINT ? { endpoint: env.AWS_ENDPOINT, credentials: LOCAL_CREDENTIALS } : {}),
  };
}

/** S3 clients also address buckets by path locally (the emulator has no per-bucket host names). */
export function s3ClientConfig(env: Env) {
  return { ...awsClientConfig(env), forcePathStyle: Boolean(env.AWS_ENDPOINT) };
}

/** SQS clients send to the emulator's endpoint locally: its queue URLs name hosts (sqs.<region>.localhost) that need not resolve. */
export function sqsClientConfig(env: Env) {
  return { ...awsClientConfig(env), ...(env.AWS_ENDPOINT ? { useQueueUrlAsEndpoint: false } : {}) };
}

/** A service made from the dependencies on first use and kept for them (one per Lambda instance). */
export function perDeps<T>(make: (deps: DataDeps) => T) {
  const made = new WeakMap<DataDeps, T>();
  return (deps: DataDeps): T => {
    let value = made.get(deps);
    if (value === undefined) {
      value = make(deps);
      made.set(deps, value);
    }
    return value;
  };
}

/** A secret given in the environment itself (locally), or read from Secrets Manager by its ARN (in AWS). */
const loadSecret = async (env: Env, name: string, value: string | undefined, arn: string | undefined): Promise<string | undefined> => {
  if (value || !arn) return value;
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error(`The ${name} secret is empty`);
  return out.SecretString;
};

/** What work outside requests needs (the board builder): the table, the clock, the log; no secrets. */
export type DataDeps = Pick<Deps, 'env' | 'db' | 'repos' | 'log' | 'metrics' | 'now'>;

/**
 * Deps joined by the repositories of `modules`, bound to the deps object itself (services keep per-deps clients): a
 * copy of deps with another table or environment (a test's) needs its own, made here.
 */
export function withRepos<T extends Omit<DataDeps, 'repos'>>(base: T, modules: Partial<RepositoryModules>): T & Pick<DataDeps, 'repos'> {
  const deps = base as T & Pick<DataDeps, 'repos'>;
  deps.repos = createRepositories(deps, modules);
  return deps;
}

function dataDepsOf(env: Env, now: () => Date): Omit<DataDeps, 'repos'> {
  const local = env.DYNAMODB_ENDPOINT ? { credentials: LOCAL_CREDENTIALS } : {};
  const db = new Db(env.TABLE_NAME, new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, ...local }));
  return { env, db, log: createLogger(env.LOG_LEVEL), metrics: createMetrics(env.METRICS), now };
}

/** `modules`: the data modules whose repositories the caller's code reaches (src/lambda/ names them per function). */
export function createDataDeps(env: Env, modules: Partial<RepositoryModules>, now: () => Date = () => new Date()): DataDeps {
  return withRepos(dataDepsOf(env, now), modules);
}

export async function createDeps(env: Env, modules: Partial<RepositoryModules>, now: () => Date = () => new Date()): Promise<Deps> {
  const [jwtSecret, originSecret] = await Promise.all([loadSecret(env, 'JWT', env.JWT_SECRET, env.JWT_SECRET_ARN), loadSecret(env, 'origin', env.ORIGIN_SECRET, env.ORIGIN_SECRET_ARN)]);
  if (!jwtSecret) throw new Error('Invalid environment: set JWT_SECRET or JWT_SECRET_ARN');
  return withRepos({ ...dataDepsOf(env, now), tokens: new TokenService(jwtSecret, now), secrets: new SecretBox(jwtSecret), originSecret }, modules);
}
