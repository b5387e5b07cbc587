import { emailKey, usernameKey, type Key } from '@oj/shared/db/keys';
import type { Db } from './db.ts';

/** Who holds each username and email already (by the guard items the account writer keeps), lower-cased. */
export interface Holders {
  username: Map<string, string>;
  email: Map<string, string>;
}

const READERS = 8;

/** Reads the guards of many names at once: 100 keys a request, a few requests at a time. */
export async function holdersOf(db: Db, names: readonly { username: string; email?: string | null }[]): Promise<Holders> {
  const wanted = new Map<string, { field: keyof Holders; name: string }>();
  const keys: Key[] = [];
  const want = (field: keyof Holders, name: string, key: Key) => {
    if (wanted.has(key.pk)) return;
    wanted.set(key.pk, { field, name: name.toLowerCase() });
    keys.push(key);
  };
  for (const n of names) {
    want('username', n.username, usernameKey(n.username));
    if (n.email) want('email', n.email, emailKey(n.email));
  }
  const slices = Array.from({ length: Math.ceil(keys.length / 100) }, (_, i) => keys.slice(i * 100, (i + 1) * 100));
  const holders: Holders = { username: new Map(), email: new Map() };
  for (let i = 0; i < slices.length; i += READERS) {
    const read = await Promise.all(slices.slice(i, i + READERS).map((slice) => db.batchGet(slice, ['pk', 'uid'])));
    for (const item of read.flat()) {
      const guard = wanted.get(String(item.pk));
      if (guard) holders[guard.field].set(guard.name, String(item.uid));
    }
  }
  return holders;
}
