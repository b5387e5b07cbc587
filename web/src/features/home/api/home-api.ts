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

export function getCarousel() {
  return api.call(homeCalls.getHomeCarousel);
}
export const carouselQuery = queryOptions({ queryKey: ['home', 'carousel'], queryFn: getCarousel, staleTime: 5 * 60_000 });

export function getAnnouncements(currentPage: number, limit: number = PAGE_SIZES.announcements) {
  return api.call(homeCalls.getCommonAnnouncement, { query: { currentPage, limit } });
}
export function announcementsQuery(currentPage: number) {
  return queryOptions({
    queryKey: ['home', 'announcements', currentPage],
    queryFn: () => getAnnouncements(currentPage),
    placeholderData: keepPreviousData,
  });
}

export function getRecentContests() {
  return api.call(homeCalls.getRecentContest);
}
export const recentContestsQuery = queryOptions({ queryKey: ['home', 'recent-contests'], queryFn: getRecentContests });

export function getAcRank() {
  return api.call(homeCalls.getRecentSevenACRank);
}
export const acRankQuery = queryOptions({ queryKey: ['home', 'seven-day-ac-rank'], queryFn: getAcRank });

export function getWeekStats() {
  return api.call(homeCalls.getLastWeekSubmissionStatistics);
}
export const weekStatsQuery = queryOptions({ queryKey: ['home', 'last-week-statistics'], queryFn: getWeekStats });

export function getUpdatedProblems() {
  return api.call(homeCalls.getRecentUpdatedProblemList);
}
export const updatedProblemsQuery = queryOptions({ queryKey: ['home', 'recent-updated-problems'], queryFn: getUpdatedProblems });
