import { cancellationCodes } from '@oj/shared/db/errors';
import { messageCountsKey, type Key, type NoticeBox, type ReminderBox } from '@oj/shared/db/keys';
import { MessageCountsItem } from '@oj/shared/db/items/message';
import { backOff, type Db, type Item, type TableTransactItem } from './db.ts';

/**
 * The boxes of a user's message centre (comment, reply, like reminders; sys and mine notices addressed to the
 * user) and their counters. Every write to a box moves the box's counters in the same transaction, conditioned
 * on the message being as it was read, so the counters always equal what the boxes hold: never counted at read
 * time, never negative, exact when two tabs read or clean the same page at once.
 */

/** The counters item's unread and total attributes of a box. */
export function boxCounters<B extends ReminderBox | NoticeBox>(box: B) {
  return { unread: box, total: `${box}Total` as const };
}

export async function messageCounts(db: Db, uid: string, consistent = false) {
  return MessageCountsItem.parse((await db.get(messageCountsKey(uid), consistent)) ?? {});
}

/** The update that moves a box's counters (also used when a message is added). */
export function moveCounters(uid: string, box: ReminderBox | NoticeBox, unread: number, total: number): TableTransactItem {
  const { unread: u, total: t } = boxCounters(box);
  return {
    Update: {
      Key: messageCountsKey(uid),
      UpdateExpression: 'ADD #u :u, #t :t',
      ExpressionAttributeNames: { '#u': u, '#t': t },
      ExpressionAttributeValues: { ':u': unread, ':t': total },
    },
  };
}

const NOT_HIDDEN = 'attribute_not_exists(#h) OR #h = :no';

/**
 * The newest `count` items of a box (or of an index partition: `index`), newest first (ids grow with time, so
 * the sort key orders them), leaving out those `hidden` names (a flag set on messages kept for someone else).
 */
export async function newestItems(db: Db, list: { index?: string; pk: string; prefix?: string }, count: number, hidden?: string): Promise<Item[]> {
  const [pkName, skName] = list.index ? [`${list.index}pk`, `${list.index}sk`] : ['pk', 'sk'];
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.queryPage({
      IndexName: list.index,
      KeyConditionExpression: list.prefix ? `${pkName} = :pk AND begins_with(${skName}, :p)` : `${pkName} = :pk`,
      ...(hidden ? { FilterExpression: NOT_HIDDEN, ExpressionAttributeNames: { '#h': hidden } } : {}),
      ExpressionAttributeValues: { ':pk': list.pk, ...(list.prefix ? { ':p': list.prefix } : {}), ...(hidden ? { ':no': false } : {}) },
      ScanIndexForward: false,
      ExclusiveStartKey: start,
      Limit: Math.min(500, count + 1),
    });
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < count);
  return items.slice(0, count);
}

/** A message of a box as last read: its key and whether it was unread. */
export interface BoxEntry {
  key: Key;
  unread: boolean;
}

/** One kind of change to messages of a box. */
export interface BoxChange {
  /** The write on one message; its condition must fail when the message is no longer as the entry says. */
  write: (e: BoxEntry) => TableTransactItem;
  /** How the box's unread and total counters move when that write is applied. */
  moves: (e: BoxEntry) => { unread: number; total: number };
  /** The message as it is now, after its write failed its condition; undefined when nothing is left to do. */
  reload: (e: BoxEntry) => Promise<BoxEntry | undefined>;
}

/** Every message of a box as it is now (read consistently), but those `hidden` names; `attr` is the read flag. */
export async function boxEntries(db: Db, list: { pk: string; prefix: string }, attr: string, hidden?: string): Promise<BoxEntry[]> {
  return (
    await db.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ...(hidden ? { FilterExpression: NOT_HIDDEN } : {}),
      ProjectionExpression: 'pk, sk, #r',
      ExpressionAttributeNames: { '#r': attr, ...(hidden ? { '#h': hidden } : {}) },
      ExpressionAttributeValues: { ':pk': list.pk, ':p': list.prefix, ...(hidden ? { ':no': false } : {}) },
      ConsistentRead: true,
    })
  ).map((i) => ({ key: { pk: String(i.pk), sk: String(i.sk) }, unread: i[attr] !== true }));
}

/** A transaction takes 100 operations: 99 messages and the counters item. */
const CHUNK = 99;
const ATTEMPTS = 8;

/**
 * Applies a change to messages of one box of a user, each message in the same transaction as the counter moves it
 * causes. A message another request changed meanwhile is read again and changed as it now is (or left alone when
 * the change no longer applies); writes cancelled only because another in the same transaction failed run again.
 * Answers how many messages were changed.
 */
export async function changeMessages(db: Db, uid: string, box: ReminderBox | NoticeBox, entries: readonly BoxEntry[], change: BoxChange): Promise<number> {
  let pending = [...entries];
  let changed = 0;
  for (let attempt = 1; pending.length; attempt++) {
    const again: BoxEntry[] = [];
    for (let i = 0; i < pending.length; i += CHUNK) {
      const chunk = pending.slice(i, i + CHUNK);
      const moves = chunk.map(change.moves);
      const sum = (f: 'unread' | 'total') => moves.reduce((n, m) => n + m[f], 0);
      try {
        await db.transact([...chunk.map(change.write), moveCounters(uid, box, sum('unread'), sum('total'))]);
        changed += chunk.length;
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes || attempt >= ATTEMPTS) throw err;
        const reloaded = await Promise.all(chunk.map((e, j) => (codes[j] === 'ConditionalCheckFailed' ? change.reload(e) : e)));
        again.push(...reloaded.filter((e): e is BoxEntry => e !== undefined));
      }
    }
    pending = again;
    if (pending.length) await backOff(attempt);
  }
  return changed;
}

/** Marks messages read; `attr` is the message's read flag. */
export function markReadChange(attr: string): BoxChange {
  return {
    write: (e) => ({
      Update: {
        Key: e.key,
        UpdateExpression: 'SET #r = :yes',
        ConditionExpression: 'attribute_exists(pk) AND #r = :no',
        ExpressionAttributeNames: { '#r': attr },
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      },
    }),
    moves: () => ({ unread: -1, total: 0 }),
    // Read by another request meanwhile, or removed: either way nothing is left to mark.
    reload: async () => undefined,
  };
}

/** The entry of a stored message, read consistently; undefined when it is gone or when `gone` says so. */
export async function reloadEntry(db: Db, key: Key, attr: string, gone?: (item: Item) => boolean): Promise<BoxEntry | undefined> {
  const item = await db.get(key, true);
  return item && !gone?.(item) ? { key, unread: item[attr] !== true } : undefined;
}
