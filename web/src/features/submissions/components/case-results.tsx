import { Accordion, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { judgeStatusColor, JudgeStatusBadge } from '../../../components/judge-status-badge.tsx';
import { formatMemory } from '../../../lib/format.ts';
import { caseResultsQuery, type CaseResults as Results } from '../api/submissions-api.ts';

type Case = Results['judgeCaseList'][number];

function CaseGrid({ cases }: { cases: Case[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" data-testid="case-grid">
      {cases.map((c) => (
        <Card key={c.seq} withBorder padding="xs" style={{ borderColor: `var(--mantine-color-${judgeStatusColor(c.status)}-5)` }} data-testid="case" data-status={c.status}>
          <Group justify="space-between" gap={4}>
            <Text size="sm" fw={600}>
              {t('submission.case', { n: c.seq })}
            </Text>
            {c.score !== null && <Text size="xs">{c.score}</Text>}
          </Group>
          <JudgeStatusBadge status={c.status} size="sm" fullWidth my={4} />
          <Text size="xs" c="dimmed">
            {c.time} ms · {formatMemory(c.memory)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The test cases: a flat grid, or one accordion item per subtask in the subtask modes. Nothing when closed (403). */
export function CaseResults({ submitId }: { submitId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(caseResultsQuery(submitId));
  if (!data || (!data.judgeCaseList.length && !data.subTaskJudgeCaseVoList.length)) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={5} mb="sm">
        {t('submission.caseResults')}
      </Title>
      {data.subTaskJudgeCaseVoList.length > 0 ? (
        <Accordion variant="contained" multiple data-testid="subtasks">
          {data.subTaskJudgeCaseVoList.map((g) => (
            <Accordion.Item key={g.groupNum} value={String(g.groupNum)}>
              <Accordion.Control>
                <Group gap="sm">
                  <Text size="sm" fw={600}>
                    {t('submission.subtask', { n: g.groupNum })}
                  </Text>
                  <JudgeStatusBadge status={g.status} size="sm" />
                  <Text size="xs">
                    {t('submission.score')}: {g.score} · {g.ac}/{g.total} · {g.time} ms · {formatMemory(g.memory)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <CaseGrid cases={g.subtaskDetailList} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <CaseGrid cases={data.judgeCaseList} />
      )}
    </Card>
  );
}
