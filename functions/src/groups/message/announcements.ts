import { AnnouncementForm, AnnouncementIdQuery, AnnouncementListQuery, Permission, Role, toPage, type SiteAnnouncement } from '@oj/shared';
import { ANNOUNCEMENT_PARTITION, announcementKey, idCounterKey } from '@oj/shared/db/keys';
import { AnnouncementItem } from '@oj/shared/db/items/home';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithPermission, route } from '../../http/route.ts';

/**
 * Site announcements in the back office (admin/AnnouncementController). They are the items the home page's
 * announcement panel reads (its list is shared for seconds, so a change shows there within them).
 */
const ANNOUNCEMENT_ADMIN = loginWithPermission(Permission.ANNOUNCEMENT_ADMIN);
/** The reference lets only the super admin publish a new one. */
const ROOT_ANNOUNCEMENT_ADMIN = loginWithPermission(Permission.ANNOUNCEMENT_ADMIN, Role.ROOT);

export const announcementRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/announcement',
    access: ANNOUNCEMENT_ADMIN,
    query: AnnouncementListQuery,
    // Hidden ones too, newest first; the parsed item is the reference's AnnouncementVO field for field.
    handler: async ({ deps, query }) => {
      const all: SiteAnnouncement[] = (await deps.db.partition(ANNOUNCEMENT_PARTITION)).map((i) => AnnouncementItem.parse(i)).sort((a, b) => b.id - a.id);
      return toPage(all, query);
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/announcement',
    access: ROOT_ANNOUNCEMENT_ADMIN,
    body: AnnouncementForm,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new announcement has no id; use PUT to change one');
      const id = await deps.db.nextId(idCounterKey('announcement'));
      const at = deps.now().toISOString();
      const item = AnnouncementItem.parse({ id, title: body.title, content: body.content, status: body.status, uid: me.uid, username: me.username, gmtCreate: at, gmtModified: at });
      await deps.db.put({ ...announcementKey(id), ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
      return null;
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/announcement',
    access: ANNOUNCEMENT_ADMIN,
    body: AnnouncementForm,
    handler: async ({ deps, body }) => {
      if (!body.id) throw badRequest('Say which announcement to change (id)');
      const changed = await deps.db.updateIf(announcementKey(body.id), {
        UpdateExpression: 'SET title = :title, content = :content, #status = :status, gmtModified = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':title': body.title, ':content': body.content, ':status': body.status, ':at': deps.now().toISOString() },
      });
      if (!changed) throw notFound('The announcement does not exist');
      return null;
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/announcement',
    access: ANNOUNCEMENT_ADMIN,
    query: AnnouncementIdQuery,
    handler: async ({ deps, query }) => {
      const removed = await deps.db.delete(announcementKey(query.aid), { ReturnValues: 'ALL_OLD' });
      if (!removed) throw notFound('The announcement does not exist');
      return null;
    },
  }),
];
