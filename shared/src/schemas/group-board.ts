/**
 * A group's announcements, rank and discussions (issue 15; spec 002 2.3, 2.8, 2.10, 2.11; reference
 * group/GroupAnnouncementController, GroupRankController and GroupDiscussionController): the calls' queries and
 * bodies, and the replies (AnnouncementVO as the site's back office lists it, OIRankVO rows; discussions are the
 * site's discussion rows).
 */
import { z } from 'zod';
import { AnnouncementForm } from './admin-contest.ts';
import { pageQuery } from './common.ts';
import { AdminDiscussionBody, COMMUNITY_LIMITS, EditDiscussionBody, NewDiscussionBody } from './community.ts';
import { SiteAnnouncement } from './message.ts';

export const GROUP_BOARD_PAGES = { announcements: 10, rank: 30 } as const;

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const gid = positiveId('gid must be a group id');

/** GET /api/group/get-announcement-list and get-admin-announcement-list. */
export const GroupAnnouncementListQuery = pageQuery(GROUP_BOARD_PAGES.announcements).extend({ gid });
/**
 * POST and PUT /api/group/announcement: the site's announcement form and the group it is for. On PUT the stored
 * announcement's group is the one checked; a different gid from the client is refused.
 */
export const GroupAnnouncementBody = AnnouncementForm.extend({ gid });
export type GroupAnnouncementBody = z.infer<typeof GroupAnnouncementBody>;
/** DELETE /api/group/announcement: the announcement alone (its group is the stored one). */
export const GroupAnnouncementIdQuery = z.object({ aid: positiveId('Say which announcement (aid)') });

/** A record of the group announcement lists: the site's AnnouncementVO. */
export const GroupAnnouncement = SiteAnnouncement;
export type GroupAnnouncement = z.infer<typeof GroupAnnouncement>;

/** 0 ranks by accepted problems then fewer submissions (ACM), 1 by score (OI). */
export const GROUP_RANK_TYPE_MESSAGE = 'The rank type must be 0 (ACM) or 1 (OI)';
const rankType = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: GROUP_RANK_TYPE_MESSAGE }));

/** GET /api/get-group-rank-list. */
export const GroupRankQuery = pageQuery(GROUP_BOARD_PAGES.rank).extend({
  gid,
  type: rankType,
  searchUser: z.string().trim().max(100, 'The search text is too long').optional(),
});
export type GroupRankQuery = z.infer<typeof GroupRankQuery>;

/** A row of the group rank (the reference's OIRankVO): the member and the tallies of their submissions in the group. */
export const GroupRankRow = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  /** Problems accepted in the group's submissions. */
  ac: z.number(),
  /** Submissions made in the group. */
  total: z.number(),
  /** The best OI rank score of each problem, outside contests, summed. */
  score: z.number(),
});
export type GroupRankRow = z.infer<typeof GroupRankRow>;

/** GET /api/group/get-discussion-list (members: `pid` a problem's display id) and get-admin-discussion-list (group admins). */
export const GroupDiscussionListQuery = pageQuery(COMMUNITY_LIMITS.discussionPageSize).extend({
  gid,
  pid: z.string().trim().max(255).optional(),
});
export type GroupDiscussionListQuery = z.infer<typeof GroupDiscussionListQuery>;
/** POST /api/group/discussion: the site's discussion form in a group. */
export const GroupNewDiscussionBody = NewDiscussionBody.extend({ gid });
export type GroupNewDiscussionBody = z.infer<typeof GroupNewDiscussionBody>;
/**
 * PUT /api/group/discussion: the stored discussion's group decides; a different gid from the client is refused. The
 * group's admins may also disable or enable it (`status`, as the reference's group admin table sends it).
 */
export const GroupEditDiscussionBody = EditDiscussionBody.extend({ gid, status: AdminDiscussionBody.shape.status });
export type GroupEditDiscussionBody = z.infer<typeof GroupEditDiscussionBody>;
