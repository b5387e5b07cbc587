import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CompileBody } from '@oj/shared';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { sendToJudge } from '../judge-queue.ts';

const WAIT_MS = 25_000;
const POLL_MS = 250;

/**
 * Compiles a special judge or interactor on a judge (the API has no compilers): the check goes through the
 * test-run queue, and this call waits for its answer. A compile error comes back as a 400 with the message.
 */
export async function compileOnJudge(deps: Deps, body: z.infer<typeof CompileBody>) {
  const key = randomUUID();
  await deps.repos.compileChecks.requestCompileCheck({ ...body, key }, deps.now());
  await sendToJudge(deps, 'testRun', { kind: 'compile-check', key });
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const check = await deps.repos.compileChecks.getCompileCheck(key);
    if (check?.state === 'ok') return { compiled: true };
    if (check?.state === 'error') throw badRequest(check.message || 'The code does not compile');
  }
  throw new AppError(503, 'No judge answered in time; try again when the judges are running');
}
