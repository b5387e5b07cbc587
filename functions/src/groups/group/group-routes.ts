/** The group calls (reference group/GroupController): the list, a group, the caller's access and auth, create, edit, disband. */
import { GroupMemberAuth, Permission, Role, toPage } from '@oj/shared';
import { groupCalls } from '@oj/shared/api/group';
import { canSeeGroup, GROUP_NOT_FOUND, isGroupMember } from '@oj/shared/domain/group-access';
import { CreateGroupBody, GidQuery, GroupFields, GroupListQuery, UpdateGroupBody } from '@oj/shared/schemas/group';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, PUBLIC, loginWithPermission, route } from '../../http/route.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';
import { parseWith } from '../../http/validate.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { noticeDisbanded } from './group-notices.ts';
import { isMemberAuth } from '../../services/group/members.ts';
import { groupDetail, groupView } from './views.ts';

const DAY_SECONDS = 24 * 3600;

/**
 * The site's limits on an ordinary user creating a group (the switch config): solved problems needed, groups a
 * day, groups owned in all. Admins, problem admins and super admins are not limited. The day's count is taken last.
 */
const checkCreateLimits = async (deps: Deps, me: SessionUser) => {
  if (isAdmin(me)) return;
  const config = await deps.repos.siteConfig.getSwitchConfig();
  const solved = (await deps.repos.users.getUser(me.uid))?.ac ?? 0;
  const need = config.defaultCreateGroupACInitValue;
  if (solved < need) throw forbidden(`You need to solve ${need} problems before you can create a group (you have solved ${solved})`);
  const owned = (await deps.repos.groups.allGroups()).filter((g) => g.uid === me.uid).length;
  const most = config.defaultCreateGroupLimit;
  if (owned >= most) throw forbidden(`You already own ${most} groups, the most this site allows`);
  const daily = config.defaultCreateGroupDailyLimit;
  const use = await deps.repos.rateLimits.countUse({ action: 'group-create', max: daily, windowSeconds: DAY_SECONDS }, me.uid, deps.now());
  if (!use.ok) throw forbidden(`You can create at most ${daily} groups a day: please try again tomorrow`);
};

/** The gids the caller belongs to (member, admin or root). */
const myGroups = async (deps: Deps, user: SessionUser | undefined) => new Set(user ? (await deps.repos.groups.userMemberships(user.uid)).filter((m) => isMemberAuth(m.auth)).map((m) => m.gid) : []);

export const groupRoutes = [
  route(groupCalls.getGroupList, {
    access: PUBLIC,
    publicCacheSeconds: 10,
    query: GroupListQuery,
    // Shown groups for everyone, hidden ones for their members, banned ones for a super admin only; newest first.
    handler: async ({ deps, query, user }) => {
      const mine = await myGroups(deps, user);
      const superAdmin = user?.roleId === Role.ROOT;
      const keyword = query.keyword?.toLowerCase();
      const rows = (await deps.repos.groups.allGroups())
        .filter((g) => superAdmin || (g.status === 0 && (g.visible || mine.has(g.gid))))
        .filter((g) => (!query.onlyMine || mine.has(g.gid)) && (!query.auth || g.auth === query.auth))
        .filter((g) => !keyword || [g.name, g.shortName, g.brief, g.owner].some((field) => field.toLowerCase().includes(keyword)))
        .sort((a, b) => b.gid - a.gid);
      const page = toPage(rows, query);
      return { ...page, records: page.records.map(groupView) };
    },
  }),
  route(groupCalls.getGroup, {
    access: LOGIN,
    query: GidQuery,
    handler: async ({ deps, query, user }) => {
      const { group, standing } = await deps.repos.groups.seeGroup(query.gid, requireUser(user));
      return groupDetail(group, standing);
    },
  }),
  route(groupCalls.getGroupAccess, {
    access: LOGIN,
    query: GidQuery,
    // Whether the caller may open the group's tabs: a member (the owner and a super admin count); false for others.
    handler: async ({ deps, query, user }) => {
      const group = await deps.repos.groups.getGroup(query.gid);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      const standing = await deps.repos.groups.standingIn(group, requireUser(user));
      if (canSeeGroup(group, standing) === GROUP_NOT_FOUND) throw notFound(GROUP_NOT_FOUND);
      return { access: isGroupMember(standing) };
    },
  }),
  route(groupCalls.getGroupAuth, {
    access: LOGIN,
    query: GidQuery,
    // The caller's stored standing: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root.
    handler: async ({ deps, query, user }) => (await deps.repos.groups.getMember(query.gid, requireUser(user).uid, true))?.auth ?? GroupMemberAuth.NONE,
  }),
  route(groupCalls.addGroup, {
    access: loginWithPermission(Permission.GROUP_ADD),
    body: CreateGroupBody,
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      await checkCreateLimits(deps, me);
      const group = await deps.repos.groups.createGroup(body, me, deps.now());
      return groupDetail(group, { level: GroupMemberAuth.ROOT, stored: GroupMemberAuth.ROOT, owner: true, superAdmin: me.roleId === Role.ROOT });
    },
  }),
  route(groupCalls.updateGroup, {
    access: LOGIN,
    body: UpdateGroupBody,
    // Fields left out keep their value; the result is checked whole (a protected group keeps needing its code).
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const { group } = await deps.repos.groups.requireGroup(body.id, me, 'root');
      const { id: _id, ...given } = body;
      const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      const fields = parseWith(GroupFields, {
        name: group.name,
        shortName: group.shortName,
        brief: group.brief,
        description: group.description,
        auth: group.auth,
        code: group.code,
        visible: group.visible,
        ...defined,
      });
      await deps.repos.groups.updateGroup(group, fields, deps.now());
      return null;
    },
  }),
  route(groupCalls.deleteGroup, {
    access: loginWithPermission(Permission.GROUP_DEL),
    query: GidQuery,
    // The owner or a super admin disbands the group; its members are told.
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { group, standing } = await deps.repos.groups.seeGroup(query.gid, me);
      if (!standing.owner && !standing.superAdmin) throw forbidden('Only the group owner or a super admin may disband the group');
      const told = (await deps.repos.groupMembers.groupMembers(group.gid)).filter((m) => isMemberAuth(m.auth) && m.uid !== me.uid).map((m) => m.uid);
      await deps.repos.groups.disbandGroup(group);
      await publicFilesFor(deps)
        .deleteByUrl(group.avatar)
        .catch((err: unknown) => deps.log.warn('group avatar not deleted', { gid: group.gid, error: String(err) }));
      await noticeDisbanded(deps, group, told, me.username);
      return null;
    },
  }),
];
