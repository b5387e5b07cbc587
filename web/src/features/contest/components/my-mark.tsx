import { Badge, Text, Tooltip } from '@mantine/core';
import { JudgeStatus } from '@oj/shared/enums';
import type { UserProblemStatusMap } from '@oj/shared/schemas/contest-view';
import { useTranslation } from 'react-i18next';
import { judgeStatusColor } from '../../../components/judge-status-badge.tsx';

/** An OI score: red at zero, green at full marks, blue in between. */
const scoreColor = (score: number) => (score <= 0 ? 'red' : score >= 100 ? 'green' : 'blue');

/** The viewer's mark on a problem: solved, tried, an OI score, or a question mark while results are hidden. */
export function MyMark({ mine, oi }: { mine: UserProblemStatusMap[string] | undefined; oi: boolean }) {
  const { t } = useTranslation();
  if (!mine || mine.status === JudgeStatus.NOT_SUBMITTED) return null;
  const label = t(`judgeStatus.${mine.status as JudgeStatus}`);
  if (oi && mine.score !== null)
    return (
      <Badge size="sm" color={scoreColor(mine.score)} data-testid="my-score">
        {mine.score}
      </Badge>
    );
  const mark = mine.status === JudgeStatus.ACCEPTED ? '✓' : mine.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT ? '?' : '–';
  return (
    <Tooltip label={label}>
      <Text fw={700} c={judgeStatusColor(mine.status)} data-testid="my-status" data-status={mine.status}>
        {mark}
      </Text>
    </Tooltip>
  );
}
