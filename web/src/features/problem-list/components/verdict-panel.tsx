import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ProblemCounts } from '@oj/shared';
import { JudgeStatus } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { judgeStatusColor } from '../../../components/judge-status-badge.tsx';
import { acRate } from '../../../lib/format.ts';
import type { ProblemRow } from '../api/problem-list-api.ts';

const VERDICTS: [keyof Omit<ProblemCounts, 'total'>, JudgeStatus][] = [
  ['ac', JudgeStatus.ACCEPTED],
  ['wa', JudgeStatus.WRONG_ANSWER],
  ['tle', JudgeStatus.TIME_LIMIT_EXCEEDED],
  ['mle', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  ['re', JudgeStatus.RUNTIME_ERROR],
  ['pe', JudgeStatus.PRESENTATION_ERROR],
  ['ce', JudgeStatus.COMPILE_ERROR],
  ['se', JudgeStatus.SYSTEM_ERROR],
  ['pa', JudgeStatus.PARTIAL_ACCEPTED],
];

/** The hovered problem's submissions by verdict, as shares of its total. */
export function VerdictPanel({ problem }: { problem: ProblemRow | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid="verdict-panel">
      <Title order={5} mb="xs">
        {problem ? `${problem.problemId} ${problem.title}` : t('problem.verdicts')}
      </Title>
      {!problem ? (
        <Text size="sm" c="dimmed">
          {t('problem.hoverHint')}
        </Text>
      ) : (
        <Stack gap={6}>
          {VERDICTS.map(([key, status]) => (
            <div key={key}>
              <Group justify="space-between">
                <Text size="xs">{t(`judgeStatus.${status}`)}</Text>
                <Text size="xs" c="dimmed">
                  {problem[key]} · {acRate(problem[key], problem.total)}
                </Text>
              </Group>
              <Progress value={problem.total ? (problem[key] / problem.total) * 100 : 0} color={judgeStatusColor(status)} size="xs" />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
