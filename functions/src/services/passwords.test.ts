import { afterEach, describe, expect, it } from 'vitest';
import { useTestHashCost } from '../../test/hash-cost.ts';
import { hashPassword, PRODUCTION_HASH_COST, setHashCost, verifyPassword } from './passwords.ts';

// The rest of the suite hashes at the test cost (functions/test/setup.ts); these tests put production's back.
afterEach(useTestHashCost);

describe('password hashes at the production cost', () => {
  it('are scrypt with N 16384, r 8, p 1, and check the right password only', async () => {
    setHashCost(PRODUCTION_HASH_COST);
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w+/]+=*\$[\w+/]+=*$/);
    expect(await verifyPassword('correct horse', stored)).toEqual({ ok: true, rehash: false });
    expect(await verifyPassword('wrong horse', stored)).toEqual({ ok: false, rehash: false });
  });

  it('take a hash made at the test cost and ask for it to be replaced', async () => {
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$16\$1\$1\$/);
    setHashCost(PRODUCTION_HASH_COST);
    expect(await verifyPassword('correct horse', cheap)).toEqual({ ok: true, rehash: true });
  });
});
