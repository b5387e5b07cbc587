import type { UserInfo } from '@oj/shared';
import { describe, expect, test } from 'vitest';
import { isContestAdmin } from './contest-scope.ts';

const user = (username: string, roleList = ['default_user']) => ({ uid: `u-${username}`, username, roleList }) as UserInfo;

describe('contest admins (spec 001 section 6)', () => {
  test('the creator and the super admin are contest admins; other admins and visitors are not', () => {
    const contest = { author: 'setter' };
    expect(isContestAdmin(contest, user('setter'))).toBe(true);
    expect(isContestAdmin(contest, user('boss', ['root']))).toBe(true);
    expect(isContestAdmin(contest, user('ann', ['admin']))).toBe(false);
    expect(isContestAdmin(contest, null)).toBe(false);
  });
});
