import { Card, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart.tsx';
import { weekStatsQuery } from '../api/home-api.ts';

/** Accepted and total submissions of the last seven days. */
export function SubmissionChart() {
  const { t } = useTranslation();
  const { data } = useQuery(weekStatsQuery);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('home.lastWeekSubmissions')}
      </Title>
      {data && (
        <BarChart
          title={t('home.lastWeekSubmissions')}
          categories={data.dateStr.map((d) => d.slice(5))}
          series={[
            { label: t('home.accepted'), color: '#40c057', values: data.acCountList },
            { label: t('home.total'), color: '#339af0', values: data.totalCountList },
          ]}
        />
      )}
    </Card>
  );
}
