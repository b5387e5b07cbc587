import { ApplicationAutoScalingClient, DescribeScalableTargetsCommand, RegisterScalableTargetCommand } from '@aws-sdk/client-application-auto-scaling';
import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTEST_LIST } from '@oj/shared/db/keys';
import { awsCapacityPort } from './capacity-port.ts';

const dynamo = mockClient(DynamoDBClient);
const sqs = mockClient(SQSClient);
const scaling = mockClient(ApplicationAutoScalingClient);
const target = { tableName: 'Table', queueUrls: ['https://sqs/contest', 'https://sqs/general'], resourceId: 'service/Cluster/Judge' };
const port = awsCapacityPort(target, { dynamo: new DynamoDBClient({}), sqs: new SQSClient({}), scaling: new ApplicationAutoScalingClient({}) });
const SCALABLE = { ServiceNamespace: 'ecs', ScalableDimension: 'ecs:service:DesiredCount' };

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  scaling.reset();
});

describe('awsCapacityPort', () => {
  it('reads every page of the contest index in the range', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ cid: { N: '7' }, startTime: { S: 'a' }, endTime: { S: 'b' }, participantCount: { N: '900' } }], LastEvaluatedKey: { gsi1pk: { S: 'x' } } })
      .resolvesOnce({ Items: [{ cid: { N: '8' }, startTime: { S: 'c' }, endTime: { S: 'd' } }] });
    expect(await port.contests({ from: 'F', to: 'T' })).toEqual([
      { cid: '7', startTime: 'a', endTime: 'b', participantCount: 900 },
      { cid: '8', startTime: 'c', endTime: 'd', participantCount: 0 },
    ]);
    const calls = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(calls[0]).toMatchObject({ TableName: 'Table', IndexName: CONTEST_LIST.index, ExpressionAttributeValues: { ':from': { S: 'F' }, ':to': { S: 'T' } } });
    expect(calls[1]!.ExclusiveStartKey).toEqual({ gsi1pk: { S: 'x' } });
  });

  it('sums waiting and in-flight messages over the queues', async () => {
    sqs.on(GetQueueAttributesCommand, { QueueUrl: 'https://sqs/contest' }).resolves({ Attributes: { ApproximateNumberOfMessages: '900', ApproximateNumberOfMessagesNotVisible: '40' } });
    sqs.on(GetQueueAttributesCommand, { QueueUrl: 'https://sqs/general' }).resolves({ Attributes: { ApproximateNumberOfMessages: '3' } });
    expect(await port.backlog()).toBe(943);
  });

  it('reads and sets the minimum of the service scalable target', async () => {
    scaling.on(DescribeScalableTargetsCommand).resolves({ ScalableTargets: [{ MinCapacity: 2 } as never] });
    expect(await port.minCapacity()).toBe(2);
    expect(scaling.commandCalls(DescribeScalableTargetsCommand)[0]!.args[0].input).toEqual({ ...SCALABLE, ResourceIds: ['service/Cluster/Judge'] });
    await port.setMinCapacity(100);
    expect(scaling.commandCalls(RegisterScalableTargetCommand)[0]!.args[0].input).toEqual({ ...SCALABLE, ResourceId: 'service/Cluster/Judge', MinCapacity: 100 });
  });

  it('fails loudly when the service has no scalable target', async () => {
    scaling.on(DescribeScalableTargetsCommand).resolves({ ScalableTargets: [] });
    await expect(port.minCapacity()).rejects.toThrow('No scalable target for service/Cluster/Judge');
  });
});
