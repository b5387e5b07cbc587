/**
 * Test fixture: a group and its members written straight to the table, for the group-scoped features' tests (the
 * group calls that create groups and admit members are tested on their own). Keeps the counts the group calls keep.
 */
import { GroupMemberAuth, GroupType, ProblemAuth } from '@oj/shared';
import { groupIndex, groupKey, groupMemberIndex, groupMemberKey, groupNameKey, groupShortNameKey, problemIndex, problemKey } from '@oj/shared/db/keys';
import { GroupItem, GroupMemberItem } from '@oj/shared/db/items/group';
import type { TestContext } from '../../test/context.ts';
import type { Db } from './db.ts';
import { allProblems, getProblem } from './problems.ts';
import { uidByUsername } from './users.ts';

export interface FixtureMember {
  uid: string;
  username: string;
  auth: number;
}

/** A public, visible group owned by `owner` (stored as its root member), with `members` beside the owner. */
export async function putGroup(db: Db, gid: number, owner: Omit<FixtureMember, 'auth'>, members: readonly FixtureMember[] = [], over: Partial<GroupItem> = {}) {
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
}

/** A signed-in test user: their token and uid. */
export interface FixtureUser {
  token: string;
  uid: string;
}

/**
 * Two groups for the group-scoped features' tests, each user registered and signed in: group `a` owned by aowner
 * with aadmin and aadmin2 (admins), amember and aapply (applying); group `b` owned by bowner with badmin and bmember;
 * a stranger in neither, and the site's root. Answers the users by name.
 */
export async function twoGroups(t: TestContext, a: number, b: number): Promise<Record<string, FixtureUser>> {
  const users: Record<string, FixtureUser> = {};
  for (const name of ['aowner', 'aadmin', 'aadmin2', 'amember', 'aapply', 'bowner', 'badmin', 'bmember', 'stranger']) {
    const { token } = await t.register(name);
    users[name] = { token, uid: (await uidByUsername(t.deps.db, name))! };
  }
  const who = (name: string, auth: number) => ({ uid: users[name]!.uid, username: name, auth });
  await putGroup(t.deps.db, a, who('aowner', 0), [
    who('aadmin', GroupMemberAuth.ADMIN),
    who('aadmin2', GroupMemberAuth.ADMIN),
    who('amember', GroupMemberAuth.MEMBER),
    who('aapply', GroupMemberAuth.APPLYING),
  ]);
  await putGroup(t.deps.db, b, who('bowner', 0), [who('badmin', GroupMemberAuth.ADMIN), who('bmember', GroupMemberAuth.MEMBER)]);
  users.root = { token: await t.rootToken(), uid: (await uidByUsername(t.deps.db, 'root'))! };
  return users;
}

/** A public problem of group `gid` under id `pid` (a copy of the seeded problem 1000 with its own problem id), written straight to the table. */
export async function putGroupProblem(db: Db, pid: number, gid: number, problemId: string, over: Record<string, unknown> = {}) {
  const base = (await getProblem(db, 1000))!;
  await db.put({ ...problemKey(pid), ...problemIndex(pid), ...base, pid, problemId, title: `Problem ${problemId}`, gid, isGroup: true, auth: ProblemAuth.PUBLIC, ...over });
  allProblems.clear(db);
  return pid;
}
