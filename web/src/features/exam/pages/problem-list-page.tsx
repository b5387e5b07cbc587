import { Anchor, Badge, Card, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examProblemPath } from '../../../lib/problem-set-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { examProblemsQuery } from '../api/exam-api.ts';
import { QuestionType } from '../question-types.ts';
import { useExamShell } from '../shell-context.ts';

/** Spec 001 2.9: display id, type, title and whether the viewer has submitted; a row opens the problem. */
export function ProblemListPage() {
  const { t } = useTranslation('exam');
  const { examId } = useExamShell();
  const { user } = useSession();
  const { data, isPending } = useQuery(examProblemsQuery(examId, user?.uid ?? null));
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
            return (
              <Table.Tr key={p.id} data-testid="exam-problem-row">
                <Table.Td>{p.displayId}</Table.Td>
                <Table.Td>{t(p.type === QuestionType.OBJECTIVE ? 'problems.objective' : 'problems.programming')}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={examProblemPath(examId, p.displayId)} size="sm">
                    {p.title}
                  </Anchor>
                </Table.Td>
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
