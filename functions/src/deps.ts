import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createLogger, type Logger } from '@oj/shared/logger';
import { Db } from './data/db.ts';
import type { Env } from './env.ts';
import { TokenService } from './services/tokens.ts';

/**
 * What every handler needs; tests build it against the local servers. Mail, files and queues are made from
 * `env` on first use by the services that own them (services/), so a group's Lambda bundles only the AWS
 * clients its routes use.
 */
export interface Deps {
  env: Env;
  db: Db;
  tokens: TokenService;
  log: Logger;
  now: () => Date;
}

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Client settings for SQS and S3: the local emulator's endpoint and credentials when one is set. */
export const awsClientConfig = (env: Env) => ({
  region: env.AWS_REGION,
  ...(env.AWS_ENDPOINT ? { endpoint: env.AWS_ENDPOINT, credentials: LOCAL_CREDENTIALS } : {}),
});

/** S3 clients also address buckets by path locally (the emulator has no per-bucket host names). */
export const s3ClientConfig = (env: Env) => ({ ...awsClientConfig(env), forcePathStyle: Boolean(env.AWS_ENDPOINT) });

/** A service made from the dependencies on first use and kept for them (one per Lambda instance). */
export const perDeps = <T>(make: (deps: Deps) => T) => {
  const made = new WeakMap<Deps, T>();
  return (deps: Deps): T => {
    let value = made.get(deps);
    if (value === undefined) {
      value = make(deps);
      made.set(deps, value);
    }
    return value;
  };
};

const loadJwtSecret = async (env: Env): Promise<string> => {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: env.JWT_SECRET_ARN }));
  if (!out.SecretString) throw new Error('The JWT secret is empty');
  return out.SecretString;
};

export const createDeps = async (env: Env, now: () => Date = () => new Date()): Promise<Deps> => {
  const local = env.DYNAMODB_ENDPOINT ? { credentials: LOCAL_CREDENTIALS } : {};
  const db = new Db(env.TABLE_NAME, new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, ...local }));
  return { env, db, tokens: new TokenService(await loadJwtSecret(env), now), log: createLogger(env.LOG_LEVEL), now };
};
