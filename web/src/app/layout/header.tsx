import { Box, Group } from '@mantine/core';
import { DesktopNav } from './desktop-nav.tsx';
import classes from './layout.module.css';
import { Logo } from './logo.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { useNav } from './use-nav.ts';
import { UserArea } from './user-area.tsx';

export function Header() {
  const nav = useNav();
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" h="100%" px="md">
        <Group gap="lg" wrap="nowrap">
          <Logo shortName={nav.shortName} />
          <Box visibleFrom="md">
            <DesktopNav items={nav.items} pathname={nav.pathname} mode={nav.mode} />
          </Box>
        </Group>
        <Box visibleFrom="md">
          <UserArea user={nav.user} userLinks={nav.userLinks} messageLinks={nav.messageLinks} canRegister={nav.canRegister} />
        </Box>
        <Box hiddenFrom="md">
          <MobileDrawer nav={nav} />
        </Box>
      </Group>
    </header>
  );
}
