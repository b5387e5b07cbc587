import { Alert, Card, Center, Loader, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contestProblemPath, contestSubmissionsPath, useHostingContest } from '../../lib/contest-scope.ts';
import { contestProblemsQuery } from './api/scoreboard-api.ts';
import type { BoardLinks } from './components/rank-table.tsx';
import { Scoreboard } from './components/scoreboard.tsx';

const contestLinks = (cid: number): BoardLinks => ({
  problem: (displayId) => contestProblemPath(cid, displayId),
  submissions: ({ username, displayId, accepted }) =>
    contestSubmissionsPath(cid, { username, ...(displayId ? { problemID: displayId, completeProblemID: 'true' } : {}), ...(accepted ? { status: '0' } : {}) }),
});

/**
 * The contest's rank tab (spec 001 section 2.4), a child of the contest shell at /contest/:contestID/rank: the shell's
 * include-after-contest setting applies; rows link to the contest's problems and submissions.
 */
export function ContestRankPage() {
  const { t } = useTranslation('scoreboard');
  const { cid, info, containsEnd } = useHostingContest();
  const problems = useQuery(contestProblemsQuery(cid, containsEnd));
  const links = useMemo(() => contestLinks(cid), [cid]);
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="md">
        {t('contestRank')}
      </Title>
      {problems.data ? (
        <Scoreboard kind="rank" contest={info} problems={problems.data} links={links} shellContainsEnd={containsEnd} />
      ) : problems.isError ? (
        <Alert color="red">{t('contestLoadFailed')}</Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Card>
  );
}
