/** Compile checks of a special judge or interactor: the API writes the request, a judge writes the answer. */
import { compileCheckKey } from '@oj/shared/db/keys';
import type { CompileBody } from '@oj/shared';
import { CompileCheckItem } from '@oj/shared/db/items/judge-tasks';
import type { z } from 'zod';
import type { Db } from './db.ts';

const TTL_SECONDS = 3600;

/** Writes a pending check; DynamoDB's TTL removes it an hour later. */
export async function requestCompileCheck(db: Db, check: z.infer<typeof CompileBody> & { key: string }, now: Date) {
  await db.put({
    ...compileCheckKey(check.key),
    key: check.key,
    language: check.language,
    code: check.code,
    extraFiles: check.extraFiles,
    state: 'pending',
    message: '',
    expiresAt: Math.floor(now.getTime() / 1000) + TTL_SECONDS,
  });
}

/** The check as it stands (read strongly, to see the judge's answer at once), or undefined. */
export async function getCompileCheck(db: Db, key: string): Promise<z.infer<typeof CompileCheckItem> | undefined> {
  const raw = await db.get(compileCheckKey(key), true);
  return raw ? CompileCheckItem.parse(raw) : undefined;
}
