import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { JudgeStatus } from '@oj/shared/enums';
import { TRAINING_PAGE_SIZES } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { judgeStatusColor } from '../../../components/judge-status-badge.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useScopedPath } from '../../../lib/group-paths.ts';
import { trainingProblemPath } from '../../../lib/problem-set-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { trainingProblemsQuery, trainingRankQuery, type RankRow } from '../api/training-api.ts';
import { rankSubmissionsPath, shortStatus } from '../rank-cells.ts';
import { useTrainingShell } from '../shell-context.ts';

const RANK_SIZES = [10, 30, 50, 100];

function UserCell({ row, own }: { row: RankRow; own: boolean }) {
  const { t } = useTranslation('training');
  const girl = row.gender === 'female';
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar src={row.avatar} name={row.username} size={30} />
      <Stack gap={0}>
        <Group gap={4} wrap="nowrap">
          <Anchor component={Link} to={userHomePath(row)} size="sm" c={girl ? 'pink' : undefined} fw={500}>
            {row.username}
          </Anchor>
          {own && (
            <Badge size="xs" color="blue">
              {t('rank.own')}
            </Badge>
          )}
          {girl && (
            <Badge size="xs" color="pink">
              {t('rank.girl')}
            </Badge>
          )}
        </Group>
        {row.school && (
          <Text size="xs" c="dimmed">
            {row.school}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Spec 002 section 2.1 (TrainingRank): a private training's learners by AC then run time, 30 a page, searchable. */
export function RankPage() {
  const { t } = useTranslation('training');
  const { tid, admin } = useTrainingShell();
  // GroupTrainingRank: problems and submissions open inside the group
  const scoped = useScopedPath();
  const { user } = useSession();
  const paging = usePaging(TRAINING_PAGE_SIZES.rank);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const problems = useQuery(trainingProblemsQuery(tid, user?.uid ?? null)).data ?? [];
  const { data } = useQuery(trainingRankQuery(tid, { currentPage: paging.page, limit: paging.size, keyword: keyword || undefined }));
  const search = () => {
    setKeyword(typed.trim());
    paging.setPage(1);
  };
  const rows = data?.records ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="flex-end" mb="md" gap="sm">
        <TextInput
          w={240}
          aria-label={t('rank.search')}
          placeholder={t('rank.search')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && search()}
          data-testid="rank-search"
        />
        <Button variant="default" onClick={search} data-testid="rank-search-button">
          {t('rank.searchButton')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={480 + problems.length * 80}>
        <Table withColumnBorders data-testid="training-rank">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>#</Table.Th>
              <Table.Th>{t('rank.user')}</Table.Th>
              {admin && <Table.Th data-testid="rank-realname-header">{t('rank.realname')}</Table.Th>}
              <Table.Th>{t('rank.total')}</Table.Th>
              {problems.map((p) => (
                <Table.Th key={p.pid} ta="center">
                  <Anchor component={Link} to={scoped(trainingProblemPath(tid, p.problemId))} size="sm" title={p.title}>
                    {p.problemId}
                  </Anchor>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => {
              const own = row.uid === user?.uid;
              return (
                <Table.Tr key={row.uid} bg={own ? 'var(--mantine-color-blue-light)' : undefined} data-testid="rank-row" data-own={own || undefined}>
                  <Table.Td>{(paging.page - 1) * paging.size + i + 1}</Table.Td>
                  <Table.Td>
                    <UserCell row={row} own={own} />
                  </Table.Td>
                  {admin && <Table.Td>{row.realname ?? ''}</Table.Td>}
                  <Table.Td>
                    <Anchor component={Link} to={scoped(rankSubmissionsPath(row.username, { status: JudgeStatus.ACCEPTED }))} size="sm" data-testid="rank-total">
                      {row.ac}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.totalRunTime} ms
                    </Text>
                  </Table.Td>
                  {problems.map((p) => {
                    const cell = row.submissionInfo[p.problemId];
                    return (
                      <Table.Td key={p.pid} ta="center" data-testid="rank-cell">
                        {cell && (
                          <Anchor component={Link} to={scoped(rankSubmissionsPath(row.username, { problemID: p.problemId }))} underline="never">
                            <Text size="sm" fw={700} c={judgeStatusColor(cell.status)}>
                              {shortStatus(cell.status)}
                            </Text>
                            {cell.runTime !== null && (
                              <Text size="xs" c="dimmed">
                                {cell.runTime} ms
                              </Text>
                            )}
                          </Anchor>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('rank.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} sizes={RANK_SIZES} />
    </Card>
  );
}
