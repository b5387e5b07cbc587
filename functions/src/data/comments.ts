import {
  COMMENT_ID,
  COMMENT_LIST,
  REPLY_ID,
  commentCountKey,
  commentEntryIndex,
  commentEntryKey,
  commentKey,
  commentLikeKey,
  commentPartition,
  discussionKey,
  replyKey,
  replyPrefix,
  type CommentPlace,
} from '@oj/shared/db/keys';
import { CommentEntryItem, CommentItem, ReplyItem } from '@oj/shared/db/items/community';
import { failedConditions, isConditionFailure, isTransactionRace, retryConflicts, type Db, type TableTransactItem } from './db.ts';

/**
 * Comments and replies of discussions and of contests' Q&A (spec 001 2.8). A list can hold tens of thousands of
 * comments: a page is found through the small list entries in the index (most liked first, then newest, as the
 * reference orders them), its total from a counter kept on write. Replies live in their comment's partition.
 * Content is markdown stored as sent: the SPA sanitises it when it shows it.
 */

const placeOf = (c: Pick<CommentItem, 'did' | 'cid'>): CommentPlace => ({ did: c.did, cid: c.cid });

/** The discussion's count of comments and replies moves with every comment and reply written or removed there. */
const discussionCount = (place: CommentPlace, step: number): TableTransactItem[] =>
  place.cid === null && place.did !== null
    ? [{ Update: { Key: discussionKey(place.did), UpdateExpression: 'ADD commentNum :step', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':step': step } } }]
    : [];

export async function getComment(db: Db, id: number, consistent = false) {
  const item = await db.get(commentKey(id), consistent);
  return item ? CommentItem.parse(item) : undefined;
}

export async function getReply(db: Db, commentId: number, id: number) {
  const item = await db.get(replyKey(commentId, id));
  return item ? ReplyItem.parse(item) : undefined;
}

export type NewComment = Omit<CommentItem, 'id' | 'replyNum' | 'gmtCreate' | 'gmtModified'>;

/** Writes a comment, its list entry and the counts together; undefined when its discussion is gone. */
export async function addComment(db: Db, fields: NewComment, now: Date): Promise<CommentItem | undefined> {
  const id = await db.nextId(COMMENT_ID);
  const at = now.toISOString();
  const comment = CommentItem.parse({ ...fields, id, gmtCreate: at, gmtModified: at });
  const place = placeOf(comment);
  const entry: CommentEntryItem = { id, likeNum: 0, fromUid: comment.fromUid, fromContestAdmin: comment.fromContestAdmin };
  const added = await retryConflicts(() =>
    db.transactIf([
      { Put: { Item: { ...commentKey(id), ...comment }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { Item: { ...commentEntryKey(id), ...commentEntryIndex(place, id, 0), ...entry } } },
      { Update: { Key: commentCountKey(place), UpdateExpression: 'ADD #n :one', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':one': 1 } } },
      ...discussionCount(place, 1),
    ]),
  );
  return added ? comment : undefined;
}

/**
 * Removes a comment with its replies and likes, and moves the counts by the comment and its replies. The delete
 * is conditioned on the reply count it read, so a reply written meanwhile makes it read again; once the comment
 * is gone no reply can be added (a reply's write needs its comment). False when there was nothing to remove.
 */
export async function removeComment(db: Db, id: number): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const comment = await getComment(db, id, true);
    if (!comment) return false;
    const place = placeOf(comment);
    try {
      await retryConflicts(() =>
        db.transact([
          { Delete: { Key: commentKey(id), ConditionExpression: 'replyNum = :n', ExpressionAttributeValues: { ':n': comment.replyNum } } },
          { Delete: { Key: commentEntryKey(id) } },
          { Update: { Key: commentCountKey(place), UpdateExpression: 'ADD #n :minus', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':minus': -1 } } },
          ...discussionCount(place, -(1 + comment.replyNum)),
        ]),
      );
      break;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      // the comment's reply count moved meanwhile: read again; otherwise its discussion is gone
      const [commentMoved] = failedConditions(err);
      if (!commentMoved) return false;
      if (attempt >= 8) throw err;
    }
  }
  await db.deletePartition(commentPartition(id));
  return true;
}

interface EntryPage {
  entries: CommentEntryItem[];
  total: number;
}

/**
 * One page of a list's entries. Without `visible`, the index is read only up to the page's end and the total
 * comes from the counter; with it (a running contest's Q&A seen by a contestant: their own and the admins'
 * comments), the list's entries are read whole, filtered and counted.
 */
export async function commentEntryPage(db: Db, place: CommentPlace, page: { currentPage: number; limit: number }, visible?: (e: CommentEntryItem) => boolean): Promise<EntryPage> {
  const list = COMMENT_LIST(place);
  const start = (page.currentPage - 1) * page.limit;
  const query = { IndexName: list.index, KeyConditionExpression: `${list.index}pk = :pk`, ExpressionAttributeValues: { ':pk': list.pk } };
  if (visible) {
    const shown = (await db.queryAll(query)).map((i) => CommentEntryItem.parse(i)).filter(visible);
    return { entries: shown.slice(start, start + page.limit), total: shown.length };
  }
  const end = start + page.limit;
  const readEntries = async () => {
    const items: Record<string, unknown>[] = [];
    let from: Record<string, unknown> | undefined;
    do {
      const out = await db.queryPage({ ...query, Limit: end - items.length, ExclusiveStartKey: from });
      items.push(...(out.Items ?? []));
      from = out.LastEvaluatedKey;
    } while (from && items.length < end);
    return items.slice(start, end).map((i) => CommentEntryItem.parse(i));
  };
  const [entries, count] = await Promise.all([readEntries(), db.get(commentCountKey(place))]);
  return { entries, total: Number(count?.count ?? 0) };
}

/** The comments of the given ids (those that still exist). */
export async function commentsById(db: Db, ids: readonly number[]) {
  const items = ids.length ? await db.batchGet(ids.map(commentKey)) : [];
  return new Map(items.map((i) => CommentItem.parse(i)).map((c) => [c.id, c]));
}

/** Which of the given comments the user likes. */
export async function likedComments(db: Db, ids: readonly number[], uid: string) {
  const items = ids.length
    ? await db.batchGet(
        ids.map((id) => commentLikeKey(id, uid)),
        ['pk'],
      )
    : [];
  const likedPks = new Set(items.map((i) => i.pk as string));
  return new Set(ids.filter((id) => likedPks.has(commentLikeKey(id, uid).pk)));
}

/**
 * Likes or unlikes a comment: the like item (one per user and comment) and the entry's count and index position
 * move in one transaction, conditioned on the like item and on the count read, so parallel clicks count exactly
 * once each and the count never goes below zero. 'busy' when other likes kept winning the race.
 */
export async function setCommentLike(db: Db, comment: CommentItem, uid: string, toLike: boolean, now: Date): Promise<'changed' | 'unchanged' | 'missing' | 'busy'> {
  const likeOp = toLike
    ? { Put: { Item: { ...commentLikeKey(comment.id, uid), commentId: comment.id, uid, gmtCreate: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' } }
    : { Delete: { Key: commentLikeKey(comment.id, uid), ConditionExpression: 'attribute_exists(pk)' } };
  for (let attempt = 1; attempt <= 12; attempt++) {
    const entryItem = await db.get(commentEntryKey(comment.id), true);
    if (!entryItem) return 'missing';
    const { likeNum } = CommentEntryItem.parse(entryItem);
    const next = Math.max(0, likeNum + (toLike ? 1 : -1));
    try {
      await db.transact([
        likeOp,
        {
          Update: {
            Key: commentEntryKey(comment.id),
            UpdateExpression: 'SET likeNum = :next, gsi1sk = :sk',
            ConditionExpression: 'likeNum = :seen',
            ExpressionAttributeValues: { ':next': next, ':seen': likeNum, ':sk': commentEntryIndex(placeOf(comment), comment.id, next).gsi1sk },
          },
        },
      ]);
      return 'changed';
    } catch (err) {
      if (isConditionFailure(err) && failedConditions(err)[0]) return 'unchanged';
      if (!isTransactionRace(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
  return 'busy';
}

/** The newest replies of a comment (all when no limit), newest first. */
export async function repliesOf(db: Db, commentId: number, limit?: number) {
  const { pk, prefix } = replyPrefix(commentId);
  const query = { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': pk, ':p': prefix }, ScanIndexForward: false };
  const items = limit === undefined ? await db.queryAll(query) : ((await db.queryPage({ ...query, Limit: limit })).Items ?? []);
  return items.map((i) => ReplyItem.parse(i));
}

export type NewReply = Omit<ReplyItem, 'id' | 'gmtCreate' | 'gmtModified'>;

/** Writes a reply and moves its comment's and discussion's counts; undefined when the comment (or discussion) is gone. */
export async function addReply(db: Db, comment: CommentItem, fields: NewReply, now: Date): Promise<ReplyItem | undefined> {
  const id = await db.nextId(REPLY_ID);
  const at = now.toISOString();
  const reply = ReplyItem.parse({ ...fields, id, gmtCreate: at, gmtModified: at });
  const added = await retryConflicts(() =>
    db.transactIf([
      { Put: { Item: { ...replyKey(comment.id, id), ...reply }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Update: { Key: commentKey(comment.id), UpdateExpression: 'ADD replyNum :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } },
      ...discussionCount(placeOf(comment), 1),
    ]),
  );
  return added ? reply : undefined;
}

/** Removes a reply and moves the counts back; false when it (or its comment) is already gone. */
export function removeReply(db: Db, comment: CommentItem, replyId: number): Promise<boolean> {
  return retryConflicts(() =>
    db.transactIf([
      { Delete: { Key: replyKey(comment.id, replyId), ConditionExpression: 'attribute_exists(pk)' } },
      {
        Update: {
          Key: commentKey(comment.id),
          UpdateExpression: 'ADD replyNum :minus',
          ConditionExpression: 'attribute_exists(pk) AND replyNum > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        },
      },
      ...discussionCount(placeOf(comment), -1),
    ]),
  );
}
