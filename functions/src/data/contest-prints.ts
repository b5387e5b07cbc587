/** Writing a contest's print jobs (data/contests.ts reads them and numbers them per contest). */
import { contestPrintKey, idCounterKey } from '@oj/shared/db/keys';
import type { z } from 'zod';
import type { ContestPrintItem } from '@oj/shared/db/items/contest';
import type { Db } from './db.ts';
import { printSequence } from './contests.ts';

/** The contest's next print number (1, 2, ...). */
export function nextPrintNumber(db: Db, cid: number) {
  return db.nextId(idCounterKey(printSequence(cid)));
}

export function putPrintJob(db: Db, job: z.infer<typeof ContestPrintItem>) {
  return db.put({ ...contestPrintKey(job.cid, job.id), ...job });
}

/** Marks a print job printed: false when there is no such job. */
export function markPrinted(db: Db, cid: number, id: number, now: Date) {
  return db.updateIf(contestPrintKey(cid, id), {
    UpdateExpression: 'SET #s = :printed, gmtModified = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':printed': 1, ':now': now.toISOString() },
  });
}
