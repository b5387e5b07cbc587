import type { CommentItem, DiscussionCategoryItem, DiscussionItem, ReplyItem } from '@oj/shared/db/items/community';
import type { CommentView, Discussion, DiscussionCategory, ReplyView } from '@oj/shared/schemas/community';
import { type AuthorCard } from '../../data/discussions.ts';
import { authorRole } from '../../domain/discussions.ts';
import type { SessionUser } from '../../http/session-user.ts';

/** The reference's shapes of discussions, comments and replies, with their authors' avatars and titles as they are now. */
export function discussionView(d: DiscussionItem, author: AuthorCard, content: string | null): Discussion {
  return {
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
  };
}

export function categoryView(c: DiscussionCategoryItem): DiscussionCategory {
  return { id: c.id, name: c.name, gmtCreate: c.gmtCreate, gmtModified: c.gmtModified };
}

/** The author fields of a comment or reply. */
const authorOf = (post: Pick<CommentItem, 'fromUid' | 'fromName' | 'fromRole'>, card: (uid: string) => AuthorCard) => {
  const from = card(post.fromUid);
  return { fromUid: post.fromUid, fromName: post.fromName, fromAvatar: from.avatar, fromRole: post.fromRole, fromTitleName: from.titleName, fromTitleColor: from.titleColor };
};

export function replyView(r: ReplyItem, card: (uid: string) => AuthorCard): ReplyView {
  return {
    id: r.id,
    commentId: r.commentId,
    ...authorOf(r, card),
    toUid: r.toUid,
    toName: r.toName,
    toAvatar: card(r.toUid).avatar,
    content: r.content,
    status: 0,
    gmtCreate: r.gmtCreate,
    gmtModified: r.gmtModified,
  };
}

export function commentView(c: CommentItem, likeNum: number, card: (uid: string) => AuthorCard, replies: readonly ReplyItem[]): CommentView {
  return {
    id: c.id,
    content: c.content,
    ...authorOf(c, card),
    likeNum,
    totalReplyNum: c.replyNum,
    gmtCreate: c.gmtCreate,
    replyList: replies.map((r) => replyView(r, card)),
  };
}

/** Everyone whose avatar or title a comment page shows. */
export function peopleOf(comments: readonly CommentItem[], replies: readonly ReplyItem[]) {
  return [...comments.map((c) => c.fromUid), ...replies.flatMap((r) => [r.fromUid, r.toUid])];
}

/** The author fields a new comment or reply stores: the caller, with the role badge of now. */
export function writtenBy(user: SessionUser) {
  return { fromUid: user.uid, fromName: user.username, fromRole: authorRole(user.roleId) };
}
