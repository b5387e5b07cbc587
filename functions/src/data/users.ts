import { USER_DIRECTORY_PARTITIONS, emailKey, userCountKey, userDirectoryKey, userKey, userSessionPrefix, usernameKey } from '@oj/shared/db/keys';
import { UserDirectoryEntry, UserItem } from '@oj/shared/db/items/user';
import { isConditionFailure, setFields, type Db, type TableTransactItem } from './db.ts';
import { memo } from './memo.ts';
import { DuplicateUserError } from '../domain/users.ts';

/**
 * Accounts: the profile (USER#uid), a guard item per username and per email (what makes both unique), and an
 * entry in the user directory (what the back office lists and searches without a Scan). Every writer here keeps
 * the four in step; nothing else writes them.
 */

export type NewUser = Pick<UserItem, 'uid' | 'username' | 'passwordHash' | 'roleId'> & Partial<UserItem>;

const parse = (item: Record<string, unknown> | undefined) => (item ? UserItem.parse(item) : undefined);

export async function getUser(db: Db, uid: string, consistent = false) {
  return parse(await db.get(userKey(uid), consistent));
}

export async function uidByUsername(db: Db, username: string) {
  return (await db.get(usernameKey(username)))?.uid as string | undefined;
}
export async function uidByEmail(db: Db, email: string) {
  return (await db.get(emailKey(email)))?.uid as string | undefined;
}

export async function getUserByUsername(db: Db, username: string) {
  const uid = await uidByUsername(db, username);
  return uid ? getUser(db, uid) : undefined;
}

export async function getUserByEmail(db: Db, email: string) {
  const uid = await uidByEmail(db, email);
  return uid ? getUser(db, uid) : undefined;
}

const directoryItem = (u: UserItem) => ({ ...userDirectoryKey(u.uid), ...UserDirectoryEntry.parse(u) });
const directoryPut = (u: UserItem): TableTransactItem => ({ Put: { Item: directoryItem(u) } });
const takeGuard = (key: ReturnType<typeof usernameKey>, uid: string): TableTransactItem => ({
  Put: { Item: { ...key, uid }, ConditionExpression: 'attribute_not_exists(pk)' },
});
/** Frees a guard only while it is still this user's. */
const releaseGuard = (key: ReturnType<typeof usernameKey>, uid: string): TableTransactItem => ({
  Delete: { Key: key, ConditionExpression: 'uid = :uid', ExpressionAttributeValues: { ':uid': uid } },
});
const sameKey = (a: { pk: string }, b: { pk: string }) => a.pk === b.pk;

/** Which of the wanted names is someone else's (a transaction's condition failed): names the field, or rethrows. */
const duplicateOr = async (db: Db, err: unknown, uid: string, wanted: { username: string; email: string | null }): Promise<never> => {
  if (isConditionFailure(err)) {
    const owner = await uidByUsername(db, wanted.username);
    if (owner && owner !== uid) throw new DuplicateUserError('username');
    const emailOwner = wanted.email ? await uidByEmail(db, wanted.email) : undefined;
    if (emailOwner && emailOwner !== uid) throw new DuplicateUserError('email');
  }
  throw err;
};

const moveUserCount = (db: Db, step: number) => db.update(userCountKey, { UpdateExpression: 'ADD #n :step', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':step': step } });

/**
 * The one writer of new accounts (registration, the seed, the back office's bulk import): the profile, its
 * username and email guards and its directory entry in one transaction, so two accounts can never take the same
 * name or address. An account without an email (bulk import) has no email guard. Throws DuplicateUserError
 * naming the field that was taken.
 */
export async function createUser(db: Db, user: NewUser, now: Date): Promise<UserItem> {
  const at = now.toISOString();
  const item = UserItem.parse({ ...user, gmtCreate: at, gmtModified: at });
  try {
    await db.transact([
      { Put: { Item: { ...userKey(item.uid), type: 'user', ...item }, ConditionExpression: 'attribute_not_exists(pk)' } },
      takeGuard(usernameKey(item.username), item.uid),
      ...(item.email ? [takeGuard(emailKey(item.email), item.uid)] : []),
      directoryPut(item),
    ]);
  } catch (err) {
    return duplicateOr(db, err, item.uid, item);
  }
  // Outside the transaction: registrations at the same moment would otherwise conflict on this one item.
  await moveUserCount(db, 1);
  userDirectory.clear(db);
  return item;
}

/** The number of accounts (0 before the first). */
/** A user's newest login records (one per sign-in), newest first. */
export async function newestLoginSessions(db: Db, uid: string, limit: number) {
  const { pk, prefix } = userSessionPrefix(uid);
  const { Items = [] } = await db.queryPage({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
    ScanIndexForward: false,
    Limit: limit,
  });
  return Items;
}

/** The users of these ids that exist, in no particular order. */
export async function usersByUid(db: Db, uids: readonly string[]): Promise<UserItem[]> {
  return (await db.batchGet(uids.map((uid) => userKey(uid)))).map((i) => UserItem.parse(i));
}

export async function userCount(db: Db): Promise<number> {
  return Number((await db.get(userCountKey))?.count ?? 0);
}

/** Profile fields a plain update may set; the username and email move their guards (editAccount, changeEmail). */
export type ProfileFields = Partial<Omit<UserItem, 'uid' | 'username' | 'email' | 'gmtCreate' | 'gmtModified' | 'tokenVersion'>>;

const DIRECTORY_FIELDS = ['realname', 'nickname', 'roleId'] as const satisfies readonly (keyof ProfileFields)[];

/** Sets profile fields; `undefined` leaves a field alone, `null` clears it. */
export async function updateUser(db: Db, uid: string, fields: ProfileFields, now: Date): Promise<UserItem> {
  const out = await db.update(userKey(uid), {
    ...setFields({ ...fields, gmtModified: now.toISOString() }),
    ConditionExpression: 'attribute_exists(pk)',
    ReturnValues: 'ALL_NEW',
  });
  const user = UserItem.parse(out);
  if (DIRECTORY_FIELDS.some((f) => fields[f] !== undefined)) {
    // From the state this update produced; a second edit of the same account in the same instant could leave
    // the entry one edit behind until the next, which the back office's list would show and nothing else reads.
    await db.put(directoryItem(user));
    userDirectory.clear(db);
  }
  return user;
}

/** Ends every session of the user: tokens carry the version they were issued under. */
export async function bumpTokenVersion(db: Db, uid: string): Promise<number> {
  const out = await db.update(userKey(uid), {
    UpdateExpression: 'ADD tokenVersion :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(out?.tokenVersion);
}

/** Moves the email guard, the profile's address and the directory entry together. */
export async function changeEmail(db: Db, user: UserItem, newEmail: string, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await db.transact([
      takeGuard(emailKey(newEmail), user.uid),
      ...(user.email ? [releaseGuard(emailKey(user.email), user.uid)] : []),
      {
        Update: {
          Key: userKey(user.uid),
          UpdateExpression: 'SET email = :e, gmtModified = :m',
          ExpressionAttributeValues: { ':e': newEmail, ':m': at },
        },
      },
      directoryPut({ ...user, email: newEmail }),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new DuplicateUserError('email');
    throw err;
  }
  userDirectory.clear(db);
}

/** What the back office sets on an account (edit-user); a new password hash also ends the user's sessions. */
export interface AccountChanges {
  username: string;
  email: string | null;
  realname: string | null;
  roleId: number;
  status: number;
  titleName: string | null;
  titleColor: string | null;
  passwordHash?: string | undefined;
}

/**
 * Applies an admin's edit in one transaction: the profile, the username and email guards moved when either
 * changes (the new one taken only if free, the old one freed only while it is still this user's), the directory
 * entry; a password change raises the token version with it. Throws DuplicateUserError naming a taken field.
 */
export async function editAccount(db: Db, before: UserItem, changes: AccountChanges, now: Date): Promise<void> {
  const uid = before.uid;
  const { passwordHash, ...fields } = changes;
  const set = { ...fields, ...(passwordHash ? { passwordHash } : {}), gmtModified: now.toISOString() };
  const update = setFields(set, { values: passwordHash ? { ':one': 1 } : {} });
  const writes: TableTransactItem[] = [
    {
      Update: {
        Key: userKey(uid),
        ...update,
        UpdateExpression: `${update.UpdateExpression}${passwordHash ? ' ADD tokenVersion :one' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    directoryPut({ ...before, ...fields }),
  ];
  const [oldName, newName] = [usernameKey(before.username), usernameKey(changes.username)];
  if (!sameKey(oldName, newName)) writes.push(takeGuard(newName, uid), releaseGuard(oldName, uid));
  const [oldEmail, newEmail] = [before.email && emailKey(before.email), changes.email && emailKey(changes.email)];
  if (!(oldEmail && newEmail && sameKey(oldEmail, newEmail))) {
    if (newEmail) writes.push(takeGuard(newEmail, uid));
    if (oldEmail) writes.push(releaseGuard(oldEmail, uid));
  }
  try {
    await db.transact(writes);
  } catch (err) {
    await duplicateOr(db, err, uid, changes);
  }
  userDirectory.clear(db);
}

/**
 * Deletes an account: its profile (and with it its places in the rankings), its guards (the username and email
 * can be taken again) and its directory entry. What the user did (submissions, discussions, comments) stays,
 * as the reference keeps it. False when the account was already gone.
 */
export async function deleteUser(db: Db, user: UserItem): Promise<boolean> {
  try {
    await db.transact([
      { Delete: { Key: userKey(user.uid), ConditionExpression: 'attribute_exists(pk)' } },
      releaseGuard(usernameKey(user.username), user.uid),
      ...(user.email ? [releaseGuard(emailKey(user.email), user.uid)] : []),
      { Delete: { Key: userDirectoryKey(user.uid) } },
    ]);
  } catch (err) {
    if (isConditionFailure(err) && !(await getUser(db, user.uid, true))) return false;
    throw err;
  }
  await moveUserCount(db, -1);
  userDirectory.clear(db);
  return true;
}

/**
 * Every account's directory entry, newest first (the reference lists users by creation time, newest first).
 * The directory's partitions are read in parallel and cached for seconds in the Lambda; at about 150 bytes an
 * entry, 50,000 accounts are some 7 MB, read at most once per instance every 10 seconds.
 */
export const userDirectory = memo(10_000, async (db: Db): Promise<UserDirectoryEntry[]> => {
  const parts = await Promise.all(USER_DIRECTORY_PARTITIONS.map((pk) => db.partition(pk)));
  return parts
    .flat()
    .map((i) => UserDirectoryEntry.parse(i))
    .sort((a, b) => b.gmtCreate.localeCompare(a.gmtCreate) || b.uid.localeCompare(a.uid));
});
