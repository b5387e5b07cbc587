/**
 * A group's member items: read whole, and written (joining or applying, a change of standing, a removal). Each write moves the
 * group's memberCount (auth 3 to 5) and applyCount (auth 1) in the same transaction, and holds only if the member
 * item is still as it was read (false otherwise: nothing written, the caller reads again or refuses).
 */
import { GroupMemberAuth } from '@oj/shared';
import { groupKey, groupMemberIndex, groupMemberKey, groupMemberPrefix } from '@oj/shared/db/keys';
import { GroupMemberItem } from '@oj/shared/db/items/group';
import type { Db, TableTransactItem } from './db.ts';
import { allGroups } from './groups.ts';

/** A group's member items, read from its own partition in one query (paged by DynamoDB, never a table scan). */
export async function groupMembers(db: Db, gid: number): Promise<GroupMemberItem[]> {
  const { pk, prefix } = groupMemberPrefix(gid);
  return (await db.partition(pk, prefix, true)).map((i) => GroupMemberItem.parse(i));
}

const countsAsMember = (auth: number) => (auth >= GroupMemberAuth.MEMBER ? 1 : 0);
const countsAsApplicant = (auth: number) => (auth === GroupMemberAuth.APPLYING ? 1 : 0);

/** The group's counts moved by a member going from one auth to another (0: no item). */
const countMove = (gid: number, from: number, to: number): TableTransactItem => ({
  Update: {
    Key: groupKey(gid),
    UpdateExpression: 'ADD memberCount :m, applyCount :a',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':m': countsAsMember(to) - countsAsMember(from), ':a': countsAsApplicant(to) - countsAsApplicant(from) },
  },
});

/** The member item is as read: absent, or with this auth. */
const stillAs = (prior: Pick<GroupMemberItem, 'auth'> | undefined) =>
  prior
    ? { ConditionExpression: '#auth = :prior', ExpressionAttributeNames: { '#auth': 'auth' }, ExpressionAttributeValues: { ':prior': prior.auth } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };

const written = async (db: Db, ops: TableTransactItem[]) => {
  const ok = await db.transactIf(ops);
  if (ok) allGroups.clear(db);
  return ok;
};

export interface Joiner {
  uid: string;
  username: string;
}

/** A user joins (auth 3) or applies (auth 1), replacing a refused application when there was one (`prior`). */
export function putMember(db: Db, gid: number, user: Joiner, prior: GroupMemberItem | undefined, auth: number, reason: string, now: Date) {
  const at = now.toISOString();
  const member = GroupMemberItem.parse({ gid, uid: user.uid, username: user.username, auth, reason, gmtCreate: at, gmtModified: at });
  return written(db, [{ Put: { Item: { ...groupMemberKey(gid, user.uid), ...groupMemberIndex(gid, user.uid), ...member }, ...stillAs(prior) } }, countMove(gid, prior?.auth ?? GroupMemberAuth.NONE, auth)]);
}

/** A member's or applicant's new standing. */
export function changeMemberAuth(db: Db, target: GroupMemberItem, auth: number, now: Date) {
  return written(db, [
    {
      Update: {
        Key: groupMemberKey(target.gid, target.uid),
        UpdateExpression: 'SET #auth = :auth, gmtModified = :at',
        ConditionExpression: '#auth = :prior',
        ExpressionAttributeNames: { '#auth': 'auth' },
        ExpressionAttributeValues: { ':auth': auth, ':at': now.toISOString(), ':prior': target.auth },
      },
    },
    countMove(target.gid, target.auth, auth),
  ]);
}

/** A member or applicant leaves the group (removed, or exiting). */
export function deleteMember(db: Db, target: GroupMemberItem) {
  return written(db, [{ Delete: { Key: groupMemberKey(target.gid, target.uid), ...stillAs(target) } }, countMove(target.gid, target.auth, GroupMemberAuth.NONE)]);
}
