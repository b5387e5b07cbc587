import { AppShell, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, type RouteObject } from 'react-router';
import logo from '../../assets/logo.svg';
import { toggleLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import type { AdminEntry, AdminFeature } from '../admin-feature.ts';
import { activeEntry, canOpen, sidebarLabelKey, sidebarSections } from '../sidebar-model.ts';

/** The back office's features and the route table they make (its guards decide what a user may open). */
export interface AdminTable {
  features: readonly AdminFeature[];
  root: RouteObject;
}

/** The features' entries this user may open, by section; the dashboard stands alone at the top. */
export function AdminSidebar({ features, root }: AdminTable) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const config = useWebsiteConfig();
  const { pathname } = useLocation();
  const sections = sidebarSections(features, (to) => canOpen(root, to, user, config));
  const active = activeEntry(
    sections.flatMap((s) => s.entries),
    pathname,
  );

  const link = (e: AdminEntry) => <NavLink key={e.to} component={Link} to={e.to} label={t(sidebarLabelKey(e.label) as never)} active={e === active} />;

  return (
    <>
      <AppShell.Section p="md">
        {/* Clicking the logo toggles the language, as on the public site. */}
        <UnstyledButton onClick={() => void toggleLanguage()} title={tc('header.toggleLanguage')} data-testid="admin-logo">
          <Group gap={8} wrap="nowrap">
            <img src={logo} alt="" width={28} height={28} />
            <Text fw={700}>{t('title', { name: config?.shortName ?? '' }).trim()}</Text>
          </Group>
        </UnstyledButton>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md">
        {sections.map((s) =>
          s.id === 'dashboard' ? (
            s.entries.map(link)
          ) : (
            <NavLink key={s.id} label={t(`section.${s.id}`)} defaultOpened={s.entries.includes(active as AdminEntry)} childrenOffset={16}>
              {s.entries.map(link)}
            </NavLink>
          ),
        )}
      </AppShell.Section>
    </>
  );
}
