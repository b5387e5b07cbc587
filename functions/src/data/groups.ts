/**
 * Groups (issue 15): the bounded group list (read whole, cached 10 s), a group, a user's member item, and the one
 * check every group-scoped call makes (`requireGroup`): the group exists for the caller and the caller stands high
 * enough in it. Decisions are shared/src/domain/group-access.ts.
 *
 * Writing groups: creating one with its owner as root member, editing its profile, setting its avatar and
 * disbanding it. The name and short name are unique whatever their case: their guards are written, moved and
 * removed in the same transaction as the group.
 */
import { GroupMemberAuth } from '@oj/shared';
import { GROUP_ID, GROUP_LIST, USER_GROUPS, groupIndex, groupKey, groupMemberIndex, groupMemberKey, groupNameKey, groupPartition, groupShortNameKey, type Key } from '@oj/shared/db/keys';
import { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import type { GroupFields } from '@oj/shared/schemas/group';
import { canSeeGroup, groupNeedRefusal, groupSetFacts, groupStanding, GROUP_NOT_FOUND, type GroupNeed, type GroupStanding } from '@oj/shared/domain/group-access';
import type { ViewerFacts } from '@oj/shared/domain/problem-set-access';
import { badRequest, forbidden, notFound } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { failedConditions, isConditionFailure, setFields, type Db, type TableTransactItem } from './db.ts';
import { memo } from './memo.ts';

/** Every group (shown, hidden or banned): a bounded collection, read whole and cached briefly. */
export const allGroups = memo(10_000, async (db: Db): Promise<GroupItem[]> => (await db.indexPartition(GROUP_LIST.index, GROUP_LIST.pk)).map((i) => GroupItem.parse(i)));

export async function getGroup(db: Db, gid: number, consistent = false): Promise<GroupItem | undefined> {
  const item = await db.get(groupKey(gid), consistent);
  return item ? GroupItem.parse(item) : undefined;
}

export async function getMember(db: Db, gid: number, uid: string, consistent = false): Promise<GroupMemberItem | undefined> {
  const item = await db.get(groupMemberKey(gid, uid), consistent);
  return item ? GroupMemberItem.parse(item) : undefined;
}

/** The member items of a user: the groups they applied to or belong to. */
export async function userMemberships(db: Db, uid: string): Promise<GroupMemberItem[]> {
  const { index, pk } = USER_GROUPS(uid);
  return (await db.indexPartition(index, pk)).map((i) => GroupMemberItem.parse(i));
}

/** The caller's standing in a group (a visitor stands at 0). */
export async function standingIn(db: Db, group: GroupItem, user: SessionUser | undefined): Promise<GroupStanding> {
  const member = user ? await getMember(db, group.gid, user.uid) : undefined;
  return groupStanding(group, user, member?.auth);
}

export interface GroupAccess {
  group: GroupItem;
  standing: GroupStanding;
}

/** The group as the caller may see it: 404 when missing or banned (but for a super admin), 403 when hidden from a non-member. */
export async function seeGroup(db: Db, gid: number, user: SessionUser | undefined): Promise<GroupAccess> {
  const group = await getGroup(db, gid);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const standing = await standingIn(db, group, user);
  const hidden = canSeeGroup(group, standing);
  if (hidden === GROUP_NOT_FOUND) throw notFound(hidden);
  if (hidden) throw forbidden(hidden);
  return { group, standing };
}

/**
 * The check of every group-scoped call: the group exists for the caller (seeGroup) and the caller is at least a
 * member, an admin or the root as `need` says (403).
 */
export async function requireGroup(db: Db, gid: number, user: SessionUser | undefined, need: GroupNeed): Promise<GroupAccess> {
  const access = await seeGroup(db, gid, user);
  const refusal = groupNeedRefusal(access.standing, need);
  if (refusal) throw forbidden(refusal);
  return access;
}

/**
 * The group facts a problem set's access policy needs (problem-set-access.ts ViewerFacts) for a set with this gid:
 * none for a set outside groups, and none (not a member) when the group is gone or banned.
 */
export async function groupFactsFor(db: Db, gid: number | null, user: SessionUser | undefined): Promise<Pick<ViewerFacts, 'groupMember' | 'groupRoot'>> {
  if (gid === null) return {};
  const group = await getGroup(db, gid);
  if (!group) return { groupMember: false, groupRoot: false };
  const standing = await standingIn(db, group, user);
  return canSeeGroup(group, standing) === GROUP_NOT_FOUND ? { groupMember: false, groupRoot: false } : groupSetFacts(standing);
}

export const NAME_TAKEN = 'A group with this name already exists: please choose another name';
export const SHORT_NAME_TAKEN = 'A group with this short name already exists: please choose another short name';
export const GROUP_CHANGED = 'The group was changed meanwhile: reload it and try again';

const claim = (key: Key, gid: number): TableTransactItem => ({ Put: { Item: { ...key, gid }, ConditionExpression: 'attribute_not_exists(pk)' } });
const release = (key: Key): TableTransactItem => ({ Delete: { Key: key } });

/** Runs a transaction whose operations at `guards` positions claim a name or short name, naming the one taken. */
const transactClaiming = async (db: Db, ops: TableTransactItem[], guards: { at: number; taken: string }[], otherwise: string) => {
  try {
    await db.transact(ops);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const failed = failedConditions(err);
    const guard = guards.find((g) => failed[g.at]);
    throw badRequest(guard ? guard.taken : otherwise);
  }
};

export interface Owner {
  uid: string;
  username: string;
}

/** A new group, owned by `owner`, who becomes its root member (memberCount 1). */
export async function createGroup(db: Db, fields: GroupFields, owner: Owner, now: Date): Promise<GroupItem> {
  const gid = await db.nextId(GROUP_ID);
  const at = now.toISOString();
  const group = GroupItem.parse({ gid, ...fields, uid: owner.uid, owner: owner.username, avatar: null, status: 0, memberCount: 1, applyCount: 0, gmtCreate: at, gmtModified: at });
  const member = GroupMemberItem.parse({ gid, uid: owner.uid, username: owner.username, auth: GroupMemberAuth.ROOT, reason: '', gmtCreate: at, gmtModified: at });
  await transactClaiming(
    db,
    [
      { Put: { Item: { ...groupKey(gid), ...groupIndex(gid), ...group }, ConditionExpression: 'attribute_not_exists(pk)' } },
      claim(groupNameKey(group.name), gid),
      claim(groupShortNameKey(group.shortName), gid),
      { Put: { Item: { ...groupMemberKey(gid, owner.uid), ...groupMemberIndex(gid, owner.uid), ...member } } },
    ],
    [
      { at: 1, taken: NAME_TAKEN },
      { at: 2, taken: SHORT_NAME_TAKEN },
    ],
    GROUP_CHANGED,
  );
  allGroups.clear(db);
  return group;
}

/** Whether a name's guard moves: a change of case keeps the same guard. */
const renamed = (before: string, after: string) => before.toLowerCase() !== after.toLowerCase();

/**
 * The group's profile as its root edits it (fields as checked whole by GroupFields); a rename moves its guard in
 * the same transaction, which also requires the names to be those read (two renames cannot cross).
 */
export async function updateGroup(db: Db, before: GroupItem, fields: GroupFields, now: Date): Promise<void> {
  const gid = before.gid;
  const set = setFields({ ...fields, gmtModified: now.toISOString() }, { values: { ':name': before.name, ':short': before.shortName } });
  const ops: TableTransactItem[] = [
    {
      Update: {
        Key: groupKey(gid),
        ...set,
        ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#name': 'name', '#short': 'shortName' },
        ConditionExpression: 'attribute_exists(pk) AND #name = :name AND #short = :short',
      },
    },
  ];
  const guards: { at: number; taken: string }[] = [];
  if (renamed(before.name, fields.name)) {
    guards.push({ at: ops.length, taken: NAME_TAKEN });
    ops.push(claim(groupNameKey(fields.name), gid), release(groupNameKey(before.name)));
  }
  if (renamed(before.shortName, fields.shortName)) {
    guards.push({ at: ops.length, taken: SHORT_NAME_TAKEN });
    ops.push(claim(groupShortNameKey(fields.shortName), gid), release(groupShortNameKey(before.shortName)));
  }
  await transactClaiming(db, ops, guards, GROUP_CHANGED);
  allGroups.clear(db);
}

/** Points the group at its new avatar; answers the group as written. */
export async function setGroupAvatar(db: Db, gid: number, avatar: string, now: Date): Promise<GroupItem> {
  try {
    const after = await db.update(groupKey(gid), {
      ...setFields({ avatar, gmtModified: now.toISOString() }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    });
    allGroups.clear(db);
    return GroupItem.parse(after);
  } catch (err) {
    if (isConditionFailure(err)) throw notFound(GROUP_NOT_FOUND);
    throw err;
  }
}

/**
 * Disbands a group: the group and its name guards go in one transaction (from then on no call finds it), then
 * the rest of its partition (members, applications, announcements). Its problems, trainings, contests, exams and
 * discussions keep their gid and are unreachable, since every group-scoped check finds no group.
 */
export async function disbandGroup(db: Db, group: GroupItem): Promise<void> {
  try {
    await db.transact([{ Delete: { Key: groupKey(group.gid), ConditionExpression: 'attribute_exists(pk)' } }, release(groupNameKey(group.name)), release(groupShortNameKey(group.shortName))]);
  } catch (err) {
    if (isConditionFailure(err)) throw notFound(GROUP_NOT_FOUND);
    throw err;
  }
  allGroups.clear(db);
  await db.deletePartition(groupPartition(group.gid));
}
