import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES, type JudgeMessage } from '@oj/shared';
import { correlationAttributes } from '@oj/shared/correlation';
import type { BoardMessage } from '@oj/shared/db/board-queue';
import { perDeps, sqsClientConfig, type DataDeps } from '../deps.ts';
import type { RemoteMessage } from '../remote-judge/remote-message.ts';

const sqsFor = perDeps(({ env }) => new SQSClient(sqsClientConfig(env)));

export type JudgeQueue = 'contest' | 'general' | 'testRun';
/** Where a submission is judged: a judge queue, or the remote queue for a remote problem's (never a judge task). */
export type SubmissionQueue = 'contest' | 'general' | 'remote';

/** Asks the user job runner (jobs/user-jobs/runner.ts) to write a bulk user job's next chunk, or to unpack a test case zip. */
export type UserJobMessage = { kind: 'user-job'; id: string } | { kind: 'unpack-testcases'; key: string };

/** Each message carries the correlation id of the request (or message) it was sent for. */
const send = async (deps: DataDeps, queue: JudgeQueue | 'remote' | 'board' | 'userJobs', message: JudgeMessage | RemoteMessage | BoardMessage | UserJobMessage, delaySeconds?: number): Promise<void> => {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  await sqsFor(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds, MessageAttributes: correlationAttributes() }));
};

/** Sends a message to a judge queue; contest submissions go to their own queue, which judges serve first. */
export function sendToJudge(deps: DataDeps, queue: JudgeQueue, message: JudgeMessage): Promise<void> {
  return send(deps, queue, message);
}

/** Sends a remote submission's next step to the remote queue, delayed (SQS allows up to 900 s). */
export function sendToRemote(deps: DataDeps, message: RemoteMessage, delaySeconds = 0): Promise<void> {
  return send(deps, 'remote', message, delaySeconds);
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

export function queueFor(cid: number): 'contest' | 'general' {
  return cid ? 'contest' : 'general';
}

/**
 * The queue of a submission: a remote problem's goes to the remote queue (judged on its site); exams are timed like
 * contests, so their submissions go to the contest queue too.
 */
export function queueOfSubmission(s: { cid: number; eid: number | null; remoteOj: string | null }): SubmissionQueue {
  return s.remoteOj ? 'remote' : queueFor(s.cid || (s.eid ?? 0));
}

/** Sends a submission (new, rejudged, resubmitted or swept) to its queue. */
export function queueSubmission(deps: DataDeps, s: { submitId: number; cid: number; eid: number | null; judgeVersion: number; remoteOj: string | null }): Promise<void> {
  const queue = queueOfSubmission(s);
  if (queue === 'remote') return sendToRemote(deps, { kind: 'remote', submitId: s.submitId, judgeVersion: s.judgeVersion });
  return sendToJudge(deps, queue, { kind: 'submission', submitId: s.submitId, judgeVersion: s.judgeVersion });
}

/** How many messages wait on a queue for a judge or worker to take them (SQS's approximate count of visible messages). */
export async function waitingOn(deps: DataDeps, queue: JudgeQueue | SubmissionQueue): Promise<number> {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  const out = await sqsFor(deps).send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }));
  return Number(out.Attributes?.ApproximateNumberOfMessages ?? 0);
}
