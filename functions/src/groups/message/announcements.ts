import { messageCalls } from '@oj/shared/api/message';
import { AnnouncementForm, AnnouncementIdQuery, AnnouncementListQuery, Permission, Role, toPage, type SiteAnnouncement } from '@oj/shared';
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
  route(messageCalls.getAnnouncementList, {
    access: ANNOUNCEMENT_ADMIN,
    query: AnnouncementListQuery,
    // Hidden ones too, newest first; the parsed item is the reference's AnnouncementVO field for field.
    handler: async ({ deps, query }) => {
      const all: SiteAnnouncement[] = await deps.repos.announcements.siteAnnouncements();
      return toPage(all, query);
    },
  }),
  route(messageCalls.addAnnouncement, {
    access: ROOT_ANNOUNCEMENT_ADMIN,
    body: AnnouncementForm,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new announcement has no id; use PUT to change one');
      await deps.repos.announcements.createSiteAnnouncement(body, me, deps.now());
      return null;
    },
  }),
  route(messageCalls.updateAnnouncement, {
    access: ANNOUNCEMENT_ADMIN,
    body: AnnouncementForm,
    handler: async ({ deps, body }) => {
      if (!body.id) throw badRequest('Say which announcement to change (id)');
      if (!(await deps.repos.announcements.editSiteAnnouncement(body.id, body, deps.now()))) throw notFound('The announcement does not exist');
      return null;
    },
  }),
  route(messageCalls.deleteAnnouncement, {
    access: ANNOUNCEMENT_ADMIN,
    query: AnnouncementIdQuery,
    handler: async ({ deps, query }) => {
      if (!(await deps.repos.announcements.removeSiteAnnouncement(query.aid))) throw notFound('The announcement does not exist');
      return null;
    },
  }),
];
