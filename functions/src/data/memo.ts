/**
 * Caches the result of an async read per Lambda instance for a few seconds (bounded collections and
 * configuration, ARCHITECTURE.md decision 3). Keyed by the first argument's identity (the Db), so tests
 * with separate tables never see each other's values.
 */
export function memo<A extends object, R>(ttlMs: number, load: (arg: A) => Promise<R>) {
  const cache = new WeakMap<A, { at: number; value: Promise<R> }>();
  const read = (arg: A): Promise<R> => {
    const hit = cache.get(arg);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(arg);
    cache.set(arg, { at: Date.now(), value });
    value.catch(() => cache.delete(arg));
    return value;
  };
  read.clear = (arg: A) => cache.delete(arg);
  return read;
}
