/**
 * A repository is a data module's table operations with the table bound: the module's exported functions that take
 * the `Db` first (or, for the effects engine, the data deps), without that argument. A memo's `clear` is bound too.
 * `Repository<typeof users>` is what `deps.repos.users` offers, so a fake written against it is type-checked.
 */

/** The function's arguments after the bound first one, when that one is `C` exactly. */
type Rest<F, C> = F extends (first: infer P, ...rest: infer A) => unknown ? ([P] extends [C] ? ([C] extends [P] ? A : never) : never) : never;

type Operation<F, C> = F extends (first: C, ...rest: never[]) => infer R ? (...args: Rest<F, C>) => R : never;
type Clear<F, C> = F extends { clear: (first: C) => infer R } ? { clear: () => R } : unknown;
type OperationName<M, C> = { [K in keyof M]: [Rest<M[K], C>] extends [never] ? never : K }[keyof M];

export type Repository<M, C> = { readonly [K in OperationName<M, C>]: Operation<M[K], C> & Clear<M[K], C> };

interface Clearable {
  clear: (first: unknown) => unknown;
}

const isClearable = (f: object): f is Clearable => typeof (f as Partial<Clearable>).clear === 'function';

/** Binds every function a module exports to `first`; the type keeps only those whose first parameter is `C`. */
export function bindRepository<M extends object, C>(module: M, first: C): Repository<M, C> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function') continue;
    const op = Object.assign((...args: unknown[]) => value(first, ...args), isClearable(value) ? { clear: () => value.clear(first) } : {});
    bound[name] = op;
  }
  return bound as Repository<M, C>;
}
