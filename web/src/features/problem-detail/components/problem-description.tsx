import { Anchor, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/difficulty-badge.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import { contestSubmissionsPath } from '../../../lib/contest-scope.ts';
import type { ContestScope } from '../../../lib/problem-set-scope.ts';
import { groupProblemLabel, scopedPath } from '../../../lib/group-paths.ts';
import { useGroupScope } from '../../../lib/group-scope.ts';
import { isRouteAvailable } from '../../../lib/route-availability.ts';
import { useWebsiteConfig } from '../../../lib/site-config.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import type { ProblemData } from '../api/problem-detail-api.ts';
import { limitDisplay } from '../limits.ts';
import { Examples } from './examples.tsx';
import { StatisticsPie } from './statistics-pie.tsx';

function Section({ title, source }: { title: string; source: string }) {
  if (!source.trim()) return null;
  return (
    <div>
      <Title order={5} mb={4}>
        {title}
      </Title>
      <Markdown source={source} />
    </div>
  );
}

function Limits({ problem }: { problem: ProblemData['problem'] }) {
  const { t } = useTranslation();
  const l = limitDisplay(problem);
  const line = (label: string, v: number | [number, number], unit: string) =>
    typeof v === 'number' ? `${label}: ${v} ${unit}` : `${label}: ${t('problem.cLimit')} ${v[0]} ${unit}, ${t('problem.otherLimit')} ${v[1]} ${unit}`;
  return (
    <Stack gap={2} data-testid="limits">
      <Text size="sm">{line(t('problem.timeLimit'), l.time, 'ms')}</Text>
      <Text size="sm">{line(t('problem.memoryLimit'), l.memory, 'MB')}</Text>
    </Stack>
  );
}

interface Props {
  data: ProblemData;
  /** In a contest the problem goes by its display id there, and its solutions are the contest's submissions. */
  contest?: { scope: ContestScope; displayId: string } | undefined;
  /** An exam's problem (spec 001 2.9): the statement alone, without statistics, solutions or discussion. */
  inExam?: boolean | undefined;
}

/**
 * The statement: limits, texts, examples, hint, source (not in contests), author, tags and, outside exams, the
 * statistics dialog, the solutions and the discussion.
 */
export function ProblemDescription({ data, contest, inExam = false }: Props) {
  const { t } = useTranslation();
  const [statsOpen, stats] = useDisclosure(false);
  const p = data.problem;
  const config = useWebsiteConfig();
  // inside a group its own problems go by the group's short name first, and its submissions and discussions are the group's
  const group = useGroupScope();
  const gid = group?.gid;
  const shownId = contest?.displayId ?? (group && p.gid === group.gid ? groupProblemLabel(group.shortName, p.problemId) : p.problemId);
  const discussionOpen = !!(group ? config?.openGroupDiscussion : config?.openPublicDiscussion);
  const discussion = scopedPath(gid, `/discussion/${encodeURIComponent(p.problemId)}`);
  const solutions = contest ? contestSubmissionsPath(contest.scope.cid, { problemID: contest.displayId }) : scopedPath(gid, `/status?problemID=${encodeURIComponent(p.problemId)}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} data-testid="problem-title">
            {shownId} {p.title}
          </Title>
          <Group gap={6} mt={6}>
            <DifficultyBadge level={p.difficulty} variant="light" />
            <Badge variant="outline">{p.type === 0 ? 'ACM' : 'OI'}</Badge>
            {p.judgeMode !== 'default' && <Badge variant="outline">{p.judgeMode}</Badge>}
            {p.isFileIO && <Badge variant="outline">{`${p.ioReadFileName ?? ''} / ${p.ioWriteFileName ?? ''}`}</Badge>}
          </Group>
        </div>
        {!inExam && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={stats.open}>
              {t('problem.statistics')}
            </Button>
            <Button size="xs" variant="default" component={Link} to={solutions}>
              {t('problem.solutions')}
            </Button>
            {!contest && discussionOpen && isRouteAvailable(discussion) && (
              <Button size="xs" variant="default" component={Link} to={discussion} data-testid="problem-discussion">
                {t('problem.discussion')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Limits problem={p} />
      <Section title={t('problem.description')} source={p.description} />
      <Section title={t('problem.input')} source={p.input} />
      <Section title={t('problem.output')} source={p.output} />
      {p.examples.length > 0 && (
        <div>
          <Title order={5} mb={4}>
            {t('problem.examples')}
          </Title>
          <Examples examples={p.examples} />
        </div>
      )}
      <Section title={t('problem.hint')} source={p.hint} />
      {p.source && !contest && (
        <Text size="sm">
          <b>{t('problem.source')}:</b> {p.source}
        </Text>
      )}
      {p.author && (
        <Text size="sm">
          <b>{t('problem.author')}:</b>{' '}
          <Anchor component={Link} to={userHomePath({ username: p.author })}>
            {p.author}
          </Anchor>
        </Text>
      )}
      {data.tags.length > 0 && (
        <Group gap={6}>
          <Text size="sm" fw={700}>
            {t('problem.tags')}:
          </Text>
          {data.tags.map((tag) => (
            <Badge key={tag.id} color={tag.color || 'gray'} autoContrast>
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
      <Modal opened={statsOpen} onClose={stats.close} title={t('problem.statistics')} centered>
        <StatisticsPie counts={data.problemCount} />
      </Modal>
    </Stack>
  );
}
