import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logo from '../../assets/logo.svg';
import { toggleLanguage } from '../../lib/i18n.ts';

/** Clicking the logo or the short name toggles the language (spec 000 section 2.1). */
export function Logo({ shortName }: { shortName: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={() => void toggleLanguage()} title={t('header.toggleLanguage')} data-testid="logo">
      <Group gap={8} wrap="nowrap">
        <img src={logo} alt="" width={32} height={32} />
        <Text fw={700} size="lg">
          {shortName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
