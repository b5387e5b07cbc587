/**
 * Queues and buckets. The CDK app and the local stack both create them from these definitions.
 * `id` is the logical name (CDK construct id, local queue/bucket name suffix); the environment passes
 * the real URLs and names to the code.
 */
export interface QueueDef {
  id: string;
  /** Seconds a received message stays hidden; above the worst judging time of one submission. */
  visibilityTimeoutSeconds: number;
  /** Receives before SQS moves the message to the dead-letter queue. */
  maxReceiveCount?: number;
  envVar: string;
}

/** Worst case: 3 compile retries of 20 s wall plus 100 cases at 3 x 10 s wall, rounded up; the worker also extends visibility. */
export const JUDGE_VISIBILITY_TIMEOUT_SECONDS = 900;
export const JUDGE_MAX_RECEIVES = 3;

export const QUEUES = {
  contest: { id: 'judge-contest', visibilityTimeoutSeconds: JUDGE_VISIBILITY_TIMEOUT_SECONDS, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_CONTEST' },
  general: { id: 'judge-general', visibilityTimeoutSeconds: JUDGE_VISIBILITY_TIMEOUT_SECONDS, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_GENERAL' },
  testRun: { id: 'judge-test-run', visibilityTimeoutSeconds: 120, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_TEST_RUN' },
  deadLetter: { id: 'judge-dead-letter', visibilityTimeoutSeconds: 60, envVar: 'QUEUE_URL_DEAD_LETTER' },
} as const satisfies Record<string, QueueDef>;

export interface BucketDef {
  id: string;
  envVar: string;
}

export const BUCKETS = {
  /** Test cases, checkers and interactors, by problem and data version. Private. */
  testData: { id: 'test-data', envVar: 'BUCKET_TEST_DATA' },
  /** Avatars, carousel and markdown images, attachments. Served under /public/ through CloudFront. */
  publicFiles: { id: 'public-files', envVar: 'BUCKET_PUBLIC_FILES' },
} as const satisfies Record<string, BucketDef>;

/** URL prefix under which the public-files bucket is served (CloudFront in AWS, the local server locally). */
export const PUBLIC_FILES_PATH = '/public/';
