/** A group's member items, read from its own partition in one query (paged by DynamoDB, never a table scan). */
import { GroupMemberAuth } from '@oj/shared';
import { groupMemberPrefix } from '@oj/shared/db/keys';
import { GroupMemberItem } from '@oj/shared/db/items/group';
import type { Db } from '../../data/db.ts';

export const groupMembers = async (db: Db, gid: number): Promise<GroupMemberItem[]> => {
  const { pk, prefix } = groupMemberPrefix(gid);
  return (await db.partition(pk, prefix, true)).map((i) => GroupMemberItem.parse(i));
};

export const isMemberAuth = (auth: number) => auth >= GroupMemberAuth.MEMBER;

/** Newest first, as the reference lists members and applications. */
export const newestFirst = (a: GroupMemberItem, b: GroupMemberItem) => b.gmtCreate.localeCompare(a.gmtCreate) || a.uid.localeCompare(b.uid);
