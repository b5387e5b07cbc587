import { z } from 'zod';

// Messages (issue 12): reminders, unread counters, system notices
export const REMINDER_ACTIONS = ['Discuss', 'Reply', 'Like_Post', 'Like_Discuss'] as const;

/** Someone commented on, replied to or liked what the recipient wrote (the reference's MsgRemind). */
export const ReminderItem = z.object({
  id: z.number().int(),
  action: z.enum(REMINDER_ACTIONS),
  recipientId: z.string(),
  senderId: z.string(),
  /** A discussion id, or a contest id for a contest's Q&A. */
  sourceId: z.number().int(),
  sourceType: z.enum(['Discussion', 'Contest']),
  sourceContent: z.string().default(''),
  quoteId: z.number().int().nullable().default(null),
  quoteType: z.enum(['Comment', 'Reply']).nullable().default(null),
  /** For a quoted Reply: its comment (replies are kept under their comment). */
  quoteCommentId: z.number().int().nullable().default(null),
  url: z.string(),
  /** Read. */
  state: z.boolean().default(false),
  gmtCreate: z.string(),
});

export type ReminderItem = z.infer<typeof ReminderItem>;

export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;

/**
 * A system notice, stored once (the reference's AdminSysNotice). A Single one lives in its recipient's message
 * partition in a box (sys: from the system, e.g. a role change; mine: addressed to the user) and carries its
 * own read state; All and Admin ones are read through each user's marker (MessageCountsItem).
 */
export const NoticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  /** The admin who wrote it; null for notices the system sends. */
  adminId: z.string().nullable().default(null),
  recipientId: z.string().nullable().default(null),
  box: z.enum(['sys', 'mine']).nullable().default(null),
  /** Read by its recipient (Single only). */
  read: z.boolean().default(false),
  /** Removed from its recipient's box by the recipient; still listed in the back office (Single only). */
  dismissed: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type NoticeItem = z.infer<typeof NoticeItem>;

/**
 * A user's message counters, kept on write: unread and total per box (the totals count the user's own items;
 * notices to all are counted from their bounded list), and for notices to all: the newest id read, every id up
 * to `sysClearedUpTo` cleaned, and the ids cleaned one by one.
 */
export const MessageCountsItem = z.object({
  comment: z.number().int().default(0),
  reply: z.number().int().default(0),
  like: z.number().int().default(0),
  sys: z.number().int().default(0),
  mine: z.number().int().default(0),
  commentTotal: z.number().int().default(0),
  replyTotal: z.number().int().default(0),
  likeTotal: z.number().int().default(0),
  sysTotal: z.number().int().default(0),
  mineTotal: z.number().int().default(0),
  sysReadUpTo: z.number().int().default(0),
  sysClearedUpTo: z.number().int().default(0),
  sysHidden: z.preprocess((v) => (v instanceof Set ? [...v] : v), z.array(z.number().int())).default([]),
});

export type MessageCountsItem = z.infer<typeof MessageCountsItem>;
