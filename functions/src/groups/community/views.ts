import type { CommentItem, DiscussionCategoryItem, DiscussionItem, ReplyItem } from '@oj/shared/db/items';
import type { CommentView, Discussion, DiscussionCategory, ReplyView } from '@oj/shared/schemas/community';
import type { AuthorCard } from '../../data/discussions.ts';

/** The reference's shapes of discussions, comments and replies, with their authors' avatars and titles as they are now. */
export const discussionView = (d: DiscussionItem, author: AuthorCard, content: string | null): Discussion => ({
  id: d.id,
  categoryId: d.categoryId,
  title: d.title,
  description: d.description,
  content,
  pid: d.pid,
  uid: d.uid,
  author: d.author,
  avatar: author.avatar,
  role: d.role,
  viewNum: d.viewNum,
  likeNum: d.likeNum,
  commentNum: d.commentNum,
  topPriority: d.topPriority,
  status: d.status,
  gid: d.gid,
  gmtCreate: d.gmtCreate,
  gmtModified: d.gmtModified,
});

export const categoryView = (c: DiscussionCategoryItem): DiscussionCategory => ({ id: c.id, name: c.name, gmtCreate: c.gmtCreate, gmtModified: c.gmtModified });

export const replyView = (r: ReplyItem, card: (uid: string) => AuthorCard): ReplyView => {
  const from = card(r.fromUid);
  return {
    id: r.id,
    commentId: r.commentId,
    fromUid: r.fromUid,
    fromName: r.fromName,
    fromAvatar: from.avatar,
    fromRole: r.fromRole,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    toUid: r.toUid,
    toName: r.toName,
    toAvatar: card(r.toUid).avatar,
    content: r.content,
    status: 0,
    gmtCreate: r.gmtCreate,
    gmtModified: r.gmtModified,
  };
};

export const commentView = (c: CommentItem, likeNum: number, card: (uid: string) => AuthorCard, replies: readonly ReplyItem[]): CommentView => {
  const from = card(c.fromUid);
  return {
    id: c.id,
    content: c.content,
    fromUid: c.fromUid,
    fromName: c.fromName,
    fromAvatar: from.avatar,
    fromRole: c.fromRole,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    likeNum,
    totalReplyNum: c.replyNum,
    gmtCreate: c.gmtCreate,
    replyList: replies.map((r) => replyView(r, card)),
  };
};

/** Everyone whose avatar or title a comment page shows. */
export const peopleOf = (comments: readonly CommentItem[], replies: readonly ReplyItem[]) => [...comments.map((c) => c.fromUid), ...replies.flatMap((r) => [r.fromUid, r.toUid])];
