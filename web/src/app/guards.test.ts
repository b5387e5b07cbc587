import type { UserInfo, WebsiteConfig } from '@oj/shared';
import { describe, expect, test } from 'vitest';
import { decide, type GuardContext } from './guards.ts';

const user = (roleList: string[]): UserInfo => ({ uid: 'u1', username: 'ann', roleList }) as UserInfo;
const config = (flags: Partial<WebsiteConfig>) => ({ register: true, openPublicDiscussion: false, ...flags }) as WebsiteConfig;
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({ user: null, config: config({}), search: new URLSearchParams(), adminPath: false, ...over });

describe('route guards', () => {
  test('login-only routes send visitors home with the login dialog and clear the stored user', () => {
    expect(decide([{}, { access: 'login' }], ctx())).toEqual({ kind: 'deny', message: 'Please_login_first', to: '/home', openLogin: true, clearSession: true });
    expect(decide([{ access: 'login' }], ctx({ user: user(['default_user']) }))).toEqual({ kind: 'allow' });
  });

  test('on admin paths visitors go to the admin login instead', () => {
    expect(decide([{ access: 'login' }], ctx({ adminPath: true }))).toMatchObject({ kind: 'deny', to: '/admin/login', openLogin: false });
  });

  test('a route can ask for login only for some queries (the user home without uid or username)', () => {
    const handle = { access: (q: URLSearchParams) => (q.get('uid') ? undefined : ('login' as const)) };
    expect(decide([handle], ctx()).kind).toBe('deny');
    expect(decide([handle], ctx({ search: new URLSearchParams('uid=7') })).kind).toBe('allow');
  });

  test('super-admin routes turn away other users with a message', () => {
    expect(decide([{ access: 'super-admin' }], ctx({ user: user(['admin']) }))).toMatchObject({ kind: 'deny', message: 'Super_admin_only', to: '/home', clearSession: false });
    expect(decide([{ access: 'super-admin' }], ctx({ user: user(['root']) })).kind).toBe('allow');
  });

  test('the back office lets in admin, problem admin and root, and sends other users to the admin login with a message', () => {
    const backOffice = [{ access: 'admin' as const }, { title: 'admin:route.dashboard' }];
    const at = (roles: string[] | null) => decide(backOffice, ctx({ adminPath: true, user: roles && user(roles) }));
    for (const role of ['admin', 'problem_admin', 'root']) expect(at([role]).kind).toBe('allow');
    expect(at(['default_user'])).toEqual({ kind: 'deny', message: 'This account is not an administrator', to: '/admin/login', openLogin: false, clearSession: false });
    expect(at(null)).toEqual({ kind: 'deny', message: 'Please_login_first', to: '/admin/login', openLogin: false, clearSession: true });
  });

  test('root-only back-office pages send other admins to the dashboard, and non-admins to the admin login first', () => {
    const rootOnly = [{ access: 'admin' as const }, { access: 'super-admin' as const }];
    const at = (roles: string[]) => decide(rootOnly, ctx({ adminPath: true, user: user(roles) }));
    expect(at(['root']).kind).toBe('allow');
    for (const role of ['admin', 'problem_admin']) expect(at([role])).toMatchObject({ kind: 'deny', message: 'Super_admin_only', to: '/admin', clearSession: false });
    expect(at(['default_user'])).toMatchObject({ kind: 'deny', to: '/admin/login' });
  });

  test('site switches gate routes, and wait for the config', () => {
    const handles = [{ siteFlag: 'openPublicDiscussion' as const }];
    expect(decide(handles, ctx({ config: undefined })).kind).toBe('wait');
    expect(decide(handles, ctx())).toMatchObject({ kind: 'deny', message: 'No_Access', to: '/home', openLogin: false });
    expect(decide(handles, ctx({ config: config({ openPublicDiscussion: true }) })).kind).toBe('allow');
  });
});
