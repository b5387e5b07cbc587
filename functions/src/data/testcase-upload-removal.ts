import { testcaseUploadKey } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Drops an upload's record, so the archive it names cannot be used again (a problem import used it up). */
export async function deleteTestcaseUpload(db: Db, key: string) {
  await db.delete(testcaseUploadKey(key));
}
