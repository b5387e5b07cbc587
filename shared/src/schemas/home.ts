import { z } from 'zod';
import { REMOTE_OJS } from '../enums.ts';
import { PAGE_SIZES } from '../limits.ts';
import { pageQuery, queryBool } from './common.ts';

/** The site configuration, as stored and as served. */
export const WebsiteConfig = z.object({
  /** The site's address as the admin gives it (set-web-config); '' until set. */
  baseUrl: z.string().default(''),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  register: z.boolean(),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  recordName: z.string().default(''),
  recordUrl: z.string().default(''),
  projectName: z.string().default(''),
  projectUrl: z.string().default(''),
});
export type WebsiteConfig = z.infer<typeof WebsiteConfig>;

/** GET /api/get-website-config: the site configuration and the remote judges in service (switched on, with an account). */
export const PublicSiteConfig = WebsiteConfig.extend({ remoteJudges: z.array(z.enum(REMOTE_OJS)) });
export type PublicSiteConfig = z.infer<typeof PublicSiteConfig>;

export const CarouselItem = z.object({ id: z.number(), url: z.string() });

export const RecentContest = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  auth: z.number(),
  status: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  oiRankScoreType: z.string().nullable(),
  count: z.number(),
});

export const OtherContest = z.object({
  oj: z.string(),
  title: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  url: z.string(),
});

export const Announcement = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  username: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementQuery = pageQuery(PAGE_SIZES.announcements);

export const RecentAcRank = z.object({
  uid: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  ac: z.number(),
});

export const LastWeekStatsQuery = z.object({ forceRefresh: queryBool.optional() });
export const LastWeekStats = z.object({
  dateStr: z.array(z.string()),
  acCountList: z.array(z.number()),
  totalCountList: z.array(z.number()),
});

export const RecentProblem = z.object({ pid: z.number(), problemId: z.string(), title: z.string(), gmtModified: z.string() });

export const LanguagesQuery = z.object({ pid: z.string().trim().max(32).optional(), all: queryBool.optional() });
export const Language = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  compileCommand: z.string(),
  template: z.string(),
  contentType: z.string(),
  isSpj: z.boolean(),
  oj: z.string(),
  seq: z.number(),
});
export type Language = z.infer<typeof Language>;

export const RANK_TYPES = ['ACM', 'OI'] as const;
export const RankListQuery = pageQuery(PAGE_SIZES.rankList).extend({
  // the reference client sends 0 (ACM) or 1 (OI); the names are taken too, in any case
  type: z.preprocess(
    (v) => (typeof v === 'number' || /^\d+$/.test(String(v)) ? RANK_TYPES[Number(v)] : typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(RANK_TYPES, { error: 'The rank type must be 0 (ACM), 1 (OI), ACM or OI' }),
  ),
  searchUser: z.string().trim().max(100).optional(),
});
export const RankRecord = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  realname: z.string().nullable(),
  avatar: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string(),
  signature: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  ac: z.number(),
  total: z.number(),
  score: z.number(),
});
