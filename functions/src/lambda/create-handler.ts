import { handle } from 'hono/aws-lambda';
import { createApp } from '../http/create-app.ts';
import type { GroupDef } from '../http/route.ts';
import type { RepositoryModules } from '../data/repositories.ts';
import { createDeps, type Deps } from '../deps.ts';
import { parseEnv } from '../env.ts';

/**
 * A Lambda handler serving one group, with the repositories of `modules` (those its routes reach); dependencies (and the JWT secret) are loaded once per instance. The metrics
 * a request recorded are written when it ends. No Tracer here (observability/tracing.ts): with oj:tracing the
 * invocation is still traced by Lambda and each log line names its trace.
 */
export function createHandler(group: GroupDef, modules: Partial<RepositoryModules>) {
  let deps: Promise<Deps> | undefined;
  const load = () =>
    createDeps(parseEnv(), modules).catch((err: unknown) => {
      deps = undefined; // let the next call try again
      throw err;
    });
  const serve = handle(createApp([group], () => (deps ??= load())));
  return async (...args: Parameters<typeof serve>) => {
    try {
      return await serve(...args);
    } finally {
      (await deps?.catch(() => undefined))?.metrics.flush();
    }
  };
}
