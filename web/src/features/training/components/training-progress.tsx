import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** acCount over problemCount as a percentage with two decimals (0 for a training without problems). */
export function progressPercent(acCount: number, problemCount: number) {
  return problemCount ? Math.round((acCount / problemCount) * 10_000) / 100 : 0;
}

/** Spec 002 section 2.1: the viewer's solved share of the training's problems. */
export function TrainingProgress({ acCount, problemCount }: { acCount: number; problemCount: number }) {
  const { t } = useTranslation('training');
  const percent = progressPercent(acCount, problemCount);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="training-progress" data-ac={acCount} data-total={problemCount}>
      <Progress value={percent} color={percent >= 100 ? 'green' : 'blue'} size="lg" style={{ flex: 1, minWidth: 80 }} aria-label={t('progress.label')} />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('progress.text', { ac: acCount, total: problemCount, percent: percent.toFixed(2) })}
      </Text>
    </Group>
  );
}
