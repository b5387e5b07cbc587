import type { Discussion, DiscussionDetail } from '@oj/shared/schemas/community';

const STAMP = '2026-03-01T08:00:00.000Z';

/** A site discussion of the web tests as lists serve it: "Discussion `id`" by bob in category 1, 7 views, 3 likes, 5 comments. */
export function discussion(id: number, over: Partial<Discussion> = {}): Discussion {
  return {
    id,
    categoryId: 1,
    title: `Discussion ${id}`,
    description: `About ${id}`,
    content: null,
    pid: null,
    uid: 'uid-bob',
    author: 'bob',
    avatar: null,
    role: 'user',
    viewNum: 7,
    likeNum: 3,
    commentNum: 5,
    topPriority: false,
    status: 0,
    gid: null,
    gmtCreate: STAMP,
    gmtModified: STAMP,
    ...over,
  };
}

/** `base` as its detail page reads it: with its content, in category General, no title badge, not liked. */
export function discussionDetail(base: Discussion, over: Partial<DiscussionDetail> = {}): DiscussionDetail {
  return { ...base, content: 'Use **two pointers** here.', categoryName: 'General', titleName: null, titleColor: null, hasLike: false, ...over };
}
