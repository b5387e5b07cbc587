import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { AccountStore, SiteAccounts } from './store.ts';

/** The stored form of the accounts, in the file and in the secret alike. */
export const StoredAccounts = z.record(z.string(), z.array(z.object({ username: z.string(), password: z.string() })));

/** Accounts parsed from a stored text; an empty text is a store never written. */
export function parseStoredAccounts(text: string | undefined): Partial<SiteAccounts> {
  return text?.trim() ? (StoredAccounts.parse(JSON.parse(text)) as Partial<SiteAccounts>) : {};
}

/** Locally: the accounts in a JSON file only this user may read (under .data/, beside the JWT secret). */
export function fileAccountStore(path: string): AccountStore {
  const read = async () =>
    parseStoredAccounts(
      await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return '';
        throw err;
      }),
    );
  return {
    read,
    write: async (lists) => {
      const next = { ...(await read()), ...lists };
      await mkdir(dirname(path), { recursive: true });
      // written whole, then renamed over the old file: a reader never sees half of it
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(next, null, 2), { mode: 0o600 });
      await rename(temp, path);
    },
  };
}
