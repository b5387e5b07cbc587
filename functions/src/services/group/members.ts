/** How a group's member items are told apart and ordered. */
import { GroupMemberAuth } from '@oj/shared';
import type { GroupMemberItem } from '@oj/shared/db/items/group';

export function isMemberAuth(auth: number) {
  return auth >= GroupMemberAuth.MEMBER;
}

/** Newest first, as the reference lists members and applications. */
export function newestFirst(a: GroupMemberItem, b: GroupMemberItem) {
  return b.gmtCreate.localeCompare(a.gmtCreate) || a.uid.localeCompare(b.uid);
}
