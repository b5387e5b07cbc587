import type { UserInfo, WebsiteConfig } from '@oj/shared';
import { isAdmin, isSuperAdmin } from '../lib/session.ts';
import type { RouteHandle } from './route-handle.ts';

export type GuardDecision =
  | { kind: 'allow' }
  /** The website config is needed and not loaded yet. */
  | { kind: 'wait' }
  | { kind: 'deny'; message: string; to: string; openLogin: boolean; clearSession: boolean };

export interface GuardContext {
  user: UserInfo | null;
  config: WebsiteConfig | undefined;
  search: URLSearchParams;
  /** Admin paths send visitors to the admin login instead of the login dialog. */
  adminPath: boolean;
}

/**
 * Spec 000 section 2.1: login-only routes, super-admin routes and routes behind website-config switches; spec 002
 * section 2.12: the back office for admin roles, some of its pages for the super admin only.
 */
export function decide(handles: RouteHandle[], ctx: GuardContext): GuardDecision {
  const loginFirst: GuardDecision = {
    kind: 'deny',
    message: 'Please_login_first',
    to: ctx.adminPath ? '/admin/login' : '/home',
    openLogin: !ctx.adminPath,
    clearSession: true,
  };
  for (const h of handles) {
    const access = typeof h.access === 'function' ? h.access(ctx.search) : h.access;
    if (access && !ctx.user) return loginFirst;
    if (access === 'admin' && !isAdmin(ctx.user)) {
      return { kind: 'deny', message: 'This account is not an administrator', to: '/admin/login', openLogin: false, clearSession: false };
    }
    if (access === 'super-admin' && !isSuperAdmin(ctx.user)) {
      return { kind: 'deny', message: 'Super_admin_only', to: ctx.adminPath ? '/admin' : '/home', openLogin: false, clearSession: false };
    }
    if (h.siteFlag) {
      if (!ctx.config) return { kind: 'wait' };
      if (!ctx.config[h.siteFlag]) return { kind: 'deny', message: 'No_Access', to: '/home', openLogin: false, clearSession: false };
    }
  }
  return { kind: 'allow' };
}
