import { Button, Group, Menu } from '@mantine/core';
import type { UserInfo } from '@oj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenu } from '../../components/user-menu.tsx';
import { MessageMenu } from '../../features/message/components/message-menu.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import type { MenuLink } from './use-nav.ts';

const LinkItems = ({ links }: { links: MenuLink[] }) => {
  const { t } = useTranslation();
  return links.map((l) =>
    l.newWindow ? (
      <Menu.Item key={l.to} component="a" href={l.to} target="_blank" rel="noopener">
        {t(`userMenu.${l.label}` as never)}
      </Menu.Item>
    ) : (
      <Menu.Item key={l.to} component={Link} to={l.to}>
        {t(`userMenu.${l.label}` as never)}
      </Menu.Item>
    ),
  );
};

interface Props {
  user: UserInfo | null;
  userLinks: MenuLink[];
  messageLinks: MenuLink[];
  canRegister: boolean;
}

/** Login and Register for visitors; the message menu with its unread counts (when its pages exist) and the user menu otherwise. */
export function UserArea({ user, userLinks, messageLinks, canRegister }: Props) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" onClick={() => openAuthModal('login')}>
          {t('auth.login')}
        </Button>
        {canRegister && <Button onClick={() => openAuthModal('register')}>{t('auth.register')}</Button>}
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {messageLinks.length > 0 && <MessageMenu links={messageLinks} />}
      <UserMenu user={user} trigger="hover" data-testid="user-menu">
        <LinkItems links={userLinks} />
      </UserMenu>
    </Group>
  );
}
