import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { RowProblem } from '@oj/shared/schemas/user-batch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../lib/i18n.ts';
import { batchJobQuery, resumeBatchJob } from '../api/admin-user-api.ts';

/** A job unchanged this long may have stopped (its runs failed): it can be queued again where it stopped. */
const STALLED_MS = 30_000;

/** Rows and their problems: the preview's and the job's report. */
export function RowProblemTable({ problems, 'data-testid': testId }: { problems: z.infer<typeof RowProblem>[]; 'data-testid': string }) {
  const { t } = useTranslation('adminUser');
  return (
    <Table.ScrollContainer minWidth={600} mah={360}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('batch.row')}</Table.Th>
            <Table.Th>{t('batch.column.username')}</Table.Th>
            <Table.Th w={140}>{t('batch.field')}</Table.Th>
            <Table.Th>{t('batch.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p, i) => (
            <Table.Tr key={`${p.row}-${p.field}-${i}`} data-testid="row-problem">
              <Table.Td>{p.row}</Table.Td>
              <Table.Td>{p.username}</Table.Td>
              <Table.Td>{p.field === 'row' ? t('batch.wholeRow') : t(`batch.column.${p.field}`)}</Table.Td>
              <Table.Td c="red">{translateMessage(p.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A bulk job's progress bar, counts and per-row report, read every second until it is done; `actions` below them. */
export function BatchJobProgress({ id, actions }: { id: string; actions?: ReactNode }) {
  const { t } = useTranslation('adminUser');
  const queryClient = useQueryClient();
  const job = useQuery(batchJobQuery(id));
  // When this page last saw the count move (its own clock: the server's may differ).
  const [moved, setMoved] = useState({ processed: -1, at: 0 });
  const resume = useMutation({
    mutationFn: () => resumeBatchJob(id),
    onSuccess: (fresh) => {
      setMoved({ processed: fresh.processed, at: Date.now() });
      queryClient.setQueryData(batchJobQuery(id).queryKey, fresh);
    },
  });
  const data = job.data;
  if (data && data.processed !== moved.processed) setMoved({ processed: data.processed, at: job.dataUpdatedAt });
  if (!data) return null;
  const done = data.state === 'done';
  const percent = data.total ? Math.round((data.processed / data.total) * 100) : 100;
  const stalled = !done && moved.processed === data.processed && job.dataUpdatedAt - moved.at > STALLED_MS;
  return (
    <Stack gap="sm" data-testid="batch-job">
      <Group justify="space-between">
        <Badge color={done ? 'green' : 'blue'} variant="light" data-testid="job-state">
          {t(`batch.state.${data.state}`)}
        </Badge>
        <Text size="sm" data-testid="job-counts">
          {t('batch.counts', { processed: data.processed, total: data.total, created: data.created, failed: data.failed })}
        </Text>
      </Group>
      <Progress value={percent} size="lg" animated={!done} color={data.failed ? 'orange' : 'green'} aria-label={t('batch.progress')} data-testid="job-progress" />
      {stalled && (
        <Group>
          <Text size="sm" c="dimmed">
            {t('batch.stalled')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => resume.mutate()} loading={resume.isPending} data-testid="resume-job">
            {t('batch.resume')}
          </Button>
        </Group>
      )}
      {data.failures.length > 0 && <RowProblemTable problems={data.failures} data-testid="job-failures" />}
      {actions}
    </Stack>
  );
}
