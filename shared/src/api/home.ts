import type { Page } from '../schemas/common.ts';
import type { Announcement, AnnouncementQuery, Language, LanguagesQuery, LastWeekStatsQuery, RankListQuery, WebsiteConfig } from '../schemas/home.ts';
import { type QueryOf, get } from './call.ts';

/** The home group's calls (functions/src/groups/home). */
export const home = {
  getWebConfig: get<{ reply: WebsiteConfig }>('/api/get-website-config'),
  getHomeCarousel: get<{ reply: unknown }>('/api/home-carousel'),
  getRecentContest: get<{ reply: unknown }>('/api/get-recent-contest'),
  getRecentOtherContest: get<{ reply: unknown }>('/api/get-recent-other-contest'),
  getCommonAnnouncement: get<{ query: QueryOf<typeof AnnouncementQuery>; reply: Page<Announcement> }>('/api/get-common-announcement'),
  getRecentSevenACRank: get<{ reply: unknown }>('/api/get-recent-seven-ac-rank'),
  getLastWeekSubmissionStatistics: get<{ query: QueryOf<typeof LastWeekStatsQuery>; reply: unknown }>('/api/get-last-week-submission-statistics'),
  getRecentUpdatedProblemList: get<{ reply: unknown }>('/api/get-recent-updated-problem'),
  getLanguages: get<{ query: QueryOf<typeof LanguagesQuery>; reply: Language[] }>('/api/languages'),
  getRankList: get<{ query: QueryOf<typeof RankListQuery>; reply: unknown }>('/api/get-rank-list'),
};
