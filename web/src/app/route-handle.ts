import type { SiteFlag } from '../lib/site-config.ts';
import type { NavMode } from './layout/nav-modes.ts';

/** `admin`: the back office's roles (admin, problem admin, super admin); `super-admin`: root only. */
export type Access = 'login' | 'admin' | 'super-admin';

/** What a route tells the shell about itself, through react-router's `handle`. */
export interface RouteHandle {
  /** A key under `route.` in the locale files, or a namespaced key (`contest:route.list`); the page title is "title - short name". */
  title?: string;
  /** Who may open it; a function decides from the query string (the user home needs login only without uid/username). */
  access?: Access | ((search: URLSearchParams) => Access | undefined);
  /** Open only while this website-config switch is on. */
  siteFlag?: SiteFlag;
  /** The header's navigation mode for this route and its children. */
  navMode?: NavMode;
  /** Problem detail, timed-work problem and focus-mode pages hide the footer. */
  hideFooter?: boolean;
  /** Focus mode: the page brings its own bar instead of the site's header, and takes the window's width. */
  fullScreen?: boolean;
}

/** Handles of the matched routes, outermost first. */
export function handlesOf(matches: readonly { handle: unknown }[]): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle);
}

/** The innermost route's value of one field. */
export function innermost<K extends keyof RouteHandle>(handles: RouteHandle[], key: K): RouteHandle[K] | undefined {
  return handles.reduce<RouteHandle[K] | undefined>((found, h) => (h[key] !== undefined ? h[key] : found), undefined);
}
