import { Anchor, Badge, Group, Progress, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProblemListItem } from '@oj/shared';
import type { z } from 'zod';
import { acRate } from '../lib/format.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { ProblemStatusIcon } from './problem-status-icon.tsx';

type ProblemRow = z.infer<typeof ProblemListItem>;

interface Props {
  rows: ProblemRow[];
  loggedIn: boolean;
  showTags: boolean;
  /** Where a row's id and title lead: the problem page by default, a set's own problem page inside a set. */
  pathOf?: (row: ProblemRow) => string;
  /** How a row's id reads: its problemId unless a group shows its short name first. */
  idOf?: (row: ProblemRow) => string;
  onHover?: (row: ProblemRow) => void;
  /** Makes the tags buttons (the problem list filters by a clicked tag). */
  onTag?: (tagId: number) => void;
  testId?: string;
  rowTestId?: string;
}

const problemPath = (p: ProblemRow) => `/problem/${encodeURIComponent(p.problemId)}`;

/** The problem table of the problem list and of a training: status icon, id, title, level, tags, total and AC rate. */
export function ProblemTable({ rows, loggedIn, showTags, pathOf = problemPath, idOf = (p) => p.problemId, onHover, onTag, testId = 'problem-table', rowTestId }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 640}>
      <Table highlightOnHover data-testid={testId}>
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
            const to = pathOf(p);
            return (
              <Table.Tr key={p.pid} onMouseEnter={onHover && (() => onHover(p))} data-testid={rowTestId}>
                {loggedIn && (
                  <Table.Td>
                    <ProblemStatusIcon status={p.myStatus} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor component={Link} to={to} size="sm">
                    {idOf(p)}
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
                        <Badge key={tag.id} size="sm" color={tag.color || 'gray'} autoContrast style={onTag && { cursor: 'pointer' }} onClick={onTag && (() => onTag(tag.id))}>
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
