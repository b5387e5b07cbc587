import { HonorItem } from '@oj/shared/db/items/user';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { Repositories } from '../../data/repositories.ts';

/**
 * The honors (titles) catalogue (data/honors.ts). A user's title is a copy of a name and colour
 * (edit-user's titleName and titleColor, which every public view reads from the user), so changing or deleting a
 * catalogue entry leaves the titles already given as they are.
 */
export const HONORS_MAX = 200;

const requireFreeName = (all: readonly HonorItem[], name: string, id?: number) => {
  if (all.some((h) => h.id !== id && h.name.toLowerCase() === name.toLowerCase())) throw badRequest('An honor with this name already exists');
};

export async function createHonor(repos: Repositories, draft: { name: string; color: string }, now: Date): Promise<HonorItem> {
  const all = await repos.honors.listHonors();
  if (all.length >= HONORS_MAX) throw badRequest(`There can be at most ${HONORS_MAX} honors`);
  requireFreeName(all, draft.name);
  const at = now.toISOString();
  const honor = HonorItem.parse({ ...draft, id: await repos.honors.nextHonorId(), gmtCreate: at, gmtModified: at });
  await repos.honors.insertHonor(honor);
  return honor;
}

const HONOR_NOT_FOUND = 'The honor does not exist';

export async function updateHonor(repos: Repositories, change: { id: number; name: string; color: string }, now: Date): Promise<HonorItem> {
  const all = await repos.honors.listHonors();
  const current = all.find((h) => h.id === change.id);
  if (!current) throw notFound(HONOR_NOT_FOUND);
  requireFreeName(all, change.name, change.id);
  const honor = HonorItem.parse({ ...current, ...change, gmtModified: now.toISOString() });
  if (!(await repos.honors.replaceHonor(honor))) throw notFound(HONOR_NOT_FOUND);
  return honor;
}

export async function deleteHonor(repos: Repositories, id: number): Promise<void> {
  if (!(await repos.honors.deleteHonorItem(id))) throw notFound(HONOR_NOT_FOUND);
}
