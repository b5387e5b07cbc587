import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { AcRank } from './components/ac-rank.tsx';
import { AnnouncementsPanel } from './components/announcements-panel.tsx';
import { HomeCarousel } from './components/home-carousel.tsx';
import { RecentContests } from './components/recent-contests.tsx';
import { RecentProblems } from './components/recent-problems.tsx';
import { RemoteJudges } from './components/remote-judges.tsx';
import { SubmissionChart } from './components/submission-chart.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const shortName = useWebsiteConfig()?.shortName ?? '';
  return (
    <Stack gap="md">
      <Title order={2} ta="center" data-testid="welcome">
        {t('home.welcome', { name: shortName })}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <HomeCarousel />
            <AnnouncementsPanel />
            <RecentContests />
            <RecentProblems />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SubmissionChart />
            <AcRank />
            <RemoteJudges />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
