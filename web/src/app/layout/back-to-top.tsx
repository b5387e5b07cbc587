import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 32, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(style) => (
          <ActionIcon style={style} size="xl" radius="xl" onClick={() => scrollTo({ y: 0 })} aria-label={t('common.backToTop')}>
            ↑
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
