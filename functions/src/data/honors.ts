/** The honors (titles) catalogue: a bounded partition read whole. */
import { HONOR_ID, HONOR_PARTITION, honorKey } from '@oj/shared/db/keys';
import { HonorItem } from '@oj/shared/db/items/user';
import { isConditionFailure, type Db } from './db.ts';

export async function listHonors(db: Db): Promise<HonorItem[]> {
  return (await db.partition(HONOR_PARTITION)).map((i) => HonorItem.parse(i)).sort((a, b) => a.id - b.id);
}

export function nextHonorId(db: Db) {
  return db.nextId(HONOR_ID);
}

/** Writes a new honor; fails when the id is taken. */
export async function insertHonor(db: Db, honor: HonorItem) {
  await db.put({ ...honorKey(honor.id), ...honor }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes an honor over its stored self; false, and nothing written, when it is gone. */
export function replaceHonor(db: Db, honor: HonorItem): Promise<boolean> {
  return db.putIf({ ...honorKey(honor.id), ...honor }, { ConditionExpression: 'attribute_exists(pk)' });
}

/** Deletes an honor; false when there was none. */
export async function deleteHonorItem(db: Db, id: number): Promise<boolean> {
  try {
    await db.delete(honorKey(id), { ConditionExpression: 'attribute_exists(pk)' });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
