import {
  CONTEST_ANNOUNCEMENT_BY_ID,
  CONTEST_LIST,
  PARTICIPANT_ENTRY_FIELD,
  contestAcCheckPrefix,
  contestAnnouncementIndex,
  contestAnnouncementKey,
  contestAnnouncementPrefix,
  contestIndex,
  contestKey,
  contestParticipantKey,
  contestParticipantPrefix,
  contestPrintKey,
  contestPrintPrefix,
  contestProblemPrefix,
  idCounterKey,
} from '@oj/shared/db/keys';
import { ContestAcCheckItem, ContestAnnouncementItem, ContestItem, ContestParticipantItem, ContestPrintItem, ContestProblemItem, ContestSummaryItem, type BoardEntry } from '@oj/shared/db/items/contest';
import type { UserItem } from '@oj/shared/db/items/user';
import type { BoardSubmission } from '@oj/shared/domain/scoreboard';
import { byDisplayId } from '@oj/shared/domain/display-id';
import { participantProfile } from '@oj/shared/db/result-effects';
import { isConditionFailure, retryConflicts, setFields, type Db } from './db.ts';
import { memo } from './memo.ts';
import { AdminContestItem, contestOfPrint, sortByTime } from '../domain/contests.ts';

export type ContestSummary = ReturnType<typeof ContestSummaryItem.parse>;

/** Every contest's summary, ordered by start time: a bounded collection, read whole and cached briefly. */
export const allContests = memo(10_000, async (db: Db): Promise<ContestSummary[]> => {
  return (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => ContestSummaryItem.parse(i));
});

/** One contest with every setting, or undefined. */
export async function getContest(db: Db, cid: number): Promise<ContestItem | undefined> {
  const item = await db.get(contestKey(cid));
  return item ? ContestItem.parse(item) : undefined;
}

/** The caller's participant item in a contest (registration and board profile), or undefined. */
export async function getParticipant(db: Db, cid: number, uid: string) {
  const item = await db.get(contestParticipantKey(cid, uid));
  return item ? ContestParticipantItem.parse(item) : undefined;
}

/**
 * A contest's problems with their display ids and titles, in display order (A, B, ..., A1 before A10); consistent
 * when an admin is about to check and change them.
 */
export async function contestProblems(db: Db, cid: number, consistent = false) {
  const { pk, prefix } = contestProblemPrefix(cid);
  return (await db.partition(pk, prefix, consistent)).map((i) => ContestProblemItem.parse(i)).sort(byDisplayId);
}

/** Contests anyone may find: visible and outside groups. */
export async function publicContests(db: Db) {
  return (await allContests(db)).filter((c) => c.visible && c.gid === null);
}

const RECENT_CONTEST_DAYS = 14;

/** Public contests that have not ended and start within two weeks (the home page's list, the admin dashboard's count). */
export async function recentContests(db: Db, now: Date) {
  const horizon = now.getTime() + RECENT_CONTEST_DAYS * 86_400_000;
  return (await publicContests(db)).filter((c) => Date.parse(c.endTime) > now.getTime() && Date.parse(c.startTime) <= horizon);
}

/** One counted submission on a participant's row, as the result transaction wrote it (`e<submitId>`). */
export interface ParticipantEntry extends BoardSubmission {
  submitId: number;
}

const numberOrNull = (v: unknown) => v === null || typeof v === 'number';

/**
 * An entry's stored value, checked by hand: a rebuild reads hundreds of thousands, and a schema parse of each
 * would cost more than the board itself.
 */
const entryValue = (value: unknown, field: string): BoardEntry => {
  const e = value as Partial<BoardEntry> | null;
  if (!e || typeof e.d !== 'string' || typeof e.st !== 'number' || !numberOrNull(e.sc) || !numberOrNull(e.t) || typeof e.at !== 'number') {
    throw new Error(`Malformed scoreboard entry ${field}: ${JSON.stringify(value)}`);
  }
  return e as BoardEntry;
};

/** The counted submissions on one participant item, in the order stored (sort them with sortByTime). */
const entriesOf = (item: Record<string, unknown>, out: ParticipantEntry[] = []): ParticipantEntry[] => {
  const uid = String(item.uid);
  const username = String(item.username);
  for (const field in item) {
    if (!PARTICIPANT_ENTRY_FIELD.test(field)) continue;
    const e = entryValue(item[field], field);
    out.push({ submitId: Number(field.slice(1)), uid, username, displayId: e.d, status: e.st, score: e.sc, time: e.t, at: e.at });
  }
  return out;
};

/** One user's counted submissions in a contest, oldest first. */
export async function participantEntries(db: Db, cid: number, uid: string) {
  return sortByTime(entriesOf((await db.get(contestParticipantKey(cid, uid))) ?? {}));
}

const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * A participant item's profile, read by hand like its entries: a board rebuild reads ten thousand, and only
 * registration and the result transaction write them (ContestParticipantItem is their schema).
 */
const participantOf = (item: Record<string, unknown>): ContestParticipantItem => ({
  cid: Number(item.cid),
  uid: String(item.uid),
  username: String(item.username),
  roleId: typeof item.roleId === 'number' ? item.roleId : null,
  nickname: textOrNull(item.nickname),
  realname: textOrNull(item.realname),
  school: textOrNull(item.school),
  avatar: textOrNull(item.avatar),
  gender: typeof item.gender === 'string' ? item.gender : 'secrecy',
  registered: item.registered === true,
  gmtCreate: textOrNull(item.gmtCreate),
});

/**
 * Participants and all their counted submissions, one participant's after another's as stored (the board builder
 * counts them participant by participant; readContestRows puts them in time order).
 */
export function participantRowsAsStored(items: readonly Record<string, unknown>[]): ContestRows {
  const participants = new Map<string, ContestParticipantItem>();
  const entries: ParticipantEntry[] = [];
  for (const item of items) {
    const p = participantOf(item);
    participants.set(p.uid, p);
    entriesOf(item, entries);
  }
  return { participants, entries };
}

/** Participants and all their counted submissions as stored (participantRowsAsStored): one Query bounded by participants. */
export async function contestRowsAsStored(db: Db, cid: number): Promise<ContestRows> {
  const { pk, prefix } = contestParticipantPrefix(cid);
  return participantRowsAsStored(await db.partition(pk, prefix));
}

/** Participants and all their counted submissions, oldest first. */
export async function readContestRows(db: Db, cid: number): Promise<ContestRows> {
  const rows = await contestRowsAsStored(db, cid);
  return { participants: rows.participants, entries: sortByTime(rows.entries) };
}

export interface ContestRows {
  participants: Map<string, ContestParticipantItem>;
  entries: ParticipantEntry[];
}

const ROWS_TTL_MS = 5_000;
const rowsCache = new WeakMap<Db, Map<number, { at: number; value: Promise<ContestRows> }>>();

/**
 * Every participant of a contest with their counted submissions, cached a few seconds per contest (the contest
 * admins' helpers poll it; boards read fresh rows through readContestRows).
 */
export function contestRows(db: Db, cid: number): Promise<ContestRows> {
  let perDb = rowsCache.get(db);
  if (!perDb) rowsCache.set(db, (perDb = new Map()));
  const hit = perDb.get(cid);
  if (hit && Date.now() - hit.at < ROWS_TTL_MS) return hit.value;
  const value = readContestRows(db, cid);
  perDb.set(cid, { at: Date.now(), value });
  value.catch(() => perDb.delete(cid));
  return value;
}

/** Drops the cached rows of a contest (tests that read them right after writing). */
export function forgetContestRows(db: Db, cid: number) {
  return rowsCache.get(db)?.delete(cid);
}

/**
 * Registers a user for a contest: the participant item (registration and the board's profile fields) is written on
 * the condition that the user was not registered yet, so a double click, a retry or a registration racing the
 * user's first submission counts once; only the call that registered moves the contest's participant count. The
 * count is a plain atomic ADD, not a transaction with the participant: a burst of first submissions made such
 * transactions on the one contest item cancel each other. Should the count not be written, the registration is
 * taken back and the error thrown, so the next try counts the user. A participant item the judge made for an
 * unregistered submitter (a contest admin) is completed in place: its counted submissions stay. Answers whether
 * this call registered.
 */
export async function registerParticipant(db: Db, cid: number, user: UserItem, now: Date): Promise<boolean> {
  const key = contestParticipantKey(cid, user.uid);
  const profile = { ...participantProfile(cid, user), registered: true };
  const registered = await db.updateIf(key, {
    ...setFields(profile, { also: ['gmtCreate = if_not_exists(gmtCreate, :now)'], values: { ':now': now.toISOString(), ':yes': true } }),
    ConditionExpression: 'attribute_not_exists(pk) OR registered <> :yes',
  });
  if (!registered) return false;
  try {
    await retryConflicts(() => db.update(contestKey(cid), { UpdateExpression: 'ADD participantCount :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } }));
  } catch (err) {
    // a contest deleted meanwhile has no count to keep
    if (isConditionFailure(err)) return true;
    await db.updateIf(key, { UpdateExpression: 'SET registered = :no', ConditionExpression: 'registered = :yes', ExpressionAttributeValues: { ':no': false, ':yes': true } });
    throw err;
  }
  return true;
}

/** A contest's announcements that are shown (status 0), newest first. */
export async function contestAnnouncements(db: Db, cid: number) {
  const { pk, prefix } = contestAnnouncementPrefix(cid);
  return (await db.partition(pk, prefix))
    .map((i) => ContestAnnouncementItem.parse(i))
    .filter((a) => a.status === 0)
    .sort((a, b) => b.gmtCreate.localeCompare(a.gmtCreate) || b.id - a.id);
}

export function printSequence(cid: number) {
  return `contest-print#${cid}`;
}
export async function contestPrints(db: Db, cid: number) {
  const { pk, prefix } = contestPrintPrefix(cid);
  return (await db.partition(pk, prefix)).map((i) => ContestPrintItem.parse(i));
}

export async function getPrint(db: Db, id: number) {
  const item = await db.get(contestPrintKey(contestOfPrint(id), id));
  return item ? ContestPrintItem.parse(item) : undefined;
}

/** The accepted submissions the balloon helper has checked. */
export async function checkedAcSubmissions(db: Db, cid: number) {
  const { pk, prefix } = contestAcCheckPrefix(cid);
  return new Set((await db.partition(pk, prefix)).map((i) => ContestAcCheckItem.parse(i).submitId));
}

/** One contest with every setting the back office edits, or undefined. */
export async function readContest(db: Db, cid: number, consistent = false): Promise<AdminContestItem | undefined> {
  const item = await db.get(contestKey(cid), consistent);
  return item ? AdminContestItem.parse(item) : undefined;
}

/** Every contest with its settings, from the contest list index (the back office reads it fresh). */
export async function readAllContests(db: Db): Promise<AdminContestItem[]> {
  return (await db.indexPartition(CONTEST_LIST.index, CONTEST_LIST.pk)).map((i) => AdminContestItem.parse(i));
}

export function nextContestId(db: Db) {
  return db.nextId(idCounterKey('contest'));
}

/** Writes a new contest, listed by its start time; fails when the id is taken. */
export async function insertContest(db: Db, contest: AdminContestItem) {
  await db.put({ ...contestKey(contest.cid), ...contestIndex(contest.startTime, contest.cid), ...contest }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/**
 * Sets the given settings of a contest and leaves the rest (its participant count) alone; the list index moves with
 * the start time. Answers the contest as saved, or undefined when it does not exist.
 */
export async function updateContestSettings(db: Db, cid: number, fields: Partial<AdminContestItem> & Pick<AdminContestItem, 'startTime'>): Promise<AdminContestItem | undefined> {
  try {
    const updated = await db.update(contestKey(cid), { ...setFields({ ...fields, ...contestIndex(fields.startTime, cid) }), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_NEW' });
    return AdminContestItem.parse(updated);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

const WITHDRAW_PARALLEL = 16;

/**
 * Marks every registration of the contest withdrawn and takes them off its participant count, a few at a time
 * (a large contest's registrations would outlast the request one by one); the count follows each batch. Answers
 * the contest as it stands after the last batch.
 */
export async function withdrawContestRegistrations(db: Db, contest: AdminContestItem): Promise<AdminContestItem> {
  const { pk, prefix } = contestParticipantPrefix(contest.cid);
  const registered = (await db.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    FilterExpression: 'registered = :yes',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': pk, ':p': prefix, ':yes': true },
    ConsistentRead: true,
  })) as { pk: string; sk: string }[];
  const withdraw = (key: { pk: string; sk: string }) =>
    db.updateIf(key, { UpdateExpression: 'SET registered = :no', ConditionExpression: 'registered = :yes', ExpressionAttributeValues: { ':no': false, ':yes': true } });
  let latest = contest;
  for (let i = 0; i < registered.length; i += WITHDRAW_PARALLEL) {
    const withdrawn = (await Promise.all(registered.slice(i, i + WITHDRAW_PARALLEL).map(withdraw))).filter(Boolean).length;
    if (!withdrawn) continue;
    const out = await db.update(contestKey(contest.cid), {
      UpdateExpression: 'ADD participantCount :minus',
      ExpressionAttributeValues: { ':minus': -withdrawn },
      ReturnValues: 'ALL_NEW',
    });
    latest = AdminContestItem.parse(out);
  }
  return latest;
}

/** Shows or hides a contest; false when it does not exist. */
export function setContestVisible(db: Db, cid: number, visible: boolean, now: Date): Promise<boolean> {
  return db.updateIf(contestKey(cid), {
    UpdateExpression: 'SET visible = :v, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':v': visible, ':now': now.toISOString() },
  });
}

/**
 * Deletes a contest and everything in its partition (its problems, participants, announcements, prints, balloon
 * marks, board state). The contest item goes first, so nothing reaches a half-deleted contest.
 */
export async function deleteContestItems(db: Db, cid: number) {
  const key = contestKey(cid);
  await db.delete(key);
  allContests.clear(db);
  await db.deletePartition(key.pk);
}

/** Every announcement of a contest, hidden ones too, newest (highest id) first. */
export async function allContestAnnouncements(db: Db, cid: number) {
  const { pk, prefix } = contestAnnouncementPrefix(cid);
  return (await db.partition(pk, prefix)).map((i) => ContestAnnouncementItem.parse(i)).sort((a, b) => b.id - a.id);
}

export async function getContestAnnouncement(db: Db, cid: number, id: number) {
  const item = await db.get(contestAnnouncementKey(cid, id), true);
  return item ? ContestAnnouncementItem.parse(item) : undefined;
}

/** The contest an announcement belongs to, found by the announcement's id alone. */
export async function cidOfContestAnnouncement(db: Db, id: number): Promise<number | undefined> {
  const { index, pk } = CONTEST_ANNOUNCEMENT_BY_ID(id);
  const [found] = await db.indexPartition(index, pk);
  return found ? ContestAnnouncementItem.parse(found).cid : undefined;
}

export function nextContestAnnouncementId(db: Db) {
  return db.nextId(idCounterKey('contest-announcement'));
}

export async function saveContestAnnouncement(db: Db, item: ReturnType<typeof ContestAnnouncementItem.parse>) {
  await db.put({ ...contestAnnouncementKey(item.cid, item.id), ...contestAnnouncementIndex(item.id), ...item });
}

export async function deleteContestAnnouncement(db: Db, cid: number, id: number) {
  await db.delete(contestAnnouncementKey(cid, id));
}
