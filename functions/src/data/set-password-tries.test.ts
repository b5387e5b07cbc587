import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@oj/shared';
import { setPasswordFailureKey } from '@oj/shared/db/keys';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { putContest } from '../../test/fixtures/contest.ts';

// Contest, training and exam passwords cannot be guessed: five wrong tries per user and set within ten minutes
// refuse every further try, the right password included, until the ten minutes are over (issue 22).
let t: TestContext;
let root: string;
const MIN = 60_000;
const locked = (minutes: number) => `Too many wrong passwords: please wait ${minutes} minutes before trying again`;
let nextUser = 0;
const newUser = async () => {
  const username = `guesser${nextUser++}`;
  const { token } = await t.register(username);
  return { token, uid: (await t.call('GET', '/api/get-user-home-info', { query: { username } })).body.data.uid as string };
};

beforeAll(async () => {
  t = await createTestContext();
  root = await t.rootToken();
});
afterAll(() => t.cleanup());

const made = async (path: string, body: unknown) => {
  const res = await t.call('POST', path, { token: root, body });
  expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
  return res.body.data;
};

/** Each kind: how to make a password-gated set, and how a user types its password. */
const KINDS = {
  contest: {
    wrong: 'Wrong contest password, please enter it again',
    make: async (n: number) => {
      await putContest(t.deps.db, t.clock.now(), 700 + n, { auth: 1, pwd: 'right' });
      return 700 + n;
    },
    enter: (id: number, token: string, password: string) => t.call('POST', '/api/register-contest', { token, body: { cid: id, password } }),
  },
  training: {
    wrong: 'Wrong training password, please enter it again',
    make: async (n: number) => {
      const category = await made('/api/admin/training/category', { name: `Guessing ${n}`, color: '#409EFF' });
      const training = { title: `T${n}`, description: 'D', rank: 1, auth: 'Private', privatePwd: 'right' };
      return (await made('/api/admin/training', { training, trainingCategory: { id: category.id } })).id as number;
    },
    enter: (id: number, token: string, password: string) => t.call('POST', '/api/register-training', { token, body: { tid: id, password } }),
  },
  exam: {
    wrong: 'Wrong exam password, please enter it again',
    make: async (n: number) => {
      const now = t.clock.now().getTime();
      const exam = { title: `E${n}`, description: 'D', startTime: new Date(now - MIN).toISOString(), endTime: new Date(now + 24 * 60 * MIN).toISOString(), duration: 3600, auth: 1, pwd: 'right' };
      return (await made('/api/admin/homework/timed-work', exam)).id as number;
    },
    enter: (id: number, token: string, password: string) => t.call('POST', '/api/homework/start-timed-work', { token, body: { tid: id, password } }),
  },
};

describe.each(Object.entries(KINDS) as [keyof typeof KINDS, (typeof KINDS)[keyof typeof KINDS]][])('%s passwords', (kindName, kind) => {
  it('take five wrong tries per user and set, then refuse even the right one until the wait ends', async () => {
    const [set, other] = [await kind.make(1), await kind.make(2)];
    const [guesser, bystander] = [(await newUser()).token, (await newUser()).token];
    for (let i = 0; i < AUTH.setPasswordFailuresBeforeLock; i++) {
      const res = await kind.enter(set, guesser, `guess ${i}`);
      expect([res.status, res.body.msg]).toEqual([400, kind.wrong]);
      t.clock.advance(MIN);
    }
    // five minutes after the first try: the lock lasts until ten minutes from it
    const refused = await kind.enter(set, guesser, 'right');
    expect([refused.status, refused.body.msg]).toEqual([429, locked(5)]);
    // the limit is this user's for this set only
    expect((await kind.enter(set, bystander, 'right')).status).toBe(200);
    expect((await kind.enter(other, guesser, 'right')).status).toBe(200);
    t.clock.advance(4 * MIN + 30_000);
    expect((await kind.enter(set, guesser, 'right')).body.msg).toBe(locked(1));
    t.clock.advance(30_000);
    const after = await kind.enter(set, guesser, 'right');
    expect([after.status, after.body.msg]).toEqual([200, 'success']);
  });

  it('forget the wrong tries once the right password is accepted', async () => {
    const set = await kind.make(3);
    const ann = await newUser();
    const tries = () => t.deps.db.get(setPasswordFailureKey(kindName, set, ann.uid), true);
    for (let i = 0; i < AUTH.setPasswordFailuresBeforeLock - 1; i++) expect((await kind.enter(set, ann.token, 'nope')).body.msg).toBe(kind.wrong);
    expect((await tries())?.count).toBe(AUTH.setPasswordFailuresBeforeLock - 1);
    expect((await kind.enter(set, ann.token, 'right')).status).toBe(200);
    expect(await tries()).toBeUndefined();
  });
});
