import type { Page } from '@oj/shared';
import { COMMUNITY_LIMITS, type Discussion, type DiscussionCategory, type DiscussionDetail, type EditDiscussionBody, type NewDiscussionBody } from '@oj/shared/schemas/community';
import { queryOptions } from '@tanstack/react-query';
import { http, request } from '../../../lib/http.ts';

/** Spec 001 section 9: ten discussions a page. */
export const DISCUSSION_PAGE_SIZE = COMMUNITY_LIMITS.discussionPageSize;

/** A category as edited: new entries have no id yet. */
export interface CategoryDraft {
  id: number | null;
  name: string;
}

export interface DiscussionListParams {
  currentPage: number;
  keyword?: string | undefined;
  /** The category's id (the reference's name for it). */
  cid?: number | undefined;
  pid?: string | undefined;
  onlyMine?: boolean | undefined;
}

export const getDiscussionList = (q: DiscussionListParams) =>
  http.get<Page<Discussion>>('/api/get-discussion-list', { ...q, limit: COMMUNITY_LIMITS.discussionPageSize });

/** Every discussion list query starts with this key (discussion-board.ts boardListQuery). */
export const discussionListKey = ['discussion-list'] as const;

export const getCategories = () => http.get<DiscussionCategory[]>('/api/discussion-category');

export const categoriesQuery = queryOptions({ queryKey: ['discussion-categories'], queryFn: getCategories });

/** Root only: the whole list as it should be (entries without id are new); answers the saved list. */
export const saveCategories = (list: CategoryDraft[]) => http.post<DiscussionCategory[]>('/api/discussion-category', list);

/** Each read counts a view, so it is fetched once per visit and kept fresh by the page's own changes. */
export const getDiscussion = (did: number) => http.get<DiscussionDetail>('/api/get-discussion-detail', { did });

export const discussionQuery = (did: number, viewer: string | null) =>
  queryOptions({ queryKey: ['discussion', did, viewer], queryFn: () => getDiscussion(did), staleTime: Infinity, gcTime: 0 });

/** Answers the new discussion. */
export const addDiscussion = (body: NewDiscussionBody) => http.post<Discussion>('/api/discussion', body);
/** The author or the super admin. */
export const updateDiscussion = (body: EditDiscussionBody) => http.put<null>('/api/discussion', body);
/** Admins pin, unpin, disable and enable any discussion through the back office's call. */
export const moderateDiscussion = (id: number, change: { topPriority?: boolean; status?: number }) => http.put<null>('/api/admin/discussion', { id, ...change });
export const pinDiscussion = (id: number, topPriority: boolean) => moderateDiscussion(id, { topPriority });
export const deleteDiscussion = (did: number) => request<null>('DELETE', '/api/discussion', { query: { did } });

export const likeDiscussion = (did: number, toLike: boolean) => http.get<null>('/api/discussion-like', { did, toLike });

/** The reporter is the caller; the content is the tags as `#tag# ` and the reason. */
export const reportDiscussion = (report: { reporter: string; content: string; did: number }) => http.post<null>('/api/discussion-report', report);

/** Markdown uploads: an image answers its link and id, any other file its link. */
export const uploadMarkdownImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return http.upload<{ link: string; fileId: number }>('/api/file/upload-md-img', form);
};

export const uploadMarkdownFile = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.upload<{ link: string }>('/api/file/upload-md-file', form);
};
