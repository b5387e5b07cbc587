import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { DescribeServicesCommand, ECSClient, UpdateServiceCommand } from '@aws-sdk/client-ecs';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CONTEST_LIST, judgeFleetKey } from '@oj/shared/db/keys';
import type { ContestWindow, FleetMemory } from './capacity-decision.ts';

/** What the capacity function reads and sets, so that its loop is tested without AWS. */
export interface CapacityPort {
  /** Contests whose start time lies in the range (sort keys of the contest index). */
  contests(range: { from: string; to: string }): Promise<ContestWindow[]>;
  /** Messages waiting or being judged, over the judge queues. */
  backlog(): Promise<number>;
  /** The judge service's desired task count. */
  desiredCount(): Promise<number>;
  setDesiredCount(tasks: number): Promise<void>;
  /** What the previous runs saw (none on the first run, or if the item was lost). */
  memory(): Promise<FleetMemory>;
  saveMemory(memory: FleetMemory): Promise<void>;
}

export interface AwsCapacityTarget {
  tableName: string;
  queueUrls: readonly string[];
  cluster: string;
  service: string;
}

const isMemory = (value: unknown): value is FleetMemory => Array.isArray(value) && value.every((e) => Array.isArray(e) && e.length === 2 && e.every((n) => Number.isInteger(n) && n >= 0));

const key = { pk: { S: judgeFleetKey.pk }, sk: { S: judgeFleetKey.sk } };

export function awsCapacityPort(target: AwsCapacityTarget, clients = { dynamo: new DynamoDBClient({}), sqs: new SQSClient({}), ecs: new ECSClient({}) }): CapacityPort {
  return {
    async contests(range) {
      const contests: ContestWindow[] = [];
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await clients.dynamo.send(
          new QueryCommand({
            TableName: target.tableName,
            IndexName: CONTEST_LIST.index,
            KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': { S: CONTEST_LIST.pk }, ':from': { S: range.from }, ':to': { S: range.to } },
            ProjectionExpression: 'cid, startTime, endTime, participantCount',
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          contests.push({
            cid: item.cid?.N ?? '',
            startTime: item.startTime?.S ?? '',
            endTime: item.endTime?.S ?? '',
            participantCount: Number(item.participantCount?.N ?? 0),
          });
        }
        start = page.LastEvaluatedKey;
      } while (start);
      return contests;
    },

    async backlog() {
      const counts = await Promise.all(
        target.queueUrls.map(async (QueueUrl) => {
          const { Attributes = {} } = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
          return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    },

    async desiredCount() {
      const { services, failures } = await clients.ecs.send(new DescribeServicesCommand({ cluster: target.cluster, services: [target.service] }));
      const service = services?.[0];
      if (!service || service.desiredCount === undefined) {
        throw new Error(`No judge service ${target.service} in ${target.cluster}: ${JSON.stringify(failures ?? [])}`);
      }
      return service.desiredCount;
    },

    async setDesiredCount(tasks) {
      await clients.ecs.send(new UpdateServiceCommand({ cluster: target.cluster, service: target.service, desiredCount: tasks }));
    },

    async memory() {
      const { Item } = await clients.dynamo.send(new GetItemCommand({ TableName: target.tableName, Key: key, ConsistentRead: true }));
      const stored: unknown = JSON.parse(Item?.peaks?.S ?? '[]');
      return isMemory(stored) ? stored : [];
    },

    async saveMemory(memory) {
      await clients.dynamo.send(new PutItemCommand({ TableName: target.tableName, Item: { ...key, peaks: { S: JSON.stringify(memory) } } }));
    },
  };
}
