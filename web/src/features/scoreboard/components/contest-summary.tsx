import { Badge, Card, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds, localDateTime } from '../../../lib/format.ts';

const STATUS_COLORS: Record<number, string> = { [ContestStatus.SCHEDULED]: 'yellow', [ContestStatus.RUNNING]: 'green', [ContestStatus.ENDED]: 'red' };

/** The server's clock, ticking every second while the contest has not ended (the offset from the reply's `now`). */
const useContestClock = (contest: ContestInfo) => {
  const [offset] = useState(() => Date.parse(contest.now) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  const end = Date.parse(contest.endTime);
  useEffect(() => {
    if (now >= end) return;
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset, end, now >= end]);
  return now;
};

/** The outside scoreboard's header: title, rule, participants, times, progress and the clock (spec 001 sections 2.2, 4). */
export function ContestSummary({ contest }: { contest: ContestInfo }) {
  const { t } = useTranslation('scoreboard');
  const now = useContestClock(contest);
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const status = now < start ? ContestStatus.SCHEDULED : now < end ? ContestStatus.RUNNING : ContestStatus.ENDED;
  const progress = status === ContestStatus.SCHEDULED ? 0 : status === ContestStatus.ENDED ? 100 : ((now - start) / (end - start)) * 100;
  const clock =
    status === ContestStatus.SCHEDULED
      ? t('startsIn', { time: formatSeconds((start - now) / 1000) })
      : status === ContestStatus.RUNNING
        ? t('endsIn', { time: formatSeconds((end - now) / 1000) })
        : t('status.ended');
  const oi = contest.type === ContestType.OI;
  const rule = (
    <Badge variant="filled" color={oi ? 'orange' : 'blue'}>
      {oi ? 'OI' : 'ACM'}
    </Badge>
  );
  return (
    <Card withBorder padding="lg" mb="md">
      <Stack gap="sm">
        <Title order={2} ta="center" data-testid="contest-title">
          {contest.title}
        </Title>
        <Group justify="space-between">
          <Group gap="xs">
            <Badge color={STATUS_COLORS[status]} variant="light">
              {t(status === ContestStatus.SCHEDULED ? 'status.scheduled' : status === ContestStatus.RUNNING ? 'status.running' : 'status.ended')}
            </Badge>
            {oi ? <Tooltip label={t(contest.oiRankScoreType === 'Highest' ? 'oiHighest' : 'oiRecent')}>{rule}</Tooltip> : rule}
          </Group>
          <Text size="sm">{t('participants', { count: contest.count })}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            {t('startAt')}: {localDateTime(contest.startTime)}
          </Text>
          <Text size="sm">
            {t('endAt')}: {localDateTime(contest.endTime)}
          </Text>
        </Group>
        <Progress value={progress} color="green" size="md" aria-label={t('progress')} />
        <Text ta="center" fw={600} data-testid="contest-clock">
          {clock}
        </Text>
      </Stack>
    </Card>
  );
}
