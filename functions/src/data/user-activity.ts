import { userDayRange, userProblemPrefix } from '@oj/shared/db/keys';
import { UserDayItem } from '@oj/shared/db/items/activity';
import { UserProblemItem } from '@oj/shared/db/items/problem';
import type { Db } from './db.ts';

/** Every problem a user has a record of (tried or solved), from their own partition. */
export async function userProblemRecords(db: Db, uid: string) {
  const { pk, prefix } = userProblemPrefix(uid);
  return (await db.partition(pk, prefix)).map((i) => UserProblemItem.parse(i));
}

/** A user's submissions per calendar day from `from` to `to` (inclusive); days without submissions have no item. */
export async function userDays(db: Db, uid: string, from: string, to: string) {
  const range = userDayRange(uid, from, to);
  const items = await db.queryAll({ KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to } });
  return items.map((i) => UserDayItem.parse(i));
}
