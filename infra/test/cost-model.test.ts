import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Alarm, CfnAlarm, Dashboard, GraphWidget, MathExpression, Metric, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnRule } from 'aws-cdk-lib/aws-events';
import { CfnEventSourceMapping, CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { METRICS } from '@oj/shared/metrics';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { ACCESS_LOG_VALUE_BYTES, alarmMetricCount, inventory, runsPerMonth, type Inventory, type TemplateJson } from '../lib/cost-inventory.ts';
import { DEFAULT_ASSUMPTIONS, PRICED_SETTINGS, PRICES, fromTemplates, priceContest, priceIdleMonth, render, total } from '../lib/cost-model.ts';
import { synth } from './synth.ts';

const inventoryOf = (s: ReturnType<typeof synth>) => inventory(s.allTemplates().map((t) => t.template as TemplateJson));
const line = (items: ReturnType<typeof priceIdleMonth>, service: string) => items.find((i) => i.service === service)!;
const EMPTY: Inventory = { alarms: [], compositeAlarms: 0, dashboards: [], logGroups: [], schedules: [], eventRules: 0, metricFilters: 0, queueTriggers: 0, secrets: 0, tracedFunctions: 0 };

describe('cost model', () => {
  // measured figures (npm run cost:probe): 56 write units and 5 SQS requests a submission, 7,000 long polls a
  // task-hour; 8 CPU seconds a submission for a contest problem
  it('prices the reference contest under $20', () => {
    const a = { ...DEFAULT_ASSUMPTIONS, contestants: 5000, hours: 3, submissions: 50000 };
    expect(total(priceContest(a))).toBeLessThan(20);
  });

  it('grows with the load it is given', () => {
    const base = total(priceContest(DEFAULT_ASSUMPTIONS));
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, submissions: 500_000 }))).toBeGreaterThan(base);
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, contestants: 20_000 }))).toBeGreaterThan(base);
    expect(total(priceContest({ ...DEFAULT_ASSUMPTIONS, freeTier: true }))).toBeLessThan(base);
  });

  it('counts board views: viewers x refreshes x bytes per view through CloudFront', () => {
    const cloudFront = (over: Partial<typeof DEFAULT_ASSUMPTIONS>) => priceContest({ ...DEFAULT_ASSUMPTIONS, ...over }).find((i) => i.service === 'CloudFront')!;
    const gbOut = (over: Partial<typeof DEFAULT_ASSUMPTIONS>) => Number(/([\d,.]+) GB out/.exec(cloudFront(over).usage)![1]!.replace(/,/g, ''));
    const boards = { contestants: 5000, hours: 3, boardViewersPerContestant: 1, boardRefreshesPerHour: 120 };
    // 1.8 M views: the whole snapshot (584 KB gzipped for 10,000 rows) moved about 1 TB; a view of the parts moves 10 KB
    expect(gbOut({ ...boards, boardViewKb: 584 }) - gbOut({ ...boards, boardViewKb: 0 })).toBeCloseTo((1.8e6 * 584) / 1024 / 1024, 0);
    expect(cloudFront({ ...boards, boardViewKb: 10 }).usage).toContain('of which boards 1.8 M views x 10 KB = 17.2 GB');
    expect(cloudFront({ ...boards, boardRefreshesPerHour: 240 }).usd).toBeGreaterThan(cloudFront(boards).usd);
    // and what publishing them costs: one rebuild every BOARD_REBUILD_DELAY_SECONDS (3 s) at most, each rewriting its changed parts
    const puts = priceContest({ ...DEFAULT_ASSUMPTIONS, hours: 3, boardPutsPerRebuild: 90 }).find((i) => i.service === 'S3 (published boards)')!;
    expect(puts.usage).toBe('0.324 M PUTs (3,600 rebuilds x 90 changed parts)');
    expect(puts.usd).toBeCloseTo(1.62, 2);
  });

  it("bills each custom metric of shared/src/metrics.ts for the hours of the contest's window, of a 730-hour month", () => {
    const metrics = priceContest(DEFAULT_ASSUMPTIONS).find((i) => i.service === 'CloudWatch metrics (EMF)')!;
    const windowHours = DEFAULT_ASSUMPTIONS.hours + (DEFAULT_ASSUMPTIONS.leadMinutes + DEFAULT_ASSUMPTIONS.idleMinutes) / 60;
    expect(DEFAULT_ASSUMPTIONS.customMetrics).toBe(Object.keys(METRICS).length);
    expect(metrics.usd).toBeCloseTo((Object.keys(METRICS).length * 0.3 * windowHours) / 730, 6);
  });

  it('stores the contest logs for their retention, compressed; a log group that never expires for ten years', () => {
    const logs = (logRetentionDays: number) => priceContest({ ...DEFAULT_ASSUMPTIONS, logRetentionDays }).find((i) => i.service === 'CloudWatch Logs')!;
    const gb = Number(/([\d.]+) GB ingested/.exec(logs(30).usage)![1]);
    expect(logs(30).usd).toBeCloseTo(gb * PRICES.logsIngestGb + gb * DEFAULT_ASSUMPTIONS.logStoredRatio * PRICES.logsStoredGbMonth, 2);
    expect(logs(300).usd - logs(30).usd).toBeCloseTo(gb * DEFAULT_ASSUMPTIONS.logStoredRatio * PRICES.logsStoredGbMonth * 9, 2);
    expect(logs(Infinity).usage).toContain('kept forever (priced for 10 years)');
    expect(Number.isFinite(logs(Infinity).usd)).toBe(true);
  });
});

describe('inventory of the templates', () => {
  const fixture = (resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>): TemplateJson => ({ Resources: resources });
  const stat = (period: number) => ({ MetricStat: { Metric: { MetricName: 'm' }, Period: period, Stat: 'Sum' }, ReturnData: false });

  it('bills a math alarm for each metric it reads, a sub-minute alarm as high resolution, a composite alarm apart', () => {
    const inv = inventory([
      fixture({
        Single: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'm', Period: 300 } },
        Math: { Type: 'AWS::CloudWatch::Alarm', Properties: { Metrics: [stat(60), stat(60), stat(60), { Id: 'e', Expression: 'a + b + c' }] } },
        Fast: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'm', Period: 10 } },
      }),
      fixture({ Either: { Type: 'AWS::CloudWatch::CompositeAlarm', Properties: { AlarmRule: 'ALARM(Single) OR ALARM(Math)' } } }),
    ]);
    expect([alarmMetricCount(inv), alarmMetricCount(inv, true), inv.compositeAlarms]).toEqual([4, 1, 1]);
    expect(line(priceIdleMonth(DEFAULT_ASSUMPTIONS, inv), 'CloudWatch alarms').usd).toBeCloseTo(4 * 0.1 + 0.3 + 0.5, 5);
  });

  it("counts a dashboard's metrics as CDK renders them: a math line reads its metrics, hidden", () => {
    const stack = new Stack(new App(), 'Board');
    const m = (metricName: string) => new Metric({ namespace: 'N', metricName });
    const sum: IMetric = new MathExpression({ expression: 'a + b', usingMetrics: { a: m('a'), b: m('b') } });
    new Dashboard(stack, 'D').addWidgets(new GraphWidget({ left: [m('x'), m('y'), sum], right: [m('z')] }));
    expect(inventory([Template.fromStack(stack).toJSON() as TemplateJson]).dashboards.map((d) => d.metrics)).toEqual([5]);
  });

  it('makes a dashboard over 50 metrics, or beyond the free three, cost $3 a month', () => {
    const dashboards = (...metrics: number[]) => ({ ...EMPTY, dashboards: metrics.map((n, i) => ({ id: `D${i}`, metrics: n })) });
    const price = (inv: Inventory, freeDashboards = 3) => line(priceIdleMonth({ ...DEFAULT_ASSUMPTIONS, freeDashboards }, inv), 'CloudWatch dashboards').usd;
    expect(price(dashboards(50))).toBe(0);
    expect(price(dashboards(51))).toBe(3);
    expect(price(dashboards(10, 10, 10, 10))).toBe(3);
    expect(price(dashboards(10), 0)).toBe(3);
  });

  it("prices X-Ray by its default sampling: every scheduled run (one a minute is under 1 a second), 5% of a contest's calls above 1 a second", () => {
    const fn = (traced: boolean) => ({ Type: 'AWS::Lambda::Function', Properties: { MemorySize: 512, ...(traced ? { TracingConfig: { Mode: 'Active' } } : {}) } });
    const tick = (target: string) => ({ Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'rate(1 minute)', Targets: [{ Arn: { 'Fn::GetAtt': [target, 'Arn'] }, Id: 'T' }] } });
    const inv = inventory([fixture({ Traced: fn(true), Plain: fn(false), TickTraced: tick('Traced'), TickPlain: tick('Plain') })]);
    expect(inv.tracedFunctions).toBe(1);
    const xray = line(priceIdleMonth(DEFAULT_ASSUMPTIONS, inv), 'X-Ray');
    expect(xray.usage).toBe('0.043 M traces of 0.043 M requests');
    expect(xray.usd).toBeCloseTo(0.0432 * 5, 5);
    expect(fromTemplates(inv).tracing).toBe(true);
    // 1.8 M calls in 3 h: 10,800 seconds of one trace, and 5% of the other 1,789,200
    const contest = priceContest({ ...DEFAULT_ASSUMPTIONS, tracing: true }).find((i) => i.service === 'X-Ray')!;
    expect(contest.usd).toBeCloseTo(((10_800 + 1_789_200 * 0.05) / 1e6) * 5, 5);
    expect(priceContest(DEFAULT_ASSUMPTIONS).find((i) => i.service === 'X-Ray')).toBeUndefined();
  });

  it("sizes an access log line from the stages' format, the longest if they differ", () => {
    const stage = (format: string) => ({ Type: 'AWS::ApiGatewayV2::Stage', Properties: { AccessLogSettings: { Format: format } } });
    const inv = inventory([fixture({ Short: stage('{"a":"$context.requestId","b":"$context.status"}'), Shorter: stage('{"a":"$context.requestId"}') })]);
    // the text without its variables, a value of ACCESS_LOG_VALUE_BYTES per variable, the newline
    expect(inv.accessLogLineBytes).toBe('{"a":"","b":""}'.length + 2 * ACCESS_LOG_VALUE_BYTES + 1);
    expect(fromTemplates(inv).accessLogBytesPerCall).toBe(inv.accessLogLineBytes);
    expect(inventory([fixture({ NoLog: { Type: 'AWS::ApiGatewayV2::Stage', Properties: {} } })]).accessLogLineBytes).toBeUndefined();
  });

  it('runs rate schedules a month and refuses to guess a cron', () => {
    expect([runsPerMonth('rate(1 minute)'), runsPerMonth('rate(5 minutes)'), runsPerMonth('rate(2 hours)'), runsPerMonth('rate(1 day)')]).toEqual([43_200, 8_640, 360, 30]);
    expect(() => runsPerMonth('cron(0 * * * ? *)')).toThrow('The cost model prices rate(...) schedules only, not cron(0 * * * ? *)');
    const rule = (target: unknown) => fixture({ Tick: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'rate(1 minute)', Targets: [{ Arn: target, Id: 'T' }] } } });
    expect(() => inventory([rule({ Ref: 'Topic' })])).toThrow('Schedule Tick runs something other than a function of its stack');
  });
});

describe('the default app, counted from its synthesized templates', () => {
  const s = synth();
  const inv = inventoryOf(s);
  const constructs = s.app.node.findAll();
  const a = { ...DEFAULT_ASSUMPTIONS, ...fromTemplates(inv) };

  it('counts what CDK built: alarms by their metrics, dashboards, log groups, schedules, queue triggers, secrets, the judge task', () => {
    const metricsOf = (m: IMetric) => (m instanceof MathExpression ? Object.keys(m.usingMetrics).length : 1);
    const alarms = constructs.filter((c): c is Alarm => c instanceof Alarm);
    const rules = constructs.filter((c): c is CfnRule => c instanceof CfnRule);
    const count = (type: abstract new (...args: never[]) => unknown) => constructs.filter((c) => c instanceof type).length;
    expect(inv.alarms).toHaveLength(count(CfnAlarm));
    expect(alarms).toHaveLength(count(CfnAlarm));
    expect(alarmMetricCount(inv)).toBe(alarms.reduce((n, alarm) => n + metricsOf(alarm.metric), 0));
    expect(inv.dashboards).toHaveLength(count(Dashboard));
    expect(inv.logGroups).toHaveLength(count(CfnLogGroup));
    expect(inv.schedules).toHaveLength(rules.filter((r) => r.scheduleExpression).length);
    expect(inv.eventRules).toBe(rules.filter((r) => !r.scheduleExpression).length);
    expect(inv.queueTriggers).toBe(count(CfnEventSourceMapping));
    expect(inv.secrets).toBe(count(CfnSecret));
    const traced = (c: unknown) => c instanceof CfnFunction && JSON.stringify(c.tracingConfig ?? {}).includes('Active');
    expect(inv.tracedFunctions).toBe(constructs.filter(traced).length);
    expect(inv.accessLogLineBytes).toBeGreaterThan(0);
    expect(inv.judge).toEqual({ vcpu: s.config.judgeCpu / 1024, memoryGb: s.config.judgeMemoryMb / 1024, arm64: s.config.judgeArch === 'arm64', spotShare: 0.75 });
  });

  it('prices the idle month from the templates: each alarm metric, the dashboard within the free tier', () => {
    const idle = priceIdleMonth(a, inv);
    expect(line(idle, 'CloudWatch alarms').usd).toBeCloseTo(alarmMetricCount(inv) * PRICES.alarmMetricMonth, 5);
    expect(inv.dashboards.every((d) => d.metrics <= PRICES.dashboardFreeMetrics)).toBe(true);
    expect(line(idle, 'CloudWatch dashboards').usd).toBe(0);
    expect(line(idle, 'Secrets Manager').usd).toBeCloseTo(inv.secrets * PRICES.secretMonth, 5);
  });

  it('adds $0.10 a month per alarm metric of the detailed set: two per API function and two for the table', () => {
    expect(PRICED_SETTINGS.map((p) => p.context)).toContain('oj:detailedAlarms');
    const detailed = inventoryOf(synth({ context: { 'oj:detailedAlarms': 'true' } }));
    const added = total(priceIdleMonth(a, detailed)) - total(priceIdleMonth(a, inv));
    expect(added).toBeCloseTo((GROUPS.length * 2 + 2) * PRICES.alarmMetricMonth, 5);
  });

  it('renders every line and the total', () => {
    const items = priceIdleMonth(a, inv);
    const text = render('Idle', items);
    expect(text.split('\n')).toHaveLength(items.length + 2);
    expect(text).toContain(`$${total(items).toFixed(2).padStart(6)}`);
  });
});
