import { describe, expect, it } from 'vitest';
import { METRIC_NAMESPACE, METRICS } from '@oj/shared/metrics';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { API_ACCESS_LOG_FIELDS } from '../lib/web-stack.ts';
import { synth } from './synth.ts';

type Resource = { Type: string; Properties: Record<string, any> };
const resources = (t: { toJSON(): any }, type: string): Resource[] => Object.values(t.toJSON().Resources as Record<string, Resource>).filter((r) => r.Type === type);

/** The metrics an alarm reads, as `namespace/name`, directly or through metric math. */
const watched = (alarm: Resource): string[] =>
  alarm.Properties.MetricName
    ? [`${alarm.Properties.Namespace}/${alarm.Properties.MetricName}`]
    : (alarm.Properties.Metrics as { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[]).flatMap((m) =>
        m.MetricStat ? [`${m.MetricStat.Metric.Namespace}/${m.MetricStat.Metric.MetricName}`] : [],
      );

/** The dashboard's body with every CloudFormation token made a plain string, parsed. */
const dashboardBody = (dashboard: Resource) => {
  const body = dashboard.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  const text = typeof body === 'string' ? body : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'token')).join('');
  return JSON.parse(text) as { widgets: { properties: { metrics?: unknown[][] } }[] };
};

describe('observability', () => {
  const s = synth();
  const functions = [...resources(s.template(s.stacks.api), 'AWS::Lambda::Function')];
  const ops = s.template(s.stacks.ops);

  it('gives every function its Powertools service name and EMF metrics, with tracing off by default', () => {
    expect(functions).toHaveLength(GROUPS.length + 4);
    const services = functions.map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME);
    expect(services).toEqual(expect.arrayContaining([...GROUPS.map((g) => g.name), 'board-builder', 'user-job-runner', 'remote-judge', 'clock']));
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ METRICS: 'emf', POWERTOOLS_TRACE_ENABLED: 'false' });
      expect(fn.Properties.TracingConfig).toBeUndefined();
    }
    const [task] = resources(s.template(s.stacks.judge), 'AWS::ECS::TaskDefinition');
    expect(task!.Properties.ContainerDefinitions[0].Environment).toContainEqual({ Name: 'METRICS', Value: 'emf' });
  });

  it('turns X-Ray tracing and the Tracer on with oj:tracing', () => {
    const traced = synth({ context: { 'oj:tracing': 'true' } });
    const all = resources(traced.template(traced.stacks.api), 'AWS::Lambda::Function');
    for (const fn of all) {
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACE_ENABLED).toBe('true');
    }
  });

  it('logs each API request with its route key and integration error', () => {
    const stages = resources(s.template(s.stacks.web), 'AWS::ApiGatewayV2::Stage');
    for (const stage of stages) {
      const format = JSON.parse(stage.Properties.AccessLogSettings.Format as string) as Record<string, string>;
      expect(format).toEqual(API_ACCESS_LOG_FIELDS);
      expect(format).toMatchObject({ routeKey: '$context.routeKey', integrationErrorMessage: '$context.integrationErrorMessage', requestId: '$context.requestId' });
    }
  });

  it('serves from CloudFront price class 100 unless oj:cloudFrontPriceClass says otherwise', () => {
    const priceClass = (t: ReturnType<typeof synth>) => resources(t.template(t.stacks.web), 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig.PriceClass;
    expect(priceClass(s)).toBe('PriceClass_100');
    expect(priceClass(synth({ context: { 'oj:cloudFrontPriceClass': 'PriceClass_All' } }))).toBe('PriceClass_All');
    expect(() => synth({ context: { 'oj:cloudFrontPriceClass': 'PriceClass_50' } })).toThrow(/oj:cloudFrontPriceClass must be one of PriceClass_100, PriceClass_200, PriceClass_All/);
  });

  it('alarms on the board builder, the user job runner and its dead-letter queue', () => {
    const alarms = resources(ops, 'AWS::CloudWatch::Alarm');
    const about = (pattern: RegExp) => alarms.filter((a) => pattern.test(a.Properties.AlarmDescription));
    const [board] = about(/Scoreboard rebuilds failed/);
    expect(watched(board!).sort()).toEqual(['AWS/Lambda/Errors', `${METRIC_NAMESPACE}/${METRICS.boardRebuildFailures.name}`]);
    const boardErrors = board!.Properties.Metrics.find((m: any) => m.MetricStat?.Metric.MetricName === 'Errors');
    expect(JSON.stringify(boardErrors.MetricStat.Metric.Dimensions)).toContain('boardbuilder');
    expect(about(/user job runner failed/).map(watched)).toEqual([['AWS/Lambda/Errors']]);
    expect(about(/user job chunk reached its dead-letter queue/).map(watched)).toEqual([['AWS/SQS/ApproximateNumberOfMessagesVisible']]);
    for (const a of alarms) expect(a.Properties.AlarmActions).toHaveLength(1);
  });

  it("shows a contest's health on one dashboard of at most 50 metrics (one of the account's free three), every EMF metric on it", () => {
    const [dashboard] = resources(ops, 'AWS::CloudWatch::Dashboard');
    const lines = dashboardBody(dashboard!).widgets.flatMap((w) => w.properties.metrics ?? []);
    const plain = lines.filter((m) => typeof m[0] === 'string' && !(m[0] as string).startsWith('...'));
    expect(plain.length).toBeLessThanOrEqual(50);
    const shown = new Set(plain.filter((m) => m[0] === METRIC_NAMESPACE).map((m) => m[1]));
    expect([...shown].sort()).toEqual(
      Object.values(METRICS)
        .map((m) => m.name)
        .sort(),
    );
    const off = synth({ context: { 'oj:dashboard': 'false' } });
    off.template(off.stacks.ops).resourceCountIs('AWS::CloudWatch::Dashboard', 0);
  });
});
