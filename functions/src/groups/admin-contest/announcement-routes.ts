import { ADMIN_ROLES, ContestAnnouncementBody, ContestAnnouncementIdQuery, ContestAnnouncementListQuery, toPage } from '@oj/shared';
import { CONTEST_ANNOUNCEMENT_BY_ID, contestAnnouncementIndex, contestAnnouncementKey, contestAnnouncementPrefix, idCounterKey } from '@oj/shared/db/keys';
import { ContestAnnouncementItem } from '@oj/shared/db/items/contest';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { contestForAdmin } from './contest-store.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);

type Announcement = z.infer<typeof ContestAnnouncementItem>;

/**
 * Writes the form's title, content and visibility over an announcement (a new one or the stored one) and answers it:
 * the parsed item is the reference's AnnouncementVO field for field.
 */
const save = async (deps: Deps, base: Omit<Announcement, 'title' | 'content' | 'status' | 'gmtModified'>, form: z.infer<typeof ContestAnnouncementBody>['announcement']) => {
  const item = ContestAnnouncementItem.parse({ ...base, title: form.title, content: form.content, status: form.status, gmtModified: deps.now().toISOString() });
  await deps.db.put({ ...contestAnnouncementKey(item.cid, item.id), ...contestAnnouncementIndex(item.id), ...item });
  return item;
};

export const announcementRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/contest/announcement',
    access: ADMINS,
    query: ContestAnnouncementListQuery,
    // Hidden ones too, newest first.
    handler: async ({ deps, query, user }) => {
      const contest = await contestForAdmin(deps, requireUser(user), query.cid);
      const { pk, prefix } = contestAnnouncementPrefix(contest.cid);
      const all = (await deps.db.partition(pk, prefix)).map((i) => ContestAnnouncementItem.parse(i)).sort((a, b) => b.id - a.id);
      return toPage(all, query);
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/contest/announcement',
    access: ADMINS,
    body: ContestAnnouncementBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.announcement.id) throw badRequest('A new announcement has no id; use PUT to change one');
      const contest = await contestForAdmin(deps, me, body.cid);
      const id = await deps.db.nextId(idCounterKey('contest-announcement'));
      return save(deps, { id, cid: contest.cid, uid: me.uid, username: me.username, gmtCreate: deps.now().toISOString() }, body.announcement);
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/contest/announcement',
    access: ADMINS,
    body: ContestAnnouncementBody,
    handler: async ({ deps, body, user }) => {
      const { id } = body.announcement;
      if (!id) throw badRequest('Say which announcement to change (announcement.id)');
      const contest = await contestForAdmin(deps, requireUser(user), body.cid);
      const current = await deps.db.get(contestAnnouncementKey(contest.cid, id), true);
      if (!current) throw notFound('The announcement does not exist');
      return save(deps, ContestAnnouncementItem.parse(current), body.announcement);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/contest/announcement',
    access: ADMINS,
    query: ContestAnnouncementIdQuery,
    // The reference client names only the announcement; its contest is found through the announcement's index entry.
    handler: async ({ deps, query, user }) => {
      const { index, pk } = CONTEST_ANNOUNCEMENT_BY_ID(query.aid);
      const [found] = await deps.db.indexPartition(index, pk);
      if (!found) throw notFound('The announcement does not exist');
      const { cid } = ContestAnnouncementItem.parse(found);
      await contestForAdmin(deps, requireUser(user), cid);
      await deps.db.delete(contestAnnouncementKey(cid, query.aid));
      return null;
    },
  }),
];
