import type { QueryOfCall } from '@oj/shared/api/call';
import { ContestInfo, type AcInfoRecord } from '@oj/shared/schemas/contest-view';
import { PAGE_SIZES } from '@oj/shared/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contestCalls } from '@oj/shared/api/contest';
import { fileCalls } from '@oj/shared/api/file';
import { judgeCalls } from '@oj/shared/api/judge';
import { problemCalls } from '@oj/shared/api/problem';

/** Spec 001 section 9: the admin helper and print lists refresh every 10 s; their page sizes. */
export const ADMIN_REFRESH_MS = 10_000;
export const AC_INFO_PAGE_SIZE = 20;
export const PRINT_PAGE_SIZE = 15;

export type ContestListParams = Omit<QueryOfCall<typeof contestCalls.getContestList>, 'limit'>;

export function getContestList(q: ContestListParams) {
  return api.call(contestCalls.getContestList, { query: { ...q, limit: PAGE_SIZES.contestList } });
}

export function contestListQuery(q: ContestListParams) {
  return queryOptions({ queryKey: ['contest-list', q], queryFn: () => getContestList(q), placeholderData: keepPreviousData });
}

/** Parsed: the shell hands the contest to the pages of other features (the rank, the scroll board's settings). */
export async function getContestInfo(cid: number) {
  return ContestInfo.parse(await api.call(contestCalls.getContestInfo, { query: { cid } }));
}

/** Always fresh: the clock runs from the server's `now` in the reply. */
export function contestInfoQuery(cid: number) {
  return queryOptions({ queryKey: ['contest-info', cid], queryFn: () => getContestInfo(cid), staleTime: 0 });
}

export function getContestAccess(cid: number) {
  return api.call(contestCalls.getContestAccess, { query: { cid } });
}

export function contestAccessQuery(cid: number, viewer: string | null) {
  return queryOptions({ queryKey: ['contest-access', cid, viewer], queryFn: () => getContestAccess(cid), enabled: viewer !== null });
}

export function registerContest(cid: number, password: string) {
  return api.call(contestCalls.toRegisterContest, { body: { cid, password } });
}

export function getContestProblems(cid: number, containsEnd: boolean) {
  return api.call(contestCalls.getContestProblem, { query: { cid, containsEnd } });
}

export function contestProblemsQuery(cid: number, containsEnd: boolean) {
  return queryOptions({ queryKey: ['contest-problems', cid, containsEnd], queryFn: () => getContestProblems(cid, containsEnd), staleTime: 0 });
}

export function getMyProblemStatuses(cid: number, pidList: number[], containsEnd: boolean) {
  return api.call(problemCalls.getUserProblemStatus, { body: { pidList, isContestProblemList: true, cid, containsEnd } });
}

export function myProblemStatusesQuery(cid: number, pidList: number[], containsEnd: boolean, viewer: string | null) {
  return queryOptions({
    queryKey: ['contest-problem-status', cid, pidList, containsEnd, viewer],
    queryFn: () => getMyProblemStatuses(cid, pidList, containsEnd),
    enabled: viewer !== null && pidList.length > 0,
    staleTime: 0,
  });
}

/** Spec 001 section 2.7: a contest's announcements come whole, without paging. */
export function getContestAnnouncements(cid: number) {
  return api.call(contestCalls.getContestAnnouncement, { query: { cid, currentPage: 1, limit: PAGE_SIZES.maxLimit } });
}

export function contestAnnouncementsQuery(cid: number) {
  return queryOptions({ queryKey: ['contest-announcements', cid], queryFn: () => getContestAnnouncements(cid), staleTime: 0 });
}

/** Silent: a missed poll is retried a minute later. */
export function getUnreadAnnouncements(cid: number, readAnnouncementList: number[]) {
  return api.call(contestCalls.getContestUserNotReadAnnouncement, { body: { cid, readAnnouncementList }, silent: true });
}

export function submitPrintText(cid: number, content: string) {
  return api.call(contestCalls.submitPrintText, { body: { cid, content } });
}

export function getAcInfo(cid: number, currentPage: number) {
  return api.call(contestCalls.getContestACInfo, { query: { cid, currentPage, limit: AC_INFO_PAGE_SIZE } });
}

export function acInfoQuery(cid: number, page: number, autoRefresh: boolean) {
  return queryOptions({
    queryKey: ['contest-ac-info', cid, page],
    queryFn: () => getAcInfo(cid, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? ADMIN_REFRESH_MS : false,
  });
}

export function acInfoKey(cid: number) {
  return ['contest-ac-info', cid] as const;
}

export function checkAcInfo(row: Pick<AcInfoRecord, 'id' | 'cid'>, checked: boolean) {
  return api.call(contestCalls.checkContestACInfo, { body: { id: row.id, cid: row.cid, checked } });
}

export function getPrintJobs(cid: number, currentPage: number) {
  return api.call(contestCalls.getContestPrint, { query: { cid, currentPage, limit: PRINT_PAGE_SIZE } });
}

export function printJobsQuery(cid: number, page: number, autoRefresh: boolean) {
  return queryOptions({
    queryKey: ['contest-print-jobs', cid, page],
    queryFn: () => getPrintJobs(cid, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? ADMIN_REFRESH_MS : false,
  });
}

export function printJobsKey(cid: number) {
  return ['contest-print-jobs', cid] as const;
}

/** The reference sends id and cid as query parameters of this PUT. */
export function markPrinted(id: number, cid: number) {
  return api.call(contestCalls.checkContestPrintStatus, { query: { id, cid } });
}

export function downloadPrintText(id: number) {
  return api.download(fileCalls.downloadContestPrintText, { id }, `print_${id}.txt`);
}

export function rejudgeContestProblem(cid: number, pid: number) {
  return api.call(judgeCalls.rejudgeContestProblem, { query: { cid, pid } });
}
