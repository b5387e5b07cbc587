import { Button, Card, Center, Group, Loader, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isContestScope, isExamScope, isTrainingScope, useProblemSetScope, type ProblemSetScope } from '../../lib/problem-set-scope.ts';
import { useSession } from '../../lib/session.ts';
import { useGroupScope } from '../../lib/group-scope.ts';
import { contestProblemDetailKey, contestProblemDetailQuery, examProblemDetailKey, examProblemDetailQuery, problemDetailKey, problemDetailQuery } from './api/problem-detail-api.ts';
import { Annex } from './components/annex.tsx';
import { CodePanel } from './components/code-panel.tsx';
import { MySubmissions } from './components/my-submissions.tsx';
import { ProblemDescription } from './components/problem-description.tsx';
import { SplitPane } from './components/split-pane.tsx';
import { parseExtraFiles } from '@oj/shared/domain/examples';

/**
 * The problem named by the route: the site's (or a training's) by its id, or inside a contest or an exam the set's
 * by its display id there.
 */
const useProblem = (problemId: string, set: ProblemSetScope | undefined, gid: number | undefined, viewer: string | null) => {
  const [options, detailKey] = isContestScope(set)
    ? [contestProblemDetailQuery(set.cid, problemId, set.containsEnd, viewer), contestProblemDetailKey(set.cid, problemId)]
    : isExamScope(set)
      ? [examProblemDetailQuery(set.examId, problemId, viewer), examProblemDetailKey(set.examId, problemId)]
      : [problemDetailQuery(problemId, viewer, { tid: isTrainingScope(set) ? set.tid : undefined, gid }), problemDetailKey(problemId)];
  return { ...useQuery(options), detailKey };
};

/** Spec 000 section 2.10: the statement (with my submissions and the annex) beside the editor; also a contest's, a training's or an exam's. */
export function ProblemDetailPage() {
  const { t } = useTranslation();
  const problemId = useParams().problemID ?? '';
  const set = useProblemSetScope();
  const scope = isContestScope(set) ? set : undefined;
  const examScope = isExamScope(set) ? set : undefined;
  const contest = scope && { scope, displayId: problemId };
  const { user } = useSession();
  // in a group (GroupProblemDetails, a group training's problem) the problem is the group's
  const gid = useGroupScope()?.gid;
  const { data, isPending, detailKey } = useProblem(problemId, set, gid, user?.uid ?? null);
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
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => setOnlyProblem((v) => !v)}>
              {onlyProblem ? t('problem.showEditor') : t('problem.onlyProblem')}
            </Button>
            {scope?.focusPath && (
              <Button size="xs" variant="subtle" component={Link} to={scope.focusPath(problemId)} data-testid="enter-focus">
                {t('problem.fullScreen')}
              </Button>
            )}
          </Group>
        </Group>
        <Tabs.Panel value="description">
          <ProblemDescription data={data} contest={contest} inExam={!!examScope} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <MySubmissions problemId={scope || examScope ? problemId : data.problem.problemId} scope={scope} exam={examScope} gid={gid} />
        </Tabs.Panel>
        {hasAnnex && (
          <Tabs.Panel value="annex">
            <Annex files={annex} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Card>
  );
  return <SplitPane left={left} right={<CodePanel key={data.problem.id} data={data} detailKey={detailKey} set={set} gid={gid} displayId={problemId} />} rightHidden={onlyProblem} />;
}
