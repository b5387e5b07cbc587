import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useNav } from './use-nav.ts';

// The drawer (Mantine's Drawer with its focus trap and scroll lock) loads on the first tap of the burger, keeping it
// out of the first page load.
const MobileDrawerPanel = lazy(() => import('./mobile-drawer-panel.tsx').then((m) => ({ default: m.MobileDrawerPanel })));

/** Below 992 px the navigation moves into a drawer opened by the burger. */
export function MobileDrawer({ nav }: { nav: ReturnType<typeof useNav> }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first tap on, so that closing animates.
  const [used, setUsed] = useState(false);
  useEffect(close, [nav.pathname, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          toggle();
        }}
        aria-label={t('header.menu')}
        data-testid="burger"
      />
      {used && (
        <Suspense fallback={null}>
          <MobileDrawerPanel nav={nav} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
