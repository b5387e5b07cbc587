/**
 * A cost model of one contest and of an idle month, from AWS list prices (us-east-1, on-demand, no free
 * tier unless asked). Every quantity comes from an assumption printed beside it, so a reader can disagree
 * with a number and change it on the command line.
 */
export const PRICES = {
  asOf: '2025-06, us-east-1 list prices',
  fargateArmVcpuHour: 0.03238,
  fargateArmGbHour: 0.00356,
  /** Fargate Spot is priced by the market; about 70% below on-demand for arm64 in practice. */
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
  scoreboardViewsPerContestantHour: number;
  /** Compile plus run, CPU seconds per submission (C++ A+B with a precompiled header ~1 s; heavier problems more). */
  cpuSecondsPerSubmission: number;
  /** Share of provisioned judge vCPU that does judging (start-up, waits and burst headroom take the rest). */
  judgeUtilisation: number;
  taskVcpu: number;
  taskMemoryGb: number;
  spotShare: number;
  contestantsPerTask: number;
  leadMinutes: number;
  idleMinutes: number;
  lambdaMs: number;
  lambdaMemoryGb: number;
  readUnitsPerCall: number;
  writeUnitsPerSubmission: number;
  apiResponseKb: number;
  scoreboardKb: number;
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
  scoreboardViewsPerContestantHour: 20,
  cpuSecondsPerSubmission: 2.5,
  judgeUtilisation: 0.6,
  taskVcpu: 2,
  taskMemoryGb: 4,
  spotShare: 0.75,
  contestantsPerTask: 500,
  leadMinutes: 15,
  idleMinutes: 10,
  lambdaMs: 60,
  lambdaMemoryGb: 0.5,
  readUnitsPerCall: 4,
  writeUnitsPerSubmission: 12,
  apiResponseKb: 4,
  scoreboardKb: 100,
  spaMb: 2,
  spaFiles: 25,
  logBytesPerCall: 800,
  tableGb: 2,
  bucketsGb: 20,
  imageGb: 1.5,
  alarmMetrics: 15,
  freeTier: false,
  dashboardFree: true,
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
  const taskHourPrice = (a.taskVcpu * p.fargateArmVcpuHour + a.taskMemoryGb * p.fargateArmGbHour) * blended;

  const apiCalls = a.contestants * a.hours * a.apiCallsPerContestantHour;
  const boardViews = a.contestants * a.hours * a.scoreboardViewsPerContestantHour;
  const spaRequests = a.contestants * a.spaFiles;
  const cfRequests = apiCalls + boardViews + spaRequests;
  const cfGb = (apiCalls * a.apiResponseKb + boardViews * a.scoreboardKb) / 1024 / 1024 + (a.contestants * a.spaMb) / 1024;
  const sqsRequests = a.submissions * 6 + taskHours * 4 * 3 * 60; // send, receive, extend, delete...; long polls of 4 queues
  const logGb = (apiCalls * a.logBytesPerCall * 2) / 1024 ** 3; // Lambda logs and API access logs

  return [
    {
      service: 'Fargate judges (arm64)',
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
      usage: `${fmt((apiCalls * a.readUnitsPerCall) / M)} M reads, ${fmt((a.submissions * a.writeUnitsPerSubmission) / M)} M writes`,
      usd: ((apiCalls * a.readUnitsPerCall) / M) * p.dynamoReadPerMillion + ((a.submissions * a.writeUnitsPerSubmission) / M) * p.dynamoWritePerMillion,
    },
    { service: 'SQS', usage: `${fmt(sqsRequests / M)} M requests`, usd: (sqsRequests / M) * p.sqsPerMillion },
    {
      service: 'CloudFront',
      usage: `${fmt(cfRequests / M)} M requests, ${fmt(cfGb)} GB out${a.freeTier ? ' (inside the free tier)' : ''}`,
      usd: a.freeTier
        ? 0
        : (cfRequests / M) * p.cloudfrontHttpsPerMillion + cfGb * p.cloudfrontGb + ((spaRequests + boardViews) / M) * p.cloudfrontFunctionPerMillion,
    },
    { service: 'CloudWatch Logs', usage: `${fmt(logGb)} GB ingested`, usd: logGb * p.logsIngestGb },
  ];
};

export const priceIdleMonth = (a: Assumptions, p = PRICES): LineItem[] => {
  const minutes = 30 * 24 * 60;
  const capacityRuns = minutes; // the capacity function runs every minute
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
