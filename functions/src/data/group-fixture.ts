/**
 * Test fixture: a group and its members written straight to the table, for the group-scoped features' tests (the
 * group calls that create groups and admit members are tested on their own). Keeps the counts the group calls keep.
 */
import { GroupMemberAuth, GroupType } from '@oj/shared';
import { groupIndex, groupKey, groupMemberIndex, groupMemberKey, groupNameKey, groupShortNameKey } from '@oj/shared/db/keys';
import { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import type { Db } from './db.ts';

export interface FixtureMember {
  uid: string;
  username: string;
  auth: number;
}

/** A public, visible group owned by `owner` (stored as its root member), with `members` beside the owner. */
export const putGroup = async (db: Db, gid: number, owner: Omit<FixtureMember, 'auth'>, members: readonly FixtureMember[] = [], over: Partial<GroupItem> = {}) => {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const everyone = [{ ...owner, auth: GroupMemberAuth.ROOT }, ...members];
  const group = GroupItem.parse({
    gid,
    name: `Group ${gid}`,
    shortName: `grp${gid}`.slice(0, 10).padEnd(5, '0'),
    brief: 'A test group',
    description: 'A test group for the group features',
    uid: owner.uid,
    owner: owner.username,
    auth: GroupType.PUBLIC,
    code: '',
    visible: true,
    memberCount: everyone.filter((m) => m.auth >= GroupMemberAuth.MEMBER).length,
    applyCount: everyone.filter((m) => m.auth === GroupMemberAuth.APPLYING).length,
    gmtCreate: at,
    gmtModified: at,
    ...over,
  });
  await db.put({ ...groupKey(gid), ...groupIndex(gid), ...group });
  await db.put({ ...groupNameKey(group.name), gid });
  await db.put({ ...groupShortNameKey(group.shortName), gid });
  for (const m of everyone) {
    const member = GroupMemberItem.parse({ gid, ...m, reason: '', gmtCreate: at, gmtModified: at });
    await db.put({ ...groupMemberKey(gid, m.uid), ...groupMemberIndex(gid, m.uid), ...member });
  }
  return group;
};
