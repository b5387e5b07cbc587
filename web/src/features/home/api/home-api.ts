import type { Announcement, CarouselItem, LastWeekStats, Page, RecentAcRank, RecentContest, RecentProblem } from '@oj/shared';
import { PAGE_SIZES } from '@oj/shared/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

export type CarouselImage = z.infer<typeof CarouselItem>;
export type Contest = z.infer<typeof RecentContest>;
export type AcRankRow = z.infer<typeof RecentAcRank>;
export type WeekStats = z.infer<typeof LastWeekStats>;
export type UpdatedProblem = z.infer<typeof RecentProblem>;

export const getCarousel = () => http.get<CarouselImage[]>('/api/home-carousel');
export const carouselQuery = queryOptions({ queryKey: ['home', 'carousel'], queryFn: getCarousel, staleTime: 5 * 60_000 });

export const getAnnouncements = (currentPage: number, limit: number = PAGE_SIZES.announcements) =>
  http.get<Page<Announcement>>('/api/get-common-announcement', { currentPage, limit });
export const announcementsQuery = (currentPage: number) =>
  queryOptions({
    queryKey: ['home', 'announcements', currentPage],
    queryFn: () => getAnnouncements(currentPage),
    placeholderData: keepPreviousData,
  });

export const getRecentContests = () => http.get<Contest[]>('/api/get-recent-contest');
export const recentContestsQuery = queryOptions({ queryKey: ['home', 'recent-contests'], queryFn: getRecentContests });

export const getAcRank = () => http.get<AcRankRow[]>('/api/get-recent-seven-ac-rank');
export const acRankQuery = queryOptions({ queryKey: ['home', 'seven-day-ac-rank'], queryFn: getAcRank });

export const getWeekStats = () => http.get<WeekStats>('/api/get-last-week-submission-statistics');
export const weekStatsQuery = queryOptions({ queryKey: ['home', 'last-week-statistics'], queryFn: getWeekStats });

export const getUpdatedProblems = () => http.get<UpdatedProblem[]>('/api/get-recent-updated-problem');
export const updatedProblemsQuery = queryOptions({ queryKey: ['home', 'recent-updated-problems'], queryFn: getUpdatedProblems });
