import type { UserInfo, WebsiteConfig } from '@oj/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { decide } from '../app/guards.ts';
import { handlesOf } from '../app/route-handle.ts';
import { ADMIN_SECTIONS, type AdminEntry, type AdminFeature, type AdminSectionId } from './admin-feature.ts';

export interface SidebarSection {
  id: AdminSectionId;
  entries: AdminEntry[];
}

/** An entry label's locale key: under `sidebar.` in `admin`, or a feature's own namespaced key as written (`adminContest:sidebar.list`). */
export function sidebarLabelKey(label: string) {
  return label.includes(':') ? label : `sidebar.${label}`;
}

/** Whether a back-office path is a page (not the catch-all redirect) whose guards let this user in. */
export function canOpen(root: RouteObject, to: string, user: UserInfo | null, config: WebsiteConfig | undefined): boolean {
  const matches = matchRoutes([root], to);
  if (!matches || matches[matches.length - 1]?.route.path === '*') return false;
  const handles = handlesOf(matches.map((m) => ({ handle: m.route.handle })));
  return decide(handles, { user, config, search: new URLSearchParams(), adminPath: true }).kind === 'allow';
}

/** Sections in the spec's order, each with its features' entries that `open` allows; empty sections are left out. */
export function sidebarSections(features: readonly AdminFeature[], open: (to: string) => boolean): SidebarSection[] {
  return ADMIN_SECTIONS.map((id) => ({
    id,
    entries: features.filter((f) => f.section === id).flatMap((f) => f.entries.filter((e) => open(e.to))),
  })).filter((s) => s.entries.length > 0);
}

/** The entry a path belongs to: the longest entry path that is the path or a whole-segment prefix of it (an edit page belongs to its list). */
export function activeEntry(entries: readonly AdminEntry[], pathname: string): AdminEntry | undefined {
  return entries.filter((e) => pathname === e.to || pathname.startsWith(`${e.to}/`)).sort((a, b) => b.to.length - a.to.length)[0];
}
