import { ADMIN_ROLES, type Role } from '@oj/shared';
import { userKey, type Key, type NoticeBox, type ReminderBox } from '@oj/shared/db/keys';
import { AnnouncementItem } from '@oj/shared/db/items/home';
import { MessageCountsItem, NoticeItem, ReminderItem } from '@oj/shared/db/items/message';
import { UserItem } from '@oj/shared/db/items/user';
import type { Item } from '../../src/data/db.ts';
import type { Repositories } from '../../src/data/repositories.ts';
import { REMINDER_BOX, SOURCE_CONTENT_LIMIT } from '../../src/data/reminders.ts';

type Announcement = ReturnType<typeof AnnouncementItem.parse>;
type Repo<K extends keyof Repositories, Ops extends keyof Repositories[K]> = Pick<Repositories[K], Ops>;

/**
 * The message centre's repositories in memory (users, their messages and counters, notices, site announcements),
 * kept by the same rules as data/reminders.ts and data/notices.ts: counters move with every write, a notice to all
 * is one item read through each user's markers, a Single notice lives in its recipient's box.
 */
export function fakeMessageCentre() {
  const items = new Map<string, Item>();
  const itemKey = (k: Key) => `${k.pk}\u0000${k.sk}`;
  const users = new Map<string, UserItem>();
  const counters = new Map<string, MessageCountsItem>();
  const reminders: (ReminderItem & { box: ReminderBox })[] = [];
  const notices = new Map<number, NoticeItem>();
  const announcements = new Map<number, Announcement>();
  const lastIds = { reminder: 0, notice: 0, announcement: 0 };
  const nextId = (kind: keyof typeof lastIds) => ++lastIds[kind];
  const copy = <T>(value: T): T => structuredClone(value);

  const countsOf = (uid: string) => {
    let c = counters.get(uid);
    if (!c) counters.set(uid, (c = MessageCountsItem.parse({})));
    return c;
  };
  const move = (uid: string, box: ReminderBox | NoticeBox, unread: number, total: number) => {
    const c = countsOf(uid);
    c[box] += unread;
    c[`${box}Total`] += total;
  };
  const page = <T>(rows: readonly T[], p: { currentPage: number; limit: number }) => rows.slice((p.currentPage - 1) * p.limit, p.currentPage * p.limit);
  const newestFirst = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => b.id - a.id);

  const broadcastsFor = (roleId: Role, c: MessageCountsItem) =>
    newestFirst([...notices.values()].filter((n) => n.type !== 'Single')).filter((n) => (n.type === 'All' || ADMIN_ROLES.includes(roleId)) && n.id > c.sysClearedUpTo && !c.sysHidden.includes(n.id));
  const ownNotices = (uid: string, box: NoticeBox) => newestFirst([...notices.values()].filter((n) => n.type === 'Single' && n.recipientId === uid && n.box === box && !n.dismissed));
  const dismiss = (uid: string, n: NoticeItem) => {
    n.dismissed = true;
    move(uid, n.box!, n.read ? 0 : -1, -1);
  };
  const place = (n: NoticeItem) => {
    notices.set(n.id, n);
    if (n.type === 'Single' && n.recipientId && n.box) move(n.recipientId, n.box, 1, 1);
  };
  const unplace = (n: NoticeItem) => {
    notices.delete(n.id);
    if (n.type === 'Single' && n.recipientId && n.box && !n.dismissed) move(n.recipientId, n.box, n.read ? 0 : -1, -1);
  };

  const usersRepo: Repo<'users', 'getUser' | 'uidByUsername'> = {
    getUser: async (uid) => copy(users.get(uid)),
    uidByUsername: async (username) => [...users.values()].find((u) => u.username.toLowerCase() === username.toLowerCase())?.uid,
  };

  const userProfiles: Repo<'userProfiles', 'userFieldsOf'> = {
    userFieldsOf: async (uids, fields) => uids.flatMap((uid) => (users.has(uid) ? [Object.fromEntries(fields.map((f) => [f, (users.get(uid) as Item)[f]]))] : [])),
  };

  const messageBoxes: Repo<'messageBoxes', 'messageCounts'> = {
    messageCounts: async (uid) => copy(countsOf(uid)),
  };

  const remindersRepo: Repo<'reminders', 'remind' | 'reminderPage' | 'markRemindersRead' | 'cleanReminders' | 'readByName'> = {
    remind: async (r, now) => {
      if (r.senderId === r.recipientId) return;
      const box = REMINDER_BOX[r.action];
      const text = r.sourceContent.length > SOURCE_CONTENT_LIMIT ? `${r.sourceContent.slice(0, SOURCE_CONTENT_LIMIT)}...` : r.sourceContent;
      reminders.push({ ...ReminderItem.parse({ ...r, id: nextId('reminder'), sourceContent: text, state: false, gmtCreate: now.toISOString() }), box });
      move(r.recipientId, box, 1, 1);
    },
    reminderPage: async (uid, box, p) => {
      const rows = newestFirst(reminders.filter((r) => r.recipientId === uid && r.box === box));
      return { records: page(rows, p).map(({ box: _, ...r }) => copy(r)), total: Math.max(0, countsOf(uid)[`${box}Total`]) };
    },
    markRemindersRead: async (uid, box, read) => {
      const stored = read.flatMap((r) => reminders.filter((s) => s.id === r.id && s.recipientId === uid && s.box === box && !s.state));
      for (const s of stored) s.state = true;
      move(uid, box, -stored.length, 0);
      return stored.length;
    },
    cleanReminders: async (uid, box, id) => {
      const gone = reminders.filter((r) => r.recipientId === uid && r.box === box && (id === undefined || r.id === id));
      for (const r of gone) reminders.splice(reminders.indexOf(r), 1);
      move(uid, box, -gone.filter((r) => !r.state).length, -gone.length);
      return gone.length;
    },
    readByName: async (wanted) => new Map([...wanted].flatMap(([name, key]) => (items.has(itemKey(key)) ? [[name, copy(items.get(itemKey(key))!)]] : []))),
  };

  const noticesRepo: Repo<'notices', 'unreadCounts' | 'readNoticePage' | 'cleanNotices' | 'noticePage' | 'createNotice' | 'updateNotice' | 'deleteNotice'> = {
    unreadCounts: async (uid, roleId) => {
      const c = countsOf(uid);
      const n = (v: number) => Math.max(0, v);
      const unreadBroadcasts = broadcastsFor(roleId, c).filter((b) => b.id > c.sysReadUpTo).length;
      return { comment: n(c.comment), reply: n(c.reply), like: n(c.like), sys: n(c.sys) + unreadBroadcasts, mine: n(c.mine) };
    },
    readNoticePage: async (uid, roleId, box, p) => {
      const c = countsOf(uid);
      const broadcasts = box === 'sys' ? broadcastsFor(roleId, c) : [];
      const merged = [...ownNotices(uid, box).map((notice) => ({ notice, read: notice.read })), ...broadcasts.map((notice) => ({ notice, read: notice.id <= c.sysReadUpTo }))].sort(
        (a, b) => b.notice.id - a.notice.id,
      );
      const records = page(merged, p).map((r) => copy(r));
      const total = Math.max(0, c[`${box}Total`]) + broadcasts.length;
      for (const r of records.filter((r) => !r.read && r.notice.type === 'Single')) {
        notices.get(r.notice.id)!.read = true;
        move(uid, box, -1, 0);
      }
      c.sysReadUpTo = Math.max(c.sysReadUpTo, ...records.filter((r) => r.notice.type !== 'Single').map((r) => r.notice.id));
      return { records, total };
    },
    cleanNotices: async (uid, roleId, box, id) => {
      const c = countsOf(uid);
      if (id !== undefined) {
        const own = ownNotices(uid, box).find((n) => n.id === id);
        if (own) return (dismiss(uid, own), 1);
        if (box === 'mine' || !broadcastsFor(roleId, c).some((n) => n.id === id)) return 0;
        c.sysHidden.push(id);
        return 1;
      }
      const own = ownNotices(uid, box);
      for (const n of own) dismiss(uid, n);
      if (box === 'mine') return own.length;
      const visible = broadcastsFor(roleId, c);
      c.sysClearedUpTo = Math.max(c.sysClearedUpTo, visible[0]?.id ?? 0);
      return own.length + visible.length;
    },
    noticePage: async (type, p) => {
      const rows = newestFirst([...notices.values()].filter((n) => !type || n.type === type));
      return { records: page(rows, p).map(copy), total: rows.length };
    },
    createNotice: async (draft, now, box = 'mine') => {
      const at = now.toISOString();
      const single = draft.type === 'Single';
      const notice = NoticeItem.parse({ ...draft, id: nextId('notice'), recipientId: single ? draft.recipientId : null, box: single ? box : null, gmtCreate: at, gmtModified: at });
      place(notice);
      return copy(notice);
    },
    updateNotice: async (id, draft, now) => {
      const current = notices.get(id);
      if (!current) return undefined;
      const single = draft.type === 'Single';
      const sameRecipient = single && current.type === 'Single' && current.recipientId === draft.recipientId;
      const next = NoticeItem.parse({
        ...current,
        ...draft,
        recipientId: single ? draft.recipientId : null,
        box: sameRecipient ? current.box : single ? 'mine' : null,
        read: sameRecipient ? current.read : false,
        dismissed: sameRecipient ? current.dismissed : false,
        gmtModified: now.toISOString(),
      });
      if (sameRecipient || (!single && current.type !== 'Single')) notices.set(id, next);
      else {
        unplace(current);
        place(next);
      }
      return copy(next);
    },
    deleteNotice: async (id) => {
      const current = notices.get(id);
      if (current) unplace(current);
      return current !== undefined;
    },
  };

  const announcementsRepo: Repo<'announcements', 'siteAnnouncements' | 'createSiteAnnouncement' | 'editSiteAnnouncement' | 'removeSiteAnnouncement'> = {
    siteAnnouncements: async () => newestFirst([...announcements.values()]).map(copy),
    createSiteAnnouncement: async (text, author, now) => {
      const at = now.toISOString();
      const id = nextId('announcement');
      announcements.set(id, AnnouncementItem.parse({ id, title: text.title, content: text.content, status: text.status, uid: author.uid, username: author.username, gmtCreate: at, gmtModified: at }));
    },
    editSiteAnnouncement: async (id, text, now) => {
      const a = announcements.get(id);
      if (!a) return false;
      announcements.set(id, { ...a, title: text.title, content: text.content, status: text.status, gmtModified: now.toISOString() });
      return true;
    },
    removeSiteAnnouncement: async (id) => announcements.delete(id),
  };

  return {
    repos: { users: usersRepo, userProfiles, messageBoxes, reminders: remindersRepo, notices: noticesRepo, announcements: announcementsRepo },
    /** Adds an account, enabled, on token version 0; answers its uid. */
    addUser(username: string, roleId: Role, now: Date) {
      const uid = `u-${username}`;
      const user = UserItem.parse({ uid, username, email: `${username}@example.com`, passwordHash: 'not-used', roleId, gmtCreate: now.toISOString(), gmtModified: now.toISOString() });
      users.set(uid, user);
      items.set(itemKey(userKey(uid)), user);
      return uid;
    },
    /** Stores an item a reminder may refer to (a discussion, a comment, a contest). */
    putItem(item: Key & Item) {
      items.set(itemKey(item), copy(item));
    },
    /** The notices stored in a user's own boxes (Single ones), as the user's partition would hold them. */
    noticesKeptFor: (uid: string) => [...notices.values()].filter((n) => n.recipientId === uid),
  };
}
