/**
 * A group's announcements (reference group/GroupAnnouncementController; spec 002 2.3 and 2.10): members read the
 * shown ones, group admins all of them and write; a change or removal is the author's or the group root's. The
 * group an existing announcement belongs to is always the stored one: an id from another group is refused.
 */
import { isGroupRoot } from '@oj/shared/domain/group-access';
import { groupBoardCalls } from '@oj/shared/api/group-board';
import type { GroupAnnouncementItem } from '@oj/shared/db/items/group';
import { GroupAnnouncementBody, GroupAnnouncementIdQuery, GroupAnnouncementListQuery, type GroupAnnouncement } from '@oj/shared/schemas/group-board';
import type { z } from 'zod';
import { toPage } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';

export const ANNOUNCEMENT_NOT_FOUND = 'The announcement does not exist';
const AUTHOR_OR_ROOT = 'Only the author of the announcement or the group root may change or delete it';

/** The reference's AnnouncementVO (the site's announcement shape). */
const announcementView = ({ id, title, content, status, uid, username, gmtCreate, gmtModified }: GroupAnnouncementItem): GroupAnnouncement => ({
  id,
  title,
  content,
  status,
  uid,
  username,
  gmtCreate,
  gmtModified,
});

/** A page of the group's announcements, newest first: the shown ones (status 0) for `member`, all of them for `admin`. */
const announcementPage = async (deps: Deps, query: z.infer<typeof GroupAnnouncementListQuery>, user: SessionUser | undefined, need: 'member' | 'admin') => {
  await deps.repos.groups.requireGroup(query.gid, requireUser(user), need);
  const all = await deps.repos.announcements.groupAnnouncements(query.gid);
  const page = toPage(need === 'member' ? all.filter((a) => a.status === 0) : all, query);
  return { ...page, records: page.records.map(announcementView) };
};

/** An announcement by its id alone, whichever group it is in. */
const findAnnouncement = async (deps: Deps, id: number) => {
  const found = await deps.repos.announcements.findGroupAnnouncement(id);
  if (!found) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  return found;
};

/**
 * The stored announcement a change or removal aims at, with the caller checked in ITS group: a group admin there,
 * and its author or the group root. `claimedGid`, when the client names a group, must be that group.
 */
const ownAnnouncement = async (deps: Deps, id: number, me: SessionUser, claimedGid?: number) => {
  const announcement = await findAnnouncement(deps, id);
  if (claimedGid !== undefined && claimedGid !== announcement.gid) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  const { standing } = await deps.repos.groups.requireGroup(announcement.gid, me, 'admin');
  if (announcement.uid !== me.uid && !isGroupRoot(standing)) throw forbidden(AUTHOR_OR_ROOT);
  return announcement;
};

export const announcementRoutes = [
  route(groupBoardCalls.getAnnouncementList, {
    access: LOGIN,
    query: GroupAnnouncementListQuery,
    handler: ({ deps, query, user }) => announcementPage(deps, query, user, 'member'),
  }),
  route(groupBoardCalls.getAdminAnnouncementList, {
    access: LOGIN,
    query: GroupAnnouncementListQuery,
    handler: ({ deps, query, user }) => announcementPage(deps, query, user, 'admin'),
  }),
  route(groupBoardCalls.addAnnouncement, {
    access: LOGIN,
    body: GroupAnnouncementBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new announcement has no id; use PUT to change one');
      await deps.repos.groups.requireGroup(body.gid, me, 'admin');
      await deps.repos.announcements.createGroupAnnouncement(body.gid, body, me, deps.now());
      return null;
    },
  }),
  route(groupBoardCalls.updateAnnouncement, {
    access: LOGIN,
    body: GroupAnnouncementBody,
    handler: async ({ deps, body, user }) => {
      if (!body.id) throw badRequest('Say which announcement to change (id)');
      const announcement = await ownAnnouncement(deps, body.id, requireUser(user), body.gid);
      if (!(await deps.repos.announcements.editGroupAnnouncement(announcement, body, deps.now()))) throw notFound(ANNOUNCEMENT_NOT_FOUND);
      return null;
    },
  }),
  route(groupBoardCalls.deleteAnnouncement, {
    access: LOGIN,
    query: GroupAnnouncementIdQuery,
    handler: async ({ deps, query, user }) => {
      const announcement = await ownAnnouncement(deps, query.aid, requireUser(user));
      if (!(await deps.repos.announcements.removeGroupAnnouncement(announcement))) throw notFound(ANNOUNCEMENT_NOT_FOUND);
      return null;
    },
  }),
];
