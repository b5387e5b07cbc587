import { Anchor, Badge, Group, Progress, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/difficulty-badge.tsx';
import { ProblemStatusIcon } from '../../../components/problem-status-icon.tsx';
import { acRate } from '../../../lib/format.ts';
import type { ProblemRow } from '../api/problem-list-api.ts';

interface Props {
  rows: ProblemRow[];
  loggedIn: boolean;
  showTags: boolean;
  onHover: (row: ProblemRow) => void;
  onTag: (tagId: number) => void;
}

export function ProblemTable({ rows, loggedIn, showTags, onHover, onTag }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 640}>
      <Table highlightOnHover data-testid="problem-table">
        <Table.Thead>
          <Table.Tr>
            {loggedIn && <Table.Th w={36} />}
            <Table.Th>{t('problem.id')}</Table.Th>
            <Table.Th>{t('problem.title')}</Table.Th>
            <Table.Th>{t('problem.level')}</Table.Th>
            {showTags && <Table.Th>{t('problem.tags')}</Table.Th>}
            {!narrow && <Table.Th>{t('problem.total')}</Table.Th>}
            <Table.Th w={narrow ? 90 : 160}>{t('problem.acRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => {
            const to = `/problem/${encodeURIComponent(p.problemId)}`;
            return (
              <Table.Tr key={p.pid} onMouseEnter={() => onHover(p)}>
                {loggedIn && (
                  <Table.Td>
                    <ProblemStatusIcon status={p.myStatus} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor component={Link} to={to} size="sm">
                    {p.problemId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={to} size="sm" c="inherit">
                    {p.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <DifficultyBadge level={p.difficulty} variant="light" />
                </Table.Td>
                {showTags && (
                  <Table.Td>
                    <Group gap={4}>
                      {p.tags.map((tag) => (
                        <Badge key={tag.id} size="sm" color={tag.color || 'gray'} autoContrast style={{ cursor: 'pointer' }} onClick={() => onTag(tag.id)}>
                          {tag.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                )}
                {!narrow && <Table.Td>{p.total}</Table.Td>}
                <Table.Td>
                  <Progress value={p.total ? (p.ac / p.total) * 100 : 0} color="green" size="sm" aria-label={t('problem.acRate')} />
                  <Text size="xs" c="dimmed" data-testid="ac-rate">
                    {acRate(p.ac, p.total)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
