import { Anchor, Card, Center, Loader, Table, Text } from '@mantine/core';
import { JudgeStatus } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { examProblemsQuery, examRankQuery } from '../api/exam-api.ts';
import { useExamShell } from '../shell-context.ts';

/** Spec 001 section 3: exam cells are green when accepted, blue when partly accepted, grey when hidden, else red. */
export function cellColor(status: number) {
  return status === JudgeStatus.ACCEPTED ? 'green' : status === JudgeStatus.PARTIAL_ACCEPTED ? 'blue' : status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT ? 'gray' : 'red';
}

/** Spec 001 2.9: rank, user (to their home page), total score and each problem's score, coloured by its status. */
export function RankPage() {
  const { t } = useTranslation('exam');
  const { examId } = useExamShell();
  const { user } = useSession();
  const rank = useQuery(examRankQuery(examId));
  const problems = useQuery(examProblemsQuery(examId, user?.uid ?? null));
  if (rank.isPending || problems.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!rank.data?.length)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('rank.empty')}
      </Text>
    );
  const columns = problems.data?.map((p) => p.displayId) ?? [];
  return (
    <Card withBorder padding="lg">
      <Table.ScrollContainer minWidth={400 + columns.length * 80}>
        <Table withColumnBorders data-testid="exam-rank-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('rank.rank')}</Table.Th>
              <Table.Th>{t('rank.user')}</Table.Th>
              <Table.Th w={110}>{t('rank.score')}</Table.Th>
              {columns.map((id) => (
                <Table.Th key={id} ta="center">
                  {id}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rank.data.map((row) => (
              <Table.Tr key={row.uid} data-testid="exam-rank-row">
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={userHomePath({ uid: row.uid })} size="sm">
                    {row.username}
                  </Anchor>
                </Table.Td>
                <Table.Td fw={600}>{row.score}</Table.Td>
                {columns.map((id) => {
                  const cell = row.submissionInfo[id];
                  const color = cell && cellColor(cell.status);
                  return (
                    <Table.Td key={id} ta="center" c="white" bg={color && `${color}.6`} data-testid="exam-rank-cell" data-color={color}>
                      {cell?.score}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
