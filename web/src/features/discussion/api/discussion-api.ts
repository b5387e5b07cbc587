import type { BodyOfCall } from '@oj/shared/api/call';
import { COMMUNITY_LIMITS, type EditDiscussionBody, type NewDiscussionBody } from '@oj/shared/schemas/community';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';
import { fileCalls } from '@oj/shared/api/file';

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

export function getDiscussionList(q: DiscussionListParams) {
  return api.call(communityCalls.getDiscussionList, { query: { ...q, limit: COMMUNITY_LIMITS.discussionPageSize } });
}

/** Every discussion list query starts with this key (discussion-board.ts boardListQuery). */
export const discussionListKey = ['discussion-list'] as const;

export function getCategories() {
  return api.call(communityCalls.getDiscussionCategory);
}

export const categoriesQuery = queryOptions({ queryKey: ['discussion-categories'], queryFn: getCategories });

/** Root only: the whole list as it should be (entries without id are new); answers the saved list. */
export function saveCategories(list: CategoryDraft[]) {
  return api.call(communityCalls.upsertDiscussionCategory, { body: list });
}

/** Each read counts a view, so it is fetched once per visit and kept fresh by the page's own changes. */
export function getDiscussion(did: number) {
  return api.call(communityCalls.getDiscussion, { query: { did } });
}

export function discussionQuery(did: number, viewer: string | null) {
  return queryOptions({ queryKey: ['discussion', did, viewer], queryFn: () => getDiscussion(did), staleTime: Infinity, gcTime: 0 });
}

/** Answers the new discussion. */
export function addDiscussion(body: NewDiscussionBody) {
  return api.call(communityCalls.addDiscussion, { body: body });
}
/** The author or the super admin. */
export function updateDiscussion(body: EditDiscussionBody) {
  return api.call(communityCalls.updateDiscussion, { body: body });
}
/** Admins pin, unpin, disable and enable any discussion through the back office's call. */
export type DiscussionModeration = Omit<BodyOfCall<typeof communityCalls.adminUpdateDiscussion>, 'id'>;
export type DiscussionStatus = NonNullable<DiscussionModeration['status']>;
export function moderateDiscussion(id: number, change: DiscussionModeration) {
  return api.call(communityCalls.adminUpdateDiscussion, { body: { id, ...change } });
}
export function pinDiscussion(id: number, topPriority: boolean) {
  return moderateDiscussion(id, { topPriority });
}
export function deleteDiscussion(did: number) {
  return api.call(communityCalls.removeDiscussion, { query: { did } });
}

export function likeDiscussion(did: number, toLike: boolean) {
  return api.call(communityCalls.addDiscussionLike, { query: { did, toLike } });
}

/** The reporter is the caller; the content is the tags as `#tag# ` and the reason. */
export function reportDiscussion(report: { reporter: string; content: string; did: number }) {
  return api.call(communityCalls.addDiscussionReport, { body: report });
}

/** Markdown uploads: an image answers its link and id, any other file its link. */
export function uploadMarkdownImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.call(fileCalls.uploadMDImg, { body: form });
}

export function uploadMarkdownFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.call(fileCalls.uploadMd, { body: form });
}
