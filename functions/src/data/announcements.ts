/**
 * Announcements: the site's (the home page's panel, written in the back office) and each group's (in the group's
 * partition, found by id through an index). Both are changed and removed the same way.
 */
import {
  ANNOUNCEMENT_PARTITION,
  GROUP_ANNOUNCEMENT_BY_ID,
  GROUP_ANNOUNCEMENT_ID,
  announcementKey,
  groupAnnouncementIdIndex,
  groupAnnouncementKey,
  groupAnnouncementPrefix,
  idCounterKey,
  type Key,
} from '@oj/shared/db/keys';
import { AnnouncementItem } from '@oj/shared/db/items/home';
import { GroupAnnouncementItem } from '@oj/shared/db/items/group';
import type { Db } from './db.ts';

/** What an author writes: the text and whether it is shown (status 0) or hidden (1). */
export interface AnnouncementText {
  title: string;
  content: string;
  status: number;
}

export interface Author {
  uid: string;
  username: string;
}

const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;

/** Changes an existing announcement's text and status: false when there is none. */
const editAnnouncement = (db: Db, key: Key, text: AnnouncementText, now: Date) =>
  db.updateIf(key, {
    UpdateExpression: 'SET title = :title, content = :content, #status = :status, gmtModified = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':title': text.title, ':content': text.content, ':status': text.status, ':at': now.toISOString() },
  });

/** Removes an announcement: false when there was none. */
const removeAnnouncement = async (db: Db, key: Key) => (await db.delete(key, { ReturnValues: 'ALL_OLD' })) !== undefined;

/** Every site announcement (shown and hidden), newest first. */
export async function siteAnnouncements(db: Db) {
  return (await db.partition(ANNOUNCEMENT_PARTITION)).map((i) => AnnouncementItem.parse(i)).sort(newestFirst);
}

export async function createSiteAnnouncement(db: Db, text: AnnouncementText, author: Author, now: Date) {
  const id = await db.nextId(idCounterKey('announcement'));
  const at = now.toISOString();
  const item = AnnouncementItem.parse({ id, title: text.title, content: text.content, status: text.status, uid: author.uid, username: author.username, gmtCreate: at, gmtModified: at });
  await db.put({ ...announcementKey(id), ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

export function editSiteAnnouncement(db: Db, id: number, text: AnnouncementText, now: Date) {
  return editAnnouncement(db, announcementKey(id), text, now);
}

export function removeSiteAnnouncement(db: Db, id: number) {
  return removeAnnouncement(db, announcementKey(id));
}

/** Every announcement of a group (shown and hidden), newest first. */
export async function groupAnnouncements(db: Db, gid: number) {
  const { pk, prefix } = groupAnnouncementPrefix(gid);
  return (await db.partition(pk, prefix)).map((i) => GroupAnnouncementItem.parse(i)).sort(newestFirst);
}

/** A group announcement by its id alone, whichever group it is in (read strongly once found). */
export async function findGroupAnnouncement(db: Db, id: number): Promise<GroupAnnouncementItem | undefined> {
  const { index, pk } = GROUP_ANNOUNCEMENT_BY_ID(id);
  const [listed] = await db.indexPartition(index, pk);
  if (!listed) return undefined;
  const stored = await db.get(groupAnnouncementKey(Number(listed.gid), id), true);
  return stored ? GroupAnnouncementItem.parse(stored) : undefined;
}

export async function createGroupAnnouncement(db: Db, gid: number, text: AnnouncementText, author: Author, now: Date) {
  const id = await db.nextId(GROUP_ANNOUNCEMENT_ID);
  const at = now.toISOString();
  const item = GroupAnnouncementItem.parse({ id, gid, title: text.title, content: text.content, status: text.status, uid: author.uid, username: author.username, gmtCreate: at, gmtModified: at });
  await db.put({ ...groupAnnouncementKey(gid, id), ...groupAnnouncementIdIndex(id), ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

export function editGroupAnnouncement(db: Db, a: Pick<GroupAnnouncementItem, 'gid' | 'id'>, text: AnnouncementText, now: Date) {
  return editAnnouncement(db, groupAnnouncementKey(a.gid, a.id), text, now);
}

export function removeGroupAnnouncement(db: Db, a: Pick<GroupAnnouncementItem, 'gid' | 'id'>) {
  return removeAnnouncement(db, groupAnnouncementKey(a.gid, a.id));
}
