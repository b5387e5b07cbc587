import { userKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Some attributes of many users' items in one batch read, in no particular order; users that do not exist are left out. */
export function userFieldsOf(db: Db, uids: readonly string[], fields: readonly string[]) {
  return db.batchGet(
    uids.map((uid) => userKey(uid)),
    fields,
  );
}
