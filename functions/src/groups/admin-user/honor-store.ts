import { HONOR_ID, HONOR_PARTITION, honorKey } from '@oj/shared/db/keys';
import { HonorItem } from '@oj/shared/db/items/user';
import { isConditionFailure, type Db } from '../../data/db.ts';
import { badRequest, notFound } from '../../http/app-error.ts';

/**
 * The honors (titles) catalogue: a bounded partition read whole. A user's title is a copy of a name and colour
 * (edit-user's titleName and titleColor, which every public view reads from the user), so changing or deleting a
 * catalogue entry leaves the titles already given as they are.
 */
export const HONORS_MAX = 200;

export const listHonors = async (db: Db): Promise<HonorItem[]> =>
  (await db.partition(HONOR_PARTITION)).map((i) => HonorItem.parse(i)).sort((a, b) => a.id - b.id);

const requireFreeName = (all: readonly HonorItem[], name: string, id?: number) => {
  if (all.some((h) => h.id !== id && h.name.toLowerCase() === name.toLowerCase())) throw badRequest('An honor with this name already exists');
};

export const createHonor = async (db: Db, draft: { name: string; color: string }, now: Date): Promise<HonorItem> => {
  const all = await listHonors(db);
  if (all.length >= HONORS_MAX) throw badRequest(`There can be at most ${HONORS_MAX} honors`);
  requireFreeName(all, draft.name);
  const at = now.toISOString();
  const honor = HonorItem.parse({ ...draft, id: await db.nextId(HONOR_ID), gmtCreate: at, gmtModified: at });
  await db.put({ ...honorKey(honor.id), ...honor }, { ConditionExpression: 'attribute_not_exists(pk)' });
  return honor;
};

const HONOR_NOT_FOUND = 'The honor does not exist';

export const updateHonor = async (db: Db, change: { id: number; name: string; color: string }, now: Date): Promise<HonorItem> => {
  const all = await listHonors(db);
  const current = all.find((h) => h.id === change.id);
  if (!current) throw notFound(HONOR_NOT_FOUND);
  requireFreeName(all, change.name, change.id);
  const honor = HonorItem.parse({ ...current, ...change, gmtModified: now.toISOString() });
  try {
    await db.put({ ...honorKey(honor.id), ...honor }, { ConditionExpression: 'attribute_exists(pk)' });
  } catch (err) {
    if (isConditionFailure(err)) throw notFound(HONOR_NOT_FOUND);
    throw err;
  }
  return honor;
};

export const deleteHonor = async (db: Db, id: number): Promise<void> => {
  try {
    await db.delete(honorKey(id), { ConditionExpression: 'attribute_exists(pk)' });
  } catch (err) {
    if (isConditionFailure(err)) throw notFound(HONOR_NOT_FOUND);
    throw err;
  }
};
