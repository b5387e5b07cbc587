import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, REMOTE_WORKER_TIMEOUT_SECONDS } from '@oj/shared/resources';
import { synth } from './synth.ts';
import { observedFunction } from '../lib/observability.ts';
import { templateQuery } from './template-query.ts';

let api: Template;
beforeAll(() => {
  const s = synth();
  api = s.template(s.stacks.api);
}, 600_000);

const { ofType, one, statementsOfRole } = templateQuery(() => api);
const roleOf = (fn: { Properties: Record<string, any> }) => fn.Properties.Role['Fn::GetAtt'][0] as string;
/** The actions a role may take on a resource whose JSON mentions `ref`. */
const actionsOn = (roleRef: string, ref: string) =>
  statementsOfRole(roleRef)
    .filter((s) => JSON.stringify(s.Resource).includes(ref))
    .flatMap((s) => [s.Action].flat())
    .sort();

describe('remote judging', () => {
  it('has its own queue with a dead-letter queue, encrypted and TLS only, and the accounts secret', () => {
    const [queueId, queue] = one('AWS::SQS::Queue', 'remotejudgeQueue');
    const [deadId, dead] = one('AWS::SQS::Queue', 'remotejudgeDeadLetter');
    expect(queue.Properties).toMatchObject({
      VisibilityTimeout: QUEUES.remote.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: QUEUES.remote.maxReceiveCount },
    });
    expect(dead.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    const tlsOnly = Object.values(ofType('AWS::SQS::QueuePolicy')).filter((p) => p.Properties.Queues.some((q: { Ref: string }) => q.Ref === queueId));
    expect(JSON.stringify(tlsOnly)).toContain('aws:SecureTransport');
    const [, secret] = one('AWS::SecretsManager::Secret', 'remotejudgeAccounts');
    expect(secret.Properties.SecretString).toBe('{}');
  });

  it('feeds the worker one step at a time, its timeout under the visibility timeout, with only what it needs', () => {
    const [workerId, worker] = one('AWS::Lambda::Function', 'remotejudgeFunction');
    expect(worker.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: REMOTE_WORKER_TIMEOUT_SECONDS });
    expect(REMOTE_WORKER_TIMEOUT_SECONDS).toBeLessThan(QUEUES.remote.visibilityTimeoutSeconds);
    const powertools = Object.keys(observedFunction({ tracing: false }, 'remote-judge').environment);
    expect(Object.keys(worker.Properties.Environment.Variables).sort()).toEqual(
      ['TABLE_NAME', 'JWT_SECRET_ARN', 'REMOTE_ACCOUNTS_SECRET_ARN', QUEUES.remote.envVar, QUEUES.board.envVar, 'LOG_LEVEL', ...powertools].sort(),
    );
    const [mapping] = Object.values(ofType('AWS::Lambda::EventSourceMapping')).filter((m) => m.Properties.FunctionName.Ref === workerId);
    expect(mapping!.Properties).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it('grants the worker the table, its own queue, the board queue to send to, and reading the two secrets; nothing else', () => {
    const [, worker] = one('AWS::Lambda::Function', 'remotejudgeFunction');
    const role = roleOf(worker);
    const actions = statementsOfRole(role).flatMap((s) => [s.Action].flat());
    expect(actions.filter((a) => !/^(dynamodb|sqs|secretsmanager):/.test(a))).toEqual([]);
    const [queueId] = one('AWS::SQS::Queue', 'remotejudgeQueue');
    expect(actionsOn(role, queueId)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']));
    const [secretId] = one('AWS::SecretsManager::Secret', 'remotejudgeAccounts');
    expect(actionsOn(role, secretId)).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    const secretActions = statementsOfRole(role).filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
    expect(secretActions.flatMap((s) => [s.Action].flat())).not.toContain('secretsmanager:PutSecretValue');
    expect(secretActions.map((s) => JSON.stringify(s.Resource)).join()).toMatch(/JwtSecret/);
    const sqsResources = statementsOfRole(role)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('sqs:')))
      .map((s) => JSON.stringify(s.Resource));
    expect(sqsResources.every((r) => r.includes(queueId) || /scoreboard|Board/i.test(r))).toBe(true);
  });

  it('lets the judge group send to the remote queue, the switch page read and write the accounts, and the clock re-queue', () => {
    const [queueId] = one('AWS::SQS::Queue', 'remotejudgeQueue');
    const [secretId] = one('AWS::SecretsManager::Secret', 'remotejudgeAccounts');
    const [, judge] = one('AWS::Lambda::Function', 'judgeFunction');
    expect(judge.Properties.Environment.Variables[QUEUES.remote.envVar]).toEqual({ Ref: queueId });
    expect(actionsOn(roleOf(judge), queueId)).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const [, config] = one('AWS::Lambda::Function', 'adminconfigFunction');
    expect(config.Properties.Environment.Variables.REMOTE_ACCOUNTS_SECRET_ARN).toEqual({ Ref: secretId });
    expect(actionsOn(roleOf(config), secretId)).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']));
    const [, clock] = one('AWS::Lambda::Function', 'clockFunction');
    expect(actionsOn(roleOf(clock), queueId)).toContain('sqs:SendMessage');
    // no other API function touches them
    for (const [id, fn] of Object.entries(ofType('AWS::Lambda::Function'))) {
      if (/^(remotejudge|judge|adminconfig|clock)Function/.test(id) || !fn.Properties.Role) continue;
      expect(actionsOn(roleOf(fn), secretId), id).toEqual([]);
    }
  });
});
