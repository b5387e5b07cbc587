import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Salted scrypt hashes, stored as `scrypt$N$r$p$salt$hash` (base64). A legacy unsalted MD5 hash from an
 * imported system (`md5$hex`) is accepted once; the caller re-hashes the password on that login.
 */
export interface HashCost {
  N: number;
  r: number;
  p: number;
}
export const PRODUCTION_HASH_COST: Readonly<HashCost> = Object.freeze({ N: 16384, r: 8, p: 1 });
const KEY_LENGTH = 32;

let cost: Readonly<HashCost> = PRODUCTION_HASH_COST;

/**
 * The scrypt cost of new hashes; a stored hash of another N asks for a rehash. Production never calls this: test
 * set-up lowers it (functions/test/setup.ts), since thousands of hashes at production cost take minutes.
 */
export function setHashCost(next: Readonly<HashCost>): void {
  cost = next;
}

const derive = (password: string, salt: Buffer, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is of an old kind and should be replaced. */
  rehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parts = stored.split('$');
  if (parts[0] === 'scrypt' && parts.length === 6) {
    const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string];
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return { ok: timingSafeEqual(key, expected), rehash: Number(N) !== cost.N };
  }
  if (parts[0] === 'md5' && parts.length === 2) {
    const given = createHash('md5').update(password).digest();
    const expected = Buffer.from(parts[1] ?? '', 'hex');
    return { ok: expected.length === given.length && timingSafeEqual(given, expected), rehash: true };
  }
  return { ok: false, rehash: false };
}
