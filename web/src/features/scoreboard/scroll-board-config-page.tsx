import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostingContest } from '../../lib/contest-scope.ts';
import { contestRankQuery } from './api/scoreboard-api.ts';
import { defaultMedalCounts } from './resolver.ts';
import { scrollBoardUrl } from './scroll-board-url.ts';

const MEDALS = ['gold', 'silver', 'bronze'] as const;
const PERCENTS = [10, 20, 30];

/**
 * The scroll board's settings (spec 001 section 2.5; contest admins of ACM contests): medal counts, by default 10, 20
 * and 30 percent of the ranked participants, and whether star users are left out; opens the board in a new window.
 */
export function ScrollBoardConfigPage() {
  const { t } = useTranslation('scoreboard');
  const { cid, info: contest, status, admin } = useHostingContest();
  const allowed = contest.type === ContestType.ACM && admin;
  // the live board without star users: its size is the number of ranked participants
  const ranked = useQuery({
    ...contestRankQuery('rank', { cid, currentPage: 1, limit: 10, forceRefresh: true, removeStar: true, containsEnd: false, keyword: null, concernedList: [] }, false),
    enabled: allowed,
  });
  const rankedCount = ranked.data?.total ?? null;
  const [medals, setMedals] = useState<number[]>([0, 0, 0]);
  const [removeStar, setRemoveStar] = useState(false);
  useEffect(() => {
    if (rankedCount !== null) setMedals(defaultMedalCounts(rankedCount));
  }, [rankedCount]);

  if (contest.type !== ContestType.ACM) return <Alert color="yellow">{t('scroll.onlyAcm')}</Alert>;
  if (!allowed) return <Alert color="yellow">{t('scroll.onlyAdmin')}</Alert>;
  const blocked = !contest.sealRank ? t('scroll.notSealed') : status !== ContestStatus.ENDED ? t('scroll.notEnded') : null;
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="md">
        {t('scroll.settings')}
      </Title>
      <Stack gap="sm" maw={420}>
        <Alert color="green" title={t('scroll.formula')}>
          {MEDALS.map((m, i) => (
            <Text key={m} size="sm">
              {t(`scroll.${m}`)}: {rankedCount ?? '…'} × {PERCENTS[i]}% = {rankedCount === null ? '…' : defaultMedalCounts(rankedCount)[i]}
            </Text>
          ))}
        </Alert>
        <TextInput label={t('scroll.contestId')} value={String(cid)} disabled />
        {MEDALS.map((m, i) => (
          <NumberInput
            key={m}
            label={t(`scroll.${m}`)}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={medals[i]}
            onChange={(v) => setMedals((all) => all.map((n, j) => (j === i ? Math.max(0, Math.floor(Number(v) || 0)) : n)))}
          />
        ))}
        <Switch label={t('scroll.removeStar')} checked={removeStar} onChange={(e) => setRemoveStar(e.currentTarget.checked)} />
        {blocked && <Alert color="yellow">{blocked}</Alert>}
        <Group justify="center">
          <Button disabled={!!blocked} onClick={() => window.open(scrollBoardUrl({ cid, removeStar, medals }), '_blank')}>
            {t('scroll.start')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
