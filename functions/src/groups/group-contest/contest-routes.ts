import { AdminContestIdQuery, ChangeContestVisibleQuery, toPage } from '@oj/shared';
import { groupContestCalls } from '@oj/shared/api/group-contest';
import { GroupContestBody, GroupContestListQuery } from '@oj/shared/schemas/group-contest';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { toContestListItem } from '../../domain/contests.ts';
import { adminContestRow, adminContestView } from '../../services/contest/contest-admin.ts';
import { addContest, changeVisible, updateContest } from '../../services/contest/save-contest.ts';
import { deleteContest } from '../../services/contest/delete-contest.ts';
import { groupContestForAdmin } from './group-contest-access.ts';

const newestStartFirst = (a: { startTime: string; cid: number }, b: { startTime: string; cid: number }) => b.startTime.localeCompare(a.startTime) || b.cid - a.cid;

/** The contest calls of a group (reference group/GroupContestController): its lists, the contest form, visibility, delete. */
export const groupContestRoutes = [
  route(groupContestCalls.getContestList, {
    access: LOGIN,
    query: GroupContestListQuery,
    // the group's visible contests for its members, latest start first, as the public list's rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'member');
      const now = deps.now();
      const rows = (await deps.repos.contests.allContests()).filter((c) => c.gid === query.gid && c.visible).sort(newestStartFirst);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((c) => toContestListItem(c, now)) };
    },
  }),
  route(groupContestCalls.getAdminContestList, {
    access: LOGIN,
    query: GroupContestListQuery,
    // every contest of the group for its admins, hidden ones too, newest first, as the back office's rows
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, user, 'admin');
      const now = deps.now();
      const rows = (await deps.repos.contests.readAllContests()).filter((c) => c.gid === query.gid).sort((a, b) => b.cid - a.cid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map((c) => adminContestRow(c, now)) };
    },
  }),
  route(groupContestCalls.getContest, {
    access: LOGIN,
    query: AdminContestIdQuery,
    handler: async ({ deps, query, user }) => adminContestView(await groupContestForAdmin(deps, requireUser(user), query.cid), deps.now()),
  }),
  route(groupContestCalls.addContest, {
    access: LOGIN,
    body: GroupContestBody,
    // a group admin creates it; its creator, author and group are the server's (the caller, the group checked)
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      if (body.id) throw badRequest('A new contest has no id; use PUT to change a contest');
      if (body.gid === undefined) throw badRequest('Say which group the contest belongs to (gid)');
      const { group } = await deps.repos.groups.requireGroup(body.gid, me, 'admin');
      const { gid: _gid, ...form } = body;
      return adminContestView(await addContest(deps, me, form, group.gid), deps.now());
    },
  }),
  route(groupContestCalls.updateContest, {
    access: LOGIN,
    body: GroupContestBody,
    // the rule type stays (updateContest refuses a change) and the contest never moves to another group
    handler: async ({ deps, body, user }) => {
      if (!body.id) throw badRequest('Say which contest to change (id)');
      const current = await groupContestForAdmin(deps, requireUser(user), body.id);
      const { gid, ...form } = body;
      if (gid !== undefined && gid !== current.gid) throw badRequest('The contest belongs to another group');
      return adminContestView(await updateContest(deps, current, form), deps.now());
    },
  }),
  route(groupContestCalls.deleteContest, {
    access: LOGIN,
    query: AdminContestIdQuery,
    handler: async ({ deps, query, user }) => {
      await groupContestForAdmin(deps, requireUser(user), query.cid);
      await deleteContest(deps, query.cid);
      return null;
    },
  }),
  route(groupContestCalls.changeContestVisible, {
    access: LOGIN,
    query: ChangeContestVisibleQuery,
    handler: async ({ deps, query, user }) => {
      await changeVisible(deps, await groupContestForAdmin(deps, requireUser(user), query.cid), query.visible);
      return null;
    },
  }),
];
