import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActive, type NavItem, type NavMode } from './nav-modes.ts';

/** The top navigation of wide screens; submenus open on hover. */
export function DesktopNav({ items, pathname, mode }: { items: NavItem[]; pathname: string; mode: NavMode }) {
  const { t } = useTranslation();
  const label = (item: NavItem) => t(`nav.${item.label}` as never);
  return (
    <Group gap={4} wrap="nowrap" component="nav">
      {items.map((item) => {
        const variant = isActive(item, pathname, mode) ? 'light' : 'subtle';
        if (!item.children) {
          return (
            <Button key={item.label} component={Link} to={item.to ?? '/'} variant={variant} size="compact-md">
              {label(item)}
            </Button>
          );
        }
        return (
          <Menu key={item.label} trigger="hover" openDelay={50} closeDelay={150}>
            <Menu.Target>
              <Button variant={variant} size="compact-md">
                {label(item)} ▾
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((child) => (
                <Menu.Item key={child.label} component={Link} to={child.to ?? '/'}>
                  {label(child)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
