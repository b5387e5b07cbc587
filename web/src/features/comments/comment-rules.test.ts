import { describe, expect, test } from 'vitest';
import { canDelete, canReply, contentProblem } from './comment-rules.ts';

const user = (uid: string, roleList = ['default_user']) => ({ uid, username: uid, roleList }) as never;
const by = (fromUid: string, fromRole = 'user') => ({ fromUid, fromName: fromUid, fromRole });

describe('comment rights (spec 001 section 6)', () => {
  test('outside contests everyone may answer, visitors included', () => {
    expect(canReply(by('root', 'root'), null, null)).toBe(true);
    expect(canReply(by('bob'), user('ann'), null)).toBe(true);
  });

  test("in a contest's Q&A the super admin's and the contest author's comments are answered only by their author and contest admins", () => {
    const contest = { admin: false, author: 'setter' };
    expect(canReply(by('bob'), user('ann'), contest)).toBe(true);
    expect(canReply(by('root', 'root'), user('ann'), contest)).toBe(false);
    expect(canReply(by('setter', 'user'), user('ann'), contest)).toBe(false);
    expect(canReply(by('setter', 'user'), user('setter'), contest)).toBe(true);
    expect(canReply(by('root', 'root'), user('ann'), { ...contest, admin: true })).toBe(true);
  });

  test('the author deletes; site admins in discussions; contest admins (and not site admins) in a contest', () => {
    expect(canDelete(by('ann'), user('ann'), null)).toBe(true);
    expect(canDelete(by('ann'), user('bob'), null)).toBe(false);
    expect(canDelete(by('ann'), user('adm', ['admin']), null)).toBe(true);
    expect(canDelete(by('ann'), null, null)).toBe(false);
    expect(canDelete(by('ann'), user('adm', ['admin']), { admin: false, author: 'setter' })).toBe(false);
    expect(canDelete(by('ann'), user('setter'), { admin: true, author: 'setter' })).toBe(true);
  });
});

describe('comment text (spec 001 section 5)', () => {
  test('not blank, at most 10000 characters', () => {
    expect(contentProblem(' \n ')).toBe('empty');
    expect(contentProblem('x'.repeat(10_000))).toBeNull();
    expect(contentProblem('x'.repeat(10_001))).toBe('tooLong');
  });
});
