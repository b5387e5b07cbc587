import { Anchor, Badge, Card, Center, Group, Loader, Progress, Switch, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DifficultyBadge } from '../../../components/difficulty-badge.tsx';
import { ProblemStatusIcon } from '../../../components/problem-status-icon.tsx';
import { acRate } from '../../../lib/format.ts';
import { trainingProblemPath } from '../../../lib/problem-set-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { trainingProblemsQuery } from '../api/training-api.ts';
import { useTrainingShell } from '../shell-context.ts';

/** Spec 002 section 2.1 (TrainingProblemList): the training's problems in order; a row opens the problem in the training. */
export function ProblemListPage() {
  const { t } = useTranslation('training');
  const { t: tc } = useTranslation();
  const { tid } = useTrainingShell();
  const { user } = useSession();
  const navigate = useNavigate();
  const [showTags, setShowTags] = useState(false);
  const { data, isPending } = useQuery(trainingProblemsQuery(tid, user?.uid ?? null));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const rows = data ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="flex-end" mb="sm">
        <Switch label={t('problems.showTags')} checked={showTags} onChange={(e) => setShowTags(e.currentTarget.checked)} data-testid="show-tags" />
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table highlightOnHover data-testid="training-problems">
          <Table.Thead>
            <Table.Tr>
              {user && <Table.Th w={36} />}
              <Table.Th>{tc('problem.id')}</Table.Th>
              <Table.Th>{tc('problem.title')}</Table.Th>
              <Table.Th>{tc('problem.level')}</Table.Th>
              {showTags && <Table.Th>{tc('problem.tags')}</Table.Th>}
              <Table.Th w={180}>{tc('problem.acRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const to = trainingProblemPath(tid, p.problemId);
              return (
                <Table.Tr key={p.pid} onClick={() => void navigate(to)} style={{ cursor: 'pointer' }} data-testid="training-problem-row">
                  {user && (
                    <Table.Td>
                      <ProblemStatusIcon status={p.myStatus} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Anchor component={Link} to={to} size="sm" onClick={(e) => e.stopPropagation()}>
                      {p.problemId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.title}</Table.Td>
                  <Table.Td>
                    <DifficultyBadge level={p.difficulty} variant="light" />
                  </Table.Td>
                  {showTags && (
                    <Table.Td>
                      <Group gap={4}>
                        {p.tags.map((tag) => (
                          <Badge key={tag.id} size="sm" color={tag.color || 'gray'} autoContrast>
                            {tag.name}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Progress value={p.total ? (p.ac / p.total) * 100 : 0} color="green" size="sm" aria-label={tc('problem.acRate')} />
                    <Text size="xs" c="dimmed" data-testid="ac-rate">
                      {`${acRate(p.ac, p.total)} (${p.ac}/${p.total})`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('problems.empty')}
        </Text>
      )}
    </Card>
  );
}
