import type { z } from 'zod';
import type { ProblemDetail } from '../schemas/problem.ts';
import type { Page } from '../schemas/common.ts';
import type { Submission, SubmissionStatus } from '../schemas/submission.ts';
import type {
  CheckAcInfoBody,
  CheckPrintQuery,
  CidQuery,
  ContestAcInfoQuery,
  ContestAnnouncementQuery,
  ContestListItem,
  ContestListQuery,
  ContestPrintListQuery,
  ContestProblemDetailQuery,
  ContestProblemsQuery,
  ContestSubmissionListQuery,
  ContestSubmissionsStatusBody,
  NotReadAnnouncementBody,
  PrintTextBody,
  RegisterContestBody,
} from '../schemas/contest.ts';
import type { AcInfoRecord, ContestAnnouncement, ContestInfo, ContestProblemRow, PrintRecord, UnreadAnnouncement } from '../schemas/contest-view.ts';
import { type BodyOf, type QueryOf, get, post, put } from './call.ts';

/** The contest group's calls (functions/src/groups/contest). */
export const contestCalls = {
  getContestList: get<{ query: QueryOf<typeof ContestListQuery>; reply: Page<ContestListItem> }>('/api/get-contest-list'),
  getContestInfo: get<{ query: QueryOf<typeof CidQuery>; reply: ContestInfo }>('/api/get-contest-info'),
  toRegisterContest: post<{ body: BodyOf<typeof RegisterContestBody>; reply: null }>('/api/register-contest'),
  getContestAccess: get<{ query: QueryOf<typeof CidQuery>; reply: { access: boolean } }>('/api/get-contest-access'),
  getContestProblem: get<{ query: QueryOf<typeof ContestProblemsQuery>; reply: ContestProblemRow[] }>('/api/get-contest-problem'),
  getContestProblemDetails: get<{ query: QueryOf<typeof ContestProblemDetailQuery>; reply: z.infer<typeof ProblemDetail> }>('/api/get-contest-problem-details'),
  getContestSubmissionList: get<{ query: QueryOf<typeof ContestSubmissionListQuery>; reply: Page<Submission> }>('/api/contest-submissions'),
  checkContestJudgeResult: post<{ body: BodyOf<typeof ContestSubmissionsStatusBody>; reply: Record<string, z.infer<typeof SubmissionStatus>> }>('/api/check-contest-submissions-status'),
  getContestAnnouncement: get<{ query: QueryOf<typeof ContestAnnouncementQuery>; reply: Page<ContestAnnouncement> }>('/api/get-contest-announcement'),
  getContestUserNotReadAnnouncement: post<{ body: BodyOf<typeof NotReadAnnouncementBody>; reply: UnreadAnnouncement[] }>('/api/get-contest-not-read-announcement'),
  submitPrintText: post<{ body: BodyOf<typeof PrintTextBody>; reply: null }>('/api/submit-print-text'),
  getContestPrint: get<{ query: QueryOf<typeof ContestPrintListQuery>; reply: Page<PrintRecord> }>('/api/get-contest-print'),
  checkContestPrintStatus: put<{ query: QueryOf<typeof CheckPrintQuery>; reply: null }>('/api/check-contest-print-status'),
  getContestACInfo: get<{ query: QueryOf<typeof ContestAcInfoQuery>; reply: Page<AcInfoRecord> }>('/api/get-contest-ac-info'),
  checkContestACInfo: put<{ body: BodyOf<typeof CheckAcInfoBody>; reply: null }>('/api/check-contest-ac-info'),
};
