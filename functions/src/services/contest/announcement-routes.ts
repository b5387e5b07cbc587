import { ContestAnnouncementBody, ContestAnnouncementIdQuery, ContestAnnouncementListQuery, toPage } from '@oj/shared';
import type { adminContestCalls } from '@oj/shared/api/admin-contest';
import { ContestAnnouncementItem } from '@oj/shared/db/items/contest';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { ContestScope } from './contest-scope.ts';

type Announcement = z.infer<typeof ContestAnnouncementItem>;

/**
 * Writes the form's title, content and visibility over an announcement (a new one or the stored one) and answers it:
 * the parsed item is the reference's AnnouncementVO field for field.
 */
const save = async (deps: Deps, base: Omit<Announcement, 'title' | 'content' | 'status' | 'gmtModified'>, form: z.infer<typeof ContestAnnouncementBody>['announcement']) => {
  const item = ContestAnnouncementItem.parse({ ...base, title: form.title, content: form.content, status: form.status, gmtModified: deps.now().toISOString() });
  await deps.repos.contests.saveContestAnnouncement(item);
  return item;
};

/** A scope's four announcement calls: the back office's and a group's have the same types. */
export interface ContestAnnouncementCalls {
  list: typeof adminContestCalls.getAnnouncementList;
  add: typeof adminContestCalls.addAnnouncement;
  update: typeof adminContestCalls.updateAnnouncement;
  remove: typeof adminContestCalls.deleteAnnouncement;
}

/**
 * A contest's announcements as its managers keep them, in a scope (the back office, a group): `list` answers a page
 * of them, hidden ones too, newest first; `add`, `update` and `remove` add, change and delete one. Every call
 * checks the contest the announcement really belongs to, whatever contest the client names.
 */
export function contestAnnouncementRoutes(scope: ContestScope, calls: ContestAnnouncementCalls) {
  return [
    route(calls.list, {
      access: scope.access,
      query: ContestAnnouncementListQuery,
      handler: async ({ deps, query, user }) => {
        const contest = await scope.manage(deps, requireUser(user), query.cid);
        return toPage(await deps.repos.contests.allContestAnnouncements(contest.cid), query);
      },
    }),
    route(calls.add, {
      access: scope.access,
      body: ContestAnnouncementBody,
      handler: async ({ deps, body, user }) => {
        const me = requireUser(user);
        if (body.announcement.id) throw badRequest('A new announcement has no id; use PUT to change one');
        const contest = await scope.manage(deps, me, body.cid);
        const id = await deps.repos.contests.nextContestAnnouncementId();
        return save(deps, { id, cid: contest.cid, uid: me.uid, username: me.username, gmtCreate: deps.now().toISOString() }, body.announcement);
      },
    }),
    route(calls.update, {
      access: scope.access,
      body: ContestAnnouncementBody,
      handler: async ({ deps, body, user }) => {
        const { id } = body.announcement;
        if (!id) throw badRequest('Say which announcement to change (announcement.id)');
        const contest = await scope.manage(deps, requireUser(user), body.cid);
        const current = await deps.repos.contests.getContestAnnouncement(contest.cid, id);
        if (!current) throw notFound('The announcement does not exist');
        return save(deps, current, body.announcement);
      },
    }),
    route(calls.remove, {
      access: scope.access,
      query: ContestAnnouncementIdQuery,
      // The back office's client names only the announcement; its contest is found through the announcement's index entry.
      handler: async ({ deps, query, user }) => {
        const cid = await deps.repos.contests.cidOfContestAnnouncement(query.aid);
        if (cid === undefined || (query.cid !== undefined && query.cid !== cid)) throw notFound('The announcement does not exist');
        await scope.manage(deps, requireUser(user), cid);
        await deps.repos.contests.deleteContestAnnouncement(cid, query.aid);
        return null;
      },
    }),
  ];
}
