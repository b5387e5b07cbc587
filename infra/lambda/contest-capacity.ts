import { ApplicationAutoScalingClient, DescribeScalableTargetsCommand, RegisterScalableTargetCommand } from '@aws-sdk/client-application-auto-scaling';
import { DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CONTEST_LIST } from '@oj/shared/db/keys';
import { minCapacity, startTimeRange, type CapacityPolicy, type ContestWindow } from './capacity-decision.ts';

/**
 * Runs every minute and sets the judge service's minimum task count from the contest schedule (tasks are up
 * before a contest starts and released after it ends) and from the queues (work wakes the service at once).
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const dynamo = new DynamoDBClient({});
const sqs = new SQSClient({});
const scaling = new ApplicationAutoScalingClient({});
const TARGET = { ServiceNamespace: 'ecs', ScalableDimension: 'ecs:service:DesiredCount' } as const;

const readContests = async (tableName: string, range: { from: string; to: string }): Promise<ContestWindow[]> => {
  const contests: ContestWindow[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
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
};

const readBacklog = async (queueUrls: string[]): Promise<number> => {
  const counts = await Promise.all(
    queueUrls.map(async (QueueUrl) => {
      const { Attributes = {} } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
      );
      return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
};

export const handler = async () => {
  const policy: CapacityPolicy = {
    minTasks: Number(env('CONTEST_MIN_TASKS')),
    contestantsPerTask: Number(env('CONTESTANTS_PER_TASK')),
    maxTasks: Number(env('MAX_TASKS')),
    leadMinutes: Number(env('CONTEST_LEAD_MINUTES')),
  };
  const resourceId = `service/${env('CLUSTER_NAME')}/${env('SERVICE_NAME')}`;
  const now = new Date();
  const [contests, backlog] = await Promise.all([readContests(env('TABLE_NAME'), startTimeRange(now, policy)), readBacklog(env('QUEUE_URLS').split(','))]);
  const wanted = minCapacity(contests, backlog, now, policy);

  const { ScalableTargets } = await scaling.send(new DescribeScalableTargetsCommand({ ...TARGET, ResourceIds: [resourceId] }));
  const current = ScalableTargets?.[0];
  if (!current) throw new Error(`No scalable target for ${resourceId}`);
  if (current.MinCapacity !== wanted) {
    await scaling.send(new RegisterScalableTargetCommand({ ...TARGET, ResourceId: resourceId, MinCapacity: wanted }));
  }
  const result = { contests: contests.length, backlog, minCapacity: wanted, previous: current.MinCapacity };
  console.log(JSON.stringify(result));
  return result;
};
