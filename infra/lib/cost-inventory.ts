/**
 * What CloudWatch and EventBridge bill by count, read from the synthesized CloudFormation templates (every stack
 * and nested stack): alarms by the metrics they evaluate, dashboards and their metrics, log groups and their
 * retention, schedules and the functions they run, SQS-fed functions, secrets, and the judge task the Fargate
 * prices apply to. The cost model
 * (cost-model.ts) prices these counts; nothing here is counted by hand.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation's JSON, read property by property
type Json = Record<string, any>;
export interface TemplateJson {
  Resources?: Record<string, { Type: string; Properties?: Json }>;
}

export interface AlarmEntry {
  id: string;
  /** Metrics the alarm evaluates: a metric-math alarm is billed for each metric it reads, not for its expression. */
  metrics: number;
  /** A period under a minute: billed at the high-resolution price. */
  highResolution: boolean;
}

export interface ScheduleEntry {
  id: string;
  runsPerMonth: number;
  /** The function each run invokes: its memory, the retention of its log group (undefined: never expires), X-Ray. */
  targets: { memoryMb: number; logRetentionDays: number | undefined; traced: boolean }[];
}

export interface Inventory {
  alarms: AlarmEntry[];
  compositeAlarms: number;
  dashboards: { id: string; metrics: number }[];
  logGroups: { id: string; retentionDays: number | undefined }[];
  schedules: ScheduleEntry[];
  /** Rules on AWS service events (no schedule): EventBridge does not charge for them. */
  eventRules: number;
  /** Log metric filters: custom metrics, billed only in the hours a matching line is logged. */
  metricFilters: number;
  /** Functions fed by an SQS queue: Lambda long-polls the queue (billed SQS requests) even while it is empty. */
  queueTriggers: number;
  secrets: number;
  /** Functions with X-Ray active tracing. */
  tracedFunctions: number;
  /** Bytes of one API access log line, the longest of the stages' formats (none: no access log). */
  accessLogLineBytes?: number;
  /** The judge task definition and service, when the app has one. */
  judge?: { vcpu: number; memoryGb: number; arm64: boolean; spotShare: number };
}

export const MINUTES_PER_MONTH = 30 * 24 * 60;
const RATE_MINUTES: Record<string, number> = { minute: 1, minutes: 1, hour: 60, hours: 60, day: 1440, days: 1440 };

/** Runs a month of an EventBridge `rate(...)` schedule; a cron schedule is refused rather than guessed. */
export function runsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  if (!rate) throw new Error(`The cost model prices rate(...) schedules only, not ${expression}`);
  return MINUTES_PER_MONTH / (Number(rate[1]) * RATE_MINUTES[rate[2]!]!);
}

const alarmEntry = (id: string, p: Json): AlarmEntry => {
  const stats = ((p.Metrics ?? []) as Json[]).filter((m) => m.MetricStat);
  const periods = [p.Period, ...stats.map((m) => m.MetricStat.Period)].filter((x): x is number => typeof x === 'number');
  return { id, metrics: p.Metrics ? stats.length : 1, highResolution: periods.some((s) => s < 60) };
};

/**
 * Metrics a dashboard graphs. Its body is JSON joined with tokens (queue names, the region); a token only ever
 * stands inside a JSON string, so a placeholder keeps the body parseable. A math expression's line is not a metric;
 * the metrics it reads are (listed hidden).
 */
const dashboardMetrics = (body: unknown): number => {
  const join = (body as Json)['Fn::Join'] as [string, unknown[]] | undefined;
  const text = typeof body === 'string' ? body : join ? join[1].map((part) => (typeof part === 'string' ? part : 'token')).join(join[0]) : undefined;
  if (text === undefined) throw new Error('A dashboard body is neither text nor Fn::Join');
  const widgets = (JSON.parse(text) as { widgets?: { properties?: { metrics?: unknown[][] } }[] }).widgets ?? [];
  const isExpression = (line: unknown[]) => line.length === 1 && typeof line[0] === 'object' && line[0] !== null && 'expression' in line[0];
  return widgets.reduce((n, w) => n + (w.properties?.metrics ?? []).filter((line) => !isExpression(line)).length, 0);
};

const isTraced = (fn: Json | undefined) => fn?.TracingConfig?.Mode === 'Active';

/** An estimate of a `$context.*` value's length: a request id, an address, a time, a route key. */
export const ACCESS_LOG_VALUE_BYTES = 24;
/** An access log line of `format`: its text with each variable replaced by a typical value, and the newline. */
export function accessLogLineBytes(format: string) {
  return format.replace(/\$context\.[\w.]+/g, 'x'.repeat(ACCESS_LOG_VALUE_BYTES)).length + 1;
}

/** The logical id a `Ref` or `Fn::GetAtt` names, when it is one. */
const referenced = (value: unknown): string | undefined => {
  const v = value as Json | undefined;
  return v?.Ref ?? (Array.isArray(v?.['Fn::GetAtt']) ? v['Fn::GetAtt'][0] : undefined);
};

const scheduleEntry = (id: string, p: Json, resources: NonNullable<TemplateJson['Resources']>): ScheduleEntry => ({
  id,
  runsPerMonth: runsPerMonth(p.ScheduleExpression),
  targets: ((p.Targets ?? []) as Json[]).map((target) => {
    const fn = resources[referenced(target.Arn) ?? ''];
    if (fn?.Type !== 'AWS::Lambda::Function') throw new Error(`Schedule ${id} runs something other than a function of its stack; the cost model cannot price it`);
    const logGroup = resources[referenced(fn.Properties?.LoggingConfig?.LogGroup) ?? ''];
    return { memoryMb: fn.Properties?.MemorySize ?? 128, logRetentionDays: logGroup?.Properties?.RetentionInDays, traced: isTraced(fn.Properties) };
  }),
});

const judgeEntry = (resources: NonNullable<TemplateJson['Resources']>): Inventory['judge'] => {
  const all = Object.values(resources);
  const task = all.find((r) => r.Type === 'AWS::ECS::TaskDefinition' && r.Properties?.RequiresCompatibilities?.includes('FARGATE'))?.Properties;
  const service = all.find((r) => r.Type === 'AWS::ECS::Service')?.Properties;
  if (!task || !service) return undefined;
  const strategy = (service.CapacityProviderStrategy ?? [{ CapacityProvider: 'FARGATE', Weight: 1 }]) as { CapacityProvider: string; Weight?: number }[];
  const weight = (spot: boolean) => strategy.filter((s) => (s.CapacityProvider === 'FARGATE_SPOT') === spot).reduce((n, s) => n + (s.Weight ?? 0), 0);
  return {
    vcpu: Number(task.Cpu) / 1024,
    memoryGb: Number(task.Memory) / 1024,
    arm64: task.RuntimePlatform?.CpuArchitecture === 'ARM64',
    // the share of tasks above the on-demand base; the base task is a rounding error at contest scale
    spotShare: weight(true) / (weight(true) + weight(false)),
  };
};

export function inventory(templates: readonly TemplateJson[]): Inventory {
  const inv: Inventory = { alarms: [], compositeAlarms: 0, dashboards: [], logGroups: [], schedules: [], eventRules: 0, metricFilters: 0, queueTriggers: 0, secrets: 0, tracedFunctions: 0 };
  for (const template of templates) {
    const resources = template.Resources ?? {};
    for (const [id, { Type: type, Properties: p = {} }] of Object.entries(resources)) {
      if (type === 'AWS::CloudWatch::Alarm') inv.alarms.push(alarmEntry(id, p));
      else if (type === 'AWS::CloudWatch::CompositeAlarm') inv.compositeAlarms++;
      else if (type === 'AWS::CloudWatch::Dashboard') inv.dashboards.push({ id, metrics: dashboardMetrics(p.DashboardBody) });
      else if (type === 'AWS::Logs::LogGroup') inv.logGroups.push({ id, retentionDays: p.RetentionInDays });
      else if (type === 'AWS::Logs::MetricFilter') inv.metricFilters++;
      else if (type === 'AWS::SecretsManager::Secret') inv.secrets++;
      else if (type === 'AWS::Lambda::Function' && isTraced(p)) inv.tracedFunctions++;
      else if (type === 'AWS::ApiGatewayV2::Stage' && typeof p.AccessLogSettings?.Format === 'string') {
        inv.accessLogLineBytes = Math.max(inv.accessLogLineBytes ?? 0, accessLogLineBytes(p.AccessLogSettings.Format));
      }
      // a stream source (DynamoDB, Kinesis) names its starting position; a queue does not
      else if (type === 'AWS::Lambda::EventSourceMapping' && p.StartingPosition === undefined) inv.queueTriggers++;
      else if (type === 'AWS::Events::Rule') {
        if (p.ScheduleExpression) inv.schedules.push(scheduleEntry(id, p, resources));
        else inv.eventRules++;
      }
    }
    inv.judge ??= judgeEntry(resources);
  }
  return inv;
}

export function alarmMetricCount(inv: Inventory, highResolution = false) {
  return inv.alarms.filter((a) => a.highResolution === highResolution).reduce((n, a) => n + a.metrics, 0);
}
