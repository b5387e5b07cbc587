import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, QUEUES, USER_JOB_RUNNER_TIMEOUT_SECONDS } from '@oj/shared/resources';
import { synth } from './synth.ts';
import { observedFunction } from '../lib/observability.ts';
import { templateQuery } from './template-query.ts';

let api: Template;
beforeAll(() => {
  const s = synth();
  api = s.template(s.stacks.api);
}, 600_000);

const { ofType, one, statementsOfRole: actionsOfRole } = templateQuery(() => api);

describe('user jobs (bulk import and generation, unpacking test case zips)', () => {
  it('has its own queue with a dead-letter queue, encrypted and TLS only', () => {
    const [queueId, queue] = one('AWS::SQS::Queue', 'userjobsQueue');
    const [deadId, dead] = one('AWS::SQS::Queue', 'userjobsDeadLetter');
    expect(queue.Properties).toMatchObject({
      VisibilityTimeout: QUEUES.userJobs.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: QUEUES.userJobs.maxReceiveCount },
    });
    expect(dead.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    const tlsOnly = Object.values(ofType('AWS::SQS::QueuePolicy')).filter((p) => p.Properties.Queues.some((q: { Ref: string }) => q.Ref === queueId));
    expect(JSON.stringify(tlsOnly)).toContain('aws:SecureTransport');
  });

  it('feeds the runner one message at a time, its timeout under the visibility timeout', () => {
    const [runnerId, runner] = one('AWS::Lambda::Function', 'userjobsFunction');
    expect(runner.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: 1769, Timeout: USER_JOB_RUNNER_TIMEOUT_SECONDS });
    expect(USER_JOB_RUNNER_TIMEOUT_SECONDS).toBeLessThan(QUEUES.userJobs.visibilityTimeoutSeconds);
    // what it needs and Powertools' settings, nothing more (no secret)
    const powertools = Object.keys(observedFunction({ tracing: false }, 'user-jobs').environment);
    expect(Object.keys(runner.Properties.Environment.Variables).sort()).toEqual(['LOG_LEVEL', QUEUES.userJobs.envVar, BUCKETS.testData.envVar, 'TABLE_NAME', ...powertools].sort());
    const [mapping] = Object.values(ofType('AWS::Lambda::EventSourceMapping')).filter((m) => m.Properties.FunctionName.Ref === runnerId);
    expect(mapping!.Properties).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'], ScalingConfig: { MaximumConcurrency: 2 } });
  });

  it('grants the runner the table, its own queue and the uploads, and the user-batch group only sending to it', () => {
    const [, runner] = one('AWS::Lambda::Function', 'userjobsFunction');
    const statements = actionsOfRole(runner.Properties.Role['Fn::GetAtt'][0]);
    const runnerActions = statements.flatMap((s) => [s.Action].flat());
    expect(runnerActions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']));
    expect(runnerActions.filter((a) => !/^(dynamodb|sqs|s3):/.test(a))).toEqual([]);
    // test data: uploaded zips read and deleted, their files written into staging folders, nothing else
    const resourcesOf = (verb: RegExp) =>
      statements.filter((st) => [st.Action].flat().some((a) => verb.test(a))).flatMap((st) => [st.Resource].flat().map((r) => JSON.stringify(r).match(/"(\/[^"]*)"/)?.[1] ?? 'the bucket'));
    expect(resourcesOf(/^s3:GetObject/).sort()).toEqual(['/uploads/*.zip', 'the bucket']);
    expect(resourcesOf(/^s3:DeleteObject/)).toEqual(['/uploads/*.zip']);
    expect(resourcesOf(/^s3:PutObject/)).toEqual(['/staging/*/*']);

    const [queueId] = one('AWS::SQS::Queue', 'userjobsQueue');
    const [, group] = one('AWS::Lambda::Function', 'userbatchFunction');
    expect(group.Properties.Environment.Variables[QUEUES.userJobs.envVar]).toEqual({ Ref: queueId });
    const sqsStatements = actionsOfRole(group.Properties.Role['Fn::GetAtt'][0]).filter((s) => [s.Action].flat().some((a) => a.startsWith('sqs:')));
    expect(sqsStatements.flatMap((s) => [s.Action].flat()).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(sqsStatements.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [queueId, 'Arn'] }]);
  });
});
