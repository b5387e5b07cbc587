import type { CarouselItem, LastWeekStats, RecentAcRank, RecentContest, RecentProblem } from '@oj/shared';
import { PAGE_SIZES } from '@oj/shared/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { homeCalls } from '@oj/shared/api/home';

export type CarouselImage = z.infer<typeof CarouselItem>;
export type Contest = z.infer<typeof RecentContest>;
export type AcRankRow = z.infer<typeof RecentAcRank>;
export type WeekStats = z.infer<typeof LastWeekStats>;
export type UpdatedProblem = z.infer<typeof RecentProblem>;

export const getCarousel = () => api.call(homeCalls.getHomeCarousel);
export const carouselQuery = queryOptions({ queryKey: ['home', 'carousel'], queryFn: getCarousel, staleTime: 5 * 60_000 });

export const getAnnouncements = (currentPage: number, limit: number = PAGE_SIZES.announcements) =>
  api.call(homeCalls.getCommonAnnouncement, { query: { currentPage, limit } });
export const announcementsQuery = (currentPage: number) =>
  queryOptions({
    queryKey: ['home', 'announcements', currentPage],
    queryFn: () => getAnnouncements(currentPage),
    placeholderData: keepPreviousData,
  });

export const getRecentContests = () => api.call(homeCalls.getRecentContest);
export const recentContestsQuery = queryOptions({ queryKey: ['home', 'recent-contests'], queryFn: getRecentContests });

export const getAcRank = () => api.call(homeCalls.getRecentSevenACRank);
export const acRankQuery = queryOptions({ queryKey: ['home', 'seven-day-ac-rank'], queryFn: getAcRank });

export const getWeekStats = () => api.call(homeCalls.getLastWeekSubmissionStatistics);
export const weekStatsQuery = queryOptions({ queryKey: ['home', 'last-week-statistics'], queryFn: getWeekStats });

export const getUpdatedProblems = () => api.call(homeCalls.getRecentUpdatedProblemList);
export const updatedProblemsQuery = queryOptions({ queryKey: ['home', 'recent-updated-problems'], queryFn: getUpdatedProblems });
