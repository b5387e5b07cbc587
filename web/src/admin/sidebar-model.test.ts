import type { UserInfo } from '@oj/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { RouteHandle } from '../app/route-handle.ts';
import { isAvailable } from '../app/route-table.tsx';
import type { AdminFeature } from './admin-feature.ts';
import { adminRoute, adminRoutes } from './admin-routes.ts';
import { dashboardFeature } from './dashboard/dashboard-feature.ts';
import { activeEntry, canOpen, sidebarSections } from './sidebar-model.ts';

const user = (role: string): UserInfo => ({ uid: 'u1', username: 'ann', roleList: [role] }) as UserInfo;
const page = (path: string, handle: RouteHandle = {}) => ({ path, Component: () => null, handle });

// Listed out of the spec's order on purpose: the sidebar orders sections itself.
const FEATURES: AdminFeature[] = [
  {
    section: 'contest',
    entries: [
      { label: 'contestList', to: '/admin/contest' },
      { label: 'createContest', to: '/admin/contest/create' },
    ],
    routes: [page('contest'), page('contest/create'), page('contest/:contestId/edit')],
  },
  {
    section: 'general',
    entries: [
      { label: 'users', to: '/admin/user' },
      { label: 'notDone', to: '/admin/notice' },
    ],
    routes: [page('user', { access: 'super-admin' })],
  },
  dashboardFeature,
];
const root = adminRoutes(FEATURES);
const sidebarFor = (role: string) => sidebarSections(FEATURES, (to) => canOpen(root, to, user(role), undefined)).map((s) => [s.id, s.entries.map((e) => e.label)]);

describe('the back-office sidebar', () => {
  test('sections follow the spec order; root-only pages show to root alone; entries without a page never show', () => {
    expect(sidebarFor('root')).toEqual([
      ['dashboard', ['dashboard']],
      ['general', ['users']],
      ['contest', ['contestList', 'createContest']],
    ]);
    for (const role of ['admin', 'problem_admin']) {
      expect(sidebarFor(role)).toEqual([
        ['dashboard', ['dashboard']],
        ['contest', ['contestList', 'createContest']],
      ]);
    }
  });

  test('nothing opens for visitors and ordinary users', () => {
    expect(canOpen(root, '/admin/dashboard', null, undefined)).toBe(false);
    expect(canOpen(root, '/admin/dashboard', user('default_user'), undefined)).toBe(false);
    expect(canOpen(root, '/admin/dashboard', user('admin'), undefined)).toBe(true);
  });

  test('the active entry is the longest whole-segment prefix: an edit page belongs to its list', () => {
    const entries = FEATURES.flatMap((f) => f.entries);
    expect(activeEntry(entries, '/admin/contest')?.label).toBe('contestList');
    expect(activeEntry(entries, '/admin/contest/create')?.label).toBe('createContest');
    expect(activeEntry(entries, '/admin/contest/12/edit')?.label).toBe('contestList');
    expect(activeEntry(entries, '/admin/contests')).toBeUndefined();
  });
});

describe('the /admin route table', () => {
  const redirectOf = async (path: string) => {
    const last = matchRoutes([adminRoute], path)?.at(-1)?.route;
    const loader = last?.loader;
    if (typeof loader !== 'function') return undefined;
    const res = (await loader({ request: new Request(`http://x${path}`), params: {}, context: undefined, url: new URL(`http://x${path}`), pattern: '' } as never)) as Response;
    return res.headers.get('Location');
  };

  test('/admin opens the dashboard, unknown paths under /admin go to the admin login', async () => {
    expect(await redirectOf('/admin')).toBe('/admin/dashboard');
    expect(await redirectOf('/admin/no-such-page')).toBe('/admin/login');
    expect(await redirectOf('/admin/user')).toBeUndefined();
    expect(await redirectOf('/admin/dashboard')).toBeUndefined();
    expect(await redirectOf('/admin/login')).toBeUndefined();
  });

  test('the public site knows /admin exists (the user menu links to it)', () => {
    expect(isAvailable('/admin')).toBe(true);
  });

  test('the login page is open to all, every other page needs an admin role', () => {
    const handles = (path: string) => (matchRoutes([adminRoute], path) ?? []).map((m) => m.route.handle as RouteHandle | undefined);
    expect(handles('/admin/login').some((h) => h?.access)).toBe(false);
    expect(handles('/admin/dashboard').map((h) => h?.access)).toContain('admin');
  });
});
