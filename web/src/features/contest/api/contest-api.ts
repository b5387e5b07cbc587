import type { ContestListItem, Page } from '@oj/shared';
import { ContestInfo, type AcInfoRecord, type ContestAnnouncement, type ContestProblemRow, type PrintRecord, type UnreadAnnouncement, type UserProblemStatusMap } from '@oj/shared/schemas/contest-view';
import { PAGE_SIZES } from '@oj/shared/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, http, request } from '../../../lib/http.ts';

/** Spec 001 section 9: the admin helper and print lists refresh every 10 s; their page sizes. */
export const ADMIN_REFRESH_MS = 10_000;
export const AC_INFO_PAGE_SIZE = 20;
export const PRINT_PAGE_SIZE = 15;

export interface ContestListParams {
  currentPage: number;
  type?: number | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

export const getContestList = (q: ContestListParams) =>
  http.get<Page<ContestListItem>>('/api/get-contest-list', { ...q, limit: PAGE_SIZES.contestList });

export const contestListQuery = (q: ContestListParams) =>
  queryOptions({ queryKey: ['contest-list', q], queryFn: () => getContestList(q), placeholderData: keepPreviousData });

/** Parsed: the shell hands the contest to the pages of other features (the rank, the scroll board's settings). */
export const getContestInfo = async (cid: number) => ContestInfo.parse(await http.get('/api/get-contest-info', { cid }));

/** Always fresh: the clock runs from the server's `now` in the reply. */
export const contestInfoQuery = (cid: number) => queryOptions({ queryKey: ['contest-info', cid], queryFn: () => getContestInfo(cid), staleTime: 0 });

export const getContestAccess = (cid: number) => http.get<{ access: boolean }>('/api/get-contest-access', { cid });

export const contestAccessQuery = (cid: number, viewer: string | null) =>
  queryOptions({ queryKey: ['contest-access', cid, viewer], queryFn: () => getContestAccess(cid), enabled: viewer !== null });

export const registerContest = (cid: number, password: string) => http.post<null>('/api/register-contest', { cid, password });

export const getContestProblems = (cid: number, containsEnd: boolean) =>
  http.get<ContestProblemRow[]>('/api/get-contest-problem', { cid, containsEnd });

export const contestProblemsQuery = (cid: number, containsEnd: boolean) =>
  queryOptions({ queryKey: ['contest-problems', cid, containsEnd], queryFn: () => getContestProblems(cid, containsEnd), staleTime: 0 });

export const getMyProblemStatuses = (cid: number, pidList: number[], containsEnd: boolean) =>
  http.post<UserProblemStatusMap>('/api/get-user-problem-status', { pidList, isContestProblemList: true, cid, containsEnd });

export const myProblemStatusesQuery = (cid: number, pidList: number[], containsEnd: boolean, viewer: string | null) =>
  queryOptions({
    queryKey: ['contest-problem-status', cid, pidList, containsEnd, viewer],
    queryFn: () => getMyProblemStatuses(cid, pidList, containsEnd),
    enabled: viewer !== null && pidList.length > 0,
    staleTime: 0,
  });

/** Spec 001 section 2.7: a contest's announcements come whole, without paging. */
export const getContestAnnouncements = (cid: number) =>
  http.get<Page<ContestAnnouncement>>('/api/get-contest-announcement', { cid, currentPage: 1, limit: PAGE_SIZES.maxLimit });

export const contestAnnouncementsQuery = (cid: number) =>
  queryOptions({ queryKey: ['contest-announcements', cid], queryFn: () => getContestAnnouncements(cid), staleTime: 0 });

/** Silent: a missed poll is retried a minute later. */
export const getUnreadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  http.post<UnreadAnnouncement[]>('/api/get-contest-not-read-announcement', { cid, readAnnouncementList }, { silent: true });

export const submitPrintText = (cid: number, content: string) => http.post<null>('/api/submit-print-text', { cid, content });

export const getAcInfo = (cid: number, currentPage: number) =>
  http.get<Page<AcInfoRecord>>('/api/get-contest-ac-info', { cid, currentPage, limit: AC_INFO_PAGE_SIZE });

export const acInfoQuery = (cid: number, page: number, autoRefresh: boolean) =>
  queryOptions({
    queryKey: ['contest-ac-info', cid, page],
    queryFn: () => getAcInfo(cid, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? ADMIN_REFRESH_MS : false,
  });

export const acInfoKey = (cid: number) => ['contest-ac-info', cid] as const;

export const checkAcInfo = (row: Pick<AcInfoRecord, 'id' | 'cid'>, checked: boolean) =>
  http.put<null>('/api/check-contest-ac-info', { id: row.id, cid: row.cid, checked });

export const getPrintJobs = (cid: number, currentPage: number) =>
  http.get<Page<PrintRecord>>('/api/get-contest-print', { cid, currentPage, limit: PRINT_PAGE_SIZE });

export const printJobsQuery = (cid: number, page: number, autoRefresh: boolean) =>
  queryOptions({
    queryKey: ['contest-print-jobs', cid, page],
    queryFn: () => getPrintJobs(cid, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? ADMIN_REFRESH_MS : false,
  });

export const printJobsKey = (cid: number) => ['contest-print-jobs', cid] as const;

/** The reference sends id and cid as query parameters of this PUT. */
export const markPrinted = (id: number, cid: number) => request<null>('PUT', '/api/check-contest-print-status', { query: { id, cid } });

export const downloadPrintText = (id: number) => download('/api/file/download-contest-print-text', { id }, `print_${id}.txt`);

export const rejudgeContestProblem = (cid: number, pid: number) => http.get<unknown>('/api/admin/judge/rejudge-contest-problem', { cid, pid });
