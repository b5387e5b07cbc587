import type { UserInfo } from '../schemas/account.ts';
import type { AcSubmissionDownloadQuery, PrintIdQuery } from '../schemas/contest.ts';
import { type QueryOf, get, post } from './call.ts';

/** The file group's calls (functions/src/groups/file). */
export const fileCalls = {
  uploadAvatar: post<{ body: FormData; reply: UserInfo }>('/api/file/upload-avatar'),
  downloadContestPrintText: get<{ query: QueryOf<typeof PrintIdQuery>; reply: Blob }>('/api/file/download-contest-print-text'),
  downloadContestACSubmission: get<{ query: QueryOf<typeof AcSubmissionDownloadQuery>; reply: Blob }>('/api/file/download-contest-ac-submission'),
  uploadMDImg: post<{ query: { gid?: number }; body: FormData; reply: { link: string; fileId: number } }>('/api/file/upload-md-img'),
  deleteMDImg: get<{ query: { fileId: number }; reply: unknown }>('/api/file/delete-md-img'),
  uploadMd: post<{ query: { gid?: number }; body: FormData; reply: { link: string } }>('/api/file/upload-md-file'),
};
