/**
 * Scoreboard rebuild requests (ARCHITECTURE.md decision 6). Every counted contest result asks for a rebuild;
 * at most one request per contest is queued at a time, delayed by a few seconds, so a burst of verdicts costs
 * one rebuild every few seconds whatever the verdict rate, and the board trails the last verdict by about
 * that delay. The builder clears the mark before it reads, so a verdict that lands during a rebuild queues
 * the next one.
 */
import { isConditionFailure } from './errors.ts';
import { boardStateKey, type Key } from './keys.ts';

/** Delay of a queued rebuild: the most a board trails its last verdict, besides the rebuild itself. */
export const BOARD_REBUILD_DELAY_SECONDS = 3;
/** A mark older than this is taken as lost (its message was never sent) and is set again. */
export const BOARD_QUEUED_STALE_MS = 60_000;

export interface BoardMessage {
  kind: 'board';
  cid: number;
}

export interface ConditionalUpdate {
  Key: Key;
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** What asking for a rebuild needs: an update of the table (throwing when its condition fails) and a delayed send. */
export interface BoardQueuePort {
  update(input: ConditionalUpdate): Promise<unknown>;
  send(message: BoardMessage, delaySeconds: number): Promise<unknown>;
}

/** Marks the contest's rebuild queued unless it already is, and queues it when the mark was set here. */
export async function requestBoardRebuild(port: BoardQueuePort, cid: number, now: Date): Promise<void> {
  try {
    await port.update({
      Key: boardStateKey(cid),
      UpdateExpression: 'SET queuedAt = :now',
      ConditionExpression: 'attribute_not_exists(queuedAt) OR queuedAt < :stale',
      ExpressionAttributeValues: { ':now': now.getTime(), ':stale': now.getTime() - BOARD_QUEUED_STALE_MS },
    });
  } catch (err) {
    if (isConditionFailure(err)) return;
    throw err;
  }
  await port.send({ kind: 'board', cid }, BOARD_REBUILD_DELAY_SECONDS);
}

/** The update a rebuild starts with: later results queue the next rebuild. */
export function startRebuildUpdate(cid: number): ConditionalUpdate {
  return { Key: boardStateKey(cid), UpdateExpression: 'REMOVE queuedAt' };
}
