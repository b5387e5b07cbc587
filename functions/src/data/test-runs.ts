import { testRunKey } from '@oj/shared/db/keys';
import { TestRunItem } from '@oj/shared/db/items/judge-tasks';
import type { Db } from './db.ts';

/** A test run waiting for a judge; the table's TTL removes it at `expiresAt` (epoch seconds). */
export function putTestRun(db: Db, run: Omit<TestRunItem, 'time' | 'memory' | 'stderr' | 'userOutput'>, expiresAt: number) {
  return db.put({ ...testRunKey(run.key), ...run, expiresAt });
}

export async function getTestRun(db: Db, key: string) {
  const raw = await db.get(testRunKey(key));
  return raw ? TestRunItem.parse(raw) : undefined;
}
