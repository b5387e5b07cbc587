import { Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { JudgeQueueInfo, JudgeTaskInfo } from '@oj/shared/schemas/admin-config';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSeconds, relativeTime } from '../../../lib/format.ts';
import { judgeServiceInfoQuery, SERVICE_REFRESH_MS } from '../api/dashboard-api.ts';

/** A rate as the panel shows it: at most one decimal. */
const perMinute = (n: number) => String(Math.round(n * 10) / 10);

function JudgeRow({ judge, now }: { judge: JudgeTaskInfo; now: number }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.Tr data-testid="judge-row">
      <Table.Td>
        <Text size="sm" ff="monospace">
          {judge.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={judge.alive ? 'green' : 'red'} variant="light" data-testid="judge-alive">
          {t(judge.alive ? 'dashboard.judges.alive' : 'dashboard.judges.silent')}
        </Badge>
      </Table.Td>
      <Table.Td data-testid="judge-busy">{t('dashboard.judges.busyOf', { busy: judge.busy, concurrency: judge.concurrency })}</Table.Td>
      <Table.Td data-testid="judge-rate">{perMinute(judge.judgedPerMinute)}</Table.Td>
      <Table.Td>{judge.judged}</Table.Td>
      <Table.Td data-testid="judge-cpu">{t('dashboard.judges.cpu', { cores: judge.cpuCores, load: judge.percentCpuLoad })}</Table.Td>
      <Table.Td data-testid="judge-memory">{judge.percentMemoryLoad}</Table.Td>
      <Table.Td data-testid="judge-heartbeat">{relativeTime(judge.lastHeartbeat, i18n.language, now)}</Table.Td>
    </Table.Tr>
  );
}

function QueueRow({ queue }: { queue: JudgeQueueInfo }) {
  const { t } = useTranslation('admin');
  return (
    <Table.Tr data-testid="queue-row">
      <Table.Td>{t(`dashboard.judges.queue.${queue.name}`)}</Table.Td>
      <Table.Td data-testid="queue-waiting">{queue.waiting}</Table.Td>
      <Table.Td data-testid="queue-in-flight">{queue.inFlight}</Table.Td>
      <Table.Td>{queue.delayed}</Table.Td>
      <Table.Td data-testid="queue-oldest">{queue.oldestAgeSeconds === null ? t('dashboard.judges.noMetric') : formatSeconds(queue.oldestAgeSeconds)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The judges at work: each judge task from its latest heartbeat, the judge queues' depths and oldest message,
 * and the site's judging rate; read again every 10 s.
 */
export function JudgesPanel() {
  const { t } = useTranslation('admin');
  const info = useQuery(judgeServiceInfoQuery);
  const now = info.dataUpdatedAt || Date.now();
  return (
    <Card withBorder padding="lg" data-testid="judges-panel">
      <Group justify="space-between" mb="sm">
        <Stack gap={0}>
          <Title order={4}>{t('dashboard.judges.title')}</Title>
          <Text size="xs" c="dimmed">
            {t('dashboard.judges.refresh', { seconds: SERVICE_REFRESH_MS / 1000 })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('dashboard.judges.sitePerMinute')}
          </Text>
          <Text fw={700} fz={28} data-testid="site-judged-per-minute">
            {info.data ? perMinute(info.data.judgedPerMinute) : '-'}
          </Text>
        </Stack>
      </Group>
      {!info.data ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          {info.data.judges.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="no-judges">
              {t('dashboard.judges.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing={6} data-testid="judge-table">
                <Table.Thead>
                  <Table.Tr>
                    {(['name', 'status', 'busy', 'rate', 'judged', 'cpu', 'memory', 'heartbeat'] as const).map((c) => (
                      <Table.Th key={c}>{t(`dashboard.judges.column.${c}`)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {info.data.judges.map((judge) => (
                    <JudgeRow key={judge.name} judge={judge} now={now} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} data-testid="queue-table">
              <Table.Thead>
                <Table.Tr>
                  {(['queue', 'waiting', 'inFlight', 'delayed', 'oldest'] as const).map((c) => (
                    <Table.Th key={c}>{t(`dashboard.judges.column.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {info.data.queues.map((queue) => (
                  <QueueRow key={queue.name} queue={queue} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Card>
  );
}
