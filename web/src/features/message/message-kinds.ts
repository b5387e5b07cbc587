import { messageCalls } from '@oj/shared/api/message';
import type { MessageBoxName, UnreadCounts } from '@oj/shared/schemas/message';

/** The message centre's tabs (spec 001 section 2.12), in the reference's order. */
export const MESSAGE_KINDS = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

interface KindInfo {
  /** The list call. */
  call: (typeof messageCalls)['getCommentMsg' | 'getReplyMsg' | 'getLikeMsg' | 'getSysNotice' | 'getMineNotice'];
  /** The counter this tab's unread messages are counted in. */
  unread: keyof UnreadCounts;
  /** DELETE /api/msg/clean's type. */
  cleanType: MessageBoxName;
  /** Spec 001 section 9: 6 a page for messages about discussions, 8 for notices. */
  pageSize: number;
}

export const KINDS: Record<MessageKind, KindInfo> = {
  discuss: { call: messageCalls.getCommentMsg, unread: 'comment', cleanType: 'Discuss', pageSize: 6 },
  reply: { call: messageCalls.getReplyMsg, unread: 'reply', cleanType: 'Reply', pageSize: 6 },
  like: { call: messageCalls.getLikeMsg, unread: 'like', cleanType: 'Like', pageSize: 6 },
  sys: { call: messageCalls.getSysNotice, unread: 'sys', cleanType: 'Sys', pageSize: 8 },
  mine: { call: messageCalls.getMineNotice, unread: 'mine', cleanType: 'Mine', pageSize: 8 },
};

export function isMessageKind(v: string | undefined): v is MessageKind {
  return MESSAGE_KINDS.includes(v as MessageKind);
}

export function messagePath(kind: MessageKind) {
  return `/message/${kind}`;
}
