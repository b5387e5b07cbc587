import { emailKey, userCountKey, userKey, usernameKey } from '@oj/shared/db/keys';
import { UserItem } from '@oj/shared/db/items';
import { isConditionFailure, type Db } from './db.ts';

export type NewUser = Pick<UserItem, 'uid' | 'username' | 'email' | 'passwordHash' | 'roleId'> & Partial<UserItem>;

const parse = (item: Record<string, unknown> | undefined) => (item ? UserItem.parse(item) : undefined);

export const getUser = async (db: Db, uid: string, consistent = false) => parse(await db.get(userKey(uid), consistent));

export const uidByUsername = async (db: Db, username: string) => (await db.get(usernameKey(username)))?.uid as string | undefined;
export const uidByEmail = async (db: Db, email: string) => (await db.get(emailKey(email)))?.uid as string | undefined;

export const getUserByUsername = async (db: Db, username: string) => {
  const uid = await uidByUsername(db, username);
  return uid ? getUser(db, uid) : undefined;
};

export const getUserByEmail = async (db: Db, email: string) => {
  const uid = await uidByEmail(db, email);
  return uid ? getUser(db, uid) : undefined;
};

export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`${field} taken`);
  }
}

/**
 * Writes the profile and its username and email guards in one transaction, so two registrations can never
 * take the same name or address. Which guard failed is read back to name the field.
 */
export const createUser = async (db: Db, user: NewUser, now: Date): Promise<UserItem> => {
  const at = now.toISOString();
  const item = UserItem.parse({ ...user, gmtCreate: at, gmtModified: at });
  try {
    await db.transact([
      { Put: { Item: { ...userKey(item.uid), type: 'user', ...item }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { Item: { ...usernameKey(item.username), uid: item.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { Item: { ...emailKey(item.email), uid: item.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    throw new DuplicateUserError((await uidByUsername(db, item.username)) ? 'username' : 'email');
  }
  // Outside the transaction: registrations at the same moment would otherwise conflict on this one item.
  await db.update(userCountKey, { UpdateExpression: 'ADD #n :one', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':one': 1 } });
  return item;
};

/** The number of accounts (0 before the first). */
export const userCount = async (db: Db): Promise<number> => Number((await db.get(userCountKey))?.count ?? 0);

/** Sets profile fields; `undefined` leaves a field alone, `null` clears it. */
export const updateUser = async (db: Db, uid: string, fields: Partial<UserItem>, now: Date): Promise<UserItem> => {
  const entries = Object.entries({ ...fields, gmtModified: now.toISOString() }).filter(([, v]) => v !== undefined);
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const out = await db.update(userKey(uid), {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  });
  return UserItem.parse(out);
};

/** Ends every session of the user: tokens carry the version they were issued under. */
export const bumpTokenVersion = async (db: Db, uid: string): Promise<number> => {
  const out = await db.update(userKey(uid), {
    UpdateExpression: 'ADD tokenVersion :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(out?.tokenVersion);
};

/** Moves the email guard and the profile's address together. */
export const changeEmail = async (db: Db, user: UserItem, newEmail: string, now: Date): Promise<void> => {
  try {
    await db.transact([
      { Put: { Item: { ...emailKey(newEmail), uid: user.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { Key: emailKey(user.email) } },
      {
        Update: {
          Key: userKey(user.uid),
          UpdateExpression: 'SET email = :e, gmtModified = :m',
          ExpressionAttributeValues: { ':e': newEmail, ':m': now.toISOString() },
        },
      },
    ]);
  } catch (err) {
    if (isConditionFailure(err)) throw new DuplicateUserError('email');
    throw err;
  }
};

