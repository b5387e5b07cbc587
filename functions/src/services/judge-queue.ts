import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES, type JudgeMessage } from '@oj/shared';
import { correlationAttributes } from '@oj/shared/correlation';
import type { BoardMessage } from '@oj/shared/db/board-queue';
import { perDeps, sqsClientConfig, type DataDeps } from '../deps.ts';

const sqsFor = perDeps(({ env }) => new SQSClient(sqsClientConfig(env)));

export type JudgeQueue = 'contest' | 'general' | 'testRun';

/** Asks the user job runner (jobs/user-jobs/runner.ts) to write a bulk user job's next chunk, or to unpack a test case zip. */
export type UserJobMessage = { kind: 'user-job'; id: string } | { kind: 'unpack-testcases'; key: string };

/** Each message carries the correlation id of the request (or message) it was sent for. */
const send = async (deps: DataDeps, queue: JudgeQueue | 'board' | 'userJobs', message: JudgeMessage | BoardMessage | UserJobMessage, delaySeconds?: number): Promise<void> => {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  await sqsFor(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds, MessageAttributes: correlationAttributes() }));
};

/** Sends a message to a judge queue; contest submissions go to their own queue, which judges serve first. */
export function sendToJudge(deps: DataDeps, queue: JudgeQueue, message: JudgeMessage): Promise<void> {
  return send(deps, queue, message);
}

/** Queues a scoreboard rebuild request, delayed. */
export function sendToBoardBuilder(deps: DataDeps, message: BoardMessage, delaySeconds: number): Promise<void> {
  return send(deps, 'board', message, delaySeconds);
}

export function sendToUserJobs(deps: DataDeps, message: UserJobMessage): Promise<void> {
  return send(deps, 'userJobs', message);
}

/** Starts a bulk user job, or carries it on: the runner takes its next chunk. */
export function queueUserJob(deps: DataDeps, id: string) {
  return sendToUserJobs(deps, { kind: 'user-job', id });
}

export function queueFor(cid: number): JudgeQueue {
  return cid ? 'contest' : 'general';
}

/** The judge queue of a submission; exams are timed like contests, so their submissions go to the contest queue too. */
export function queueOfSubmission(s: { cid: number; eid: number | null }): JudgeQueue {
  return queueFor(s.cid || (s.eid ?? 0));
}

/** Sends a submission to its judge queue. */
export function queueSubmission(deps: DataDeps, s: { submitId: number; cid: number; eid: number | null; judgeVersion: number }): Promise<void> {
  return sendToJudge(deps, queueOfSubmission(s), { kind: 'submission', submitId: s.submitId, judgeVersion: s.judgeVersion });
}

/** How many messages wait on a judge queue for a judge to take them (SQS's approximate count of visible messages). */
export async function waitingOn(deps: DataDeps, queue: JudgeQueue): Promise<number> {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  const out = await sqsFor(deps).send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }));
  return Number(out.Attributes?.ApproximateNumberOfMessages ?? 0);
}
