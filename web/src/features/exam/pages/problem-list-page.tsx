import { Anchor, Badge, Card, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRouteAvailable } from '../../../lib/route-availability.ts';
import { useSession } from '../../../lib/session.ts';
import { examProblemsQuery } from '../api/exam-api.ts';
import { useExamShell } from '../shell-context.ts';

/** The question types of spec 001 section 3: 1 objective, anything else programming. */
const OBJECTIVE = 1;

export const examProblemPath = (tid: number, displayId: string) => `/exam/${tid}/problem/${encodeURIComponent(displayId)}`;

/** Spec 001 2.9: display id, type, title and whether the viewer has submitted; a row opens the problem. */
export function ProblemListPage() {
  const { t } = useTranslation('exam');
  const { tid } = useExamShell();
  const { user } = useSession();
  const { data, isPending } = useQuery(examProblemsQuery(tid, user?.uid ?? null));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data?.length)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('problems.empty')}
      </Text>
    );
  return (
    <Card withBorder padding="lg">
      <Table highlightOnHover data-testid="exam-problem-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>{t('problems.displayId')}</Table.Th>
            <Table.Th w={120}>{t('problems.type')}</Table.Th>
            <Table.Th>{t('problems.title')}</Table.Th>
            <Table.Th w={140}>{t('problems.submitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((p) => {
            const path = examProblemPath(tid, p.displayId);
            const title = isRouteAvailable(path) ? (
              <Anchor component={Link} to={path} size="sm">
                {p.title}
              </Anchor>
            ) : (
              p.title
            );
            return (
              <Table.Tr key={p.id} data-testid="exam-problem-row">
                <Table.Td>{p.displayId}</Table.Td>
                <Table.Td>{t(p.type === OBJECTIVE ? 'problems.objective' : 'problems.programming')}</Table.Td>
                <Table.Td>{title}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.isSubmitted ? 'green' : 'gray'} data-testid="exam-problem-submitted">
                    {t(p.isSubmitted ? 'problems.yes' : 'problems.no')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
