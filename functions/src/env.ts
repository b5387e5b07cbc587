import { z } from 'zod';

/**
 * The process environment, validated once at start. In AWS the CDK stack sets these; locally the local
 * stack does. Endpoints are only set locally (DynamoDB Local, fauxqs).
 */
const EnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().default('us-east-1'),
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** One endpoint serves SQS and S3 locally (fauxqs). */
  AWS_ENDPOINT: z.url().optional(),
  QUEUE_URL_CONTEST: z.string().optional(),
  QUEUE_URL_GENERAL: z.string().optional(),
  QUEUE_URL_TEST_RUN: z.string().optional(),
  QUEUE_URL_BOARD: z.string().optional(),
  QUEUE_URL_USER_JOBS: z.string().optional(),
  QUEUE_URL_DEAD_LETTER: z.string().optional(),
  /** Remote submissions (remote-judge/worker.ts): submitted, then polled by the message queued again with a delay. */
  QUEUE_URL_REMOTE: z.string().optional(),
  /** The remote judges' base addresses by key, as JSON (`{"HDU":"http://localhost:9101"}`): the local fakes. Unset: the sites themselves. */
  REMOTE_SITE_URLS: z.string().optional(),
  /** In AWS: the Secrets Manager secret holding every remote judge's accounts (services/remote-accounts/). */
  REMOTE_ACCOUNTS_SECRET_ARN: z.string().optional(),
  /** Locally: the file under .data/ holding them instead. */
  REMOTE_ACCOUNTS_FILE: z.string().optional(),
  BUCKET_TEST_DATA: z.string().optional(),
  /** Locally: where browsers reach test data with presigned addresses (the storage door, on its own origin as S3 is). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  BUCKET_PUBLIC_FILES: z.string().optional(),
  /** Local development: the signing secret itself. In AWS: JWT_SECRET_ARN names a Secrets Manager secret. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().optional(),
  /**
   * The value CloudFront puts in X-Origin-Verify (the secret itself, or ORIGIN_SECRET_ARN naming it). When
   * set, only requests that carry it are served, and only they may name the viewer's address. Unset locally.
   */
  ORIGIN_SECRET: z.string().min(32).optional(),
  ORIGIN_SECRET_ARN: z.string().optional(),
  MAIL_MODE: z.enum(['ses', 'file']).default('file'),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  MAIL_DIR: z.string().default('.data/mail'),
  /** The site's public URL, for links in mail. */
  SITE_URL: z.string().default('http://localhost:8080'),
  CORS_ORIGIN: z.string().default('*'),
  /** Fetch other judges' upcoming contests for the home page (needs internet access). */
  EXTERNAL_CONTESTS: z.enum(['on', 'off']).default('off'),
  /** Where calendar days start for heatmaps and daily statistics (an IANA zone). */
  SITE_TIMEZONE: z.string().default('UTC'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `emf`: the operations metrics as embedded metric format lines (the stacks set it); off locally. */
  METRICS: z.enum(['emf', 'off']).default('off'),
  /** Set by Lambda itself (the back office's service info); unset locally. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  AWS_LAMBDA_FUNCTION_VERSION: z.string().optional(),
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
