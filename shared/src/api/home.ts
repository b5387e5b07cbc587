import type { z } from 'zod';
import type { Page } from '../schemas/common.ts';
import type {
  Announcement,
  AnnouncementQuery,
  CarouselItem,
  Language,
  LanguagesQuery,
  LastWeekStats,
  LastWeekStatsQuery,
  OtherContest,
  RankListQuery,
  RankRecord,
  RecentAcRank,
  RecentContest,
  RecentProblem,
  PublicSiteConfig,
} from '../schemas/home.ts';
import { type QueryOf, get } from './call.ts';

/** The home group's calls (functions/src/groups/home). */
export const homeCalls = {
  getWebConfig: get<{ reply: PublicSiteConfig }>('/api/get-website-config'),
  getHomeCarousel: get<{ reply: z.infer<typeof CarouselItem>[] }>('/api/home-carousel'),
  getRecentContest: get<{ reply: z.infer<typeof RecentContest>[] }>('/api/get-recent-contest'),
  getRecentOtherContest: get<{ reply: z.infer<typeof OtherContest>[] }>('/api/get-recent-other-contest'),
  getCommonAnnouncement: get<{ query: QueryOf<typeof AnnouncementQuery>; reply: Page<Announcement> }>('/api/get-common-announcement'),
  getRecentSevenACRank: get<{ reply: z.infer<typeof RecentAcRank>[] }>('/api/get-recent-seven-ac-rank'),
  getLastWeekSubmissionStatistics: get<{ query: QueryOf<typeof LastWeekStatsQuery>; reply: z.infer<typeof LastWeekStats> }>('/api/get-last-week-submission-statistics'),
  getRecentUpdatedProblemList: get<{ reply: z.infer<typeof RecentProblem>[] }>('/api/get-recent-updated-problem'),
  getLanguages: get<{ query: QueryOf<typeof LanguagesQuery>; reply: Language[] }>('/api/languages'),
  getRankList: get<{ query: QueryOf<typeof RankListQuery>; reply: Page<z.infer<typeof RankRecord>> }>('/api/get-rank-list'),
};
