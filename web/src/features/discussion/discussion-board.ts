import type { Page, UserInfo } from '@oj/shared';
import type { Discussion, EditDiscussionBody, NewDiscussionBody } from '@oj/shared/schemas/community';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { groupPath, useGroupScope, type GroupScope } from '../../lib/group-scope.ts';
import { isAdmin, isSuperAdmin } from '../../lib/session.ts';
import {
  addDiscussion,
  deleteDiscussion,
  DISCUSSION_PAGE_SIZE,
  discussionListKey,
  getDiscussion,
  getDiscussionList,
  moderateDiscussion,
  pinDiscussion,
  updateDiscussion,
  type DiscussionModeration,
  type DiscussionStatus,
} from './api/discussion-api.ts';
import { discussionPath } from './components/discussion-meta.tsx';
import { discussionListParams, discussionListPath, type DiscussionFilters } from './discussion-filters.ts';
import { mayDelete, mayEdit } from './discussion-form.ts';
import { api } from '../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

/** What a pin or status change sends: the discussion as it is (a group's moderation is part of its edit call). */
export type PinnedDiscussion = Pick<Discussion, 'id' | 'title' | 'description' | 'categoryId' | 'content' | 'topPriority'>;

/**
 * Where discussions are read and written (ARCHITECTURE.md: a group is a scope, not a copy): the site's board
 * (/api/discussion...) or a group's (spec 002 2.8: /api/group/...discussion with its gid, links under /group/{gid}).
 * The list, its cards, the post dialog and the detail page take it from useDiscussionBoard(); the server decides
 * every call (a group's discussions for its members, pins by its admins, deletes by the author or its admins).
 */
export interface DiscussionBoard {
  gid: number | null;
  /** Every list query of this board starts with it. */
  listKey: readonly unknown[];
  /** Whether the list filters by keyword, category and one's own (a group's list call takes none). */
  filters: boolean;
  list: (f: DiscussionFilters, pid: string | undefined, loggedIn: boolean) => Promise<Page<Discussion>>;
  add: (body: NewDiscussionBody) => Promise<unknown>;
  update: (body: EditDiscussionBody) => Promise<unknown>;
  remove: (did: number) => Promise<unknown>;
  pin: (d: PinnedDiscussion, on: boolean) => Promise<unknown>;
  /** Disables (1) or enables (0) a discussion: the moderators' change, like the pin. */
  setStatus: (d: PinnedDiscussion, status: DiscussionStatus) => Promise<unknown>;
  listPath: (pid?: string, f?: Partial<DiscussionFilters>) => string;
  detailPath: (did: number) => string;
  problemPath: (pid: string) => string;
  mayPin: (viewer: UserInfo | null) => boolean;
  mayEdit: (d: { uid: string }, viewer: UserInfo | null) => boolean;
  mayDelete: (d: { uid: string }, viewer: UserInfo | null) => boolean;
}

export const SITE_BOARD: DiscussionBoard = {
  gid: null,
  listKey: discussionListKey,
  filters: true,
  list: (f, pid, loggedIn) => getDiscussionList(discussionListParams(f, pid, loggedIn)),
  add: addDiscussion,
  update: updateDiscussion,
  remove: deleteDiscussion,
  pin: (d, on) => pinDiscussion(d.id, on),
  setStatus: (d, status) => moderateDiscussion(d.id, { status }),
  listPath: discussionListPath,
  detailPath: discussionPath,
  problemPath: (pid) => `/problem/${encodeURIComponent(pid)}`,
  mayPin: isAdmin,
  mayEdit,
  mayDelete,
};

/** One group's board: its members read and post, the author or a group admin edits and deletes, group admins pin and disable. */
export function groupBoard(scope: Pick<GroupScope, 'gid' | 'admin'>): DiscussionBoard {
  const { gid } = scope;
  const base = groupPath(gid);
  const member = (viewer: UserInfo | null) => !!viewer;
  // a group's pin and status are part of its edit call, which takes the whole discussion: a list row has no content, so it is read first
  const moderate = async (d: PinnedDiscussion, change: DiscussionModeration) => {
    const content = d.content ?? (await getDiscussion(d.id)).content;
    const { id, title, description, categoryId, topPriority } = d;
    return api.call(communityCalls.updateDiscussionOfGroup, { body: { id, gid, title, description, categoryId, content, topPriority, ...change } });
  };
  return {
    gid,
    listKey: [...discussionListKey, 'group', gid],
    filters: false,
    list: (f, pid) => api.call(communityCalls.getDiscussionListOfGroup, { query: { gid, pid: pid || undefined, currentPage: f.page, limit: DISCUSSION_PAGE_SIZE } }),
    add: (body) => api.call(communityCalls.addDiscussionOfGroup, { body: { ...body, gid } }),
    update: (body) => api.call(communityCalls.updateDiscussionOfGroup, { body: { ...body, gid } }),
    remove: (did) => api.call(communityCalls.deleteDiscussion, { query: { did } }),
    pin: (d, on) => moderate(d, { topPriority: on }),
    setStatus: (d, status) => moderate(d, { status }),
    listPath: (pid) => `${base}/discussion${pid ? `/${encodeURIComponent(pid)}` : ''}`,
    detailPath: (did) => `${base}/discussion-detail/${did}`,
    problemPath: (pid) => `${base}/problem/${encodeURIComponent(pid)}`,
    mayPin: () => scope.admin,
    mayEdit: (d, viewer) => member(viewer) && (viewer!.uid === d.uid || isSuperAdmin(viewer) || scope.admin),
    mayDelete: (d, viewer) => member(viewer) && (viewer!.uid === d.uid || scope.admin),
  };
}

/** The board of the page's scope: the group's when the group shell hosts the page, else the site's. */
export function useDiscussionBoard(): DiscussionBoard {
  const scope = useGroupScope();
  return scope ? groupBoard(scope) : SITE_BOARD;
}

export function boardListQuery(board: DiscussionBoard, f: DiscussionFilters, pid: string | undefined, viewer: string | null) {
  return queryOptions({
    queryKey: [...board.listKey, f, pid ?? null, viewer],
    queryFn: () => board.list(f, pid, viewer !== null),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
