import { Card, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format.ts';
import { serviceInfoQuery } from '../api/dashboard-api.ts';
import { LabelValueTable } from './label-value-table.tsx';

/** The API instance that answered (one Lambda execution environment, or the local server). */
export function ServicePanel() {
  const { t, i18n } = useTranslation('admin');
  const info = useQuery(serviceInfoQuery);
  const rows: [string, string][] = info.data
    ? [
        [t('dashboard.service.function'), `${info.data.functionName} (${info.data.functionVersion})`],
        [t('dashboard.service.runtime'), info.data.runtime],
        [t('dashboard.service.region'), info.data.region],
        [t('dashboard.service.cpu'), t('dashboard.service.cpuValue', { cores: info.data.backupCores, load: info.data.backupPercentCpuLoad })],
        [t('dashboard.service.memory'), t('dashboard.service.memoryValue', { used: info.data.rssMb, total: info.data.memoryMb, load: info.data.backupPercentMemoryLoad })],
        [t('dashboard.service.uptime'), formatDuration(info.data.uptimeSeconds, i18n.language)],
        [t('dashboard.service.table'), info.data.tableName],
      ]
    : [];
  return (
    <Card withBorder padding="lg" data-testid="service-panel">
      <Title order={4} mb="sm">
        {t('dashboard.service.title')}
      </Title>
      {info.data ? <LabelValueTable rows={rows} labelWidth={110} /> : <Skeleton h={160} />}
    </Card>
  );
}
