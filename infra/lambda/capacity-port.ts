import { ApplicationAutoScalingClient, DescribeScalableTargetsCommand, RegisterScalableTargetCommand } from '@aws-sdk/client-application-auto-scaling';
import { DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CONTEST_LIST } from '@oj/shared/db/keys';
import type { ContestWindow } from './capacity-decision.ts';

/** What the capacity function reads and sets, so that its loop is tested without AWS. */
export interface CapacityPort {
  /** Contests whose start time lies in the range (sort keys of the contest index). */
  contests(range: { from: string; to: string }): Promise<ContestWindow[]>;
  /** Messages waiting or being judged, over the judge queues. */
  backlog(): Promise<number>;
  /** The judge service's current minimum task count. */
  minCapacity(): Promise<number | undefined>;
  setMinCapacity(tasks: number): Promise<void>;
}

export interface AwsCapacityTarget {
  tableName: string;
  queueUrls: readonly string[];
  /** `service/<cluster>/<service>`, the scalable target's resource id. */
  resourceId: string;
}

const TARGET = { ServiceNamespace: 'ecs', ScalableDimension: 'ecs:service:DesiredCount' } as const;

export const awsCapacityPort = (
  target: AwsCapacityTarget,
  clients = { dynamo: new DynamoDBClient({}), sqs: new SQSClient({}), scaling: new ApplicationAutoScalingClient({}) },
): CapacityPort => ({
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
        const { Attributes = {} } = await clients.sqs.send(
          new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
        );
        return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  },

  async minCapacity() {
    const { ScalableTargets } = await clients.scaling.send(new DescribeScalableTargetsCommand({ ...TARGET, ResourceIds: [target.resourceId] }));
    const current = ScalableTargets?.[0];
    if (!current) throw new Error(`No scalable target for ${target.resourceId}`);
    return current.MinCapacity;
  },

  async setMinCapacity(tasks) {
    await clients.scaling.send(new RegisterScalableTargetCommand({ ...TARGET, ResourceId: target.resourceId, MinCapacity: tasks }));
  },
});
