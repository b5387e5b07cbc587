import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar, type AdminTable } from './admin-sidebar.tsx';

/** The back office's own layout: a sidebar (a drawer below 768 px) and a header, no public navigation. */
export function AdminLayout(table: AdminTable) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <AdminHeader burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('header.menu')} />} />
      </AppShell.Header>
      <AppShell.Navbar data-testid="admin-sidebar">
        <AdminSidebar {...table} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
