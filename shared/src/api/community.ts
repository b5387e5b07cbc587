import type { Page } from '../schemas/common.ts';
import type { AdminDiscussionBody, CategoryUpsertBody, CommentBody, CommentIdBody, CommentLikeQuery, CommentList, CommentListQuery, CommentView, DeleteReplyBody, DidQuery, Discussion, DiscussionCategory, DiscussionDetail, DiscussionIdList, DiscussionLikeQuery, DiscussionListQuery, DiscussionReportBody, DiscussionReportListQuery, DiscussionReportStatusBody, DiscussionReportView, EditDiscussionBody, NewDiscussionBody, NewReplyBody, ReplyListQuery, ReplyView } from '../schemas/community.ts';
import type { GroupDiscussionListQuery, GroupEditDiscussionBody, GroupNewDiscussionBody } from '../schemas/group-board.ts';
import { type BodyOf, type QueryOf, del, get, post, put } from './call.ts';

/** The community group's calls (functions/src/groups/community). */
export const communityCalls = {
  getDiscussionList: get<{ query: QueryOf<typeof DiscussionListQuery>; reply: Page<Discussion> }>('/api/get-discussion-list'),
  getDiscussion: get<{ query: QueryOf<typeof DidQuery>; reply: DiscussionDetail }>('/api/get-discussion-detail'),
  addDiscussion: post<{ body: BodyOf<typeof NewDiscussionBody>; reply: Discussion }>('/api/discussion'),
  updateDiscussion: put<{ body: BodyOf<typeof EditDiscussionBody>; reply: null }>('/api/discussion'),
  removeDiscussion: del<{ query: QueryOf<typeof DidQuery>; reply: null }>('/api/discussion'),
  addDiscussionLike: get<{ query: QueryOf<typeof DiscussionLikeQuery>; reply: null }>('/api/discussion-like'),
  addDiscussionReport: post<{ body: BodyOf<typeof DiscussionReportBody>; reply: null }>('/api/discussion-report'),
  getDiscussionListOfGroup: get<{ query: QueryOf<typeof GroupDiscussionListQuery>; reply: Page<Discussion> }>('/api/group/get-discussion-list'),
  getAdminDiscussionList: get<{ query: QueryOf<typeof GroupDiscussionListQuery>; reply: Page<Discussion> }>('/api/group/get-admin-discussion-list'),
  addDiscussionOfGroup: post<{ body: BodyOf<typeof GroupNewDiscussionBody>; reply: null }>('/api/group/discussion'),
  updateDiscussionOfGroup: put<{ body: BodyOf<typeof GroupEditDiscussionBody>; reply: null }>('/api/group/discussion'),
  deleteDiscussion: del<{ query: QueryOf<typeof DidQuery>; reply: null }>('/api/group/discussion'),
  getDiscussionCategory: get<{ reply: DiscussionCategory[] }>('/api/discussion-category'),
  upsertDiscussionCategory: post<{ body: BodyOf<typeof CategoryUpsertBody>; reply: DiscussionCategory[] }>('/api/discussion-category'),
  getComments: get<{ query: QueryOf<typeof CommentListQuery>; reply: CommentList }>('/api/comments'),
  addComment: post<{ body: BodyOf<typeof CommentBody>; reply: CommentView }>('/api/comment'),
  deleteComment: del<{ body: BodyOf<typeof CommentIdBody>; reply: null }>('/api/comment'),
  addCommentLike: get<{ query: QueryOf<typeof CommentLikeQuery>; reply: null }>('/api/comment-like'),
  getAllReply: get<{ query: QueryOf<typeof ReplyListQuery>; reply: ReplyView[] }>('/api/reply'),
  addReply: post<{ body: BodyOf<typeof NewReplyBody>; reply: ReplyView }>('/api/reply'),
  deleteReply: del<{ body: BodyOf<typeof DeleteReplyBody>; reply: null }>('/api/reply'),
  adminUpdateDiscussion: put<{ body: BodyOf<typeof AdminDiscussionBody>; reply: null }>('/api/admin/discussion'),
  adminRemoveDiscussion: del<{ body: BodyOf<typeof DiscussionIdList>; reply: null }>('/api/admin/discussion'),
  getDiscussionReport: get<{ query: QueryOf<typeof DiscussionReportListQuery>; reply: Page<DiscussionReportView> }>('/api/admin/discussion-report'),
  updateDiscussionReport: put<{ body: BodyOf<typeof DiscussionReportStatusBody>; reply: null }>('/api/admin/discussion-report'),
};
