import { ADMIN_ROLES, type Role } from '@oj/shared';
import {
  BROADCAST_NOTICE_PARTITION,
  NOTICE_ID,
  NOTICE_LISTS,
  broadcastNoticeKey,
  messageCountsKey,
  noticeCountKey,
  noticeIndexes,
  userNoticeKey,
  userNoticePrefix,
  type Key,
  type NoticeBox,
} from '@oj/shared/db/keys';
import { NoticeItem, type MessageCountsItem } from '@oj/shared/db/items/message';
import type { Db, TableTransactItem } from './db.ts';
import { isConditionFailure, retryConflicts } from './db.ts';
import { memo } from './memo.ts';
import { boxCounters, boxEntries, changeMessages, markReadChange, messageCounts, newestItems, reloadEntry, type BoxEntry } from './message-boxes.ts';

/**
 * System notices (the reference's AdminSysNotice), each stored once.
 *
 * A notice to all users (All) or to the admins (Admin) is one item in a bounded partition, read whole and cached;
 * each user keeps a read marker (the newest such notice read), a clean-up mark and the ids cleaned one by one in
 * their counters item. Unread = the notices the user may read above the marker, counted in memory from the cached
 * list. The reference copies every notice into a row per user by an hourly job instead (and a new user's rows at
 * registration), which costs a write per user and notice and shows a notice up to an hour late: with the notice
 * stored once and read through the marker there is nothing to push, a notice reaches everyone the moment it is
 * stored, and new users see the earlier ones as the reference's copy at registration gives them.
 *
 * A notice to one user (Single) lives in that user's message partition, in a box: `mine` for what an admin sends
 * the user, `sys` for what the system sends (a role change...), and carries its own read state and counters, like
 * a reminder. The back office lists every notice through one index partition, and per type through another.
 */

export type NoticeType = NoticeItem['type'];

/** The notices to all users and to the admins, newest first (cached for seconds in the Lambda). */
export const broadcastNotices = memo(10_000, async (db: Db) => (await db.partition(BROADCAST_NOTICE_PARTITION)).map((i) => NoticeItem.parse(i)).sort((a, b) => b.id - a.id));

/** The notices to all (and to admins, for an admin) this user has not cleaned, newest first. */
const broadcastsFor = (all: readonly NoticeItem[], roleId: Role, counts: MessageCountsItem) =>
  all.filter((n) => (n.type === 'All' || ADMIN_ROLES.includes(roleId)) && n.id > counts.sysClearedUpTo && !counts.sysHidden.includes(n.id));

const unreadBroadcasts = (visible: readonly NoticeItem[], counts: MessageCountsItem) => visible.filter((n) => n.id > counts.sysReadUpTo).length;

/** The unread counts of the message centre's five boxes, from the counters kept on write. */
export async function unreadCounts(db: Db, uid: string, roleId: Role) {
  const [counts, all] = await Promise.all([messageCounts(db, uid, true), broadcastNotices(db)]);
  const n = (v: number) => Math.max(0, v);
  return {
    comment: n(counts.comment),
    reply: n(counts.reply),
    like: n(counts.like),
    sys: n(counts.sys) + unreadBroadcasts(broadcastsFor(all, roleId, counts), counts),
    mine: n(counts.mine),
  };
}

export interface BoxNotice {
  notice: NoticeItem;
  /** Read before this page was read. */
  read: boolean;
}

/**
 * A page of a user's sys or mine box, newest first, and marks what it shows read: the box's own notices one by
 * one (the unread counter lowered by exactly as many), the notices to all by raising the user's marker to the
 * newest one shown. Reading a page therefore also counts older notices to all as read.
 */
export async function readNoticePage(db: Db, uid: string, roleId: Role, box: NoticeBox, page: { currentPage: number; limit: number }) {
  const skip = (page.currentPage - 1) * page.limit;
  const [counts, all, own] = await Promise.all([
    messageCounts(db, uid, true),
    box === 'sys' ? broadcastNotices(db) : Promise.resolve([]),
    newestItems(db, userNoticePrefix(uid, box), skip + page.limit, 'dismissed'),
  ]);
  const broadcasts = broadcastsFor(all, roleId, counts);
  const merged: BoxNotice[] = [
    ...own.map((i) => NoticeItem.parse(i)).map((notice) => ({ notice, read: notice.read })),
    ...broadcasts.map((notice) => ({ notice, read: notice.id <= counts.sysReadUpTo })),
  ].sort((a, b) => b.notice.id - a.notice.id);
  const records = merged.slice(skip, skip + page.limit);
  const total = Math.max(0, counts[boxCounters(box).total]) + broadcasts.length;

  const unreadOwn = records.filter((r) => !r.read && r.notice.type === 'Single').map((r) => ({ key: userNoticeKey(uid, box, r.notice.id), unread: true }));
  const newestBroadcast = Math.max(0, ...records.filter((r) => r.notice.type !== 'Single').map((r) => r.notice.id));
  await Promise.all([changeMessages(db, uid, box, unreadOwn, markReadChange('read')), raiseMark(db, uid, 'sysReadUpTo', newestBroadcast)]);
  return { records, total };
}

/** Raises one of the user's marks over the notices to all; a lower or equal value changes nothing. */
const raiseMark = async (db: Db, uid: string, mark: 'sysReadUpTo' | 'sysClearedUpTo', to: number) => {
  if (to <= 0) return;
  await db.updateIf(messageCountsKey(uid), {
    UpdateExpression: 'SET #m = :to',
    ConditionExpression: 'attribute_not_exists(#m) OR #m < :to',
    ExpressionAttributeNames: { '#m': mark },
    ExpressionAttributeValues: { ':to': to },
  });
};

const dismissChange = (db: Db) => ({
  write: (e: BoxEntry): TableTransactItem => ({
    Update: {
      Key: e.key,
      UpdateExpression: 'SET dismissed = :yes',
      ConditionExpression: 'attribute_exists(pk) AND dismissed = :no AND #r = :seen',
      ExpressionAttributeNames: { '#r': 'read' },
      ExpressionAttributeValues: { ':yes': true, ':no': false, ':seen': !e.unread },
    },
  }),
  moves: (e: BoxEntry) => ({ unread: e.unread ? -1 : 0, total: -1 }),
  reload: (e: BoxEntry) => reloadEntry(db, e.key, 'read', (item) => item.dismissed === true),
});

/**
 * Cleans a user's sys or mine box, one notice (by id) or all. A notice of the box itself is dismissed (it stays
 * in the back office's list); a notice to all is hidden for this user only (by id, or all up to the newest one
 * for a whole box). Answers how many notices left the user's box.
 */
export async function cleanNotices(db: Db, uid: string, roleId: Role, box: NoticeBox, id?: number): Promise<number> {
  if (id !== undefined) {
    const own = await reloadEntry(db, userNoticeKey(uid, box, id), 'read', (item) => item.dismissed === true);
    if (own) return changeMessages(db, uid, box, [own], dismissChange(db));
    if (box === 'mine') return 0;
    const [counts, all] = await Promise.all([messageCounts(db, uid, true), broadcastNotices(db)]);
    if (!broadcastsFor(all, roleId, counts).some((n) => n.id === id)) return 0;
    await db.update(messageCountsKey(uid), { UpdateExpression: 'ADD sysHidden :id', ExpressionAttributeValues: { ':id': new Set([id]) } });
    return 1;
  }
  const dismissed = await changeMessages(db, uid, box, await boxEntries(db, userNoticePrefix(uid, box), 'read', 'dismissed'), dismissChange(db));
  if (box === 'mine') return dismissed;
  const [counts, all] = await Promise.all([messageCounts(db, uid, true), broadcastNotices(db)]);
  const visible = broadcastsFor(all, roleId, counts);
  await raiseMark(db, uid, 'sysClearedUpTo', visible[0]?.id ?? 0);
  return dismissed + visible.length;
}

// ---- the back office's side ----

export interface NoticeDraft {
  title: string;
  content: string;
  type: NoticeType;
  /** The recipient of a Single notice. */
  recipientId?: string | undefined;
  adminId: string | null;
}

/** Where a notice is stored: the broadcast partition, or its recipient's box. */
const noticeHome = (n: Pick<NoticeItem, 'id' | 'type' | 'recipientId' | 'box'>): Key =>
  n.type === 'Single' && n.recipientId && n.box ? userNoticeKey(n.recipientId, n.box, n.id) : broadcastNoticeKey(n.id);

/** One counter attribute moved by a step; the moves of one write are added up per item (a transaction touches an item once). */
interface CounterAdd {
  key: Key;
  attr: string;
  step: number;
}
const typeAdds = (type: NoticeType, step: number): CounterAdd[] => [
  { key: noticeCountKey, attr: 'total', step },
  { key: noticeCountKey, attr: type, step },
];
const boxAdds = (n: NoticeItem, unread: number, total: number): CounterAdd[] => {
  if (n.type !== 'Single' || !n.recipientId || !n.box) return [];
  const { unread: u, total: t } = boxCounters(n.box);
  return [
    { key: messageCountsKey(n.recipientId), attr: u, step: unread },
    { key: messageCountsKey(n.recipientId), attr: t, step: total },
  ];
};
const counterUpdates = (adds: readonly CounterAdd[]): TableTransactItem[] => {
  const byItem = new Map<string, { key: Key; steps: Map<string, number> }>();
  for (const { key, attr, step } of adds) {
    const id = `${key.pk}\u0000${key.sk}`;
    const item = byItem.get(id) ?? { key, steps: new Map<string, number>() };
    byItem.set(id, item);
    item.steps.set(attr, (item.steps.get(attr) ?? 0) + step);
  }
  return [...byItem.values()].map(({ key, steps }) => {
    const attrs = [...steps];
    return {
      Update: {
        Key: key,
        UpdateExpression: `ADD ${attrs.map((_, i) => `#a${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(attrs.map(([a], i) => [`#a${i}`, a])),
        ExpressionAttributeValues: Object.fromEntries(attrs.map(([, v], i) => [`:v${i}`, v])),
      },
    };
  });
};

/** Storing a notice: its item and the counter moves it brings (the back office's totals, a recipient's box). */
const placeNotice = (n: NoticeItem) => ({
  writes: [{ Put: { Item: { ...noticeHome(n), ...noticeIndexes(n.id, n.type), ...n }, ConditionExpression: 'attribute_not_exists(pk)' } }] as TableTransactItem[],
  adds: [...typeAdds(n.type, 1), ...boxAdds(n, 1, 1)],
});

/** Deleting a notice as it was read (the write fails if its recipient read or cleaned it meanwhile) and its counter moves. */
const unplaceNotice = (n: NoticeItem) => ({
  writes: [
    {
      Delete: {
        Key: noticeHome(n),
        ConditionExpression: 'attribute_exists(pk) AND #r = :r AND dismissed = :d',
        ExpressionAttributeNames: { '#r': 'read' },
        ExpressionAttributeValues: { ':r': n.read, ':d': n.dismissed },
      },
    },
  ] as TableTransactItem[],
  adds: [...typeAdds(n.type, -1), ...(n.dismissed ? [] : boxAdds(n, n.read ? 0 : -1, -1))],
});

const transactWith = (db: Db, ...parts: { writes: TableTransactItem[]; adds: CounterAdd[] }[]) =>
  retryConflicts(() => db.transact([...parts.flatMap((p) => p.writes), ...counterUpdates(parts.flatMap((p) => p.adds))]));

/** Writes a notice; a Single one goes to its recipient's `box`: mine, or sys for what the system sends (a role change...). */
export async function createNotice(db: Db, draft: NoticeDraft, now: Date, box: NoticeBox = 'mine'): Promise<NoticeItem> {
  const id = await db.nextId(NOTICE_ID);
  const at = now.toISOString();
  const single = draft.type === 'Single';
  const notice = NoticeItem.parse({ ...draft, id, recipientId: single ? draft.recipientId : null, box: single ? box : null, gmtCreate: at, gmtModified: at });
  await transactWith(db, placeNotice(notice));
  if (!single) broadcastNotices.clear(db);
  return notice;
}

/** A notice by id, read consistently where it is stored (its index entry tells where). */
export async function findNotice(db: Db, id: number): Promise<NoticeItem | undefined> {
  const { index, pk } = NOTICE_LISTS.all;
  const out = await db.queryPage({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk = :sk`,
    ExpressionAttributeValues: { ':pk': pk, ':sk': NOTICE_LISTS.idSortKey(id) },
  });
  const entry = out.Items?.[0];
  if (!entry) return undefined;
  const item = await db.get({ pk: String(entry.pk), sk: String(entry.sk) }, true);
  return item ? NoticeItem.parse(item) : undefined;
}

const WRITE_ATTEMPTS = 5;

/** Runs a read-then-write of a notice again when its recipient changed it in between; undefined when it is gone. */
const withNotice = async <T>(db: Db, id: number, write: (current: NoticeItem) => Promise<T>): Promise<T | undefined> => {
  for (let attempt = 1; ; attempt++) {
    const current = await findNotice(db, id);
    if (!current) return undefined;
    try {
      return await write(current);
    } catch (err) {
      if (!isConditionFailure(err) || attempt >= WRITE_ATTEMPTS) throw err;
    }
  }
};

/**
 * Changes a notice's title, content, type and recipient. It stays where it is when its home does not change
 * (its read state kept); otherwise it moves in one transaction, unread in its new recipient's box.
 */
export function updateNotice(db: Db, id: number, draft: Omit<NoticeDraft, 'adminId'>, now: Date) {
  return withNotice(db, id, async (current) => {
    const single = draft.type === 'Single';
    const sameRecipient = single && current.type === 'Single' && current.recipientId === draft.recipientId;
    const next = NoticeItem.parse({
      ...current,
      title: draft.title,
      content: draft.content,
      type: draft.type,
      recipientId: single ? draft.recipientId : null,
      box: sameRecipient ? current.box : single ? 'mine' : null,
      read: sameRecipient ? current.read : false,
      dismissed: sameRecipient ? current.dismissed : false,
      gmtModified: now.toISOString(),
    });
    const home = noticeHome(next);
    if (home.pk === noticeHome(current).pk && home.sk === noticeHome(current).sk) {
      const edit: TableTransactItem = {
        Update: {
          Key: home,
          UpdateExpression: 'SET title = :title, content = :content, #type = :type, gsi2pk = :list, gmtModified = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':title': next.title, ':content': next.content, ':type': next.type, ':list': noticeIndexes(id, next.type).gsi2pk, ':at': next.gmtModified },
        },
      };
      await transactWith(db, { writes: [edit], adds: current.type === next.type ? [] : [...typeAdds(current.type, -1), ...typeAdds(next.type, 1)] });
    } else {
      await transactWith(db, unplaceNotice(current), placeNotice(next));
    }
    broadcastNotices.clear(db);
    return next;
  });
}

/** Deletes a notice (from its recipient's box too); false when there is none. */
export async function deleteNotice(db: Db, id: number): Promise<boolean> {
  const done = await withNotice(db, id, async (current) => {
    await transactWith(db, unplaceNotice(current));
    return true;
  });
  broadcastNotices.clear(db);
  return done ?? false;
}

/** A page of the back office's notice list, newest first, of one type or all; its total from the counters kept on write. */
export async function noticePage(db: Db, type: NoticeType | undefined, page: { currentPage: number; limit: number }) {
  const skip = (page.currentPage - 1) * page.limit;
  const list = type ? NOTICE_LISTS.type(type) : NOTICE_LISTS.all;
  const [items, counts] = await Promise.all([newestItems(db, list, skip + page.limit), db.get(noticeCountKey)]);
  const total = Math.max(0, Number(counts?.[type ?? 'total'] ?? 0));
  return { records: items.slice(skip).map((i) => NoticeItem.parse(i)), total };
}
