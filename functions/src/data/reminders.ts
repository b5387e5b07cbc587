import { REMINDER_ID, reminderKey, reminderPrefix, type Key, type ReminderBox } from '@oj/shared/db/keys';
import { ReminderItem } from '@oj/shared/db/items/message';
import { retryConflicts, type Db, type Item } from './db.ts';
import { boxCounters, boxEntries, changeMessages, markReadChange, messageCounts, moveCounters, newestItems, reloadEntry, type BoxEntry } from './message-boxes.ts';

/** The reference's MsgRemind actions. */
export type ReminderAction = ReminderItem['action'];

export interface Reminder {
  action: ReminderAction;
  /** Who gets it. */
  recipientId: string;
  /** Who did it; nobody is reminded of their own doing. */
  senderId: string;
  /** A discussion id, or a contest id for a contest's Q&A. */
  sourceId: number;
  sourceType: 'Discussion' | 'Contest';
  /** The comment or reply text, or the discussion title; cut to SOURCE_CONTENT_LIMIT characters. */
  sourceContent: string;
  /** The comment or reply answered. */
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
  /** For a quoted Reply: its comment (replies are kept under their comment; the message centre shows the quote). */
  quoteCommentId?: number | null;
  /** Where it happened, e.g. /discussion-detail/12 or /contest/5/comment. */
  url: string;
}

/** The message centre's box of each action: comments, replies and likes (both kinds) each have their own list. */
export const REMINDER_BOX: Record<ReminderAction, ReminderBox> = { Discuss: 'comment', Reply: 'reply', Like_Post: 'like', Like_Discuss: 'like' };

export const SOURCE_CONTENT_LIMIT = 250;
const cut = (text: string) => (text.length > SOURCE_CONTENT_LIMIT ? `${text.slice(0, SOURCE_CONTENT_LIMIT)}...` : text);

/**
 * Stores one reminder, unread, and raises the recipient's unread and total counters of its box in the same
 * transaction, so the counters always equal what the box holds.
 */
export async function remind(db: Db, reminder: Reminder, now: Date): Promise<void> {
  if (reminder.senderId === reminder.recipientId) return;
  const id = await db.nextId(REMINDER_ID);
  const box = REMINDER_BOX[reminder.action];
  const item: ReminderItem = {
    id,
    action: reminder.action,
    recipientId: reminder.recipientId,
    senderId: reminder.senderId,
    sourceId: reminder.sourceId,
    sourceType: reminder.sourceType,
    sourceContent: cut(reminder.sourceContent),
    quoteId: reminder.quoteId ?? null,
    quoteType: reminder.quoteType ?? null,
    quoteCommentId: reminder.quoteCommentId ?? null,
    url: reminder.url,
    state: false,
    gmtCreate: now.toISOString(),
  };
  await retryConflicts(() =>
    db.transact([{ Put: { Item: { ...reminderKey(reminder.recipientId, box, id), ...item }, ConditionExpression: 'attribute_not_exists(pk)' } }, moveCounters(reminder.recipientId, box, 1, 1)]),
  );
}

/** A page of a box, newest first, and the box's total from its counter. */
export async function reminderPage(db: Db, uid: string, box: ReminderBox, page: { currentPage: number; limit: number }) {
  const skip = (page.currentPage - 1) * page.limit;
  const [items, counts] = await Promise.all([newestItems(db, reminderPrefix(uid, box), skip + page.limit), messageCounts(db, uid, true)]);
  return { records: items.slice(skip).map((i) => ReminderItem.parse(i)), total: Math.max(0, counts[boxCounters(box).total]) };
}

const entryOf = (uid: string, box: ReminderBox, r: Pick<ReminderItem, 'id' | 'state'>): BoxEntry => ({ key: reminderKey(uid, box, r.id), unread: !r.state });

/** Marks the unread ones of these reminders read, lowering the box's unread counter by exactly as many. */
export function markRemindersRead(db: Db, uid: string, box: ReminderBox, reminders: readonly ReminderItem[]) {
  return changeMessages(
    db,
    uid,
    box,
    reminders.filter((r) => !r.state).map((r) => entryOf(uid, box, r)),
    markReadChange('state'),
  );
}

/** Removes one reminder of a box (by id) or all of them; answers how many were removed. */
export async function cleanReminders(db: Db, uid: string, box: ReminderBox, id?: number): Promise<number> {
  let entries: BoxEntry[];
  if (id !== undefined) {
    const one = await reloadEntry(db, reminderKey(uid, box, id), 'state');
    entries = one ? [one] : [];
  } else {
    entries = await boxEntries(db, reminderPrefix(uid, box), 'state');
  }
  return changeMessages(db, uid, box, entries, {
    write: (e) => ({
      Delete: {
        Key: e.key,
        ConditionExpression: 'attribute_exists(pk) AND #s = :seen',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':seen': !e.unread },
      },
    }),
    moves: (e) => ({ unread: e.unread ? -1 : 0, total: -1 }),
    reload: (e) => reloadEntry(db, e.key, 'state'),
  });
}

/** What reminders refer to (senders, sources, quoted comments) in one batch read: the items found, by a name of each key. */
export async function readByName(db: Db, wanted: ReadonlyMap<string, Key>) {
  const names = new Map([...wanted].map(([name, key]) => [`${key.pk}\u0000${key.sk}`, name]));
  const found = new Map<string, Item>();
  for (const item of await db.batchGet([...wanted.values()])) {
    const name = names.get(`${String(item.pk)}\u0000${String(item.sk)}`);
    if (name) found.set(name, item);
  }
  return found;
}
