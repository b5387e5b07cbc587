import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@oj/shared/resources';
import { CLOCK_TIMEOUT_SECONDS } from '../lib/clock.ts';
import { CLOCK_ERRORS } from '../lib/ops-stack.ts';
import { synth } from './synth.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let api: Template;
let judge: Template;
let ops: Template;
beforeAll(() => {
  const s = synth();
  api = s.template(s.stacks.api);
  judge = s.template(s.stacks.judge);
  ops = s.template(s.stacks.ops);
}, 600_000);

const ofType = (t: Template, type: string): Resources => t.findResources(type) as Resources;
const clockFunction = () => {
  const found = Object.entries(ofType(api, 'AWS::Lambda::Function')).filter(([id]) => id.startsWith('clockFunction'));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the scheduled clock', () => {
  it('runs its function every minute from an EventBridge rule, its timeout inside the minute', () => {
    const [fnId, fn] = clockFunction();
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler', Timeout: CLOCK_TIMEOUT_SECONDS });
    expect(CLOCK_TIMEOUT_SECONDS).toBeLessThan(60);
    const rules = Object.values(ofType(api, 'AWS::Events::Rule')).filter((r) => JSON.stringify(r.Properties.Targets).includes(fnId));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    const permissions = Object.values(ofType(api, 'AWS::Lambda::Permission')).filter((p) => JSON.stringify(p.Properties.FunctionName).includes(fnId));
    expect(permissions.map((p) => p.Properties.Principal)).toEqual(['events.amazonaws.com']);
  });

  it('grants it the table and sending to the contest and general judge queues, the remote queue and the scoreboard queue, nothing else', () => {
    const [, fn] = clockFunction();
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(ofType(api, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('sqs:'))).toEqual([]);
    const sqs = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('sqs:')));
    expect([...new Set(sqs.flatMap((s) => [s.Action].flat()))].sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const judgeQueues = Object.keys(ofType(judge, 'AWS::SQS::Queue'));
    const contest = judgeQueues.find((id) => id.startsWith('Contest'))!;
    const general = judgeQueues.find((id) => id.startsWith('General'))!;
    const board = judgeQueues.find((id) => id.startsWith('Board'))!;
    const remote = Object.keys(ofType(api, 'AWS::SQS::Queue')).find((id) => id.startsWith('remotejudgeQueue'))!;
    // cross-stack references: the export names carry the judge stack's queue ids
    const resources = sqs.flatMap((s) => [s.Resource].flat()).map((r) => JSON.stringify(r));
    expect(resources).toHaveLength(4);
    for (const queue of [contest, general, remote, board])
      expect(
        resources.filter((r) => r.includes(queue)),
        queue,
      ).toHaveLength(1);
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
      ['LOG_LEVEL', QUEUES.contest.envVar, QUEUES.general.envVar, QUEUES.remote.envVar, QUEUES.board.envVar, 'TABLE_NAME', 'POWERTOOLS_SERVICE_NAME', 'METRICS', 'POWERTOOLS_TRACE_ENABLED'].sort(),
    );
  });

  it('alarms when the clock logs an error (a failed task, a submission given up) or the function fails', () => {
    const [, fn] = clockFunction();
    const filters = Object.values(ofType(ops, 'AWS::Logs::MetricFilter')).filter((f) => f.Properties.MetricTransformations[0].MetricName === CLOCK_ERRORS.metricName);
    expect(filters).toHaveLength(1);
    // Powertools writes the level in capitals
    expect(filters[0]!.Properties.FilterPattern).toBe('{ $.level = "ERROR" }');
    // the log group the filter reads is the one the clock function writes
    expect(JSON.stringify(filters[0]!.Properties.LogGroupName)).toContain('clockLogs');
    expect(JSON.stringify(fn.Properties.LoggingConfig.LogGroup)).toContain('clockLogs');
    const alarms = Object.values(ofType(ops, 'AWS::CloudWatch::Alarm')).filter((a) => /clock failed/.test(a.Properties.AlarmDescription));
    expect(alarms).toHaveLength(1);
    const watched = (alarms[0]!.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));
    expect(watched.sort()).toEqual([CLOCK_ERRORS.metricName, 'Errors']);
    expect(alarms[0]!.Properties.AlarmActions).toHaveLength(1);
  });
});
