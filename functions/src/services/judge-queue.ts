import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES, type JudgeMessage } from '@oj/shared';
import type { BoardMessage } from '@oj/shared/db/board-queue';
import { awsClientConfig, perDeps, type Deps } from '../deps.ts';

const sqsFor = perDeps(
  (deps) =>
    // Locally the queue URLs name hosts (sqs.<region>.localhost) that need not resolve: send to the endpoint.
    new SQSClient({ ...awsClientConfig(deps.env), ...(deps.env.AWS_ENDPOINT ? { useQueueUrlAsEndpoint: false } : {}) }),
);

export type JudgeQueue = 'contest' | 'general' | 'testRun';

const send = async (deps: Deps, queue: JudgeQueue | 'board', message: JudgeMessage | BoardMessage, delaySeconds?: number): Promise<void> => {
  const url = deps.env[QUEUES[queue].envVar];
  if (!url) throw new Error(`${QUEUES[queue].envVar} is not set`);
  await sqsFor(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds }));
};

/** Sends a message to a judge queue; contest submissions go to their own queue, which judges serve first. */
export const sendToJudge = (deps: Deps, queue: JudgeQueue, message: JudgeMessage): Promise<void> => send(deps, queue, message);

/** Queues a scoreboard rebuild request, delayed. */
export const sendToBoardBuilder = (deps: Deps, message: BoardMessage, delaySeconds: number): Promise<void> => send(deps, 'board', message, delaySeconds);

export const queueFor = (cid: number): JudgeQueue => (cid ? 'contest' : 'general');
