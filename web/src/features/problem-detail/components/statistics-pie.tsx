import { Group, Stack, Text } from '@mantine/core';
import type { ProblemCounts } from '@oj/shared';
import { JudgeStatus } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { pieSlices } from './pie-slices.ts';

const R = 90;

/** Spec 000 section 2.10: a pie of accepted, wrong answer and the other verdicts, drawn as SVG (no chart library). */
export function StatisticsPie({ counts }: { counts: ProblemCounts }) {
  const { t } = useTranslation();
  const other = counts.total - counts.ac - counts.wa;
  const slices = pieSlices(
    [
      { label: t(`judgeStatus.${JudgeStatus.ACCEPTED}`), value: counts.ac, color: '#40c057' },
      { label: t(`judgeStatus.${JudgeStatus.WRONG_ANSWER}`), value: counts.wa, color: '#fa5252' },
      { label: t('problem.otherVerdicts'), value: Math.max(0, other), color: '#fd7e14' },
    ],
    R,
  );
  if (!counts.total)
    return (
      <Text c="dimmed" size="sm">
        {t('problem.noSubmissions')}
      </Text>
    );
  return (
    <Group gap="lg" justify="center" data-testid="statistics-pie">
      <svg width={2 * R} height={2 * R} viewBox={`0 0 ${2 * R} ${2 * R}`} role="img" aria-label={t('problem.statistics')}>
        {slices.map((s) => (s.whole ? <circle key={s.label} cx={R} cy={R} r={R} fill={s.color} /> : <path key={s.label} d={s.d} fill={s.color} />))}
      </svg>
      <Stack gap={4}>
        {slices.map((s) => (
          <Group key={s.label} gap={6}>
            <span style={{ width: 12, height: 12, background: s.color, borderRadius: 2, display: 'inline-block' }} />
            <Text size="sm">
              {s.label}: {s.value} ({(s.share * 100).toFixed(2)}%)
            </Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed">
          {t('problem.total')}: {counts.total}
        </Text>
      </Stack>
    </Group>
  );
}
