import { contestAcCheckKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Marks an accepted contest submission checked by the balloon helper (an item of its own), or unchecked (the item removed). */
export async function setAcChecked(db: Db, cid: number, submitId: number, checked: boolean) {
  if (checked) await db.put({ ...contestAcCheckKey(cid, submitId), submitId });
  else await db.delete(contestAcCheckKey(cid, submitId));
}
