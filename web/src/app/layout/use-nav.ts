import { useLocation, useMatches, useParams } from 'react-router';
import { isAdmin, useSession } from '../../lib/session.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { handlesOf, innermost } from '../route-handle.ts';
import { isAvailable } from '../route-table.tsx';
import { navItems, visibleItems, type NavItem } from './nav-modes.ts';

export interface MenuLink {
  label: string;
  to: string;
  /** The admin area opens in a new window. */
  newWindow?: boolean;
}

const MESSAGE_LINKS: MenuLink[] = ['discuss', 'reply', 'like', 'sys', 'mine'].map((m) => ({ label: `message_${m}`, to: `/message/${m}` }));

/** Everything the header and the drawer show, for the current route and user. */
export function useNav() {
  const handles = handlesOf(useMatches());
  const mode = innermost(handles, 'navMode') ?? 'default';
  const { pathname } = useLocation();
  const params = useParams();
  const config = useWebsiteConfig();
  const { user } = useSession();
  const items: NavItem[] = visibleItems(navItems(mode, params), { isAvailable, flags: config ?? {} });
  const userLinks: MenuLink[] = [
    { label: 'userHome', to: '/user-home' },
    { label: 'mySubmissions', to: '/status?onlyMine=true' },
    { label: 'setting', to: '/setting' },
    ...(isAdmin(user) ? [{ label: 'management', to: '/admin', newWindow: true }] : []),
    { label: 'logout', to: '/logout' },
  ].filter((l) => isAvailable(l.to));
  return {
    mode,
    pathname,
    items,
    user,
    userLinks,
    messageLinks: MESSAGE_LINKS.filter((l) => isAvailable(l.to)),
    canRegister: config?.register ?? false,
    shortName: config?.shortName ?? '',
  };
}
