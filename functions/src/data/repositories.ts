import type { DataDeps } from '../deps.ts';
import type { ALL_REPOSITORY_MODULES } from './all-repositories.ts';
import type { Db } from './db.ts';
import { bindRepository, type Repository } from './repository.ts';

/** The data modules behind the repositories. A Lambda is given only those its code reaches (src/lambda/), so it bundles only those. */
export type RepositoryModules = typeof ALL_REPOSITORY_MODULES;

/**
 * Every repository, one per data module (named for it), as routes and services reach them: `deps.repos.users.getUser(uid)`.
 * Each offers its module's exported functions that take the `Db` first, without it (data/repository.ts); the effects
 * engine's take the data deps. Route tests hand fakes of the ones they need to `fakeDeps()` (test/fakes/).
 */
export type Repositories = {
  readonly [K in keyof RepositoryModules]: Repository<RepositoryModules[K], K extends 'effects' ? DataDeps : Db>;
};

/**
 * The repositories of one set of deps (which they join as `deps.repos`), each bound on first use. One whose module
 * was not given fails with its name (the function's module table misses it: lambda/repository-modules.test.ts).
 */
export function createRepositories(deps: DataDeps, modules: Partial<RepositoryModules>): Repositories {
  const bound: Partial<Record<keyof Repositories, unknown>> = {};
  const bind = (name: keyof RepositoryModules) => (name === 'effects' ? bindRepository(modules.effects!, deps) : bindRepository<object, Db>(modules[name]!, deps.db));
  return new Proxy({} as Repositories, {
    get: (_, name) => {
      const key = name as keyof RepositoryModules;
      if (!modules[key]) throw new Error(`No ${String(name)} repository here: its data module is not in this function's module table`);
      return (bound[key] ??= bind(key));
    },
  });
}
