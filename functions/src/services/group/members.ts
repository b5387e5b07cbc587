/** How a group's member items are told apart and ordered. */
import { GroupMemberAuth } from '@oj/shared';
import type { GroupMemberItem } from '@oj/shared/db/items/group';

export const isMemberAuth = (auth: number) => auth >= GroupMemberAuth.MEMBER;

/** Newest first, as the reference lists members and applications. */
export const newestFirst = (a: GroupMemberItem, b: GroupMemberItem) => b.gmtCreate.localeCompare(a.gmtCreate) || a.uid.localeCompare(b.uid);
