import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { ALARM_MAX_METRICS } from '../lib/ops-stack.ts';
import { API_PARTS } from '../lib/routes.ts';
import { synth } from './synth.ts';

type Resource = { Type: string; Properties: Record<string, any> };
const resources = (t: { toJSON(): any }, type: string): Resource[] => Object.values(t.toJSON().Resources as Record<string, Resource>).filter((r) => r.Type === type);

/** The metric names an alarm watches, whether directly or through metric math. */
const watched = (alarm: Resource): string[] =>
  alarm.Properties.MetricName
    ? [alarm.Properties.MetricName]
    : (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));

describe('guardrails for a contest start', () => {
  // with the optional per-function and table alarms (the default set: cost-model.test.ts)
  const s = synth({ context: { 'oj:apiRateLimit': '300', 'oj:apiBurstLimit': '600', 'oj:apiReservedConcurrency': '50', 'oj:detailedAlarms': 'true' } });
  const ops = s.template(s.stacks.ops);

  it('throttles each API stage and caps each function from the settings', () => {
    const stages = resources(s.template(s.stacks.web), 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(API_PARTS.length);
    for (const stage of stages) expect(stage.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 300, ThrottlingBurstLimit: 600 });
    // the API's functions; the board builder is capped by its queue source's maximum concurrency instead
    const functions = resources(s.template(s.stacks.api), 'AWS::Lambda::Function').filter((fn) => fn.Properties.Environment?.Variables?.ORIGIN_SECRET_ARN);
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.ReservedConcurrentExecutions).toBe(50);
  });

  it('leaves functions on the shared pool by default', () => {
    const plain = synth();
    for (const fn of resources(plain.template(plain.stacks.api), 'AWS::Lambda::Function')) expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
  });

  it.each([
    ['dead letters, by what the worker receives (the queue itself is drained at once)', 'NumberOfMessagesReceived'],
    ['Lambda errors', 'Errors'],
    ['Lambda throttles', 'Throttles'],
    ['DynamoDB read throttles', 'ReadThrottleEvents'],
    ['DynamoDB write throttles', 'WriteThrottleEvents'],
  ])('alarms on %s', (_, metric) => {
    const alarms = resources(ops, 'AWS::CloudWatch::Alarm').filter((a) => watched(a).includes(metric));
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) expect(a.Properties.AlarmActions).toHaveLength(1);
  });

  it('reads at most ten metrics in any alarm (a hard CloudWatch limit a synth does not check)', () => {
    const metricsRead = (a: Resource) => (a.Properties.Metrics ?? []).filter((m: { MetricStat?: unknown }) => m.MetricStat).length;
    const alarms = resources(ops, 'AWS::CloudWatch::Alarm');
    for (const a of alarms) expect(metricsRead(a), a.Properties.AlarmDescription).toBeLessThanOrEqual(ALARM_MAX_METRICS);
    // every API function is still watched, over as many alarms as it takes
    const errorAlarms = alarms.filter((a) => /API functions failed/.test(a.Properties.AlarmDescription));
    expect(errorAlarms.reduce((n, a) => n + metricsRead(a), 0)).toBe(GROUPS.length);
  });

  it("alarms when the judge fleet's scaler fails", () => {
    const alarm = resources(ops, 'AWS::CloudWatch::Alarm').find((a) => /scaler failed/.test(a.Properties.AlarmDescription));
    expect(alarm && watched(alarm)).toEqual(['Errors']);
  });

  it('mails judge task launch failures from ECS service events', () => {
    const [rule] = resources(ops, 'AWS::Events::Rule');
    expect(rule!.Properties.EventPattern).toMatchObject({ source: ['aws.ecs'], 'detail-type': ['ECS Service Action'] });
    expect(rule!.Properties.EventPattern.detail.eventName).toContain('SERVICE_TASK_START_IMPAIRED');
    expect(rule!.Properties.Targets).toHaveLength(1);
  });
});
