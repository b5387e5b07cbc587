import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { Db } from './data/db.ts';
import type { Env } from './env.ts';
import { createLogger, type Logger } from '@oj/shared/logger';
import { FileMailer, SesMailer, type Mailer } from './services/mailer.ts';
import { PublicFiles } from './services/public-files.ts';
import { TokenService } from './services/tokens.ts';

/** Everything a handler needs from the outside world; tests build it against the local servers. */
export interface Deps {
  env: Env;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Undefined where the group has no public-files bucket. */
  publicFiles: PublicFiles | undefined;
  sqs: SQSClient;
  log: Logger;
  now: () => Date;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

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
  const awsLocal = env.AWS_ENDPOINT ? { endpoint: env.AWS_ENDPOINT, credentials: LOCAL_CREDENTIALS } : {};
  const s3 = new S3Client({ region: env.AWS_REGION, forcePathStyle: Boolean(env.AWS_ENDPOINT), ...awsLocal });
  const log = createLogger(env.LOG_LEVEL);
  const mailer =
    env.MAIL_MODE === 'ses' ? new SesMailer(new SESv2Client({ region: env.AWS_REGION }), env.MAIL_FROM) : new FileMailer(env.MAIL_DIR, env.MAIL_FROM, log, now);
  return {
    env,
    db,
    tokens: new TokenService(await loadJwtSecret(env), now),
    mailer,
    publicFiles: env.BUCKET_PUBLIC_FILES ? new PublicFiles(s3, env.BUCKET_PUBLIC_FILES) : undefined,
    // Locally the queue URLs name hosts (sqs.<region>.localhost) that need not resolve: send to the endpoint.
    sqs: new SQSClient({ region: env.AWS_REGION, ...awsLocal, ...(env.AWS_ENDPOINT ? { useQueueUrlAsEndpoint: false } : {}) }),
    log,
    now,
  };
};
