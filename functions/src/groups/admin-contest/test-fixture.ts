import { Role } from '@oj/shared';
import { updateUser, uidByUsername } from '../../data/users.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

/** The test clock starts at 2026-11-01T08:00Z; contests in these tests run the next day. */
export const START = '2026-11-02T08:00:00.000Z';
export const END = '2026-11-02T13:00:00.000Z';

/** The reference client's contest form as it sends a new contest (its defaults, awards named as it names them). */
export function contestForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Autumn Cup',
    description: 'Solve **everything**.',
    startTime: START,
    endTime: END,
    duration: 18_000,
    type: 0,
    pwd: '',
    sealRank: false,
    sealRankTime: START,
    autoRealRank: true,
    auth: 0,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    allowEndSubmit: false,
    accountLimitRule: '',
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: [
      { priority: 1, name: '金牌', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: '银牌', background: '#b4c0c7', color: '#fff', num: 20 },
      { priority: 3, name: '铜牌', background: '#CD7F32', color: '#fff', num: 30 },
    ],
    ...overrides,
  };
}

/** A problem form of the admin problem page (one typed case). */
export function problemForm(problemId: string, problem: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  return {
    problem: { id: null, problemId, title: `Problem ${problemId}`, description: 'Add', timeLimit: 1000, memoryLimit: 128, ...problem },
    samples: [{ input: '1 2\n', output: '3\n', score: 100 }],
    languages: ['C++'],
    ...overrides,
  };
}

export interface AdminContestFixture {
  t: TestContext;
  root: string;
  /** Two admins (role admin), a problem admin and an ordinary user. */
  admin: string;
  otherAdmin: string;
  problemAdmin: string;
  user: string;
}

const withRole = async (t: TestContext, username: string, roleId: Role) => {
  const { token, password } = await t.register(username);
  if (roleId === Role.USER) return token;
  await updateUser(t.deps.db, (await uidByUsername(t.deps.db, username))!, { roleId }, t.clock.now());
  return t.login(username, password);
};

export async function adminContestFixture(): Promise<AdminContestFixture> {
  const t = await createTestContext();
  return {
    t,
    root: await t.rootToken(),
    admin: await withRole(t, 'cadmin', Role.ADMIN),
    otherAdmin: await withRole(t, 'oadmin', Role.ADMIN),
    problemAdmin: await withRole(t, 'padmin', Role.PROBLEM_ADMIN),
    user: await withRole(t, 'plain', Role.USER),
  };
}

/** Creates a contest through the API and answers its id. */
export async function createContest(f: AdminContestFixture, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await f.t.call('POST', '/api/admin/contest', { token, body: contestForm(overrides) });
  if (res.status !== 200) throw new Error(`contest not created: ${res.body.msg}`);
  return res.body.data.id;
}
