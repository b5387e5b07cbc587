import { ADMIN_ROLES, AdminContestBody, AdminContestIdQuery, AdminContestListQuery, ChangeContestVisibleQuery, Role, toPage } from '@oj/shared';
import { adminContestCalls } from '@oj/shared/api/admin-contest';
import { badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { loginWithRoles, route } from '../../http/route.ts';
import { adminContestRow, adminContestView, contestForAdmin } from '../../services/contest/contest-admin.ts';
import { addContest, changeVisible, createContest, updateContest } from '../../services/contest/save-contest.ts';
import { deleteContest } from '../../services/contest/delete-contest.ts';
import { copyEntries } from '../../services/contest/contest-entries.ts';

const ADMINS = loginWithRoles(...ADMIN_ROLES);
const ROOT = loginWithRoles(Role.ROOT);

export const contestRoutes = [
  route(adminContestCalls.getContestList, {
    access: ADMINS,
    query: AdminContestListQuery,
    // Every admin sees every contest outside groups (the reference's list); what each may change is checked per call.
    handler: async ({ deps, query }) => {
      const keyword = query.keyword?.toLowerCase();
      const rows = (await deps.repos.contests.readAllContests())
        .filter((c) => c.gid === null)
        .filter((c) => !keyword || c.title.toLowerCase().includes(keyword) || String(c.cid).includes(keyword))
        .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || b.cid - a.cid);
      const page = toPage(rows, query);
      const now = deps.now();
      return { ...page, records: page.records.map((c) => adminContestRow(c, now)) };
    },
  }),
  route(adminContestCalls.getContest, {
    access: ADMINS,
    query: AdminContestIdQuery,
    handler: async ({ deps, query, user }) => adminContestView(await contestForAdmin(deps, requireUser(user), query.cid), deps.now()),
  }),
  route(adminContestCalls.addContest, {
    access: ADMINS,
    body: AdminContestBody,
    handler: async ({ deps, body, user }) => {
      if (body.id) throw badRequest('A new contest has no id; use PUT to change a contest');
      return adminContestView(await addContest(deps, requireUser(user), body), deps.now());
    },
  }),
  route(adminContestCalls.updateContest, {
    access: ADMINS,
    body: AdminContestBody,
    handler: async ({ deps, body, user }) => {
      if (!body.id) throw badRequest('Say which contest to change (id)');
      const current = await contestForAdmin(deps, requireUser(user), body.id);
      return adminContestView(await updateContest(deps, current, body), deps.now());
    },
  }),
  route(adminContestCalls.deleteContest, {
    access: ROOT,
    query: AdminContestIdQuery,
    handler: async ({ deps, query, user }) => {
      await contestForAdmin(deps, requireUser(user), query.cid);
      await deleteContest(deps, query.cid);
      return null;
    },
  }),
  route(adminContestCalls.cloneContest, {
    access: ADMINS,
    query: AdminContestIdQuery,
    // A copy of the settings and the problem list, owned by the caller and hidden until they publish it.
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const source = await contestForAdmin(deps, me, query.cid);
      const { cid, uid: _uid, author: _author, participantCount: _count, gmtCreate: _c, gmtModified: _m, ...settings } = source;
      const copy = await createContest(deps, me, { ...settings, title: `${source.title} [Cloned]`, source: cid, visible: false });
      await copyEntries(deps, cid, copy.cid);
      return adminContestView(copy, deps.now());
    },
  }),
  route(adminContestCalls.changeContestVisible, {
    access: ADMINS,
    query: ChangeContestVisibleQuery,
    handler: async ({ deps, query, user }) => {
      await changeVisible(deps, await contestForAdmin(deps, requireUser(user), query.cid), query.visible);
      return null;
    },
  }),
];
