import { z } from 'zod';
import { remoteJudgeSwitches, remoteJudgeSwitch } from '../db/items/config.ts';
import type { RemoteOj } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { queryInt } from './common.ts';

/**
 * The back office's site configuration (admin/ConfigController and admin/SwitchController of the reference):
 * website, mail, data sources, feature switches and limits, the carousel, and what the API and the judges report
 * about themselves.
 */

/**
 * What a reply shows instead of a stored secret (the mail password, a remote judge account's password). A setter
 * reads it back as "keep the stored one"; an empty string removes the secret; anything else replaces it.
 */
export const SECRET_MASK = '********';

const text = (what: string, max: number) =>
  z
    .string({ error: `The ${what} must be text` })
    .trim()
    .max(max, `The ${what} must be at most ${max} characters`);
const named = (what: string, max: number) => text(what, max).min(1, `The ${what} must not be empty`);
/** An http(s) address, or '' for none. */
const webAddress = (what: string) => text(what, 255).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v), `The ${what} must be an http:// or https:// address`);

/** PUT /api/admin/config/set-web-config: a field left out (or null) keeps its value. */
export const WebConfigBody = z.object({
  baseUrl: webAddress('base URL').nullish(),
  name: named('site name', 60).nullish(),
  shortName: named('short name', 20).nullish(),
  description: text('site description', 500).nullish(),
  register: z.boolean({ error: 'register must be true or false' }).nullish(),
  recordName: text('record name', 100).nullish(),
  recordUrl: webAddress('record URL').nullish(),
  projectName: text('project name', 60).nullish(),
  projectUrl: webAddress('project URL').nullish(),
});
export type WebConfigBody = z.infer<typeof WebConfigBody>;

/** The reference's WebConfigDTO. */
export const WebConfigView = z.object({
  baseUrl: z.string(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  register: z.boolean(),
  recordName: z.string(),
  recordUrl: z.string(),
  projectName: z.string(),
  projectUrl: z.string(),
});
export type WebConfigView = z.infer<typeof WebConfigView>;

/** How mail leaves: the site's own SMTP server when a host is set, otherwise the deployment's (SES in AWS, files locally). */
export const MAIL_TRANSPORTS = ['smtp', 'ses', 'file'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** PUT /api/admin/config/set-email-config: a field left out (or null) keeps its value; an empty host turns SMTP off. */
export const EmailConfigBody = z.object({
  emailHost: text('SMTP host', 255)
    .refine((v) => v === '' || /^[a-z0-9.-]+$/i.test(v), 'The SMTP host must be a host name or an IP address')
    .nullish(),
  emailPort: z
    .number({ error: 'The SMTP port must be a number' })
    .int('The SMTP port must be a whole number')
    .min(1, 'The SMTP port must be between 1 and 65535')
    .max(65535, 'The SMTP port must be between 1 and 65535')
    .nullish(),
  emailUsername: text('SMTP user name', 255).nullish(),
  /** SECRET_MASK keeps the stored password, '' removes it. */
  emailPassword: z.string({ error: 'The SMTP password must be text' }).max(255, 'The SMTP password must be at most 255 characters').nullish(),
  emailSsl: z.boolean({ error: 'emailSsl must be true or false' }).nullish(),
  emailBGImg: webAddress('mail background image').nullish(),
});
export type EmailConfigBody = z.infer<typeof EmailConfigBody>;

/** The reference's EmailConfigDTO, the password masked, and which transport sends mail now. */
export const EmailConfigView = z.object({
  emailHost: z.string(),
  emailPort: z.number().int(),
  emailUsername: z.string(),
  /** SECRET_MASK when a password is stored, '' when none: never the password. */
  emailPassword: z.string(),
  emailSsl: z.boolean(),
  emailBGImg: z.string(),
  transport: z.enum(MAIL_TRANSPORTS),
});
export type EmailConfigView = z.infer<typeof EmailConfigView>;

/** POST /api/admin/config/test-email. */
export const TestEmailBody = z.object({
  email: z
    .string({ error: 'The test email address must not be empty' })
    .trim()
    .min(1, 'The test email address must not be empty')
    .max(LIMITS.emailMax, `The test email address must be at most ${LIMITS.emailMax} characters`)
    .pipe(z.email({ error: 'The test email address is not valid' })),
});

/**
 * The reference's DBAndRedisConfigDTO, answered truthfully for a deployment on DynamoDB and SQS: dbName is the
 * table, dbHost the DynamoDB endpoint, and the fields that have no counterpart (ports, user names, passwords,
 * Redis) are null. `note` says where these settings live.
 */
export const DbAndRedisConfigView = z.object({
  dbName: z.string(),
  dbHost: z.string(),
  dbPort: z.null(),
  dbUsername: z.null(),
  dbPassword: z.null(),
  redisHost: z.null(),
  redisPort: z.null(),
  redisPassword: z.null(),
  database: z.literal('DynamoDB'),
  region: z.string(),
  queues: z.literal('SQS'),
  note: z.string(),
});
export const DEPLOYMENT_SETTINGS = 'The database and the queues are deployment settings (DynamoDB and SQS, set by the CDK app); they cannot be changed here';

/** The remote judges the reference keeps accounts for (its field names: hduUsernameList...). */
export const REMOTE_JUDGES = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
export type RemoteJudge = (typeof REMOTE_JUDGES)[number];
/** Whose accounts each remote judge key submits with: Codeforces Gym uses the Codeforces accounts. */
export const ACCOUNTS_OF: Record<RemoteOj, RemoteJudge> = { HDU: 'hdu', CF: 'cf', GYM: 'cf', POJ: 'poj', AC: 'atcoder', SPOJ: 'spoj', LIBRE: 'libreoj' };

const limit = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must not be negative`)
    .max(100_000, `${what} must be at most 100000`);
const flag = (what: string) => z.boolean({ error: `${what} must be true or false` });
const accountNames = (oj: string) => z.array(named(`${oj} account name`, 100), { error: `The ${oj} account names must be a list` }).max(50, `At most 50 ${oj} accounts`);
const accountPasswords = (oj: string) =>
  z
    .array(z.string({ error: `The ${oj} passwords must be text` }).max(255, `A ${oj} password must be at most 255 characters`), { error: `The ${oj} passwords must be a list` })
    .max(50, `At most 50 ${oj} accounts`);

/** The reference's SwitchConfigDTO fields, as set (PUT /api/admin/switch/update, all optional). */
export const SwitchConfigBody = z.object({
  openPublicDiscussion: flag('openPublicDiscussion').nullish(),
  openGroupDiscussion: flag('openGroupDiscussion').nullish(),
  openContestComment: flag('openContestComment').nullish(),
  openPublicJudge: flag('openPublicJudge').nullish(),
  openGroupJudge: flag('openGroupJudge').nullish(),
  openContestJudge: flag('openContestJudge').nullish(),
  hideNonContestSubmissionCode: flag('hideNonContestSubmissionCode').nullish(),
  /** Not in the reference's DTO: whether shared practice code is readable by others (the submission detail's codeShare). */
  codeShare: flag('codeShare').nullish(),
  // the reference clamps a negative interval to 0
  defaultSubmitInterval: z
    .number({ error: 'defaultSubmitInterval must be a number' })
    .int('defaultSubmitInterval must be a whole number')
    .max(3600, 'defaultSubmitInterval must be at most 3600 seconds')
    .transform((n) => Math.max(0, n))
    .nullish(),
  defaultCreateGroupDailyLimit: limit('defaultCreateGroupDailyLimit').nullish(),
  defaultCreateGroupLimit: limit('defaultCreateGroupLimit').nullish(),
  defaultCreateGroupACInitValue: limit('defaultCreateGroupACInitValue').nullish(),
  defaultCreateDiscussionDailyLimit: limit('defaultCreateDiscussionDailyLimit').nullish(),
  defaultCreateDiscussionACInitValue: limit('defaultCreateDiscussionACInitValue').nullish(),
  defaultCreateCommentACInitValue: limit('defaultCreateCommentACInitValue').nullish(),
  hduUsernameList: accountNames('HDU').nullish(),
  hduPasswordList: accountPasswords('HDU').nullish(),
  cfUsernameList: accountNames('Codeforces').nullish(),
  cfPasswordList: accountPasswords('Codeforces').nullish(),
  pojUsernameList: accountNames('POJ').nullish(),
  pojPasswordList: accountPasswords('POJ').nullish(),
  atcoderUsernameList: accountNames('AtCoder').nullish(),
  atcoderPasswordList: accountPasswords('AtCoder').nullish(),
  spojUsernameList: accountNames('SPOJ').nullish(),
  spojPasswordList: accountPasswords('SPOJ').nullish(),
  libreojUsernameList: accountNames('LibreOJ').nullish(),
  libreojPasswordList: accountPasswords('LibreOJ').nullish(),
  /** Not in the reference's DTO: each remote judge on or off (openRemoteJudgeHDU...). */
  ...remoteJudgeSwitches((key) => flag(remoteJudgeSwitch(key)).nullish()),
});
export type SwitchConfigBody = z.infer<typeof SwitchConfigBody>;

/** GET /api/admin/switch/info: every field set, remote judge passwords as SECRET_MASK, and each remote judge's switch. */
export const SwitchConfigView = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  codeShare: z.boolean(),
  defaultSubmitInterval: z.number().int(),
  defaultCreateGroupDailyLimit: z.number().int(),
  defaultCreateGroupLimit: z.number().int(),
  defaultCreateGroupACInitValue: z.number().int(),
  defaultCreateDiscussionDailyLimit: z.number().int(),
  defaultCreateDiscussionACInitValue: z.number().int(),
  defaultCreateCommentACInitValue: z.number().int(),
  hduUsernameList: z.array(z.string()),
  hduPasswordList: z.array(z.string()),
  cfUsernameList: z.array(z.string()),
  cfPasswordList: z.array(z.string()),
  pojUsernameList: z.array(z.string()),
  pojPasswordList: z.array(z.string()),
  atcoderUsernameList: z.array(z.string()),
  atcoderPasswordList: z.array(z.string()),
  spojUsernameList: z.array(z.string()),
  spojPasswordList: z.array(z.string()),
  libreojUsernameList: z.array(z.string()),
  libreojPasswordList: z.array(z.string()),
  /** Said beside the accounts: what the remote judge switches do. */
  remoteJudgeNote: z.string(),
  ...remoteJudgeSwitches(() => z.boolean()),
});
export type SwitchConfigView = z.infer<typeof SwitchConfigView>;
export const REMOTE_JUDGE_NOTE =
  'A remote judge switched off refuses importing its problems and submitting to it. One switched on judges with its accounts (Codeforces Gym with the Codeforces ones), one account per submission at a time; the home page lists the remote judges that are on and have an account';

/** DELETE /api/admin/config/home-carousel?id=. */
export const CarouselIdQuery = z.object({ id: queryInt().refine((n) => n > 0, 'Please give the image id (id)') });

/** Carousel images: the avatar's checks (type from the bytes), a larger size. */
export const CAROUSEL_MAX_BYTES = 2 * 1024 * 1024;

/** GET /api/admin/config/get-service-info: the answering API instance, in the reference's field names where they fit. */
export const ServiceInfo = z.object({
  backupCores: z.number().int(),
  backupPercentCpuLoad: z.string(),
  backupPercentMemoryLoad: z.string(),
  backupService: z.array(
    z.object({
      serviceId: z.string(),
      host: z.string(),
      port: z.number().int().nullable(),
      secure: z.boolean(),
      metadata: z.record(z.string(), z.string()),
    }),
  ),
  runtime: z.string(),
  region: z.string(),
  functionName: z.string(),
  functionVersion: z.string(),
  memoryMb: z.number().int(),
  rssMb: z.number().int(),
  uptimeSeconds: z.number().int(),
  startedAt: z.string(),
  tableName: z.string(),
});
export type ServiceInfo = z.infer<typeof ServiceInfo>;

/** How often each judge task writes its heartbeat, and over what window its judging rate is counted. */
export const JUDGE_HEARTBEAT = { intervalSeconds: 20, rateWindowSeconds: 300, expireSeconds: 900 } as const;

/** One judge task, from its latest heartbeat (the reference's cpuCores, percentCpuLoad, percentMemoryLoad kept). */
export const JudgeTaskInfo = z.object({
  name: z.string(),
  /** Judgements it runs at once. */
  concurrency: z.number().int(),
  /** Judgements running at its last heartbeat. */
  busy: z.number().int(),
  cpuCores: z.number().int(),
  percentCpuLoad: z.string(),
  percentMemoryLoad: z.string(),
  /** Messages judged (submissions and test runs) since it started, and per minute over the last five minutes. */
  judged: z.number().int(),
  judgedPerMinute: z.number(),
  startedAt: z.string(),
  lastHeartbeat: z.string(),
  /** Its heartbeat came within two intervals. */
  alive: z.boolean(),
});
export type JudgeTaskInfo = z.infer<typeof JudgeTaskInfo>;

export const JUDGE_QUEUE_NAMES = ['contest', 'general', 'testRun', 'deadLetter'] as const;
export const JudgeQueueInfo = z.object({
  name: z.enum(JUDGE_QUEUE_NAMES),
  /** Waiting to be judged, being judged (received, not yet deleted), delayed. */
  waiting: z.number().int(),
  inFlight: z.number().int(),
  delayed: z.number().int(),
  /** CloudWatch's ApproximateAgeOfOldestMessage (the last minute's maximum); null where there is no such metric (locally, or no data yet). */
  oldestAgeSeconds: z.number().nullable(),
});
export type JudgeQueueInfo = z.infer<typeof JudgeQueueInfo>;

/**
 * GET /api/admin/config/get-judge-service-info. The reference answers a list of judge servers; the judges here
 * are Fargate tasks fed by queues, so the reply is an object: the tasks, the queues, and the judging rate of the
 * live tasks together.
 */
export const JudgeServiceInfo = z.object({
  judges: z.array(JudgeTaskInfo),
  queues: z.array(JudgeQueueInfo),
  judgedPerMinute: z.number(),
});
export type JudgeServiceInfo = z.infer<typeof JudgeServiceInfo>;
