import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { RouteHandle } from '../app/route-handle.ts';
import { i18n, initI18n } from '../lib/i18n.ts';
import { ADMIN_FEATURES, adminNamespaces, adminRoute } from './admin-routes.ts';

const namespaceOf = (key: string, plain: string) => (key.includes(':') ? key.split(':')[0] : plain);
const titles = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...((r.handle as RouteHandle | undefined)?.title ? [(r.handle as RouteHandle).title!] : []), ...titles(r.children ?? [])]);

describe('back-office strings', () => {
  test("a feature's sidebar labels and page titles are in admin, common or the feature's own namespace", () => {
    for (const f of ADMIN_FEATURES) {
      const allowed = ['admin', 'common', ...(f.namespace ? [f.namespace] : [])];
      for (const e of f.entries) expect(allowed, e.label).toContain(namespaceOf(e.label, 'admin'));
      for (const title of titles(f.routes)) expect(allowed, title).toContain(namespaceOf(title, 'common'));
    }
  });

  test("opening the back office loads its namespace and every feature's with the shell", async () => {
    await initI18n('en-US');
    const namespaces = adminNamespaces(ADMIN_FEATURES);
    expect(namespaces).toContain('admin');
    expect(namespaces).toContain('adminContest');
    for (const ns of namespaces) expect(i18n.hasLoadedNamespace(ns)).toBe(false);

    await (adminRoute.lazy as () => Promise<unknown>)();
    for (const ns of namespaces) expect(i18n.hasLoadedNamespace(ns), ns).toBe(true);
  }, 20_000); // the shell's code is transformed on first import
});
