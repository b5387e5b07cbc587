/**
 * The message centre (spec 001 2.12, 7 "Messages"), system notices and site announcements in the back office: the
 * requests and the reference's replies (UserMsgVO, UserUnreadMsgCountVO, SysMsgVO, AdminSysNoticeVO, AnnouncementVO).
 */
import { z } from 'zod';
import { NOTICE_TYPES, REMINDER_ACTIONS } from '../db/items/message.ts';
import { optionalQueryInt, pageQuery } from './common.ts';
import { AdminContestAnnouncement } from './admin-contest-view.ts';

/** The reference's default page size of every message list and of the back office's notice list. */
const MESSAGE_PAGE = 5;
const ANNOUNCEMENT_ADMIN_PAGE = 10;

export const MessagePageQuery = pageQuery(MESSAGE_PAGE);

/** The boxes DELETE /api/msg/clean empties, as the reference client names them. */
export const MESSAGE_BOXES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageBoxName = (typeof MESSAGE_BOXES)[number];
export const CleanMessagesQuery = z.object({
  type: z.enum(MESSAGE_BOXES, { error: `The message type must be one of ${MESSAGE_BOXES.join(', ')}` }),
  /** One message of the box; without it the whole box. */
  id: optionalQueryInt.refine((v) => v === undefined || v > 0, 'The message id must be a positive number'),
});

export const NoticeListQuery = pageQuery(MESSAGE_PAGE).extend({
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(NOTICE_TYPES, { error: `The notice type must be one of ${NOTICE_TYPES.join(', ')}` }).optional()),
});
export const NoticeIdQuery = z.object({ id: z.coerce.number({ error: 'Say which notice (id)' }).int('Say which notice (id)').positive('Say which notice (id)') });

export const NOTICE_TITLE_MAX = 255;
export const NOTICE_CONTENT_MAX = 65_535;
/**
 * A system notice as the back office sends it: to all users, to the admins, or to one user named by `recipient`
 * (a username). PUT carries the id. The reference's adminId and state are the server's to set.
 */
export const NoticeBody = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? undefined),
    title: z.string({ error: 'The notice title is required' }).trim().min(1, 'The notice title is required').max(NOTICE_TITLE_MAX, `The notice title must be at most ${NOTICE_TITLE_MAX} characters`),
    content: z.string({ error: 'The notice content is required' }).min(1, 'The notice content is required').max(NOTICE_CONTENT_MAX, `The notice content must be at most ${NOTICE_CONTENT_MAX} characters`),
    type: z.enum(NOTICE_TYPES, { error: `The notice type must be one of ${NOTICE_TYPES.join(', ')}` }),
    recipient: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || undefined),
  })
  .refine((n) => n.type !== 'Single' || n.recipient !== undefined, { message: 'A notice to a designated user needs the recipient username', path: ['recipient'] })
  .refine((n) => n.type === 'Single' || n.recipient === undefined, { message: 'Only a notice of type Single names a recipient', path: ['recipient'] });
export type NoticeBody = z.infer<typeof NoticeBody>;

export const AnnouncementListQuery = pageQuery(ANNOUNCEMENT_ADMIN_PAGE);
export const AnnouncementIdQuery = z.object({ aid: z.coerce.number({ error: 'Say which announcement (aid)' }).int('Say which announcement (aid)').positive('Say which announcement (aid)') });

/** GET /api/msg/unread. */
export const UnreadCounts = z.object({ comment: z.number(), reply: z.number(), like: z.number(), sys: z.number(), mine: z.number() });
export type UnreadCounts = z.infer<typeof UnreadCounts>;

/** A record of GET /api/msg/comment, /reply and /like. `state` is whether it was read before this page was read. */
export const UserMessage = z.object({
  id: z.number(),
  action: z.enum(REMINDER_ACTIONS),
  sourceId: z.number(),
  sourceType: z.enum(['Discussion', 'Contest']),
  /** The discussion's or contest's title (a note when it was deleted). */
  sourceTitle: z.string().nullable(),
  sourceContent: z.string(),
  quoteId: z.number().nullable(),
  quoteType: z.enum(['Comment', 'Reply']).nullable(),
  /** The answered comment or reply as `name : text` (replies only; a note when it was deleted). */
  quoteContent: z.string().nullable(),
  url: z.string(),
  state: z.boolean(),
  senderId: z.string(),
  senderUsername: z.string().nullable(),
  senderAvatar: z.string().nullable(),
  gmtCreate: z.string(),
});
export type UserMessage = z.infer<typeof UserMessage>;

/** A record of GET /api/msg/sys and /api/msg/mine. */
export const SystemMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  adminId: z.string().nullable(),
  type: z.enum(['Sys', 'Mine']),
  state: z.boolean(),
  gmtCreate: z.string(),
});
export type SystemMessage = z.infer<typeof SystemMessage>;

/** A record of GET /api/admin/msg/notice. */
export const AdminNotice = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  /** Pushed to its readers: always true, a notice is readable the moment it is stored (see functions/src/data/notices.ts). */
  state: z.boolean(),
  adminUsername: z.string().nullable(),
  /** The username of a Single notice's recipient. */
  recipient: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNotice>;

/** A record of GET /api/admin/announcement (AnnouncementVO, hidden ones included). */
export const SiteAnnouncement = AdminContestAnnouncement.omit({ cid: true });
export type SiteAnnouncement = z.infer<typeof SiteAnnouncement>;

/** POST /api/file/upload-md-img. */
export const MarkdownImageUpload = z.object({ link: z.string(), fileId: z.number() });
export type MarkdownImageUpload = z.infer<typeof MarkdownImageUpload>;
/** POST /api/file/upload-md-file. */
export const MarkdownFileUpload = z.object({ link: z.string() });
export type MarkdownFileUpload = z.infer<typeof MarkdownFileUpload>;
