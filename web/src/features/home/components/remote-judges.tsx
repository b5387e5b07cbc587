import { Badge, Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REMOTE_JUDGE_SITES } from '../../../lib/remote-judges.ts';
import { useWebsiteConfig } from '../../../lib/site-config.ts';

/** The remote judges in service (switched on, with an account), linking out; text badges, so the page fetches nothing from them. None: no panel. */
export function RemoteJudges() {
  const { t } = useTranslation();
  const keys = useWebsiteConfig()?.remoteJudges ?? [];
  if (keys.length === 0) return null;
  return (
    <Card withBorder padding="lg" data-testid="remote-judges">
      <Title order={4} mb="sm">
        {t('home.remoteJudges')}
      </Title>
      <Group gap="xs">
        {keys.map((key) => (
          <Badge key={key} component="a" href={REMOTE_JUDGE_SITES[key].url} target="_blank" rel="noopener noreferrer" size="lg" variant="light" style={{ cursor: 'pointer' }}>
            {REMOTE_JUDGE_SITES[key].name}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
