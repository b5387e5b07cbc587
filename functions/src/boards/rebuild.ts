import { startRebuildUpdate, type BoardMessage } from '@oj/shared/db/board-queue';
import { boardStateKey } from '@oj/shared/db/keys';
import type { BoardSnapshot } from '@oj/shared';
import type { DataDeps } from '../deps.ts';
import { readBoardInput } from './board-input.ts';
import { boardStoreFor } from './board-store.ts';
import { buildSnapshots } from './snapshots.ts';

/** Real names leave the private snapshots only when the contest ranks by them. */
const forAnonymous = (board: BoardSnapshot, showsRealname: boolean): BoardSnapshot =>
  showsRealname ? board : { ...board, rows: board.rows.map((r) => ({ ...r, realname: null })) };

/**
 * Rebuilds a contest's boards: clears its queued mark first (a result landing meanwhile queues the next rebuild),
 * reads the participants once, writes every variant, publishes what anonymous viewers see when the contest's
 * scoreboard is open, and records when it was built.
 */
export const rebuildBoard = async (deps: DataDeps, cid: number): Promise<void> => {
  const { Key, ...clear } = startRebuildUpdate(cid);
  await deps.db.update(Key, clear);
  const input = await readBoardInput(deps.db, cid);
  if (!input) return;
  const now = deps.now();
  const { boards, scroll, sealed } = buildSnapshots(input, now);
  const store = boardStoreFor(deps);
  await Promise.all([...boards.map((b) => store.write(cid, b.variant, b)), scroll ? store.write(cid, 'scroll', scroll) : undefined]);

  const { contest } = input;
  const open = contest.openRank && contest.visible;
  const byVariant = new Map(boards.map((b) => [b.variant, forAnonymous(b, contest.rankShowName === 'realname')]));
  await Promise.all([
    store.publish(cid, 'board', open ? byVariant.get(sealed ? 'sealed' : 'live') : undefined),
    store.publish(cid, 'board-end', open && !sealed && contest.allowEndSubmit ? byVariant.get('live-end') : undefined),
  ]);
  await deps.db.update(boardStateKey(cid), {
    UpdateExpression: 'SET builtAt = :at, sealed = :sealed REMOVE buildingUntil',
    ExpressionAttributeValues: { ':at': now.toISOString(), ':sealed': sealed },
  });
};

export interface QueuedRequest {
  id: string;
  body: string;
}

/**
 * Handles a batch of rebuild requests, each contest once whatever the number of its messages. Returns the ids of
 * the messages whose rebuild failed (they come back); malformed ones are dropped with a warning.
 */
export const handleBoardMessages = async (deps: DataDeps, messages: readonly QueuedRequest[]): Promise<string[]> => {
  const byCid = new Map<number, string[]>();
  for (const { id, body } of messages) {
    let cid: number | undefined;
    try {
      const message = JSON.parse(body) as Partial<BoardMessage>;
      if (message.kind === 'board' && Number.isInteger(message.cid)) cid = message.cid;
    } catch {
      // reported below
    }
    if (cid === undefined) deps.log.warn('ignored a malformed scoreboard request', { body: body.slice(0, 200) });
    else byCid.set(cid, [...(byCid.get(cid) ?? []), id]);
  }
  const failed: string[] = [];
  for (const [cid, ids] of byCid) {
    try {
      await rebuildBoard(deps, cid);
    } catch (err) {
      deps.log.error('scoreboard rebuild failed', { cid, error: String(err) });
      failed.push(...ids);
    }
  }
  return failed;
};
