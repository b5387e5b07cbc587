import { Role } from '@oj/shared';
import { communityCalls } from '@oj/shared/api/community';
import { CategoryUpsertBody } from '@oj/shared/schemas/community';
import { badRequest, notFound } from '../../http/app-error.ts';
import { PUBLIC, loginWithRoles, route } from '../../http/route.ts';
import { categoryView } from './views.ts';
import type { Repositories } from '../../data/repositories.ts';

/** Discussions per category, read fresh (not from the list's cache) before a category is removed. */
const categoryUse = async (repos: Repositories) => {
  repos.discussions.allDiscussions.clear();
  const use = new Map<number, number>();
  for (const d of await repos.discussions.allDiscussions()) use.set(d.categoryId, (use.get(d.categoryId) ?? 0) + 1);
  return use;
};

/**
 * Discussion categories (spec 001 5 and 6): everyone reads them; the super admin sends the whole edited list.
 * Entries without an id are new (an empty new row is skipped); a category left out is removed, unless
 * discussions still use it: then the whole change is refused and the message says which and how many.
 */
export const categoryRoutes = [
  route(communityCalls.getDiscussionCategory, {
    access: PUBLIC,
    handler: async ({ deps }) => (await deps.repos.discussions.allCategories()).map(categoryView),
  }),
  route(communityCalls.upsertDiscussionCategory, {
    access: loginWithRoles(Role.ROOT),
    body: CategoryUpsertBody,
    handler: async ({ deps, body }) => {
      const current = new Map((await deps.repos.discussions.allCategories()).map((c) => [c.id, c]));
      const kept = body.filter((c) => c.id || c.name);
      const upserts = kept.map((c) => {
        if (c.id && !current.has(c.id)) throw notFound(`The category ${c.id} does not exist`);
        if (!c.name) throw badRequest('A category name cannot be empty');
        return { id: c.id ?? null, name: c.name };
      });
      const names = new Set<string>();
      for (const { name } of upserts) {
        if (names.has(name.toLowerCase())) throw badRequest(`The category '${name}' is listed twice`);
        names.add(name.toLowerCase());
      }
      const listed = new Set(upserts.map((c) => c.id));
      const removed = [...current.keys()].filter((id) => !listed.has(id));
      if (removed.length) {
        const use = await categoryUse(deps.repos);
        const used = removed.find((id) => use.get(id));
        if (used !== undefined) throw badRequest(`The category '${current.get(used)!.name}' is used by ${use.get(used)} discussions: move them to another category before removing it`);
      }
      await deps.repos.discussions.saveCategories(upserts, removed, deps.now());
      return (await deps.repos.discussions.allCategories()).map(categoryView);
    },
  }),
];
