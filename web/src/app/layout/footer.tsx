import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '../../lib/i18n.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { isAvailable } from '../route-table.tsx';
import classes from './layout.module.css';

const LINKS = [
  { label: 'judgingQueue', to: '/status' },
  { label: 'systemInfo', to: '/system-info' },
  { label: 'about', to: '/introduction' },
  { label: 'help', to: '/help' },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <footer className={classes.footer}>
      <Stack gap={6} align="center">
        <Group gap="md" justify="center">
          {LINKS.filter((l) => isAvailable(l.to)).map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} size="sm">
              {t(`footer.${l.label}`)}
            </Anchor>
          ))}
          {config?.projectUrl && (
            <Anchor href={config.projectUrl} target="_blank" rel="noopener" size="sm">
              {t('footer.openSource')}
            </Anchor>
          )}
        </Group>
        {config && (
          <Text size="xs" c="dimmed" ta="center">
            {config.name}
            {config.projectName && (
              <>
                {' · '}
                {t('footer.poweredBy')}{' '}
                <Anchor href={config.projectUrl || undefined} target="_blank" rel="noopener" size="xs">
                  {config.projectName}
                </Anchor>
              </>
            )}
            {config.recordName && (
              <>
                {' · '}
                <Anchor href={config.recordUrl || undefined} target="_blank" rel="noopener" size="xs">
                  {config.recordName}
                </Anchor>
              </>
            )}
          </Text>
        )}
        <SegmentedControl
          size="xs"
          key={i18n.language}
          value={currentLanguage()}
          onChange={(v) => void setLanguage(v as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
          data-testid="language-switch"
        />
      </Stack>
    </footer>
  );
}
