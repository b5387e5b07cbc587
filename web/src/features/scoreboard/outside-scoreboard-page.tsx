import { Alert, Card, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { clockOffset } from '../../lib/contest-clock.ts';
import { outsideInfoQuery } from './api/scoreboard-api.ts';
import { ContestSummary } from './components/contest-summary.tsx';
import { Scoreboard } from './components/scoreboard.tsx';

/**
 * The outside scoreboard (routes ACMScoreBoard /acm-scoreboard/:contestID and OIScoreBoard /oi-scoreboard/:contestID):
 * anyone may read a contest's board when its rank is open; the board follows the contest's own rule.
 */
export function OutsideScoreboardPage() {
  const { t } = useTranslation('scoreboard');
  const cid = Number(useParams().contestID);
  const info = useQuery(outsideInfoQuery(cid));
  const title = info.data?.contest.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (info.isError) return <Alert color="red">{t('contestLoadFailed')}</Alert>;
  if (!info.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const offset = clockOffset(info.data.contest, info.dataUpdatedAt);
  return (
    <>
      <ContestSummary contest={info.data.contest} receivedAt={info.dataUpdatedAt} />
      <Card withBorder padding="lg">
        <Scoreboard kind="outside" contest={info.data.contest} problems={info.data.problemList} links={null} serverNow={() => Date.now() + offset} />
      </Card>
    </>
  );
}
