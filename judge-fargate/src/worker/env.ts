import { availableParallelism, hostname } from 'node:os';
import { z } from 'zod';

/** The worker's environment, validated once at start (the CDK task definition and the local stack set it). */
const WorkerEnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().default('us-east-1'),
  DYNAMODB_ENDPOINT: z.string().optional(),
  AWS_ENDPOINT: z.string().optional(),
  QUEUE_URL_CONTEST: z.string().min(1),
  QUEUE_URL_GENERAL: z.string().min(1),
  QUEUE_URL_TEST_RUN: z.string().min(1),
  QUEUE_URL_DEAD_LETTER: z.string().min(1),
  /** Where contest results ask for scoreboard rebuilds. */
  QUEUE_URL_BOARD: z.string().min(1),
  BUCKET_TEST_DATA: z.string().min(1),
  /** Submissions judged at once; each gets a core so that times stay stable. */
  JUDGE_CONCURRENCY: z.coerce.number().int().positive().default(availableParallelism()),
  /** Shown as the judger of each submission. */
  JUDGE_NAME: z.string().default(hostname()),
  SITE_TIMEZONE: z.string().default('UTC'),
  /**
   * Seconds in-flight judgements get to finish after SIGTERM before their messages are handed back (the task
   * definition sets 110 of its 120 s stop timeout; a Spot interruption gives two minutes).
   */
  JUDGE_STOP_GRACE_SECONDS: z.coerce.number().nonnegative().default(25),
  /** Overrides the queues' visibility timeout the worker keeps extending (set where the queues were made shorter). */
  JUDGE_VISIBILITY_TIMEOUT_SECONDS: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `emf`: the operations metrics as embedded metric format lines (the judge stack sets it); off locally. */
  METRICS: z.enum(['emf', 'off']).default('off'),
  /** Set by ECS in every task: where the worker asks for scale-in protection while it holds work. */
  ECS_AGENT_URI: z.string().optional(),
  /** Set by the judge image only: close /dev/shm and /dev/mqueue to the sandbox's uids at start. */
  OJ_JUDGE_CLOSE_SHARED_TMP: z.enum(['0', '1']).default('0'),
  /** Set by the judge image only: its toolchain list, whose commands the start-up self-check finds. */
  OJ_JUDGE_TOOLCHAINS: z.string().optional(),
});
export type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

export function parseWorkerEnv(source: Record<string, string | undefined> = process.env): WorkerEnv {
  const parsed = WorkerEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid judge environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
