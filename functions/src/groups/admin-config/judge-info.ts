import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES } from '@oj/shared';
import type { JudgeHeartbeatItem } from '@oj/shared/db/items/judge-heartbeat';
import { JUDGE_HEARTBEAT, JUDGE_QUEUE_NAMES, type JudgeQueueInfo, type JudgeServiceInfo, type JudgeTaskInfo } from '@oj/shared/schemas/admin-config';
import { perDeps, sqsClientConfig, type Deps } from '../../deps.ts';

const clients = perDeps(({ env }) => ({
  sqs: new SQSClient(sqsClientConfig(env)),
  cloudWatch: new CloudWatchClient({ region: env.AWS_REGION }),
}));

type QueueName = (typeof JUDGE_QUEUE_NAMES)[number];
const count = (attributes: Record<string, string> | undefined, name: string) => Number(attributes?.[name] ?? 0);

/** The judge tasks whose heartbeat is recent enough to show (expired items may linger until DynamoDB's TTL removes them). */
export function judgeTasks(items: JudgeHeartbeatItem[], now: Date): JudgeTaskInfo[] {
  return items
    .map((beat) => ({ beat, ageMs: now.getTime() - Date.parse(beat.beatAt) }))
    .filter(({ ageMs }) => ageMs <= JUDGE_HEARTBEAT.expireSeconds * 1000)
    .sort((a, b) => a.beat.name.localeCompare(b.beat.name))
    .map(({ beat, ageMs }) => ({
      name: beat.name,
      concurrency: beat.concurrency,
      busy: beat.busy,
      cpuCores: beat.cpuCores,
      percentCpuLoad: `${beat.cpuPercent.toFixed(2)}%`,
      percentMemoryLoad: `${beat.memoryPercent.toFixed(2)}%`,
      judged: beat.judged,
      judgedPerMinute: beat.judgedPerMinute,
      startedAt: beat.startedAt,
      lastHeartbeat: beat.beatAt,
      alive: ageMs <= 2 * JUDGE_HEARTBEAT.intervalSeconds * 1000,
    }));
}

/**
 * The age of each queue's oldest message: CloudWatch's ApproximateAgeOfOldestMessage, the maximum over the last
 * five minutes' latest datapoint. Locally there is no CloudWatch: null.
 */
const oldestAges = async (deps: Deps, queues: { name: QueueName; url: string }[]): Promise<Map<QueueName, number>> => {
  if (deps.env.AWS_ENDPOINT || queues.length === 0) return new Map();
  const end = deps.now();
  const out = await clients(deps).cloudWatch.send(
    new GetMetricDataCommand({
      StartTime: new Date(end.getTime() - 5 * 60_000),
      EndTime: end,
      ScanBy: 'TimestampDescending',
      MetricDataQueries: queues.map((q, i) => ({
        Id: `q${i}`,
        MetricStat: {
          Metric: { Namespace: 'AWS/SQS', MetricName: 'ApproximateAgeOfOldestMessage', Dimensions: [{ Name: 'QueueName', Value: q.url.split('/').pop()! }] },
          Period: 60,
          Stat: 'Maximum',
        },
      })),
    }),
  );
  return new Map(
    (out.MetricDataResults ?? []).flatMap((r) => {
      const queue = queues[Number(r.Id?.slice(1))];
      const latest = r.Values?.[0];
      return queue && latest !== undefined ? [[queue.name, latest] as const] : [];
    }),
  );
};

const queueInfo = async (deps: Deps): Promise<JudgeQueueInfo[]> => {
  const queues = JUDGE_QUEUE_NAMES.flatMap((name) => {
    const url = deps.env[QUEUES[name].envVar];
    return url ? [{ name, url }] : [];
  });
  const [attributes, ages] = await Promise.all([
    Promise.all(
      queues.map((q) =>
        clients(deps).sqs.send(
          new GetQueueAttributesCommand({
            QueueUrl: q.url,
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
          }),
        ),
      ),
    ),
    oldestAges(deps, queues),
  ]);
  return queues.map((q, i) => ({
    name: q.name,
    waiting: count(attributes[i]!.Attributes, 'ApproximateNumberOfMessages'),
    inFlight: count(attributes[i]!.Attributes, 'ApproximateNumberOfMessagesNotVisible'),
    delayed: count(attributes[i]!.Attributes, 'ApproximateNumberOfMessagesDelayed'),
    oldestAgeSeconds: ages.get(q.name) ?? null,
  }));
};

/** The judges as the back office's dashboard shows them: each task's heartbeat, the queues, the judging rate. */
export async function judgeServiceInfo(deps: Deps): Promise<JudgeServiceInfo> {
  const [beats, queues] = await Promise.all([deps.repos.judgeHeartbeats.judgeHeartbeats(), queueInfo(deps)]);
  const judges = judgeTasks(beats, deps.now());
  const judgedPerMinute = judges.filter((j) => j.alive).reduce((sum, j) => sum + j.judgedPerMinute, 0);
  return { judges, queues, judgedPerMinute: Math.round(judgedPerMinute * 100) / 100 };
}
