/**
 * Groups (issue 15): the bounded group list (read whole, cached 10 s), a group, a user's member item, and the one
 * check every group-scoped call makes (`requireGroup`): the group exists for the caller and the caller stands high
 * enough in it. Decisions are shared/src/domain/group-access.ts; this file only reads.
 */
import { GROUP_LIST, USER_GROUPS, groupKey, groupMemberKey } from '@oj/shared/db/keys';
import { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import { canSeeGroup, groupNeedRefusal, groupSetFacts, groupStanding, GROUP_NOT_FOUND, type GroupNeed, type GroupStanding } from '@oj/shared/domain/group-access';
import type { ViewerFacts } from '@oj/shared/domain/problem-set-access';
import { forbidden, notFound } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

/** Every group (shown, hidden or banned): a bounded collection, read whole and cached briefly. */
export const allGroups = memo(10_000, async (db: Db): Promise<GroupItem[]> =>
  (await db.indexPartition(GROUP_LIST.index, GROUP_LIST.pk)).map((i) => GroupItem.parse(i)),
);

export const getGroup = async (db: Db, gid: number, consistent = false): Promise<GroupItem | undefined> => {
  const item = await db.get(groupKey(gid), consistent);
  return item ? GroupItem.parse(item) : undefined;
};

export const getMember = async (db: Db, gid: number, uid: string, consistent = false): Promise<GroupMemberItem | undefined> => {
  const item = await db.get(groupMemberKey(gid, uid), consistent);
  return item ? GroupMemberItem.parse(item) : undefined;
};

/** The member items of a user: the groups they applied to or belong to. */
export const userMemberships = async (db: Db, uid: string): Promise<GroupMemberItem[]> => {
  const { index, pk } = USER_GROUPS(uid);
  return (await db.indexPartition(index, pk)).map((i) => GroupMemberItem.parse(i));
};

/** The caller's standing in a group (a visitor stands at 0). */
export const standingIn = async (db: Db, group: GroupItem, user: SessionUser | undefined): Promise<GroupStanding> => {
  const member = user ? await getMember(db, group.gid, user.uid) : undefined;
  return groupStanding(group, user, member?.auth);
};

export interface GroupAccess {
  group: GroupItem;
  standing: GroupStanding;
}

/** The group as the caller may see it: 404 when missing or banned (but for a super admin), 403 when hidden from a non-member. */
export const seeGroup = async (db: Db, gid: number, user: SessionUser | undefined): Promise<GroupAccess> => {
  const group = await getGroup(db, gid);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const standing = await standingIn(db, group, user);
  const hidden = canSeeGroup(group, standing);
  if (hidden === GROUP_NOT_FOUND) throw notFound(hidden);
  if (hidden) throw forbidden(hidden);
  return { group, standing };
};

/**
 * The check of every group-scoped call: the group exists for the caller (seeGroup) and the caller is at least a
 * member, an admin or the root as `need` says (403).
 */
export const requireGroup = async (db: Db, gid: number, user: SessionUser | undefined, need: GroupNeed): Promise<GroupAccess> => {
  const access = await seeGroup(db, gid, user);
  const refusal = groupNeedRefusal(access.standing, need);
  if (refusal) throw forbidden(refusal);
  return access;
};

/**
 * The group facts a problem set's access policy needs (problem-set-access.ts ViewerFacts) for a set with this gid:
 * none for a set outside groups, and none (not a member) when the group is gone or banned.
 */
export const groupFactsFor = async (db: Db, gid: number | null, user: SessionUser | undefined): Promise<Pick<ViewerFacts, 'groupMember' | 'groupRoot'>> => {
  if (gid === null) return {};
  const group = await getGroup(db, gid);
  if (!group) return { groupMember: false, groupRoot: false };
  const standing = await standingIn(db, group, user);
  return canSeeGroup(group, standing) === GROUP_NOT_FOUND ? { groupMember: false, groupRoot: false } : groupSetFacts(standing);
};
