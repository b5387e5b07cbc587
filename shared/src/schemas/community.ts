/**
 * Discussions, categories, reports, comments and replies (spec 001 sections 2.8, 2.11, 3, 5 and 6): the requests
 * of the reference's DiscussionController, CommentController and AdminDiscussionController, and their replies in
 * the reference's shapes (Discussion, DiscussionVO, Category, CommentListVO, CommentVO, ReplyVO, DiscussionReportVO).
 *
 * Markdown (discussion content, comments, replies) is stored exactly as sent: the SPA sanitises it when it shows it,
 * and the server never renders it. Only its type and length are checked here.
 */
import { z } from 'zod';
import { pageQuery, queryBool } from './common.ts';

export const COMMUNITY_LIMITS = {
  titleMax: 255,
  descriptionMax: 255,
  contentMax: 65535,
  commentMax: 10000,
  reportReasonMax: 200,
  categoryNameMax: 255,
  /** Categories one upsert may carry, and discussions one admin delete may name. */
  batchMax: 100,
  discussionPageSize: 10,
  commentPageSize: 20,
  /** Replies shown under each comment of a comment page (the rest through GET /api/reply). */
  repliesShown: 3,
} as const;

/**
 * The six report tags (spec 001 section 5). The reference client sends them in Chinese inside the content as
 * `#tag# `; both spellings are accepted and stored in English.
 */
export const REPORT_TAGS = ['Spam advertising', 'Illegal content', 'Vulgar content', 'Gambling or fraud', 'Abusive arguments', 'Plagiarism'] as const;
const REFERENCE_REPORT_TAGS: Record<string, (typeof REPORT_TAGS)[number]> = {
  垃圾广告: 'Spam advertising',
  违法违规: 'Illegal content',
  色情低俗: 'Vulgar content',
  赌博诈骗: 'Gambling or fraud',
  恶意骂战: 'Abusive arguments',
  恶意抄袭: 'Plagiarism',
};

export type ReportTag = (typeof REPORT_TAGS)[number];

const REPORT_TAG = /^#([^#\n]{1,40})#\s*/;

/** A report's content as stored and sent: each tag as `#tag# `, then the reason. */
export function reportContent(tags: readonly ReportTag[], reason: string) {
  return `${tags.map((t) => `#${t}# `).join('')}${reason}`;
}

/**
 * Reads a report's content back into its tags (in English) and reason; an error message when a tag is not one of
 * the six, or when there is neither a tag nor a reason, or the reason is too long.
 */
export function parseReportContent(content: string): { tags: ReportTag[]; reason: string } | { error: string } {
  const tags: ReportTag[] = [];
  let rest = content.trimStart();
  let m: RegExpExecArray | null;
  while ((m = REPORT_TAG.exec(rest))) {
    const name = m[1]!.trim();
    const tag = (REPORT_TAGS as readonly string[]).includes(name) ? (name as ReportTag) : REFERENCE_REPORT_TAGS[name];
    if (!tag) return { error: `Unknown report tag '${name}': use ${REPORT_TAGS.join(', ')}` };
    if (!tags.includes(tag)) tags.push(tag);
    rest = rest.slice(m[0].length);
  }
  const reason = rest.trim();
  if (!tags.length && !reason) return { error: 'The report label and reason cannot be empty' };
  if (reason.length > COMMUNITY_LIMITS.reportReasonMax) return { error: `The report reason can not exceed ${COMMUNITY_LIMITS.reportReasonMax} characters` };
  return { tags, reason };
}

const id = (what: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : Number(v)),
    z
      .number({ error: `Please give the ${what} id` })
      .int(`Please give the ${what} id`)
      .positive(`Please give the ${what} id`),
  );
const optionalId = (what: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : Number(v)),
    z
      .number({ error: `The ${what} id must be a whole number` })
      .int(`The ${what} id must be a whole number`)
      .positive(`The ${what} id must be a whole number`)
      .optional(),
  );
/** Text that must not be blank, at most `max` characters; `what` names it in the messages. */
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .refine((v) => v.trim().length > 0, `${what} cannot be empty`)
    .refine((v) => v.length <= max, `${what} can not exceed ${max} characters`);

// ---- Discussions ----

/** GET get-discussion-list: `cid` is the category here (the reference's name), `admin` lists every discussion for the back office. */
export const DiscussionListQuery = pageQuery(COMMUNITY_LIMITS.discussionPageSize).extend({
  cid: optionalId('category'),
  pid: z.string().trim().max(255).optional(),
  onlyMine: queryBool.optional(),
  keyword: z.string().trim().max(255).optional(),
  admin: queryBool.optional(),
});
export type DiscussionListQuery = z.infer<typeof DiscussionListQuery>;

export const DidQuery = z.object({ did: id('discussion') });

/** GET discussion-like. */
export const DiscussionLikeQuery = DidQuery.extend({ toLike: queryBool });

/** The fields of a discussion an author writes (POST and PUT /api/discussion); the rest of the reference's Discussion is the server's. */
const DiscussionFields = z.object({
  title: text('The discussion title', COMMUNITY_LIMITS.titleMax).transform((v) => v.trim()),
  description: text('The discussion description', COMMUNITY_LIMITS.descriptionMax).transform((v) => v.trim()),
  content: text('The discussion content', COMMUNITY_LIMITS.contentMax),
  categoryId: id('category'),
  /** Only admins may pin; ignored for others. */
  topPriority: queryBool.optional(),
  /** A group discussion is written through /api/group/discussion (shared/src/schemas/group-board.ts): a gid is refused here. */
  gid: z.unknown().optional(),
});
export const NewDiscussionBody = DiscussionFields.extend({
  /** The problem's display id, for a per-problem discussion (its title then starts with `[pid] `). */
  pid: z.string().trim().max(255).nullish(),
});
export type NewDiscussionBody = z.infer<typeof NewDiscussionBody>;
export const EditDiscussionBody = DiscussionFields.extend({ id: id('discussion') });
export type EditDiscussionBody = z.infer<typeof EditDiscussionBody>;

/** POST discussion-category: the whole list; entries without an id are new. */
export const CategoryUpsertBody = z
  .array(
    z.object({
      id: optionalId('category').nullable(),
      name: z.string({ error: 'A category name must be text' }).trim().max(COMMUNITY_LIMITS.categoryNameMax, `A category name can not exceed ${COMMUNITY_LIMITS.categoryNameMax} characters`).nullish(),
    }),
    { error: 'Send the list of categories' },
  )
  .max(COMMUNITY_LIMITS.batchMax, `At most ${COMMUNITY_LIMITS.batchMax} categories`);
export type CategoryUpsertBody = z.infer<typeof CategoryUpsertBody>;

/** POST discussion-report: `content` is the tags as `#tag# ` followed by the reason; the reporter is the caller. */
export const DiscussionReportBody = z.object({
  did: id('discussion'),
  content: z.string({ error: 'The report label and reason cannot be empty' }).max(1000, 'The report is too long'),
});

// ---- Comments and replies ----

/** GET comments: a discussion's (did) or a contest's Q&A (cid). */
export const CommentListQuery = pageQuery(COMMUNITY_LIMITS.commentPageSize).extend({ cid: optionalId('contest'), did: optionalId('discussion') });
export type CommentListQuery = z.infer<typeof CommentListQuery>;

export const CommentBody = z.object({
  content: text('The comment', COMMUNITY_LIMITS.commentMax),
  cid: optionalId('contest').nullable(),
  did: optionalId('discussion').nullable(),
});
export type CommentBody = z.infer<typeof CommentBody>;

/** DELETE comment: the reference client sends the comment's id, author and place; only the id is read. */
export const CommentIdBody = z.object({ id: id('comment') });

/** GET comment-like: `cid` is the comment id here (the reference's name); sourceId and sourceType are read from the comment itself. */
export const CommentLikeQuery = z.object({
  cid: id('comment'),
  toLike: queryBool,
  sourceId: z.unknown().optional(),
  sourceType: z.unknown().optional(),
});

export const ReplyListQuery = z.object({ commentId: id('comment'), cid: optionalId('contest') });

/**
 * POST reply (the reference's ReplyDTO). Whom it answers is read from the quoted comment or reply, not from
 * the client's toUid/toName.
 */
export const NewReplyBody = z.object({
  reply: z.object({ commentId: id('comment'), content: text('The reply', COMMUNITY_LIMITS.commentMax) }, { error: 'The reply is missing' }),
  did: z.unknown().optional(),
  quoteId: optionalId('quoted comment or reply').nullable(),
  quoteType: z.enum(['Comment', 'Reply'], { error: 'quoteType must be Comment or Reply' }).nullish(),
});
export type NewReplyBody = z.infer<typeof NewReplyBody>;

/** DELETE reply: the reply as the list gave it (its id and its comment's id). */
export const DeleteReplyBody = z.object({ reply: z.object({ id: id('reply'), commentId: id('comment') }, { error: 'The reply is missing' }) });

// ---- Back office ----

/** PUT admin/discussion: disable or enable (status 0 normal, 1 disabled) and pin. */
export const AdminDiscussionBody = z.object({
  id: id('discussion'),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (normal) or 1 (disabled)' }).optional(),
  topPriority: z.boolean({ error: 'topPriority must be true or false' }).optional(),
});
export const DiscussionIdList = z
  .array(z.number({ error: 'Send a list of discussion ids' }).int().positive(), { error: 'Send a list of discussion ids' })
  .min(1, 'The number of discussions selected cannot be empty')
  .max(COMMUNITY_LIMITS.batchMax, `At most ${COMMUNITY_LIMITS.batchMax} discussions at once`);
export const DiscussionReportListQuery = pageQuery(COMMUNITY_LIMITS.discussionPageSize);
/** PUT admin/discussion-report: mark a report read (true) or unread (false). */
export const DiscussionReportStatusBody = z.object({ id: id('report'), status: z.boolean({ error: 'status must be true (read) or false (unread)' }) });

// ---- What the calls answer ----

/** A discussion in lists: no content, except the caller's own (the list page edits them in place). */
export const Discussion = z.object({
  id: z.number(),
  categoryId: z.number(),
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  pid: z.string().nullable(),
  uid: z.string(),
  author: z.string(),
  avatar: z.string().nullable(),
  /** root, admin or user: the badge (SPA, ADM). */
  role: z.string(),
  viewNum: z.number(),
  likeNum: z.number(),
  /** Comments and their replies. */
  commentNum: z.number(),
  topPriority: z.boolean(),
  /** 0 normal, 1 disabled. */
  status: z.number(),
  gid: z.number().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type Discussion = z.infer<typeof Discussion>;

/** GET get-discussion-detail (DiscussionVO): the discussion with its content, category, the author's title and the caller's like. */
export const DiscussionDetail = Discussion.extend({
  content: z.string(),
  categoryName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  hasLike: z.boolean(),
});
export type DiscussionDetail = z.infer<typeof DiscussionDetail>;

export const DiscussionCategory = z.object({ id: z.number(), name: z.string(), gmtCreate: z.string(), gmtModified: z.string() });
export type DiscussionCategory = z.infer<typeof DiscussionCategory>;

/** Who wrote a comment or reply: name, avatar and honour title as they are now, role badge as when written. */
const Author = {
  fromUid: z.string(),
  fromName: z.string(),
  fromAvatar: z.string().nullable(),
  fromRole: z.string(),
  fromTitleName: z.string().nullable(),
  fromTitleColor: z.string().nullable(),
};

export const ReplyView = z.object({
  id: z.number(),
  commentId: z.number(),
  ...Author,
  toUid: z.string(),
  toName: z.string(),
  toAvatar: z.string().nullable(),
  content: z.string(),
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ReplyView = z.infer<typeof ReplyView>;

export const CommentView = z.object({
  id: z.number(),
  content: z.string(),
  ...Author,
  likeNum: z.number(),
  totalReplyNum: z.number(),
  gmtCreate: z.string(),
  /** The newest replies (at most three); GET /api/reply answers all. */
  replyList: z.array(ReplyView),
});
export type CommentView = z.infer<typeof CommentView>;

/** GET comments (CommentListVO): a page of comments, and which of them the caller likes (comment id to true). */
export const CommentList = z.object({
  commentList: z.object({ records: z.array(CommentView), total: z.number(), size: z.number(), current: z.number(), pages: z.number() }),
  commentLikeMap: z.record(z.string(), z.boolean()),
});
export type CommentList = z.infer<typeof CommentList>;

/** GET admin/discussion-report rows (DiscussionReportVO). */
export const DiscussionReportView = z.object({
  id: z.number(),
  did: z.number(),
  gid: z.number().nullable(),
  discussionTitle: z.string().nullable(),
  discussionAuthor: z.string().nullable(),
  reporter: z.string(),
  content: z.string(),
  /** Read by an admin. */
  status: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionReportView = z.infer<typeof DiscussionReportView>;
