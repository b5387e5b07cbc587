import { silentLogger } from '@oj/shared/logger';
import { noMetrics } from '@oj/shared/metrics';
import type { Db } from '../../src/data/db.ts';
import type { Repositories } from '../../src/data/repositories.ts';
import type { Deps } from '../../src/deps.ts';
import { parseEnv } from '../../src/env.ts';
import { SecretBox } from '../../src/services/secret-box.ts';
import { TokenService } from '../../src/services/tokens.ts';
import { testClock } from '../clock.ts';

/** Fakes of some operations of some repositories, each checked against the repository's interface. */
export type FakeRepositories = { [K in keyof Repositories]?: Partial<Repositories[K]> };

const SECRET = 'fake-secret-fake-secret-fake-secret-0123';

/** Every repository of `fakes`; an operation nobody faked throws, naming itself, so a test never passes by accident. */
function fakeRepositories(fakes: FakeRepositories): Repositories {
  const missing = (path: string) => () => {
    throw new Error(`No fake for deps.repos.${path}: give one to fakeDeps()`);
  };
  const repo = (name: string, ops: object) => new Proxy(ops, { get: (target, op) => (op in target ? target[op as keyof typeof target] : missing(`${name}.${String(op)}`)) });
  return new Proxy({} as Repositories, { get: (_, name: string) => repo(name, fakes[name as keyof Repositories] ?? {}) });
}

/** A table that refuses every use: code under test reaches data only through `deps.repos`. */
const noTable = new Proxy({} as Db, {
  get: (_, what) => {
    throw new Error(`A test on fakes reached the table (db.${String(what)})`);
  },
});

/**
 * Deps for a route test on fake repositories: no DynamoDB Local, no emulator. The clock starts where the seeded
 * tests' does and moves with `clock.advance`; tokens are signed as in production.
 */
export function fakeDeps(fakes: FakeRepositories, envOverrides: Record<string, string> = {}) {
  const clock = testClock();
  const env = parseEnv({ TABLE_NAME: 'fake', JWT_SECRET: SECRET, LOG_LEVEL: 'silent', ...envOverrides });
  const deps: Deps = {
    env,
    db: noTable,
    repos: fakeRepositories(fakes),
    tokens: new TokenService(SECRET, clock.now),
    secrets: new SecretBox(SECRET),
    log: silentLogger,
    metrics: noMetrics,
    now: clock.now,
  };
  return { deps, clock };
}
