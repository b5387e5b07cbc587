import { Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useTranslation } from 'react-i18next';
import { statusAt, useContestClock } from '../../../lib/contest-clock.ts';
import { ContestClock, ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { localDateTime } from '../../../lib/format.ts';

/**
 * The outside scoreboard's header: title, status, rule, participants, times, progress and the countdown (spec 001
 * sections 2.2, 4), on the server's clock from the reply that arrived at `receivedAt`.
 */
export function ContestSummary({ contest, receivedAt }: { contest: ContestInfo; receivedAt: number }) {
  const { t } = useTranslation('scoreboard');
  const now = useContestClock(contest, receivedAt);
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
            <ContestStatusTag status={statusAt(contest, now)} />
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
        <ContestClock info={contest} now={now} />
      </Stack>
    </Card>
  );
}
