import { ContestAuth, ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { describe, expect, test } from 'vitest';
import { contestInfo, HOUR } from '../../test/contest-info.ts';
import { canRegisterOpenly, hasRealTimeView, menuDisabled, needsPassword, submitBlock, tabOfPath, visibleTabs } from './contest-rules.ts';

const START = Date.parse('2030-05-01T10:00:00Z');
/** Starting at START, five hours long; the tests give the clock's time themselves. */
const contest = (over: Partial<ContestInfo> = {}) => contestInfo({ openPrint: false, ...over }, START + HOUR);

describe('what the viewer may do (spec 001 section 4)', () => {
  test.each([
    // status, auth, admin, access, disabled
    [ContestStatus.SCHEDULED, ContestAuth.PUBLIC, false, false, true],
    [ContestStatus.SCHEDULED, ContestAuth.PUBLIC, true, false, false],
    [ContestStatus.RUNNING, ContestAuth.PUBLIC, false, false, false],
    [ContestStatus.RUNNING, ContestAuth.PRIVATE, false, false, true],
    [ContestStatus.RUNNING, ContestAuth.PRIVATE, false, true, false],
    [ContestStatus.RUNNING, ContestAuth.PROTECTED, false, false, false],
    [ContestStatus.ENDED, ContestAuth.PRIVATE, true, false, false],
  ])('menu disabled: status %i, auth %i, admin %s, access %s -> %s', (status, auth, admin, access, disabled) => {
    expect(menuDisabled(contest({ auth }), { status, admin, access })).toBe(disabled);
  });

  test('the password form is for private and protected contests until registered, never for admins', () => {
    const v = { status: ContestStatus.RUNNING, admin: false, access: false };
    expect(needsPassword(contest({ auth: ContestAuth.PRIVATE }), v)).toBe(true);
    expect(needsPassword(contest({ auth: ContestAuth.PROTECTED }), v)).toBe(true);
    expect(needsPassword(contest({ auth: ContestAuth.PUBLIC }), v)).toBe(false);
    expect(needsPassword(contest({ auth: ContestAuth.PRIVATE }), { ...v, access: true })).toBe(false);
    expect(needsPassword(contest({ auth: ContestAuth.PRIVATE }), { ...v, admin: true })).toBe(false);
  });

  test('a public contest offers registration while one may still take part', () => {
    const v = { status: ContestStatus.RUNNING, admin: false, access: false };
    expect(canRegisterOpenly(contest(), v)).toBe(true);
    expect(canRegisterOpenly(contest(), { ...v, access: true })).toBe(false);
    expect(canRegisterOpenly(contest(), { ...v, status: ContestStatus.ENDED })).toBe(false);
    expect(canRegisterOpenly(contest({ allowEndSubmit: true }), { ...v, status: ContestStatus.ENDED })).toBe(true);
  });

  test.each([
    // status, allowEndSubmit, admin, logged in, block
    [ContestStatus.ENDED, false, true, true, 'contestEnded'],
    [ContestStatus.ENDED, true, false, true, null],
    [ContestStatus.SCHEDULED, false, false, true, 'notStarted'],
    [ContestStatus.SCHEDULED, false, true, true, null],
    [ContestStatus.RUNNING, false, false, false, 'loginFirst'],
    [ContestStatus.RUNNING, false, false, true, null],
  ] as const)('submit: status %i, allowEndSubmit %s, admin %s, logged in %s -> %s', (status, allowEndSubmit, admin, loggedIn, block) => {
    expect(submitBlock(contest({ allowEndSubmit }), status, admin, loggedIn)).toBe(block);
  });

  test('the real-time view: hidden behind the seal for non-admins while running, back once ended', () => {
    const sealed = contest({ sealRank: true, sealRankTime: new Date(START + 4 * HOUR).toISOString() });
    const atSeal = START + 4 * HOUR;
    expect(hasRealTimeView(sealed, ContestStatus.RUNNING, false, atSeal - 1)).toBe(true);
    expect(hasRealTimeView(sealed, ContestStatus.RUNNING, false, atSeal)).toBe(false);
    expect(hasRealTimeView(sealed, ContestStatus.RUNNING, true, atSeal)).toBe(true);
    expect(hasRealTimeView(sealed, ContestStatus.ENDED, false, atSeal + 2 * HOUR)).toBe(true);
    expect(hasRealTimeView(contest(), ContestStatus.RUNNING, false, atSeal)).toBe(true);
  });
});

describe('tabs (spec 001 section 2.2)', () => {
  test('everyone: overview, problems, submissions, rank, announcements; print with openPrint; comment with the site switch', () => {
    const plain = { admin: false, superAdmin: false, commentOpen: false };
    expect(visibleTabs(contest(), plain)).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements']);
    expect(visibleTabs(contest({ openPrint: true }), { ...plain, commentOpen: true })).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'comment', 'print']);
  });

  test('contest admins of an ACM contest get the helper, admin print and scroll board; only the super admin rejudges', () => {
    const admin = { admin: true, superAdmin: false, commentOpen: false };
    expect(visibleTabs(contest({ openPrint: true }), admin).slice(5)).toEqual(['print', 'ac-info', 'admin-print', 'scroll-board']);
    expect(visibleTabs(contest({ type: ContestType.OI }), admin).slice(5)).toEqual([]);
    expect(visibleTabs(contest({ type: ContestType.OI }), { ...admin, superAdmin: true }).slice(5)).toEqual(['rejudge']);
  });

  test('a problem highlights the problem list, a submission detail the submissions', () => {
    expect(tabOfPath('/contest/7', 7)).toBe('overview');
    expect(tabOfPath('/contest/7/', 7)).toBe('overview');
    expect(tabOfPath('/contest/7/problem/A', 7)).toBe('problems');
    expect(tabOfPath('/contest/7/problem/A/submission-detail/12', 7)).toBe('submissions');
    expect(tabOfPath('/contest/7/rank', 7)).toBe('rank');
  });
});
