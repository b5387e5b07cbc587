import type { FlatNamespace } from 'i18next';
import type { RouteObject } from 'react-router';

/** The sidebar's sections in the order of spec 002 section 2.12; a section shows once a feature fills it. */
export const ADMIN_SECTIONS = ['dashboard', 'general', 'problem', 'training', 'contest', 'exam', 'discussion'] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

export interface AdminEntry {
  /** A key under `sidebar.` in the `admin` namespace, or a feature's own namespaced key (`adminContest:sidebar.list`). */
  label: string;
  /** The page's absolute path, under /admin/. */
  to: string;
}

/**
 * What one back-office feature brings: its pages (children of /admin, each with a title and, when only the super
 * admin may open it, `access: 'super-admin'` in its handle) and its sidebar entries in one section. A feature
 * joins the back office by being listed in ADMIN_FEATURES (admin-routes.ts); keep its page components behind
 * `lazy` so they load on first visit.
 */
export interface AdminFeature {
  section: AdminSectionId;
  entries: AdminEntry[];
  routes: RouteObject[];
  /** The locale namespace of its strings when they are not in `admin`; it loads with the back office, whose sidebar shows every feature's entries. */
  namespace?: FlatNamespace;
}
