/**
 * A cost model of one contest and of an idle month, from AWS list prices (us-east-1, on-demand, no free
 * tier unless asked). What a deployment is billed for by count (alarm metrics, dashboards, log groups and their
 * retention, schedules, the judge task) comes from its synthesized templates (cost-inventory.ts); every other
 * quantity comes from an assumption printed beside it, so a reader can disagree with a number and change it on
 * the command line.
 */
import { BOARD_REBUILD_DELAY_SECONDS } from '@oj/shared/db/board-queue';
import { METRICS } from '@oj/shared/metrics';
import { ACCESS_LOG_VALUE_BYTES, alarmMetricCount, MINUTES_PER_MONTH, type Inventory } from './cost-inventory.ts';

export const PRICES = {
  asOf: '2025-06, us-east-1 list prices',
  fargateArmVcpuHour: 0.03238,
  fargateArmGbHour: 0.00356,
  fargateX86VcpuHour: 0.04048,
  fargateX86GbHour: 0.004445,
  /** Fargate Spot is priced by the market; about 70% below on-demand in practice. */
  fargateSpotDiscount: 0.7,
  publicIpv4Hour: 0.005,
  lambdaArmGbSecond: 0.0000133334,
  lambdaPerMillion: 0.2,
  httpApiPerMillion: 1.0,
  dynamoReadPerMillion: 0.125,
  dynamoWritePerMillion: 0.625,
  dynamoGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  sqsPerMillion: 0.4,
  s3GbMonth: 0.023,
  s3PutPerMillion: 5.0,
  cloudfrontGb: 0.085,
  cloudfrontHttpsPerMillion: 1.0,
  cloudfrontFunctionPerMillion: 0.1,
  logsIngestGb: 0.5,
  /** Stored (archived) logs are billed compressed. */
  logsStoredGbMonth: 0.03,
  /** Per metric an alarm evaluates; a metric-math alarm pays for each metric it reads. */
  alarmMetricMonth: 0.1,
  alarmHighResolutionMetricMonth: 0.3,
  compositeAlarmMonth: 0.5,
  dashboardMonth: 3.0,
  /** A custom metric, prorated by the hours it is written in (730 a month). */
  customMetricMonth: 0.3,
  /** The always-free tier covers three dashboards of up to 50 metrics each. */
  dashboardFreeMetrics: 50,
  secretMonth: 0.4,
  xrayTracePerMillion: 5.0,
  /** X-Ray's default sampling rule: the first request each second, then 5% of the rest. */
  xraySampledPerSecond: 1,
  xraySampledShare: 0.05,
  ecrGbMonth: 0.1,
} as const;

export interface Assumptions {
  contestants: number;
  hours: number;
  submissions: number;
  /** API calls per contestant and hour (pages, polling a verdict, clarifications). */
  apiCallsPerContestantHour: number;
  /** Boards in view per contestant at any time (contestants' own; coaches and visitors add more). */
  boardViewersPerContestant: number;
  /** Refreshes of an open board an hour (its auto-refresh). */
  boardRefreshesPerHour: number;
  /** Compile plus run, CPU seconds per submission (C++ A+B with a precompiled header ~1 s; heavier problems more). */
  cpuSecondsPerSubmission: number;
  /** Share of provisioned judge vCPU that does judging (start-up, waits and burst headroom take the rest). */
  judgeUtilisation: number;
  /** Judges on arm64 (Graviton) instead of x86_64. */
  judgeArm64: boolean;
  taskVcpu: number;
  taskMemoryGb: number;
  spotShare: number;
  contestantsPerTask: number;
  leadMinutes: number;
  idleMinutes: number;
  lambdaMs: number;
  lambdaMemoryGb: number;
  readUnitsPerCall: number;
  /** Write units of one submission: the submit call's and the judge's, counter updates included. */
  writeUnitsPerSubmission: number;
  /** Read units the submit call and the judge spend on one submission. */
  readUnitsPerSubmission: number;
  /** SQS requests of one submission: the API's send, the judge's receives, extensions and delete. */
  sqsRequestsPerSubmission: number;
  /** ReceiveMessage calls of a running judge task's long-polling slots, per hour, busy or idle. */
  receivesPerTaskHour: number;
  apiResponseKb: number;
  /** Bytes one view of the published board moves through CloudFront (npm run bench:scoreboard). */
  boardViewKb: number;
  /** CloudFront requests of one view: the index and the page shown (a pinned user adds a locator and a page). */
  boardRequestsPerView: number;
  /** Board rebuilds an hour while verdicts arrive (at most one per contest every few seconds). */
  boardRebuildsPerHour: number;
  /** Published parts a rebuild writes (the changed pages and locators, and the index). */
  boardPutsPerRebuild: number;
  /** SPA download per contestant (first visit, compressed, Monaco included). */
  spaMb: number;
  spaFiles: number;
  logBytesPerCall: number;
  /** Bytes of the API access log line of a call. */
  accessLogBytesPerCall: number;
  /** Bytes the judge logs for one submission. */
  logBytesPerSubmission: number;
  /** Stored size of a logged byte (CloudWatch archives logs gzipped). */
  logStoredRatio: number;
  /** Days the contest's logs are kept (the log groups' retention). */
  logRetentionDays: number;
  /** A run of a scheduled function (the clock, the judge scaler) with nothing to do. */
  scheduledRunMs: number;
  /** SQS requests and DynamoDB read units of such a run. */
  sqsRequestsPerScheduledRun: number;
  readUnitsPerScheduledRun: number;
  /** Bytes such a run logs. */
  logBytesPerScheduledRun: number;
  /** ReceiveMessage calls a minute Lambda makes on an empty queue that feeds a function. */
  idleReceivesPerQueueTriggerMinute: number;
  tableGb: number;
  bucketsGb: number;
  imageGb: number;
  /** CloudFront's always-free tier: 1 TB out and 10 M requests a month. */
  freeTier: boolean;
  /** Of CloudWatch's three free dashboards, those this deployment's may take (the account's others come first). */
  freeDashboards: number;
  /** X-Ray active tracing on the functions. */
  tracing: boolean;
  /** Custom metrics the functions and the judge write while they work (EMF). */
  customMetrics: number;
}

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  contestants: 5000,
  hours: 3,
  submissions: 50000,
  apiCallsPerContestantHour: 120,
  boardViewersPerContestant: 0.3,
  boardRefreshesPerHour: 120,
  cpuSecondsPerSubmission: 8,
  judgeUtilisation: 0.6,
  judgeArm64: false,
  taskVcpu: 2,
  taskMemoryGb: 4,
  spotShare: 0.75,
  contestantsPerTask: 500,
  leadMinutes: 15,
  idleMinutes: 10,
  lambdaMs: 60,
  lambdaMemoryGb: 0.5,
  readUnitsPerCall: 4,
  writeUnitsPerSubmission: 56,
  readUnitsPerSubmission: 15,
  sqsRequestsPerSubmission: 5,
  receivesPerTaskHour: 7000,
  apiResponseKb: 4,
  boardViewKb: 10,
  boardRequestsPerView: 2.5,
  boardRebuildsPerHour: 3600 / BOARD_REBUILD_DELAY_SECONDS,
  boardPutsPerRebuild: 90,
  spaMb: 2,
  spaFiles: 25,
  logBytesPerCall: 800,
  accessLogBytesPerCall: 300,
  logBytesPerSubmission: 1000,
  logStoredRatio: 0.15,
  logRetentionDays: 30,
  scheduledRunMs: 250,
  sqsRequestsPerScheduledRun: 1.5,
  readUnitsPerScheduledRun: 3,
  logBytesPerScheduledRun: 350,
  idleReceivesPerQueueTriggerMinute: 15,
  tableGb: 2,
  bucketsGb: 20,
  imageGb: 1.5,
  freeTier: false,
  freeDashboards: 3,
  tracing: false,
  customMetrics: Object.keys(METRICS).length,
};

/** The assumptions a synthesized app fixes: the judge task, and the longest retention of its log groups. */
export function fromTemplates(inv: Inventory): Partial<Assumptions> {
  const retention = inv.logGroups.map((g) => g.retentionDays ?? Infinity);
  return {
    ...(inv.judge ? { taskVcpu: inv.judge.vcpu, taskMemoryGb: inv.judge.memoryGb, judgeArm64: inv.judge.arm64, spotShare: inv.judge.spotShare } : {}),
    ...(retention.length ? { logRetentionDays: Math.max(...retention) } : {}),
    tracing: inv.tracedFunctions > 0,
    accessLogBytesPerCall: inv.accessLogLineBytes ?? 0,
  };
}

/** Where each default comes from: `npm run cost` prints it beside the value. */
export const SOURCES: Record<keyof Assumptions, string> = {
  contestants: 'the contest to price',
  hours: 'the contest to price',
  submissions: 'the contest to price (about 10 per contestant)',
  apiCallsPerContestantHour: 'estimate: 2 a minute (page views, verdict polls every 2 s while judging, clarifications)',
  boardViewersPerContestant: 'estimate: a board refreshes only while its tab is in view (TanStack Query pauses refetchInterval in background tabs); a third of contestants looking at it at any time',
  boardRefreshesPerHour: 'the board auto-refreshes every 30 s (spec 001 section 9)',
  cpuSecondsPerSubmission:
    'npm run cost:probe measures 0.29 s for C++ A+B (compile with the precompiled header, 4 tiny cases); a contest problem has 20-40 cases using 10-30% of a 1-2 s limit: 5-15 s, 8 taken',
  judgeUtilisation: 'estimate: task start-up, waits between cases and burst headroom',
  judgeArm64: 'the synthesized judge task definition (oj:judgeArch; arm64 compilers reject avx2 pragmas and x86 intrinsics)',
  taskVcpu: 'the synthesized judge task definition (oj:judgeCpu)',
  taskMemoryGb: 'the synthesized judge task definition (oj:judgeMemoryMb)',
  spotShare: "the synthesized judge service's capacity provider strategy (oj:judgeSpot)",
  contestantsPerTask: 'oj:contestantsPerTask (infra/lib/config.ts): the capacity function keeps one task per this many registered contestants',
  leadMinutes: 'the capacity function starts the warm fleet this long before the start',
  idleMinutes: 'the fleet scales in after this long without work',
  lambdaMs: 'estimate: p50 of a warm API call with 1-3 DynamoDB requests',
  lambdaMemoryGb: 'the API functions (infra/lib/api-stack.ts)',
  readUnitsPerCall: 'estimate: a page reads a user item and one or two lists (cached public lists read none)',
  writeUnitsPerSubmission:
    'npm run cost:probe: 27 by the submit call (submission, code, its in-flight marker and counters in transactions, 2 units per KB) + 28 by the judge (claim, progress, result and its effects) + 1 by the clock dropping the marker',
  readUnitsPerSubmission: 'npm run cost:probe: 6.5 by the submit call + 7 by the judge + 1 by the clock (the submission, read consistently, to drop its marker)',
  sqsRequestsPerSubmission: 'npm run cost:probe: 1 send by the API + about 4 by the judge (receives, delete)',
  receivesPerTaskHour: 'npm run cost:probe: 2 slots long-polling 3 queues, 6,840-7,080 an hour idle',
  apiResponseKb: 'estimate: a JSON page of lists, compressed',
  boardViewKb: 'npm run bench:scoreboard, 10,000 rows: 6.9 KB (index and first page), 14.9 KB with a pinned user elsewhere; unchanged parts are 304s without a body (the whole snapshot was 584 KB)',
  boardRequestsPerView: 'the index and the page shown; a pinned user on another page adds a locator and that page',
  boardRebuildsPerHour: `one rebuild every ${BOARD_REBUILD_DELAY_SECONDS} s (BOARD_REBUILD_DELAY_SECONDS) for the whole contest, an upper bound`,
  boardPutsPerRebuild: 'npm run bench:scoreboard: a rebuild 40 verdicts later rewrites 167 of 216 parts of a 10,000-row board (ranks shift); about 90 of 117 for 5,000 rows',
  spaMb: 'the built SPA (web/dist), compressed',
  spaFiles: 'the built SPA (web/dist)',
  logBytesPerCall: "estimate: a function's request line (functions/src/http/create-app.ts) with Lambda's START, END and REPORT lines",
  accessLogBytesPerCall: `the synthesized API stages' access log format, each variable taken as ${ACCESS_LOG_VALUE_BYTES} bytes`,
  logBytesPerSubmission: "estimate: the judge's `judged` line and its metrics (EMF) line (judge-fargate/src/worker/handle-message.ts)",
  logStoredRatio: 'estimate: gzip of JSON log lines; CloudWatch bills stored logs compressed',
  logRetentionDays: 'the synthesized log groups: the longest retention',
  scheduledRunMs: 'estimate: a quiet tick of the clock (9 queries) or the judge scaler (3 queue reads, 1 query, 1 item, 1 service read)',
  sqsRequestsPerScheduledRun: 'the mean of the judge scaler (3 queue attribute reads) and the clock (none when the queues are empty)',
  readUnitsPerScheduledRun: 'the mean of the judge scaler (1 query, 0.5 unit; its item, read consistently, 1 unit) and the clock (9 queries, 0.5 unit each)',
  logBytesPerScheduledRun: "Lambda's START, END and REPORT lines; a quiet tick logs nothing itself (functions/src/jobs/clock)",
  idleReceivesPerQueueTriggerMinute: 'estimate: Lambda keeps five 20-second long polls on an empty SQS event source',
  tableGb: 'estimate: a year of submissions with their code',
  bucketsGb: 'estimate: test data, avatars, the SPA and access logs',
  imageGb: 'the judge image, compressed in ECR (judge-fargate/README.md)',
  freeTier: 'off: an institution account usually spends the free tier elsewhere',
  freeDashboards: 'all three: a dashboard of up to 50 metrics is free among the first three of the account',
  tracing: 'the synthesized functions: X-Ray active tracing (oj:tracing)',
  customMetrics: 'shared/src/metrics.ts: one custom metric each (its one dimension is the service writing it), none written while idle',
};

/** Settings whose cost `npm run cost` prices by synthesizing the app with each and comparing with the defaults. */
export const PRICED_SETTINGS: readonly { context: string; value: string; what: string }[] = [
  { context: 'oj:detailedAlarms', value: 'true', what: "per-function error and throttle alarms, the table's throttle alarm" },
  { context: 'oj:judgeSpot', value: 'false', what: 'judges on on-demand Fargate only (no Spot)' },
  { context: 'oj:judgeArch', value: 'arm64', what: 'judges on Graviton (arm64)' },
  { context: 'oj:tracing', value: 'true', what: 'X-Ray traces of every function (sampled: 1 a second, then 5%)' },
  { context: 'oj:dashboard', value: 'false', what: 'no operations dashboard (it is free while it has at most 50 metrics)' },
];

export interface LineItem {
  service: string;
  usage: string;
  usd: number;
}

const M = 1e6;
const HOURS_PER_MONTH = 730;
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(3)).toLocaleString('en-US'));

export function priceContest(a: Assumptions, p = PRICES): LineItem[] {
  const windowHours = a.hours + (a.leadMinutes + a.idleMinutes) / 60;
  const floorTasks = Math.ceil(a.contestants / a.contestantsPerTask);
  const demandTaskHours = (a.submissions * a.cpuSecondsPerSubmission) / 3600 / a.judgeUtilisation / a.taskVcpu;
  const taskHours = Math.max(floorTasks * windowHours, demandTaskHours);
  const blended = 1 - a.spotShare * p.fargateSpotDiscount;
  const [vcpuHour, gbHour] = a.judgeArm64 ? [p.fargateArmVcpuHour, p.fargateArmGbHour] : [p.fargateX86VcpuHour, p.fargateX86GbHour];
  const taskHourPrice = (a.taskVcpu * vcpuHour + a.taskMemoryGb * gbHour) * blended;

  const apiCalls = a.contestants * a.hours * a.apiCallsPerContestantHour;
  // every open board refreshes itself: viewers x refreshes, each moving one view's bytes
  const boardViews = a.contestants * a.boardViewersPerContestant * a.hours * a.boardRefreshesPerHour;
  const boardRequests = boardViews * a.boardRequestsPerView;
  const boardRebuilds = a.hours * a.boardRebuildsPerHour;
  const boardPuts = boardRebuilds * a.boardPutsPerRebuild;
  const spaRequests = a.contestants * a.spaFiles;
  const cfRequests = apiCalls + boardRequests + spaRequests;
  const boardGb = (boardViews * a.boardViewKb) / 1024 / 1024;
  const cfGb = (apiCalls * a.apiResponseKb) / 1024 / 1024 + boardGb + (a.contestants * a.spaMb) / 1024;
  const sqsRequests = a.submissions * a.sqsRequestsPerSubmission + taskHours * a.receivesPerTaskHour;
  // the functions' and the API access logs, and the judge's lines
  const logGb = (apiCalls * (a.logBytesPerCall + a.accessLogBytesPerCall) + a.submissions * a.logBytesPerSubmission) / 1024 ** 3;
  const reads = apiCalls * a.readUnitsPerCall + a.submissions * a.readUnitsPerSubmission;
  const writes = a.submissions * a.writeUnitsPerSubmission;

  return [
    {
      service: `Fargate judges (${a.judgeArm64 ? 'arm64' : 'x86_64'})`,
      usage: `${fmt(taskHours)} task-h = max(${floorTasks} warm tasks x ${fmt(windowHours)} h, ${fmt(demandTaskHours)} h of demand); ${a.spotShare * 100}% Spot`,
      usd: taskHours * taskHourPrice,
    },
    { service: 'Public IPv4 of judges', usage: `${fmt(taskHours)} address-h`, usd: taskHours * p.publicIpv4Hour },
    { service: 'API Gateway HTTP API', usage: `${fmt(apiCalls / M)} M calls`, usd: (apiCalls / M) * p.httpApiPerMillion },
    {
      service: 'Lambda (arm64)',
      usage: `${fmt(apiCalls / M)} M x ${a.lambdaMs} ms x ${a.lambdaMemoryGb} GB`,
      usd: apiCalls * (a.lambdaMs / 1000) * a.lambdaMemoryGb * p.lambdaArmGbSecond + (apiCalls / M) * p.lambdaPerMillion,
    },
    {
      service: 'DynamoDB on-demand',
      usage: `${fmt(reads / M)} M read units, ${fmt(writes / M)} M write units`,
      usd: (reads / M) * p.dynamoReadPerMillion + (writes / M) * p.dynamoWritePerMillion,
    },
    {
      service: 'SQS',
      usage: `${fmt(sqsRequests / M)} M requests (${a.sqsRequestsPerSubmission} a submission, ${fmt(a.receivesPerTaskHour)} long polls a task-hour)`,
      usd: (sqsRequests / M) * p.sqsPerMillion,
    },
    {
      service: 'CloudFront',
      usage: `${fmt(cfRequests / M)} M requests, ${fmt(cfGb)} GB out, of which boards ${fmt(boardViews / M)} M views x ${a.boardViewKb} KB = ${fmt(boardGb)} GB${a.freeTier ? ' (inside the free tier)' : ''}`,
      usd: a.freeTier ? 0 : (cfRequests / M) * p.cloudfrontHttpsPerMillion + cfGb * p.cloudfrontGb + ((spaRequests + boardRequests) / M) * p.cloudfrontFunctionPerMillion,
    },
    {
      service: 'CloudWatch metrics (EMF)',
      usage: `${a.customMetrics} custom metrics written for ${fmt(windowHours)} h`,
      usd: (a.customMetrics * p.customMetricMonth * windowHours) / HOURS_PER_MONTH,
    },
    { service: 'S3 (published boards)', usage: `${fmt(boardPuts / M)} M PUTs (${fmt(boardRebuilds)} rebuilds x ${a.boardPutsPerRebuild} changed parts)`, usd: (boardPuts / M) * p.s3PutPerMillion },
    ...(a.tracing ? [xrayLine(apiCalls, a.hours * 3600, p)] : []),
    {
      service: 'CloudWatch Logs',
      usage: `${fmt(logGb)} GB ingested, kept ${retentionText(a.logRetentionDays)}`,
      usd: logGb * p.logsIngestGb + storedGbMonths(logGb, a.logRetentionDays, a) * p.logsStoredGbMonth,
    },
  ];
}

/** Traces X-Ray records of `requests` spread evenly over `seconds`, by its default sampling rule. */
const xrayLine = (requests: number, seconds: number, p: typeof PRICES): LineItem => {
  const traces = Math.min(requests, seconds * p.xraySampledPerSecond) + Math.max(0, requests - seconds * p.xraySampledPerSecond) * p.xraySampledShare;
  return { service: 'X-Ray', usage: `${fmt(traces / M)} M traces of ${fmt(requests / M)} M requests`, usd: (traces / M) * p.xrayTracePerMillion };
};

/** Log groups that never expire are priced for ten years, CloudWatch's longest retention. */
const NEVER_EXPIRES_DAYS = 3653;
const retentionText = (days: number | undefined) => (days === undefined || days === Infinity ? 'forever (priced for 10 years)' : `${days} days`);
/** GB-months a batch of log lines is stored for: compressed, for the retention of its log group. */
const storedGbMonths = (gb: number, retentionDays: number | undefined, a: Assumptions) => (gb * a.logStoredRatio * Math.min(retentionDays ?? Infinity, NEVER_EXPIRES_DAYS)) / 30;

/**
 * A month without contests, from the deployment's synthesized templates: what stays billed while nobody uses
 * the site (storage, secrets, the schedules' runs and the queue triggers' long polls, alarms, dashboards, logs).
 */
export function priceIdleMonth(a: Assumptions, inv: Inventory, p = PRICES): LineItem[] {
  const runs = inv.schedules.flatMap((s) => s.targets.map((t) => ({ ...t, runs: s.runsPerMonth })));
  const totalRuns = runs.reduce((n, r) => n + r.runs, 0);
  const gbSeconds = runs.reduce((n, r) => n + r.runs * (a.scheduledRunMs / 1000) * (r.memoryMb / 1024), 0);
  const runLogGb = (r: { runs: number }) => (r.runs * a.logBytesPerScheduledRun) / 1024 ** 3;
  const logGb = runs.reduce((n, r) => n + runLogGb(r), 0);
  // in a steady month, the lines of the last retention period are stored
  const logStoredGbMonths = runs.reduce((n, r) => n + storedGbMonths(runLogGb(r), r.logRetentionDays, a), 0);
  const pollRequests = inv.queueTriggers * MINUTES_PER_MONTH * a.idleReceivesPerQueueTriggerMinute;
  const standard = alarmMetricCount(inv);
  const highResolution = alarmMetricCount(inv, true);
  // the free tier takes up to three dashboards of at most 50 metrics each
  const small = inv.dashboards.filter((d) => d.metrics <= p.dashboardFreeMetrics).length;
  const paidDashboards = inv.dashboards.length - Math.min(small, a.freeDashboards);
  const dashboardMetrics = inv.dashboards.map((d) => d.metrics).join(', ');
  return [
    { service: 'Fargate judges', usage: 'no task runs without work', usd: 0 },
    { service: 'DynamoDB storage + PITR', usage: `${a.tableGb} GB`, usd: a.tableGb * (p.dynamoGbMonth + p.dynamoPitrGbMonth) },
    { service: 'S3 storage', usage: `${a.bucketsGb} GB (test data, files, SPA, logs)`, usd: a.bucketsGb * p.s3GbMonth },
    { service: 'ECR (judge image)', usage: `${a.imageGb} GB`, usd: a.imageGb * p.ecrGbMonth },
    { service: 'Secrets Manager', usage: `${inv.secrets} secrets`, usd: inv.secrets * p.secretMonth },
    {
      service: 'Scheduled functions',
      usage: `${inv.schedules.length} EventBridge schedules (free): ${fmt(totalRuns)} runs x ${a.scheduledRunMs} ms at ${runs.map((r) => r.memoryMb).join(', ')} MB`,
      usd:
        gbSeconds * p.lambdaArmGbSecond +
        (totalRuns / M) * p.lambdaPerMillion +
        ((totalRuns * a.sqsRequestsPerScheduledRun) / M) * p.sqsPerMillion +
        ((totalRuns * a.readUnitsPerScheduledRun) / M) * p.dynamoReadPerMillion,
    },
    ...(runs.some((r) => r.traced)
      ? [
          xrayLine(
            runs.filter((r) => r.traced).reduce((n, r) => n + r.runs, 0),
            MINUTES_PER_MONTH * 60,
            p,
          ),
        ]
      : []),
    {
      service: 'SQS (queue triggers)',
      usage: `${inv.queueTriggers} SQS-fed functions: ${fmt(pollRequests / M)} M empty long polls`,
      usd: (pollRequests / M) * p.sqsPerMillion,
    },
    {
      service: 'CloudWatch alarms',
      usage: `${inv.alarms.length} alarms reading ${standard} metrics${highResolution ? ` and ${highResolution} high-resolution ones` : ''}${inv.compositeAlarms ? `, ${inv.compositeAlarms} composite` : ''}`,
      usd: standard * p.alarmMetricMonth + highResolution * p.alarmHighResolutionMetricMonth + inv.compositeAlarms * p.compositeAlarmMonth,
    },
    {
      service: 'CloudWatch dashboards',
      usage: `${inv.dashboards.length} of ${dashboardMetrics || 'no'} metrics; ${paidDashboards} beyond the free tier (${a.freeDashboards} of up to ${p.dashboardFreeMetrics} metrics)`,
      usd: paidDashboards * p.dashboardMonth,
    },
    {
      service: 'CloudWatch Logs',
      usage: `${fmt(logGb * 1024)} MB of the scheduled runs, kept ${[...new Set(runs.map((r) => retentionText(r.logRetentionDays)))].join(', ')}; ${inv.metricFilters} metric filters (billed only in hours they match)`,
      usd: logGb * p.logsIngestGb + logStoredGbMonths * p.logsStoredGbMonth,
    },
    { service: 'VPC', usage: 'public subnets, gateway endpoints, no NAT', usd: 0 },
  ];
}

export function total(items: readonly LineItem[]) {
  return items.reduce((sum, i) => sum + i.usd, 0);
}

export function render(title: string, items: readonly LineItem[]) {
  const width = Math.max(...items.map((i) => i.service.length));
  const lines = items.map((i) => `  ${i.service.padEnd(width)}  $${i.usd.toFixed(2).padStart(6)}  ${i.usage}`);
  return [title, ...lines, `  ${'Total'.padEnd(width)}  $${total(items).toFixed(2).padStart(6)}`].join('\n');
}
