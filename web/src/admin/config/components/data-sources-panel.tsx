import { Alert, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataSourcesQuery, type DataSources } from '../api/admin-config-api.ts';
import { SectionCard } from './section-card.tsx';

const ROWS = ['database', 'dbName', 'dbHost', 'region', 'queues'] as const satisfies readonly (keyof DataSources)[];

/** Where the data lives (DynamoDB and SQS), read only: these are the deployment's settings, not the site's. */
export function DataSourcesPanel() {
  const { t } = useTranslation('adminConfig');
  const sources = useQuery(dataSourcesQuery);
  return (
    <SectionCard title={t('data.title')} testId="data-sources">
      <Alert color="blue" data-testid="deployment-note">
        {t('data.note')}
      </Alert>
      {sources.data ? (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row}>
                <Table.Td c="dimmed" w={180}>
                  {t(`data.${row}`)}
                </Table.Td>
                <Table.Td ff="monospace" data-testid={`data-${row}`}>
                  {sources.data[row]}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Skeleton h={120} />
      )}
    </SectionCard>
  );
}
