import type { Node } from 'constructs';

/**
 * Deployment settings, read from CDK context (`cdk.json` or `-c oj:name=value`). Values given on the
 * command line arrive as strings, so numbers and flags are parsed here once.
 */
export interface Config {
  /** Prefix of every stack name, so one account can hold several deployments. */
  prefix: string;
  /** Deletion protection and RETAIN on the table and buckets; turn off only for test deployments. */
  deletionProtection: boolean;
  /** HTTP API route quota per API (300 unless AWS raised it for the account). */
  maxRoutes: number;
  /**
   * Whether the API stack declares its HTTP API routes; false leaves them out (the APIs answer 404), the one-time
   * step that upgrades a deployment made before the routes moved into nested stacks (infra/README.md).
   */
  apiRoutes: boolean;
  /** Optional custom domain for CloudFront, with an ACM certificate in us-east-1. */
  domainName?: string;
  certificateArn?: string;
  /** Optional existing WAF web ACL (CLOUDFRONT scope) to attach to the distribution. */
  webAclArn?: string;
  /** A verified SES identity (address or domain) the passport mail is sent from. */
  mailFrom: string;
  externalContests: 'on' | 'off';
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Where alarms are mailed; none subscribes nobody (the topic still exists). */
  alarmEmail?: string;
  /** The operations dashboard (one of the account's three free ones; $3 a month beyond them). */
  dashboard: boolean;
  /** X-Ray active tracing on every function, with Powertools' Tracer in the queue-fed ones and the clock (infra/README.md). */
  tracing: boolean;
  /** Where CloudFront serves from: PriceClass_100 (North America, Europe, Israel) is the cheapest per GB. */
  cloudFrontPriceClass: 'PriceClass_100' | 'PriceClass_200' | 'PriceClass_All';
  /** Per-function error and throttle alarms and the table's throttle alarm: $5.20 a month more (infra/README.md). */
  detailedAlarms: boolean;
  /** Each API stage's steady request rate (per second) and burst, beyond which it answers 429. */
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Concurrency reserved for (and capping) each API function; 0 leaves them on the account's shared pool. */
  apiReservedConcurrency: number;
  /** A prebuilt judge image URI; without it the image is built from judge-fargate/Dockerfile at deploy time. */
  judgeImage?: string;
  /**
   * The judge service's task count written on this deploy; left unset, a deploy keeps the count the scaler set.
   * 0 lets a first deploy whose judge task cannot start finish, so it can be fixed and deployed again (infra/README.md).
   */
  judgeDesiredCount?: number;
  judgeArch: 'arm64' | 'x86_64';
  judgeCpu: number;
  judgeMemoryMb: number;
  /** Submissions judged at once by one task. */
  judgeConcurrency: number;
  judgeMaxTasks: number;
  judgeSpot: boolean;
  /** From contestLeadMinutes before a contest starts until it ends: at least this many tasks... */
  contestMinTasks: number;
  /** ...and one task per this many registered participants. */
  contestantsPerTask: number;
  contestLeadMinutes: number;
}

const DEFAULTS: Config = {
  prefix: 'Oj',
  deletionProtection: true,
  maxRoutes: 300,
  apiRoutes: true,
  mailFrom: 'no-reply@example.com',
  externalContests: 'on',
  logLevel: 'info',
  dashboard: true,
  tracing: false,
  cloudFrontPriceClass: 'PriceClass_100',
  detailedAlarms: false,
  apiRateLimit: 1000,
  apiBurstLimit: 2000,
  apiReservedConcurrency: 0,
  // x86_64: contest code uses #pragma GCC target("avx2") and <immintrin.h>, which arm64 compilers reject
  judgeArch: 'x86_64',
  judgeCpu: 2048,
  judgeMemoryMb: 4096,
  judgeConcurrency: 2,
  judgeMaxTasks: 100,
  judgeSpot: true,
  contestMinTasks: 1,
  contestantsPerTask: 500,
  contestLeadMinutes: 15,
};

const parseValue = <T>(key: keyof Config, raw: unknown, fallback: T): T => {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const kind = typeof fallback;
  if (kind === 'boolean') {
    if (raw === true || raw === 'true') return true as T;
    if (raw === false || raw === 'false') return false as T;
  } else if (kind === 'number') {
    const n = Number(raw);
    if (Number.isFinite(n) && n >= 0) return n as T;
  } else if (typeof raw === 'string') {
    return raw as T;
  }
  throw new Error(`Context oj:${key} has an invalid value: ${JSON.stringify(raw)}`);
};

const ENUMS: Partial<Record<keyof Config, readonly string[]>> = {
  externalContests: ['on', 'off'],
  logLevel: ['debug', 'info', 'warn', 'error'],
  cloudFrontPriceClass: ['PriceClass_100', 'PriceClass_200', 'PriceClass_All'],
  judgeArch: ['arm64', 'x86_64'],
};

/** Fargate runs at most 5,000 tasks a service; the account's vCPU quota binds far earlier (infra/README.md). */
export const MAX_JUDGE_TASKS = 1000;

const OPTIONAL = ['domainName', 'certificateArn', 'webAclArn', 'alarmEmail', 'judgeImage'] as const;

export function readConfig(node: Node): Config {
  const config = { ...DEFAULTS } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULTS) as (keyof Config)[]) {
    const value = parseValue(key, node.tryGetContext(`oj:${key}`), DEFAULTS[key]);
    const allowed = ENUMS[key];
    if (allowed && !allowed.includes(String(value))) throw new Error(`Context oj:${key} must be one of ${allowed.join(', ')}`);
    config[key] = value;
  }
  for (const key of OPTIONAL) {
    const value = node.tryGetContext(`oj:${key}`);
    if (typeof value === 'string' && value !== '') config[key] = value;
  }
  const desired = node.tryGetContext('oj:judgeDesiredCount');
  if (desired !== undefined && desired !== null && desired !== '') config.judgeDesiredCount = parseValue('judgeDesiredCount', desired, 0);
  const result = config as unknown as Config;
  if (Boolean(result.domainName) !== Boolean(result.certificateArn)) {
    throw new Error('Set both oj:domainName and oj:certificateArn (an ACM certificate in us-east-1), or neither');
  }
  if (result.judgeMaxTasks < 2 || result.judgeMaxTasks > MAX_JUDGE_TASKS) throw new Error(`Context oj:judgeMaxTasks must be between 2 and ${MAX_JUDGE_TASKS}`);
  if (result.judgeDesiredCount !== undefined && (!Number.isInteger(result.judgeDesiredCount) || result.judgeDesiredCount > result.judgeMaxTasks)) {
    throw new Error(`Context oj:judgeDesiredCount must be a whole number from 0 to oj:judgeMaxTasks (${result.judgeMaxTasks})`);
  }
  for (const key of ['contestantsPerTask', 'judgeConcurrency'] as const) {
    if (result[key] < 1) throw new Error(`Context oj:${key} must be at least 1`);
  }
  return result;
}
