import type { UserInfo } from '../schemas/account.ts';
import type { AcSubmissionDownloadQuery, PrintIdQuery } from '../schemas/contest.ts';
import type { MarkdownFileIdQuery, MarkdownUploadQuery } from '../schemas/file.ts';
import type { MarkdownFileUpload, MarkdownImageUpload } from '../schemas/message.ts';
import { type QueryOf, get, post } from './call.ts';

/** The file group's calls (functions/src/groups/file). */
export const fileCalls = {
  uploadAvatar: post<{ body: FormData; reply: UserInfo }>('/api/file/upload-avatar'),
  downloadContestPrintText: get<{ query: QueryOf<typeof PrintIdQuery>; reply: Blob }>('/api/file/download-contest-print-text'),
  downloadContestACSubmission: get<{ query: QueryOf<typeof AcSubmissionDownloadQuery>; reply: Blob }>('/api/file/download-contest-ac-submission'),
  uploadMDImg: post<{ query: QueryOf<typeof MarkdownUploadQuery>; body: FormData; reply: MarkdownImageUpload }>('/api/file/upload-md-img'),
  deleteMDImg: get<{ query: QueryOf<typeof MarkdownFileIdQuery>; reply: null }>('/api/file/delete-md-img'),
  uploadMd: post<{ query: QueryOf<typeof MarkdownUploadQuery>; body: FormData; reply: MarkdownFileUpload }>('/api/file/upload-md-file'),
};
