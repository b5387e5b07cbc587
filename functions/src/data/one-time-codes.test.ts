import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodeKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { consumeCode, storeCode } from './one-time-codes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.cleanup());

const store = (subject: string, code: string) => storeCode(t.deps.db, 'register', subject, code, { ttlSeconds: 600, resendSeconds: 60, now: t.clock.now() });
const guess = (subject: string, code: string) => consumeCode(t.deps.db, 'register', subject, code, t.clock.now());

describe('one-time codes', () => {
  it('checks at most five guesses of a code, however many arrive at once', async () => {
    await store('guessed@example.com', '123456');
    const wrong = Array.from({ length: 30 }, (_, i) => String(200_000 + i));
    expect((await Promise.all(wrong.map((g) => guess('guessed@example.com', g)))).filter(Boolean)).toEqual([]);
    const item = await t.deps.db.get(oneTimeCodeKey('register', 'guessed@example.com'), true);
    expect(item?.attempts).toBe(5);
    expect(await guess('guessed@example.com', '123456')).toBeUndefined();
  });

  it('takes the right code within its tries once, and not after it expires', async () => {
    await store('right@example.com', '654321');
    for (let i = 0; i < 4; i++) expect(await guess('right@example.com', '000000')).toBeUndefined();
    const results = await Promise.all([guess('right@example.com', '654321'), guess('right@example.com', '654321')]);
    expect(results.filter(Boolean)).toHaveLength(1);

    await store('late@example.com', '111111');
    t.clock.advance(601_000);
    expect(await guess('late@example.com', '111111')).toBeUndefined();
  });
});
