import { handle } from 'hono/aws-lambda';
import { createApp } from '../http/create-app.ts';
import type { GroupDef } from '../http/route.ts';
import { createDeps, type Deps } from '../deps.ts';
import { parseEnv } from '../env.ts';

/** A Lambda handler serving one group; dependencies (and the JWT secret) are loaded once per instance. */
export const createHandler = (group: GroupDef) => {
  let deps: Promise<Deps> | undefined;
  const load = () =>
    createDeps(parseEnv()).catch((err: unknown) => {
      deps = undefined; // let the next call try again
      throw err;
    });
  const app = createApp([group], () => (deps ??= load()));
  return handle(app);
};
