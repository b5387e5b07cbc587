/** Test fixtures of the community group: people with a role and a solved count, a category, a discussion, site switches. */
import { Role } from '@oj/shared';
import type { ReminderBox } from '@oj/shared/db/keys';
import { SwitchConfigItem } from '@oj/shared/db/items/config';
import { reminderPage } from '../../data/reminders.ts';
import { setConfigFields } from '../../data/site-config.ts';
import { createUser } from '../../data/users.ts';
import { hashPassword } from '../../services/passwords.ts';
import type { TestContext } from '../../../test/context.ts';

export interface Person {
  uid: string;
  username: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** An account made straight in the table (faster than registering), logged in; 20 problems solved unless told. */
export async function person(t: TestContext, username: string, over: { roleId?: Role; ac?: number } = {}): Promise<Person> {
  passwordHash ??= hashPassword('secret-pass');
  await createUser(t.deps.db, { uid: `u-${username}`, username, email: `${username}@example.com`, passwordHash: await passwordHash, roleId: over.roleId ?? Role.USER, ac: over.ac ?? 20 }, t.clock.now());
  return { uid: `u-${username}`, username, token: await t.login(username, 'secret-pass') };
}

/** Makes the root's categories (by name) and answers their ids in order. */
export async function categories(t: TestContext, rootToken: string, names: string[]): Promise<number[]> {
  const current = (await t.call('GET', '/api/discussion-category')).body.data as { id: number; name: string }[];
  const res = await t.call('POST', '/api/discussion-category', { token: rootToken, body: [...current, ...names.map((name) => ({ id: null, name }))] });
  if (res.status !== 200) throw new Error(`categories: ${res.body.msg}`);
  const saved = res.body.data as { id: number; name: string }[];
  return names.map((name) => saved.find((c) => c.name === name)!.id);
}

/** Posts a discussion and answers its id. */
export async function post(t: TestContext, who: Person, categoryId: number, over: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/discussion', { token: who.token, body: { title: 'A title', description: 'A description', content: 'Some **markdown**', categoryId, ...over } });
  if (res.status !== 200) throw new Error(`post: ${res.body.msg}`);
  return res.body.data.id as number;
}

/** Sets site switches (openPublicDiscussion, openContestComment...) and drops the cached configuration. */
export async function setSwitches(t: TestContext, switches: Record<string, boolean>) {
  await setConfigFields(t.deps.db, 'website', switches);
}

/** The reminders a user has received in one box of the message centre, oldest first. */
export async function remindersOf(t: TestContext, uid: string, box: ReminderBox) {
  return (await reminderPage(t.deps.db, uid, box, { currentPage: 1, limit: 1000 })).records.reverse();
}

/** Sets the posting limits (accepted minimums, posts a day); those not given go back to their defaults. */
export async function setPostingLimits(t: TestContext, limits: Record<string, number> = {}) {
  await setConfigFields(t.deps.db, 'switch', { ...SwitchConfigItem.parse({}), ...limits });
}
