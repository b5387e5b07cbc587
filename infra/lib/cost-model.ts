/**
 * A cost model of one contest and of an idle month, from AWS list prices (us-east-1, on-demand, no free
 * tier unless asked). Every quantity comes from an assumption printed beside it, so a reader can disagree
 * with a number and change it on the command line.
 */
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
  alarmMetricMonth: 0.1,
  dashboardMonth: 3.0,
  secretMonth: 0.4,
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
  tableGb: number;
  bucketsGb: number;
  imageGb: number;
  alarmMetrics: number;
  /** CloudFront's always-free tier: 1 TB out and 10 M requests a month. */
  freeTier: boolean;
  /** CloudWatch's always-free tier covers three dashboards; an account with more pays for this one. */
  dashboardFree: boolean;
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
  boardRebuildsPerHour: 1200,
  boardPutsPerRebuild: 90,
  spaMb: 2,
  spaFiles: 25,
  logBytesPerCall: 800,
  tableGb: 2,
  bucketsGb: 20,
  imageGb: 1.5,
  alarmMetrics: 17,
  freeTier: false,
  dashboardFree: true,
};

/** Where each default comes from: `npm run cost` prints it beside the value. */
export const SOURCES: Record<keyof Assumptions, string> = {
  contestants: 'the contest to price',
  hours: 'the contest to price',
  submissions: 'the contest to price (about 10 per contestant)',
  apiCallsPerContestantHour: 'estimate: 2 a minute (page views, verdict polls every 2 s while judging, clarifications)',
  boardViewersPerContestant:
    'estimate: a board refreshes only while its tab is in view (TanStack Query pauses refetchInterval in background tabs); a third of contestants looking at it at any time',
  boardRefreshesPerHour: 'the board auto-refreshes every 30 s (spec 001 section 9)',
  cpuSecondsPerSubmission:
    'npm run cost:probe measures 0.29 s for C++ A+B (compile with the precompiled header, 4 tiny cases); a contest problem has 20-40 cases using 10-30% of a 1-2 s limit: 5-15 s, 8 taken',
  judgeUtilisation: 'estimate: task start-up, waits between cases and burst headroom',
  judgeArm64: 'oj:judgeArch: x86_64 by default (arm64 compilers reject avx2 pragmas and x86 intrinsics)',
  taskVcpu: 'the judge task definition (infra/lib/judge-stack.ts)',
  taskMemoryGb: 'the judge task definition (infra/lib/judge-stack.ts)',
  spotShare: 'the capacity provider strategy (infra/lib/judge-stack.ts)',
  contestantsPerTask: 'oj:contestantsPerTask (infra/lib/config.ts): the capacity function keeps one task per this many registered contestants',
  leadMinutes: 'the capacity function starts the warm fleet this long before the start',
  idleMinutes: 'the fleet scales in after this long without work',
  lambdaMs: 'estimate: p50 of a warm API call with 1-3 DynamoDB requests',
  lambdaMemoryGb: 'the API functions (infra/lib/api-stack.ts)',
  readUnitsPerCall: 'estimate: a page reads a user item and one or two lists (cached public lists read none)',
  writeUnitsPerSubmission:
    'npm run cost:probe: 27 by the submit call (submission, code, its in-flight marker and counters in transactions, 2 units per KB) + 28 by the judge (claim, progress, result and its effects) + 1 by the clock dropping the marker',
  readUnitsPerSubmission: 'npm run cost:probe: 6.5 by the submit call + 7 by the judge + 1 by the clock (the submission, read consistently, to drop its marker)',
  sqsRequestsPerSubmission: "npm run cost:probe: 1 send by the API + about 4 by the judge (receives, delete)",
  receivesPerTaskHour: 'npm run cost:probe: 2 slots long-polling 3 queues, 6,840-7,080 an hour idle',
  apiResponseKb: 'estimate: a JSON page of lists, compressed',
  boardViewKb:
    'npm run bench:scoreboard, 10,000 rows: 6.9 KB (index and first page), 14.9 KB with a pinned user elsewhere; unchanged parts are 304s without a body (the whole snapshot was 584 KB)',
  boardRequestsPerView: 'the index and the page shown; a pinned user on another page adds a locator and that page',
  boardRebuildsPerHour: 'one rebuild every 3 s (BOARD_REBUILD_DELAY_SECONDS) for the whole contest, an upper bound',
  boardPutsPerRebuild:
    'npm run bench:scoreboard: a rebuild 40 verdicts later rewrites 167 of 216 parts of a 10,000-row board (ranks shift); about 90 of 117 for 5,000 rows',
  spaMb: 'the built SPA (web/dist), compressed',
  spaFiles: 'the built SPA (web/dist)',
  logBytesPerCall: 'one request log line of the functions and one access log line',
  tableGb: 'estimate: a year of submissions with their code',
  bucketsGb: 'estimate: test data, avatars, the SPA and access logs',
  imageGb: 'the judge image, compressed in ECR (judge-fargate/README.md)',
  alarmMetrics: 'the alarms of infra/lib/ops-stack.ts',
  freeTier: 'off: an institution account usually spends the free tier elsewhere',
  dashboardFree: 'on: CloudWatch gives three dashboards free',
};

export interface LineItem {
  service: string;
  usage: string;
  usd: number;
}

const M = 1e6;
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(3)).toLocaleString('en-US'));

export const priceContest = (a: Assumptions, p = PRICES): LineItem[] => {
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
  const logGb = (apiCalls * a.logBytesPerCall * 2) / 1024 ** 3; // Lambda logs and API access logs
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
      usd: a.freeTier
        ? 0
        : (cfRequests / M) * p.cloudfrontHttpsPerMillion + cfGb * p.cloudfrontGb + ((spaRequests + boardRequests) / M) * p.cloudfrontFunctionPerMillion,
    },
    { service: 'S3 (published boards)', usage: `${fmt(boardPuts / M)} M PUTs (${fmt(boardRebuilds)} rebuilds x ${a.boardPutsPerRebuild} changed parts)`, usd: (boardPuts / M) * p.s3PutPerMillion },
    { service: 'CloudWatch Logs', usage: `${fmt(logGb)} GB ingested`, usd: logGb * p.logsIngestGb },
  ];
};

export const priceIdleMonth = (a: Assumptions, p = PRICES): LineItem[] => {
  const minutes = 30 * 24 * 60;
  const capacityRuns = minutes; // the capacity function runs every minute
  const clockRuns = minutes; // so does the clock
  return [
    { service: 'Fargate judges', usage: 'no task runs without work', usd: 0 },
    { service: 'DynamoDB storage + PITR', usage: `${a.tableGb} GB`, usd: a.tableGb * (p.dynamoGbMonth + p.dynamoPitrGbMonth) },
    { service: 'S3 storage', usage: `${a.bucketsGb} GB (test data, files, SPA, logs)`, usd: a.bucketsGb * p.s3GbMonth },
    { service: 'ECR (judge image)', usage: `${a.imageGb} GB`, usd: a.imageGb * p.ecrGbMonth },
    { service: 'Secrets Manager', usage: '2 secrets (JWT signing key, CloudFront origin secret)', usd: 2 * p.secretMonth },
    {
      service: 'Capacity function',
      usage: `${fmt(capacityRuns)} runs x 300 ms x 0.25 GB, 3 queue reads and 1 query each`,
      usd:
        capacityRuns * 0.3 * 0.25 * p.lambdaArmGbSecond +
        (capacityRuns / M) * p.lambdaPerMillion +
        ((capacityRuns * 3) / M) * p.sqsPerMillion +
        ((capacityRuns * 0.5) / M) * p.dynamoReadPerMillion,
    },
    {
      service: 'Clock function',
      usage: `${fmt(clockRuns)} runs x 200 ms x 0.5 GB, 9 queries each (8 in-flight marker shards, the contest list)`,
      usd: clockRuns * 0.2 * 0.5 * p.lambdaArmGbSecond + (clockRuns / M) * p.lambdaPerMillion + ((clockRuns * 9 * 0.5) / M) * p.dynamoReadPerMillion,
    },
    { service: 'CloudWatch alarms', usage: `${a.alarmMetrics} alarm metrics (math alarms count each metric)`, usd: a.alarmMetrics * p.alarmMetricMonth },
    { service: 'CloudWatch dashboard', usage: a.dashboardFree ? 'within the 3 free dashboards' : '1 dashboard', usd: a.dashboardFree ? 0 : p.dashboardMonth },
    { service: 'VPC', usage: 'public subnets, gateway endpoints, no NAT', usd: 0 },
  ];
};

export const total = (items: readonly LineItem[]) => items.reduce((sum, i) => sum + i.usd, 0);

export const render = (title: string, items: readonly LineItem[]) => {
  const width = Math.max(...items.map((i) => i.service.length));
  const lines = items.map((i) => `  ${i.service.padEnd(width)}  $${i.usd.toFixed(2).padStart(6)}  ${i.usage}`);
  return [title, ...lines, `  ${'Total'.padEnd(width)}  $${total(items).toFixed(2).padStart(6)}`].join('\n');
};
