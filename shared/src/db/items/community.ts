import { z } from 'zod';
import { nullableText } from './fields.ts';

// Community (issue 12): discussions, categories, reports, comments, replies, likes
/** 'root', 'admin' (admins and problem admins) or 'user', taken when the post is written (the SPA and ADM badges). */
export const AUTHOR_ROLES = ['root', 'admin', 'user'] as const;

/** A discussion's summary: what lists show, with its counters; the content is a separate item. */
export const DiscussionItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The problem's display id for a per-problem discussion. */
  pid: nullableText,
  uid: z.string(),
  author: z.string(),
  role: z.enum(AUTHOR_ROLES),
  viewNum: z.number().int().default(0),
  likeNum: z.number().int().default(0),
  /** Comments and their replies. */
  commentNum: z.number().int().default(0),
  topPriority: z.boolean().default(false),
  /** 0 normal, 1 disabled by an admin. */
  status: z.number().int().default(0),
  /** A group's discussion (issue 15); always null until group discussions open. */
  gid: z.number().int().nullable().default(null),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type DiscussionItem = z.infer<typeof DiscussionItem>;

export const DiscussionContentItem = z.object({ did: z.number().int(), content: z.string() });

export const DiscussionCategoryItem = z.object({ id: z.number().int(), name: z.string(), gmtCreate: z.string(), gmtModified: z.string() });

export type DiscussionCategoryItem = z.infer<typeof DiscussionCategoryItem>;

export const DiscussionReportItem = z.object({
  id: z.number().int(),
  did: z.number().int(),
  reporterUid: z.string(),
  reporter: z.string(),
  /** The tags as `#tag# `, then the reason. */
  content: z.string(),
  /** Read by an admin. */
  status: z.boolean().default(false),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type DiscussionReportItem = z.infer<typeof DiscussionReportItem>;

/** A comment on a discussion (did) or in a contest's Q&A (cid); its like count lives on its list entry. */
export const CommentItem = z.object({
  id: z.number().int(),
  did: z.number().int().nullable().default(null),
  cid: z.number().int().nullable().default(null),
  content: z.string(),
  fromUid: z.string(),
  fromName: z.string(),
  fromRole: z.enum(AUTHOR_ROLES),
  /** Written by an admin of its contest: shown to every contestant while the contest runs. */
  fromContestAdmin: z.boolean().default(false),
  replyNum: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type CommentItem = z.infer<typeof CommentItem>;

/** A comment's place in its list (see commentEntryIndex). */
export const CommentEntryItem = z.object({
  id: z.number().int(),
  likeNum: z.number().int().default(0),
  fromUid: z.string(),
  fromContestAdmin: z.boolean().default(false),
});

export type CommentEntryItem = z.infer<typeof CommentEntryItem>;

export const ReplyItem = z.object({
  id: z.number().int(),
  commentId: z.number().int(),
  content: z.string(),
  fromUid: z.string(),
  fromName: z.string(),
  fromRole: z.enum(AUTHOR_ROLES),
  /** The author of the comment or reply answered. */
  toUid: z.string(),
  toName: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type ReplyItem = z.infer<typeof ReplyItem>;
