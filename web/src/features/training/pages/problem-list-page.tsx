import { Card, Center, Group, Loader, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemTable } from '../../../components/problem-table.tsx';
import { useScopedPath } from '../../../lib/group-paths.ts';
import { trainingProblemPath } from '../../../lib/problem-set-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { trainingProblemsQuery } from '../api/training-api.ts';
import { useTrainingShell } from '../shell-context.ts';

/** Spec 002 section 2.1 (TrainingProblemList): the training's problems in order; a row's id or title opens the problem in the training. */
export function ProblemListPage() {
  const { t } = useTranslation('training');
  const { tid } = useTrainingShell();
  const { user } = useSession();
  const scoped = useScopedPath();
  const [showTags, setShowTags] = useState(false);
  const { data, isPending } = useQuery(trainingProblemsQuery(tid, user?.uid ?? null));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const rows = data ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="flex-end" mb="sm">
        <Switch label={t('problems.showTags')} checked={showTags} onChange={(e) => setShowTags(e.currentTarget.checked)} data-testid="show-tags" />
      </Group>
      <ProblemTable rows={rows} loggedIn={!!user} showTags={showTags} pathOf={(p) => scoped(trainingProblemPath(tid, p.problemId))} testId="training-problems" rowTestId="training-problem-row" />
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('problems.empty')}
        </Text>
      )}
    </Card>
  );
}
