import { Button, Card, Center, Group, Loader, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { problemDetailQuery } from './api/problem-detail-api.ts';
import { Annex } from './components/annex.tsx';
import { CodePanel } from './components/code-panel.tsx';
import { MySubmissions } from './components/my-submissions.tsx';
import { ProblemDescription } from './components/problem-description.tsx';
import { SplitPane } from './components/split-pane.tsx';
import { parseExtraFiles } from '@oj/shared/domain/examples';

/** Spec 000 section 2.10: the statement (with my submissions and the annex) beside the editor. */
export function ProblemDetailPage() {
  const { t } = useTranslation();
  const problemId = useParams().problemID ?? '';
  const { user } = useSession();
  const { data, isPending } = useQuery(problemDetailQuery(problemId, user?.uid ?? null));
  const [onlyProblem, setOnlyProblem] = useState(false);
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data) return null;
  const annex = parseExtraFiles(data.problem.userExtraFile);
  const hasAnnex = Object.keys(annex).length > 0;
  const left = (
    <Card withBorder padding="lg">
      <Tabs defaultValue="description" keepMounted={false}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Tabs.List>
            <Tabs.Tab value="description">{t('problem.description')}</Tabs.Tab>
            <Tabs.Tab value="mine" data-testid="tab-my-submissions">
              {t('problem.mySubmissions')}
            </Tabs.Tab>
            {hasAnnex && <Tabs.Tab value="annex">{t('problem.annex')}</Tabs.Tab>}
          </Tabs.List>
          <Button size="xs" variant="subtle" onClick={() => setOnlyProblem((v) => !v)}>
            {onlyProblem ? t('problem.showEditor') : t('problem.onlyProblem')}
          </Button>
        </Group>
        <Tabs.Panel value="description">
          <ProblemDescription data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <MySubmissions problemId={data.problem.problemId} />
        </Tabs.Panel>
        {hasAnnex && (
          <Tabs.Panel value="annex">
            <Annex files={annex} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Card>
  );
  return <SplitPane left={left} right={<CodePanel key={data.problem.id} data={data} />} rightHidden={onlyProblem} />;
}
