import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { DescribeServicesCommand, ECSClient, UpdateServiceCommand } from '@aws-sdk/client-ecs';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTEST_LIST, judgeFleetKey } from '@oj/shared/db/keys';
import { awsCapacityPort } from './capacity-port.ts';

const dynamo = mockClient(DynamoDBClient);
const sqs = mockClient(SQSClient);
const ecs = mockClient(ECSClient);
const target = { tableName: 'Table', queueUrls: ['https://sqs/contest', 'https://sqs/general'], cluster: 'Cluster', service: 'Judge' };
const port = awsCapacityPort(target, { dynamo: new DynamoDBClient({}), sqs: new SQSClient({}), ecs: new ECSClient({}) });
const KEY = { pk: { S: judgeFleetKey.pk }, sk: { S: judgeFleetKey.sk } };

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  ecs.reset();
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

  it("reads and sets the service's desired count", async () => {
    ecs.on(DescribeServicesCommand).resolves({ services: [{ desiredCount: 2 }] });
    expect(await port.desiredCount()).toBe(2);
    expect(ecs.commandCalls(DescribeServicesCommand)[0]!.args[0].input).toEqual({ cluster: 'Cluster', services: ['Judge'] });
    await port.setDesiredCount(100);
    expect(ecs.commandCalls(UpdateServiceCommand)[0]!.args[0].input).toEqual({ cluster: 'Cluster', service: 'Judge', desiredCount: 100 });
  });

  it('fails loudly when the service is missing', async () => {
    ecs.on(DescribeServicesCommand).resolves({ services: [], failures: [{ reason: 'MISSING' }] });
    await expect(port.desiredCount()).rejects.toThrow('No judge service Judge in Cluster: [{"reason":"MISSING"}]');
  });

  it('keeps its memory in one item, and reads a missing or damaged one as empty', async () => {
    dynamo
      .on(GetItemCommand)
      .resolvesOnce({ Item: { ...KEY, peaks: { S: '[[29146210,5]]' } } })
      .resolvesOnce({})
      .resolvesOnce({ Item: { ...KEY, peaks: { S: '[["x"]]' } } });
    expect(await port.memory()).toEqual([[29146210, 5]]);
    expect(await port.memory()).toEqual([]);
    expect(await port.memory()).toEqual([]);
    expect(dynamo.commandCalls(GetItemCommand)[0]!.args[0].input).toEqual({ TableName: 'Table', Key: KEY, ConsistentRead: true });
    await port.saveMemory([[29146210, 5]]);
    expect(dynamo.commandCalls(PutItemCommand)[0]!.args[0].input).toEqual({ TableName: 'Table', Item: { ...KEY, peaks: { S: '[[29146210,5]]' } } });
  });
});
