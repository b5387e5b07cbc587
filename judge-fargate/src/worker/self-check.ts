import type { Logger } from '@oj/shared/logger';

/** One thing the worker needs before it takes work, and what to do when it is missing. */
export interface Check {
  name: string;
  /** Resolves when the thing works; rejects saying what is wrong. */
  run: () => Promise<void>;
  fix: string;
}

export interface CheckFailure {
  check: string;
  error: string;
  fix: string;
}

/** Runs every check at once, each bounded by `timeoutMs` (a blocked network hangs rather than fails). */
export async function runChecks(checks: readonly Check[], timeoutMs: number): Promise<CheckFailure[]> {
  const outcomes = await Promise.all(
    checks.map(async (check): Promise<CheckFailure | undefined> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      });
      try {
        await Promise.race([check.run(), timeout]);
        return undefined;
      } catch (err) {
        return { check: check.name, error: err instanceof Error ? err.message : String(err), fix: check.fix };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return outcomes.filter((o): o is CheckFailure => o !== undefined);
}

/**
 * The worker's start-up self-check: true when every check passes; otherwise one error line names each failure
 * with its fix, and the worker exits 1 before it takes any message. On ECS the task stops, the first deploy's circuit breaker
 * rolls Oj-Judge back, and the line is in the judge log group (infra/README.md, "When Oj-Judge rolls back").
 */
export async function selfCheck(checks: readonly Check[], log: Logger, timeoutMs = 20_000): Promise<boolean> {
  const started = Date.now();
  const failed = await runChecks(checks, timeoutMs);
  if (failed.length === 0) {
    log.info('judge self-check passed', { checks: checks.map((c) => c.name), ms: Date.now() - started });
    return true;
  }
  log.error(`judge self-check failed, the worker stops: ${failed.map((f) => f.check).join(', ')}`, { selfCheck: 'failed', failed });
  return false;
}
