import { Group, Menu, UnstyledButton, type MenuProps } from '@mantine/core';
import type { UserInfo } from '@oj/shared';
import type { ReactNode } from 'react';
import { UserAvatar } from './user-avatar.tsx';

interface Props extends Omit<MenuProps, 'children'> {
  user: Pick<UserInfo, 'avatar' | 'username'>;
  /** The menu's entries (Menu.Item). */
  children: ReactNode;
  'data-testid': string;
}

/** The signed-in user's avatar and name opening a menu (the site's header, the back office's header). */
export function UserMenu({ user, children, 'data-testid': testId, ...menu }: Props) {
  return (
    <Menu {...menu}>
      <Menu.Target>
        <UnstyledButton data-testid={testId}>
          <Group gap={6} wrap="nowrap">
            <UserAvatar src={user.avatar} name={user.username} size={30} />
            <span>{user.username} ▾</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
