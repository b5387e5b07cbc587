import { afterEach, describe, expect, test } from 'vitest';
import { isAdmin, isSuperAdmin, session, TOKEN_KEY, USER_KEY } from './session.ts';

const ann = { uid: 'u1', username: 'ann', roleList: ['default_user'] } as never;

afterEach(() => session.clear());

describe('the session', () => {
  test('login keeps the token and the user in local storage; clear removes both', () => {
    session.signIn('t1', ann);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ username: 'ann' });
    session.clear();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  test('tab visibility: a token stored by another tab is adopted, a removed one ends this session', () => {
    session.signIn('t1', ann);
    expect(session.syncFromStorage()).toBe('same');
    localStorage.setItem(TOKEN_KEY, 't2');
    expect(session.syncFromStorage()).toBe('adopted');
    expect(session.get().token).toBe('t2');
    localStorage.removeItem(TOKEN_KEY);
    expect(session.syncFromStorage()).toBe('gone');
    expect(session.get()).toEqual({ token: null, user: null });
  });

  test('a 403 role refresh replaces the role list', () => {
    session.signIn('t1', ann);
    session.setRoles(['admin']);
    expect(isAdmin(session.get().user)).toBe(true);
    expect(isSuperAdmin(session.get().user)).toBe(false);
  });
});
