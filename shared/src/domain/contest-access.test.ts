import { describe, expect, it } from 'vitest';
import { ContestAuth, Role } from '../enums.ts';
import { canEnterContest, canRegister, canSubmitInContest, hasRealTimeView, isContestAdmin, type AccessContest, type Viewer } from './contest-access.ts';
import { formatAccountRule } from './account-limit.ts';

const start = '2026-05-01T10:00:00.000Z';
const end = '2026-05-01T12:00:00.000Z';
const before = new Date('2026-05-01T09:00:00Z');
const during = new Date('2026-05-01T11:00:00Z');
const after = new Date('2026-05-01T13:00:00Z');

const contest = (over: Partial<AccessContest> = {}): AccessContest => ({
  uid: 'creator',
  auth: ContestAuth.PUBLIC,
  startTime: start,
  endTime: end,
  visible: true,
  gid: null,
  openAccountLimit: false,
  accountLimitRule: null,
  allowEndSubmit: false,
  ...over,
});
const user: Viewer = { uid: 'u1', username: 'team7', roleId: Role.USER };
const root: Viewer = { uid: 'r', username: 'root', roleId: Role.ROOT };
const creator: Viewer = { uid: 'creator', username: 'maker', roleId: Role.ADMIN };
const admin: Viewer = { uid: 'a', username: 'admin', roleId: Role.ADMIN };
const unregistered = { registered: false };
const registered = { registered: true };
const rule = formatAccountRule({ prefix: 'team', suffix: '', start: 1, end: 10, extra: ['guest'] });

describe('contest access policy', () => {
  it('contest admins are the creator, the super admin and a group root; a site admin is not one', () => {
    expect(isContestAdmin(contest(), root)).toBe(true);
    expect(isContestAdmin(contest(), creator)).toBe(true);
    expect(isContestAdmin(contest(), admin)).toBe(false);
    expect(isContestAdmin(contest({ gid: 3 }), user, { groupRoot: true })).toBe(true);
    expect(isContestAdmin(contest(), user, { groupRoot: true })).toBe(false);
    expect(isContestAdmin(contest(), undefined)).toBe(false);
  });

  it.each([
    ['public, scheduled', contest(), user, unregistered, before, 'The contest has not started yet'],
    ['public, running', contest(), user, unregistered, during, null],
    ['public, ended', contest(), user, unregistered, after, null],
    ['private, running, not registered', contest({ auth: ContestAuth.PRIVATE }), user, unregistered, during, 'Please register for the contest with its password first'],
    ['private, running, registered', contest({ auth: ContestAuth.PRIVATE }), user, registered, during, null],
    ['protected, running, not registered: may look', contest({ auth: ContestAuth.PROTECTED }), user, unregistered, during, null],
    ['hidden contest', contest({ visible: false }), user, registered, during, 'The contest does not exist'],
    ['hidden contest, its creator', contest({ visible: false }), creator, unregistered, before, null],
    ['scheduled, super admin', contest(), root, unregistered, before, null],
    ['group contest, not a member', contest({ gid: 2 }), user, registered, during, 'Only members of the group may take part in this group contest'],
    [
      'private with an account rule the name misses',
      contest({ auth: ContestAuth.PRIVATE, openAccountLimit: true, accountLimitRule: rule }),
      { ...user, username: 'team11' },
      registered,
      during,
      'Only accounts matching the contest rule may take part',
    ],
    ['visitor, running public', contest(), undefined, unregistered, during, null],
  ] as const)('enter: %s', (_name, c, viewer, facts, now, expected) => {
    expect(canEnterContest(c, viewer, facts, now)).toBe(expected);
  });

  it.each([
    ['public, running, not registered', contest(), user, unregistered, during, null],
    ['public, scheduled', contest(), user, unregistered, before, 'The contest has not started yet'],
    ['public, scheduled, creator', contest(), creator, unregistered, before, null],
    ['ended', contest(), user, unregistered, after, 'The contest has ended'],
    ['ended, after-contest submissions allowed', contest({ allowEndSubmit: true }), user, unregistered, after, null],
    ['protected, not registered', contest({ auth: ContestAuth.PROTECTED }), user, unregistered, during, 'Please register for the contest with its password first'],
    ['protected, registered', contest({ auth: ContestAuth.PROTECTED }), user, registered, during, null],
    ['private, registered', contest({ auth: ContestAuth.PRIVATE }), user, registered, during, null],
    ['account rule, a numbered account', contest({ openAccountLimit: true, accountLimitRule: rule }), user, unregistered, during, null],
    ['account rule, an extra account', contest({ openAccountLimit: true, accountLimitRule: rule }), { ...user, username: 'guest' }, unregistered, during, null],
    [
      'account rule, another account',
      contest({ openAccountLimit: true, accountLimitRule: rule }),
      { ...user, username: 'alice' },
      unregistered,
      during,
      'Only accounts matching the contest rule may take part',
    ],
    ['account rule off: the rule is ignored', contest({ openAccountLimit: false, accountLimitRule: rule }), { ...user, username: 'alice' }, unregistered, during, null],
  ] as const)('submit: %s', (_name, c, viewer, facts, now, expected) => {
    expect(canSubmitInContest(c, viewer, facts, now)).toBe(expected);
  });

  it('registration: once, not after the end unless after-contest submissions are allowed, only for allowed accounts', () => {
    expect(canRegister(contest(), user, unregistered, before)).toBeNull();
    expect(canRegister(contest(), user, registered, during)).toBe('You have already registered for this contest');
    expect(canRegister(contest(), user, unregistered, after)).toBe('The contest has ended');
    expect(canRegister(contest({ allowEndSubmit: true }), user, unregistered, after)).toBeNull();
    expect(canRegister(contest({ openAccountLimit: true, accountLimitRule: rule }), { ...user, username: 'bob' }, unregistered, during)).toBe('Only accounts matching the contest rule may take part');
  });

  it('real-time view: everyone while unsealed, only contest admins while sealed', () => {
    const sealed = { ...contest(), sealRank: true, sealRankTime: '2026-05-01T10:30:00.000Z', autoRealRank: true };
    expect(hasRealTimeView(sealed, user, {}, new Date('2026-05-01T10:10:00Z'))).toBe(true);
    expect(hasRealTimeView(sealed, user, {}, during)).toBe(false);
    expect(hasRealTimeView(sealed, creator, {}, during)).toBe(true);
    expect(hasRealTimeView(sealed, user, {}, after)).toBe(true);
    expect(hasRealTimeView({ ...sealed, autoRealRank: false }, user, {}, after)).toBe(false);
  });
});
