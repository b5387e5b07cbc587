import { HonorItem } from '@oj/shared/db/items/user';
import { deleteHonorItem, insertHonor, listHonors, nextHonorId, replaceHonor } from '../../data/honors.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';

/**
 * The honors (titles) catalogue (data/honors.ts). A user's title is a copy of a name and colour
 * (edit-user's titleName and titleColor, which every public view reads from the user), so changing or deleting a
 * catalogue entry leaves the titles already given as they are.
 */
export const HONORS_MAX = 200;

type Db = Deps['db'];

const requireFreeName = (all: readonly HonorItem[], name: string, id?: number) => {
  if (all.some((h) => h.id !== id && h.name.toLowerCase() === name.toLowerCase())) throw badRequest('An honor with this name already exists');
};

export async function createHonor(db: Db, draft: { name: string; color: string }, now: Date): Promise<HonorItem> {
  const all = await listHonors(db);
  if (all.length >= HONORS_MAX) throw badRequest(`There can be at most ${HONORS_MAX} honors`);
  requireFreeName(all, draft.name);
  const at = now.toISOString();
  const honor = HonorItem.parse({ ...draft, id: await nextHonorId(db), gmtCreate: at, gmtModified: at });
  await insertHonor(db, honor);
  return honor;
}

const HONOR_NOT_FOUND = 'The honor does not exist';

export async function updateHonor(db: Db, change: { id: number; name: string; color: string }, now: Date): Promise<HonorItem> {
  const all = await listHonors(db);
  const current = all.find((h) => h.id === change.id);
  if (!current) throw notFound(HONOR_NOT_FOUND);
  requireFreeName(all, change.name, change.id);
  const honor = HonorItem.parse({ ...current, ...change, gmtModified: now.toISOString() });
  if (!(await replaceHonor(db, honor))) throw notFound(HONOR_NOT_FOUND);
  return honor;
}

export async function deleteHonor(db: Db, id: number): Promise<void> {
  if (!(await deleteHonorItem(db, id))) throw notFound(HONOR_NOT_FOUND);
}
