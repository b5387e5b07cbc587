import { Anchor, Group, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { titleKey } from '../../app/page-title.ts';
import { handlesOf, innermost } from '../../app/route-handle.ts';
import { UserMenu } from '../../components/user-menu.tsx';
import { session, useSession } from '../../lib/session.ts';
import { adminLogout } from '../api/admin-account-api.ts';
import { ADMIN_LOGIN_PATH } from '../paths.ts';

/** The page's title, a way back to the public site and the admin's menu (logout). */
export function AdminHeader({ burger }: { burger: ReactNode }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const title = innermost(handlesOf(useMatches()), 'title');
  const { user } = useSession();
  const navigate = useNavigate();

  const logout = async () => {
    // Logged out here whatever the server says: the token is forgotten either way.
    await adminLogout().catch(() => undefined);
    session.clear();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger}
        <Text fw={600} data-testid="admin-page-title">
          {title ? tc(titleKey(title) as never) : ''}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Anchor href="/home" size="sm" visibleFrom="xs">
          {t('header.backToSite')}
        </Anchor>
        {user && (
          <UserMenu user={user} trigger="click-hover" position="bottom-end" data-testid="admin-user-menu">
            <Menu.Item onClick={() => void logout()}>{t('header.logout')}</Menu.Item>
          </UserMenu>
        )}
      </Group>
    </Group>
  );
}
