import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { putContest } from '../../../test/fixtures/contest.ts';
import { CONTEST_SUBMIT_INTERVAL_SECONDS } from './submit.ts';

let t: TestContext;
const CID = 7;
beforeAll(async () => {
  t = await createTestContext();
  await putContest(t.deps.db, t.clock.now(), CID);
});
afterAll(() => t.cleanup());

const AB = 'int main() { return 0; }';
// 1000 is in the running contest, so hidden outside it until the contest ends: practice goes to 1002
const submit = (token: string, cid?: number) => t.call('POST', '/api/submit-problem-judge', { token, body: { pid: cid ? 1000 : 1002, language: 'C++', code: AB, ...(cid ? { cid } : {}) } });

describe('the contest submit interval', () => {
  it('refuses a second contest submission inside the interval and accepts one after it', async () => {
    const { token } = await t.register('contestant');
    expect((await submit(token, CID)).status).toBe(200);
    const again = await submit(token, CID);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/wait/);
    t.clock.advance(CONTEST_SUBMIT_INTERVAL_SECONDS * 1000);
    expect((await submit(token, CID)).status).toBe(200);
  });

  it('lets exactly one of parallel contest submissions through', async () => {
    const { token } = await t.register('burster');
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => submit(token, CID)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
  });

  it('is shorter than the practice interval and kept apart from it', async () => {
    const { token } = await t.register('switcher');
    expect((await submit(token)).status).toBe(200);
    // A practice submission just before does not block a contest one, nor the other way round.
    expect((await submit(token, CID)).status).toBe(200);
    t.clock.advance(CONTEST_SUBMIT_INTERVAL_SECONDS * 1000);
    expect((await submit(token)).status).toBe(429);
    expect((await submit(token, CID)).status).toBe(200);
  });
});
