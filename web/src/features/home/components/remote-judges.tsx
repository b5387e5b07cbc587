import { Badge, Card, Group, Title } from '@mantine/core';
import type { RemoteOj } from '@oj/shared';
import { useTranslation } from 'react-i18next';

/** The remote judges problems can be imported from; text badges, so the page fetches nothing from them. */
const SITES: Record<RemoteOj, { name: string; url: string }> = {
  HDU: { name: 'HDU', url: 'https://acm.hdu.edu.cn' },
  CF: { name: 'Codeforces', url: 'https://codeforces.com' },
  POJ: { name: 'POJ', url: 'http://poj.org' },
  GYM: { name: 'Codeforces Gym', url: 'https://codeforces.com/gyms' },
  AC: { name: 'AtCoder', url: 'https://atcoder.jp' },
  SPOJ: { name: 'SPOJ', url: 'https://www.spoj.com' },
  LIBRE: { name: 'LibreOJ', url: 'https://loj.ac' },
};

export function RemoteJudges() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('home.remoteJudges')}
      </Title>
      <Group gap="xs">
        {Object.entries(SITES).map(([key, site]) => (
          <Badge key={key} component="a" href={site.url} target="_blank" rel="noopener noreferrer" size="lg" variant="light" style={{ cursor: 'pointer' }}>
            {site.name}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
