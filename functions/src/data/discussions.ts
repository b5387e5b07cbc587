import {
  DISCUSSION_CATEGORY_ID,
  DISCUSSION_CATEGORY_PARTITION,
  DISCUSSION_ID,
  DISCUSSION_LIST,
  DISCUSSION_REPORT_ID,
  DISCUSSION_REPORT_PARTITION,
  discussionCategoryKey,
  discussionContentKey,
  discussionIndex,
  discussionKey,
  discussionLikeKey,
  discussionReportKey,
  userKey,
} from '@oj/shared/db/keys';
import { DiscussionCategoryItem, DiscussionContentItem, DiscussionItem, DiscussionReportItem } from '@oj/shared/db/items/community';
import { failedConditions, isConditionFailure, retryConflicts, setFields, type Db } from './db.ts';
import { memo } from './memo.ts';

/**
 * Discussions (spec 001 2.11): a bounded collection of summaries read whole from one index partition and cached
 * for seconds; contents, likes, categories and reports beside them. Content is markdown stored as sent: the SPA
 * sanitises it when it shows it.
 */
export const allDiscussions = memo(10_000, async (db: Db) => (await db.indexPartition(DISCUSSION_LIST.index, DISCUSSION_LIST.pk)).map((i) => DiscussionItem.parse(i)));

export async function getDiscussion(db: Db, did: number, consistent = false) {
  const item = await db.get(discussionKey(did), consistent);
  return item ? DiscussionItem.parse(item) : undefined;
}

export async function discussionContent(db: Db, did: number) {
  const item = await db.get(discussionContentKey(did));
  return item ? DiscussionContentItem.parse(item).content : '';
}

/** A new discussion's fields; `gid` names the group of a group discussion (none for the site's). */
export type NewDiscussion = Omit<DiscussionItem, 'id' | 'viewNum' | 'likeNum' | 'commentNum' | 'status' | 'gid' | 'gmtCreate' | 'gmtModified'> & { gid?: number | null };

export async function createDiscussion(db: Db, fields: NewDiscussion, content: string, now: Date): Promise<DiscussionItem> {
  const id = await db.nextId(DISCUSSION_ID);
  const at = now.toISOString();
  const item = DiscussionItem.parse({ ...fields, id, gmtCreate: at, gmtModified: at });
  await db.transact([
    { Put: { Item: { ...discussionKey(id), ...discussionIndex(id), ...item }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { Item: { ...discussionContentKey(id), did: id, content } } },
  ]);
  allDiscussions.clear(db);
  return item;
}

export type DiscussionEdit = Partial<Pick<DiscussionItem, 'title' | 'description' | 'categoryId' | 'topPriority' | 'status'>>;

/**
 * Sets summary fields (undefined leaves one alone) and, when given, the content, in one transaction; the
 * counters are never written here, so edits cannot race views and likes. False when the discussion is gone.
 */
export async function editDiscussion(db: Db, did: number, fields: DiscussionEdit, content: string | undefined, now: Date): Promise<boolean> {
  const edited = await retryConflicts(() =>
    db.transactIf([
      {
        Update: { Key: discussionKey(did), ...setFields({ ...fields, gmtModified: now.toISOString() }), ConditionExpression: 'attribute_exists(pk)' },
      },
      ...(content === undefined ? [] : [{ Put: { Item: { ...discussionContentKey(did), did, content } } }]),
    ]),
  );
  if (!edited) return false;
  allDiscussions.clear(db);
  return true;
}

/**
 * Removes a discussion and its content; false when it was already gone. Its likes and comments stay behind,
 * unreachable (every comment call reads the discussion first), instead of a request deleting thousands of items.
 */
export async function removeDiscussion(db: Db, did: number): Promise<boolean> {
  const removed = await retryConflicts(() => db.transactIf([{ Delete: { Key: discussionKey(did), ConditionExpression: 'attribute_exists(pk)' } }, { Delete: { Key: discussionContentKey(did) } }]));
  if (!removed) return false;
  allDiscussions.clear(db);
  return true;
}

/** Counts one view of a normal (not disabled) discussion and answers it with the new count; undefined when none such exists. */
export async function countView(db: Db, did: number): Promise<DiscussionItem | undefined> {
  try {
    const out = await retryConflicts(() =>
      db.update(discussionKey(did), {
        UpdateExpression: 'ADD viewNum :one',
        ConditionExpression: 'attribute_exists(pk) AND #s = :normal',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':normal': 0 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return DiscussionItem.parse(out);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

export async function hasLikedDiscussion(db: Db, did: number, uid: string) {
  return (await db.get(discussionLikeKey(did, uid))) !== undefined;
}

/**
 * Likes or unlikes: the like item (one per user and discussion) and the count move in one transaction, each
 * conditioned, so repeated or parallel clicks count once and the count never goes below zero. 'unchanged' when
 * the caller already was in the asked state, 'missing' when the discussion is gone.
 */
export async function setDiscussionLike(db: Db, did: number, uid: string, toLike: boolean, now: Date): Promise<'changed' | 'unchanged' | 'missing'> {
  const likeOp = toLike
    ? { Put: { Item: { ...discussionLikeKey(did, uid), did, uid, gmtCreate: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' } }
    : { Delete: { Key: discussionLikeKey(did, uid), ConditionExpression: 'attribute_exists(pk)' } };
  const countOp = {
    Update: {
      Key: discussionKey(did),
      UpdateExpression: 'ADD likeNum :step',
      ConditionExpression: toLike ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND likeNum > :zero',
      ExpressionAttributeValues: toLike ? { ':step': 1 } : { ':step': -1, ':zero': 0 },
    },
  };
  try {
    await retryConflicts(() => db.transact([likeOp, countOp]));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const [likeFailed] = failedConditions(err);
    if (likeFailed) return 'unchanged';
    return 'missing';
  }
  return 'changed';
}

// ---- Categories ----

export const allCategories = memo(10_000, async (db: Db) => (await db.partition(DISCUSSION_CATEGORY_PARTITION)).map((i) => DiscussionCategoryItem.parse(i)).sort((a, b) => a.id - b.id));

/** Writes the new and renamed categories and removes the dropped ones (the caller has checked none is in use). */
export async function saveCategories(db: Db, upserts: readonly { id: number | null; name: string }[], removed: readonly number[], now: Date) {
  const at = now.toISOString();
  const existing = new Map((await allCategories(db)).map((c) => [c.id, c]));
  for (const c of upserts) {
    const id = c.id ?? (await db.nextId(DISCUSSION_CATEGORY_ID));
    const before = existing.get(id);
    if (before && before.name === c.name) continue;
    const item = DiscussionCategoryItem.parse({ id, name: c.name, gmtCreate: before?.gmtCreate ?? at, gmtModified: at });
    await db.put({ ...discussionCategoryKey(id), ...item });
  }
  await Promise.all(removed.map((id) => db.delete(discussionCategoryKey(id))));
  allCategories.clear(db);
}

// ---- Reports ----

export async function addReport(db: Db, report: Omit<DiscussionReportItem, 'id' | 'status' | 'gmtCreate' | 'gmtModified'>, now: Date) {
  const id = await db.nextId(DISCUSSION_REPORT_ID);
  const at = now.toISOString();
  await db.put({ ...discussionReportKey(id), ...DiscussionReportItem.parse({ ...report, id, gmtCreate: at, gmtModified: at }) });
}

/** Reports are few (each user may send a handful an hour): read whole for the back office's list. */
export async function allReports(db: Db) {
  return (await db.partition(DISCUSSION_REPORT_PARTITION)).map((i) => DiscussionReportItem.parse(i));
}

/** Marks a report read or unread; false when it does not exist. */
export function setReportStatus(db: Db, id: number, status: boolean, now: Date): Promise<boolean> {
  return db.updateIf(discussionReportKey(id), {
    UpdateExpression: 'SET #s = :s, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': status, ':now': now.toISOString() },
  });
}

// ---- Authors ----

/** What posts show of their authors as they are now (avatar, honour title): read together for a page. */
export interface AuthorCard {
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
}
const NO_CARD: AuthorCard = { avatar: null, titleName: null, titleColor: null };

export async function authorCards(db: Db, uids: Iterable<string>) {
  const wanted = [...new Set(uids)];
  const items = wanted.length ? await db.batchGet(wanted.map(userKey), ['uid', 'avatar', 'titleName', 'titleColor']) : [];
  const cards = new Map(items.map((i) => [i.uid as string, { avatar: (i.avatar as string) ?? null, titleName: (i.titleName as string) ?? null, titleColor: (i.titleColor as string) ?? null }]));
  return (uid: string): AuthorCard => cards.get(uid) ?? NO_CARD;
}
