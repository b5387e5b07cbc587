import { Anchor, Badge, Button, Group, List, Table, Text } from '@mantine/core';
import { JUDGE_MODES, type JudgeMode } from '@oj/shared/enums';
import type { ImportedProblem } from '@oj/shared/schemas/problem-exchange';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../lib/i18n.ts';

/** The problem form's page of a problem (the back office's problem feature). */
const editPath = (pid: number) => `/admin/problem/edit/${pid}`;
const publicPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

/** A judge mode the table names, or another one (shown as the API gives it). */
const isKnownMode = (mode: string): mode is JudgeMode => (JUDGE_MODES as readonly string[]).includes(mode);

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <List size="xs" c="orange" mt={4} data-testid="problem-warnings">
      {warnings.map((w) => (
        <List.Item key={w}>{translateMessage(w)}</List.Item>
      ))}
    </List>
  );
}

function Verdict({ error }: { error: string | null }) {
  const { t } = useTranslation('adminProblemExchange');
  return error ? (
    <Text size="sm" c="red" data-testid="problem-error">
      {translateMessage(error)}
    </Text>
  ) : (
    <Badge color="green" variant="light">
      {t('table.ready')}
    </Badge>
  );
}

interface Props {
  problems: readonly ImportedProblem[];
  /** After the import: each row links to the new problem's edit page and public page; before it, each row says what stops it. */
  imported: boolean;
}

/** The problems of an archive: what a preview found (with its errors and warnings), or what the import created. */
export function ImportedProblemsTable({ problems, imported }: Props) {
  const { t } = useTranslation('adminProblemExchange');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" data-testid={imported ? 'import-result' : 'import-preview'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.problemId')}</Table.Th>
            <Table.Th>{t('table.title')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.judgeMode')}</Table.Th>
            <Table.Th>{t('table.cases')}</Table.Th>
            <Table.Th>{t('table.tags')}</Table.Th>
            <Table.Th>{t('table.images')}</Table.Th>
            <Table.Th miw={220}>{imported ? t('table.options') : t('table.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p, i) => (
            <Table.Tr key={`${i}-${p.title}`} data-testid="imported-problem">
              <Table.Td>
                {p.problemId ?? (
                  <Text size="sm" c="dimmed" fs="italic">
                    {t('table.newId')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.title}</Table.Td>
              <Table.Td>{p.type === 1 ? t('type.1') : t('type.0')}</Table.Td>
              <Table.Td>{isKnownMode(p.judgeMode) ? t(`judgeMode.${p.judgeMode}`) : p.judgeMode}</Table.Td>
              <Table.Td>{p.cases}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.tags.map((tag) => (
                    <Badge key={tag} variant="outline" size="sm">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{p.images}</Table.Td>
              <Table.Td>
                {imported && p.id !== null ? (
                  <Group gap={6}>
                    <Button size="compact-xs" component={Link} to={editPath(p.id)} data-testid="edit-imported">
                      {t('table.edit')}
                    </Button>
                    {p.problemId && (
                      <Anchor size="sm" component={Link} to={publicPath(p.problemId)} target="_blank" data-testid="view-imported">
                        {t('table.view')}
                      </Anchor>
                    )}
                  </Group>
                ) : (
                  <Verdict error={p.error} />
                )}
                <Warnings warnings={p.warnings} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
