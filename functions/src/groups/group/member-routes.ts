/** The member calls (reference group/GroupMemberController): member and admin lists, join or apply, change, remove, exit. */
import { GroupMemberAuth, GroupType, Role, toPage } from '@oj/shared';
import { groupCalls } from '@oj/shared/api/group';
import type { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import { GROUP_NOT_FOUND, memberChangeRefusal, memberRemovalRefusal } from '@oj/shared/domain/group-access';
import { GidQuery, GROUP_LIMITS, GroupMemberListQuery, JoinGroupQuery, RemoveMemberQuery, UpdateMemberBody, type GroupMemberListQuery as ListQuery } from '@oj/shared/schemas/group';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { noticeApplication, noticeRemoved, noticeWelcome } from './group-notices.ts';
import { isMemberAuth, newestFirst } from '../../services/group/members.ts';
import { memberView } from './views.ts';

export const MEMBER_CHANGED = "The member's standing changed meanwhile: reload the list and try again";
const NOT_IN_GROUP = 'This user has neither applied to nor joined the group';
const JOIN_ATTEMPTS = 3;

/** A page of the group's member items that `keep` lets through, filtered by the query's auth and username keyword. */
const memberPage = async (deps: Deps, gid: number, query: ListQuery, keep: (m: GroupMemberItem) => boolean, withReason: boolean) => {
  const keyword = query.keyword?.toLowerCase();
  const rows = (await deps.repos.groupMembers.groupMembers(gid))
    .filter((m) => keep(m) && (!query.auth || m.auth === query.auth) && (!keyword || m.username.toLowerCase().includes(keyword)))
    .sort(newestFirst);
  const page = toPage(rows, query);
  return { ...page, records: page.records.map((m) => memberView(m, withReason)) };
};

/** Who may apply: the group exists, is neither banned nor hidden (a super admin may join any), and the code and reason fit its type. */
const checkApplication = (group: GroupItem | undefined, me: SessionUser, code: string, reason: string): GroupItem => {
  const superAdmin = me.roleId === Role.ROOT;
  if (!group || (group.status === 1 && !superAdmin)) throw notFound(GROUP_NOT_FOUND);
  if (!group.visible && !superAdmin) throw forbidden('This group is hidden: it takes no applications');
  if (group.auth === GroupType.PRIVATE && code !== group.code) throw badRequest('The invitation code is wrong');
  const { min, max } = GROUP_LIMITS.reason;
  if (group.auth !== GroupType.PUBLIC && (reason.length < min || reason.length > max)) throw badRequest(`The reason must be ${min} to ${max} characters long`);
  return group;
};

/** The roots a new application is shown to: the owner and the members at root level. */
const rootsOf = async (deps: Deps, group: GroupItem) => [
  ...new Set([group.uid, ...(await deps.repos.groupMembers.groupMembers(group.gid)).filter((m) => m.auth === GroupMemberAuth.ROOT).map((m) => m.uid)]),
];

/** Joins a public group at once, or applies to another; reads again when the member item or the group changed meanwhile. */
const join = async (deps: Deps, gid: number, me: SessionUser, code: string, reason: string) => {
  for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt++) {
    const group = checkApplication(await deps.repos.groups.getGroup(gid, attempt > 0), me, code, reason);
    const prior = await deps.repos.groups.getMember(gid, me.uid, true);
    if (prior?.auth === GroupMemberAuth.APPLYING) throw badRequest('You have already applied to this group: please wait for its admins to answer');
    if (prior && isMemberAuth(prior.auth)) throw badRequest('You are already a member of this group');
    const open = group.auth === GroupType.PUBLIC;
    const auth = open ? GroupMemberAuth.MEMBER : GroupMemberAuth.APPLYING;
    if (await deps.repos.groupMembers.putMember(gid, me, prior, auth, open ? '' : reason, deps.now())) {
      if (open) await noticeWelcome(deps, group, me.uid);
      else await noticeApplication(deps, group, await rootsOf(deps, group), me.username);
      return;
    }
  }
  throw badRequest(MEMBER_CHANGED);
};

/** The member item a change or removal aims at, read in the group that was checked (another group's member is not found here). */
const targetIn = async (deps: Deps, gid: number, uid: string) => {
  const target = await deps.repos.groups.getMember(gid, uid, true);
  if (!target) throw notFound(NOT_IN_GROUP);
  return target;
};

export const memberRoutes = [
  route(groupCalls.getMemberList, {
    access: LOGIN,
    query: GroupMemberListQuery,
    // The members (auth 3 to 5), for every member; application reasons are left out.
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, requireUser(user), 'member');
      return memberPage(deps, query.gid, query, (m) => isMemberAuth(m.auth), false);
    },
  }),
  route(groupCalls.getApplyList, {
    access: LOGIN,
    query: GroupMemberListQuery,
    // The admins' table (as the reference's member admin page reads it): every applicant and member with reasons; auth=1 for pending applications.
    handler: async ({ deps, query, user }) => {
      await deps.repos.groups.requireGroup(query.gid, requireUser(user), 'admin');
      return memberPage(deps, query.gid, query, () => true, true);
    },
  }),
  route(groupCalls.addGroupMember, {
    access: LOGIN,
    query: JoinGroupQuery,
    handler: async ({ deps, query, user }) => {
      await join(deps, query.gid, requireUser(user), query.code, query.reason);
      return null;
    },
  }),
  route(groupCalls.updateMember, {
    access: LOGIN,
    body: UpdateMemberBody,
    // An admin admits, refuses, promotes or demotes (spec 002 section 4); an admitted applicant is told.
    handler: async ({ deps, body, user }) => {
      const me = requireUser(user);
      const { group, standing } = await deps.repos.groups.requireGroup(body.gid, me, 'admin');
      const target = await targetIn(deps, group.gid, body.uid);
      const refusal = memberChangeRefusal(group, standing, target, body.auth);
      if (refusal) throw forbidden(refusal);
      if (target.auth === body.auth) return null;
      if (!(await deps.repos.groupMembers.changeMemberAuth(target, body.auth, deps.now()))) throw badRequest(MEMBER_CHANGED);
      if (!isMemberAuth(target.auth) && isMemberAuth(body.auth)) await noticeWelcome(deps, group, target.uid);
      return null;
    },
  }),
  route(groupCalls.deleteMember, {
    access: LOGIN,
    query: RemoveMemberQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { group, standing } = await deps.repos.groups.requireGroup(query.gid, me, 'admin');
      const target = await targetIn(deps, group.gid, query.uid);
      const refusal = memberRemovalRefusal(group, standing, me.uid, target);
      if (refusal) throw forbidden(refusal);
      if (!(await deps.repos.groupMembers.deleteMember(target))) throw badRequest(MEMBER_CHANGED);
      if (isMemberAuth(target.auth)) await noticeRemoved(deps, group, target.uid, me.username);
      return null;
    },
  }),
  route(groupCalls.exitGroup, {
    access: LOGIN,
    query: GidQuery,
    handler: async ({ deps, query, user }) => {
      const me = requireUser(user);
      const { group } = await deps.repos.groups.requireGroup(query.gid, me, 'member');
      if (group.uid === me.uid) throw forbidden('The owner cannot exit the group: disband it instead');
      const member = await deps.repos.groups.getMember(group.gid, me.uid, true);
      if (!member || !isMemberAuth(member.auth)) throw forbidden('You are not a member of this group');
      if (!(await deps.repos.groupMembers.deleteMember(member))) throw badRequest(MEMBER_CHANGED);
      return null;
    },
  }),
];
