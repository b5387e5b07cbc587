import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CompileBody } from '@oj/shared';
import { compileCheckKey } from '@oj/shared/db/keys';
import { CompileCheckItem } from '@oj/shared/db/items/judge-tasks';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { sendToJudge } from '../../services/judge-queue.ts';

const WAIT_MS = 25_000;
const POLL_MS = 250;
const TTL_SECONDS = 3600;

/**
 * Compiles a special judge or interactor on a judge (the API has no compilers): the check goes through the
 * test-run queue, and this call waits for its answer. A compile error comes back as a 400 with the message.
 */
export const compileOnJudge = async (deps: Deps, body: z.infer<typeof CompileBody>) => {
  const key = randomUUID();
  await deps.db.put({
    ...compileCheckKey(key),
    key,
    language: body.language,
    code: body.code,
    extraFiles: body.extraFiles,
    state: 'pending',
    message: '',
    expiresAt: Math.floor(deps.now().getTime() / 1000) + TTL_SECONDS,
  });
  await sendToJudge(deps, 'testRun', { kind: 'compile-check', key });
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const raw = await deps.db.get(compileCheckKey(key), true);
    const check = raw && CompileCheckItem.parse(raw);
    if (check?.state === 'ok') return { compiled: true };
    if (check?.state === 'error') throw badRequest(check.message || 'The code does not compile');
  }
  throw new AppError(503, 'No judge answered in time; try again when the judges are running');
};
