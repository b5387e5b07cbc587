/** A contest's board state item (boards/): its queued rebuild mark, when its board was last built, a reader's build lease. */
import { startRebuildUpdate } from '@oj/shared/db/board-queue';
import { BoardStateItem } from '@oj/shared/db/items/contest';
import { boardStateKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Clears the queued mark as a rebuild starts, so a result landing meanwhile queues the next rebuild. */
export async function startBoardRebuild(db: Db, cid: number): Promise<void> {
  const { Key, ...clear } = startRebuildUpdate(cid);
  await db.update(Key, clear);
}

/** When the contest's boards were last built (null: never), read consistently. */
export async function boardBuiltAt(db: Db, cid: number): Promise<string | null> {
  return BoardStateItem.parse((await db.get(boardStateKey(cid), true)) ?? {}).builtAt;
}

/** Takes the lease of building the board in a request until `until` (epoch ms), unless another reader holds it at `now`. */
export function leaseBoardBuild(db: Db, cid: number, now: number, until: number): Promise<boolean> {
  return db.updateIf(boardStateKey(cid), {
    UpdateExpression: 'SET buildingUntil = :until',
    ConditionExpression: 'attribute_not_exists(buildingUntil) OR buildingUntil < :now OR buildingUntil = :null',
    ExpressionAttributeValues: { ':until': until, ':now': now, ':null': null },
  });
}

/** Records a finished build and ends any reader's lease. */
export async function markBoardBuilt(db: Db, cid: number, at: string): Promise<void> {
  await db.update(boardStateKey(cid), {
    UpdateExpression: 'SET builtAt = :at REMOVE buildingUntil',
    ExpressionAttributeValues: { ':at': at },
  });
}
