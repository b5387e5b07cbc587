import { Card, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { updatedProblemsQuery } from '../api/home-api.ts';

/** Recently updated problems; a row opens the problem. */
export function RecentProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery(updatedProblemsQuery);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('home.recentProblems')}
      </Title>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('home.problemId')}</Table.Th>
            <Table.Th>{t('home.problemTitle')}</Table.Th>
            <Table.Th>{t('home.lastModified')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.map((p) => (
            <Table.Tr key={p.pid} style={{ cursor: 'pointer' }} onClick={() => void navigate(`/problem/${encodeURIComponent(p.problemId)}`)}>
              <Table.Td>{p.problemId}</Table.Td>
              <Table.Td>{p.title}</Table.Td>
              <Table.Td>
                <RelativeTime iso={p.gmtModified} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
