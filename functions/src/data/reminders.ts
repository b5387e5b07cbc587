import { REMINDER_ID, messageCountsKey, reminderKey, type ReminderBox } from '@oj/shared/db/keys';
import type { ReminderItem } from '@oj/shared/db/items';
import type { Db } from './db.ts';

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
  /** Where it happened, e.g. /discussion-detail/12 or /contest/5/comment. */
  url: string;
}

/** The message centre's box of each action: comments, replies and likes (both kinds) each have their own list. */
export const REMINDER_BOX: Record<ReminderAction, ReminderBox> = { Discuss: 'comment', Reply: 'reply', Like_Post: 'like', Like_Discuss: 'like' };

export const SOURCE_CONTENT_LIMIT = 250;
const cut = (text: string) => (text.length > SOURCE_CONTENT_LIMIT ? `${text.slice(0, SOURCE_CONTENT_LIMIT)}...` : text);

/** The counters item's unread and total attributes of a box. */
export const boxCounters = (box: string) => ({ unread: box, total: `${box}Total` });

/**
 * Stores one reminder, unread, and raises the recipient's unread and total counters of its box in the same
 * transaction, so the counters always equal what the box holds.
 */
export const remind = async (db: Db, reminder: Reminder, now: Date): Promise<void> => {
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
    url: reminder.url,
    state: false,
    gmtCreate: now.toISOString(),
  };
  const counters = boxCounters(box);
  await db.transact([
    { Put: { Item: { ...reminderKey(reminder.recipientId, box, id), ...item }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        Key: messageCountsKey(reminder.recipientId),
        UpdateExpression: 'ADD #u :one, #t :one',
        ExpressionAttributeNames: { '#u': counters.unread, '#t': counters.total },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
};
