import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadCount } from '../../features/message/components/message-menu.tsx';
import { useUnreadCounts } from '../../features/message/api/unread-api.ts';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { isActive, type NavItem } from './nav-modes.ts';
import type { useNav } from './use-nav.ts';

/** The drawer's panel: the navigation entries, then the user's links (the message tabs with their unread counts) or the login and register buttons. */
export function MobileDrawerPanel({ nav, opened, onClose }: { nav: ReturnType<typeof useNav>; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  const entry = (item: NavItem) => {
    const label = t(`nav.${item.label}` as never);
    const active = isActive(item, nav.pathname, nav.mode);
    return item.children ? (
      <NavLink key={item.label} label={label} active={active} defaultOpened={active} variant="subtle">
        {item.children.map(entry)}
      </NavLink>
    ) : (
      <NavLink key={item.label} label={label} active={active} component={Link} to={item.to ?? '/'} />
    );
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={nav.shortName} size="80%" data-testid="drawer">
      <Stack gap={0}>
        {nav.items.map(entry)}
        <Divider my="sm" />
        {nav.user ? (
          [...nav.messageLinks, ...nav.userLinks].map((l) =>
            l.newWindow ? (
              <NavLink key={l.to} label={t(`userMenu.${l.label}` as never)} component="a" href={l.to} target="_blank" rel="noopener" />
            ) : (
              <NavLink key={l.to} label={t(`userMenu.${l.label}` as never)} component={Link} to={l.to} rightSection={<UnreadCount counts={unread} to={l.to} />} />
            ),
          )
        ) : (
          <Stack gap="xs">
            <Button variant="default" onClick={() => openAuthModal('login')}>
              {t('auth.login')}
            </Button>
            {nav.canRegister && <Button onClick={() => openAuthModal('register')}>{t('auth.register')}</Button>}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
