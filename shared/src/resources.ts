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

/**
 * Short, so that the messages of a task that died come back within a minute: the worker extends the
 * visibility of what it holds every third of this while it judges.
 */
export const JUDGE_VISIBILITY_TIMEOUT_SECONDS = 60;
/** Real judge failures (a judgement that threw) before a submission ends as System Error; kept in the submission. */
export const JUDGE_MAX_FAILURES = 3;
/**
 * Receives before SQS moves a message to the dead-letter queue: only the backstop for a message that kills
 * its worker every time. Hand-backs (a task stopping, a Spot interruption) are receives too, so this is set
 * well above JUDGE_MAX_FAILURES.
 */
export const JUDGE_MAX_RECEIVES = 10;
/**
 * A judge renews its claim on the submission it judges (`claimAliveAt`) this often, so a claim not renewed for
 * JUDGE_CLAIM_LEASE_SECONDS was left by a judge that is gone: the stuck submission sweeper may queue it again.
 */
export const JUDGE_CLAIM_RENEW_SECONDS = 20;
export const JUDGE_CLAIM_LEASE_SECONDS = 90;

export const QUEUES = {
  contest: { id: 'judge-contest', visibilityTimeoutSeconds: JUDGE_VISIBILITY_TIMEOUT_SECONDS, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_CONTEST' },
  general: { id: 'judge-general', visibilityTimeoutSeconds: JUDGE_VISIBILITY_TIMEOUT_SECONDS, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_GENERAL' },
  testRun: { id: 'judge-test-run', visibilityTimeoutSeconds: JUDGE_VISIBILITY_TIMEOUT_SECONDS, maxReceiveCount: JUDGE_MAX_RECEIVES, envVar: 'QUEUE_URL_TEST_RUN' },
  deadLetter: { id: 'judge-dead-letter', visibilityTimeoutSeconds: 60, envVar: 'QUEUE_URL_DEAD_LETTER' },
  /** Scoreboard rebuild requests (delayed, at most one queued per contest); a rebuild takes a few seconds. */
  board: { id: 'scoreboard', visibilityTimeoutSeconds: 60, envVar: 'QUEUE_URL_BOARD' },
  /**
   * Bulk user jobs (import, generation): one message per chunk step, drained by the user job runner, whose
   * timeout (USER_JOB_RUNNER_TIMEOUT_SECONDS) stays under this visibility timeout.
   */
  userJobs: { id: 'user-jobs', visibilityTimeoutSeconds: 120, maxReceiveCount: 5, envVar: 'QUEUE_URL_USER_JOBS' },
  /** Where a user job's message lands after failing maxReceiveCount times; the job can be resumed from the back office. */
  userJobsDeadLetter: { id: 'user-jobs-dead-letter', visibilityTimeoutSeconds: 60, envVar: 'QUEUE_URL_USER_JOBS_DEAD_LETTER' },
  /**
   * Remote submissions (functions/src/remote-judge/worker.ts): one message per step (submit, then each poll, sent again
   * with a delay). A step stays under REMOTE_WORKER_TIMEOUT_SECONDS, and a message that failed comes back within the
   * judge claim's lease, so the stuck submission sweeper never mistakes a retried step for a lost one.
   */
  remote: { id: 'remote-judge', visibilityTimeoutSeconds: 75, maxReceiveCount: 5, envVar: 'QUEUE_URL_REMOTE' },
  /** A remote step that failed maxReceiveCount times; the sweeper then ends the submission (its claim is no longer renewed). */
  remoteDeadLetter: { id: 'remote-judge-dead-letter', visibilityTimeoutSeconds: 60, envVar: 'QUEUE_URL_REMOTE_DEAD_LETTER' },
} as const satisfies Record<string, QueueDef>;

/** One remote step: a login, a submit and finding the run at the site's HTTP timeout of 15 s each, with room to spare. */
export const REMOTE_WORKER_TIMEOUT_SECONDS = 60;

/** A user job run (one chunk of rows) ends within this; a chunk takes about 5 s (jobs/user-jobs/job-store.ts). */
export const USER_JOB_RUNNER_TIMEOUT_SECONDS = 60;

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

/**
 * The test data bucket's one CORS rule (the storage stack sets it; the local storage door answers by it): the
 * site's pages PUT zips and GET packed ones with presigned addresses. Downloads arrive by a redirect of an API
 * call, which keeps the clients' Url-Type header; the page reads the file's name from Content-Disposition.
 */
export const TEST_DATA_CORS = {
  allowedMethods: ['PUT', 'GET'],
  allowedHeaders: ['content-type', 'url-type'],
  exposedHeaders: ['content-disposition'],
  maxAgeSeconds: 3600,
} as const;

/** URL prefix under which the public-files bucket is served (CloudFront in AWS, the local server locally). */
export const PUBLIC_FILES_PATH = '/public/';
