/** Shared steps of the group tests: users with their uid, and a valid group form. */
import { uidByUsername, updateUser } from '../../data/users.ts';
import type { TestContext } from '../../../test/context.ts';

export interface TestUser {
  token: string;
  uid: string;
  username: string;
}

export async function registerUser(t: TestContext, username: string): Promise<TestUser> {
  const { token } = await t.register(username);
  return { token, uid: (await uidByUsername(t.deps.db, username))!, username };
}

export async function rootUser(t: TestContext): Promise<TestUser> {
  return { token: await t.rootToken(), uid: (await uidByUsername(t.deps.db, 'root'))!, username: 'root' };
}

/** Gives a user solved problems, as the judge keeps them. */
export function setSolved(t: TestContext, uid: string, ac: number) {
  return updateUser(t.deps.db, uid, { ac }, t.clock.now());
}

export function groupForm(n: string, over: Record<string, unknown> = {}) {
  return {
    name: `Group ${n}`,
    shortName: `g-${n}`.slice(0, 10).padEnd(5, '0'),
    brief: `The brief of ${n}`,
    description: `The description of group ${n}`,
    auth: 1,
    visible: true,
    ...over,
  };
}
