import { Badge, Group, Slider, Stack } from '@mantine/core';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useTranslation } from 'react-i18next';
import { countdown, countdownText, elapsedSeconds, progress, statusAt, statusStyle } from './contest-clock.ts';
import { formatSeconds } from './format.ts';

type Clocked = Pick<ContestInfo, 'startTime' | 'endTime' | 'duration'>;

/** The contest's status as a tag in its colour. */
export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const style = statusStyle(status);
  return (
    <Badge color={style.color} variant="filled" data-testid="status-tag">
      {t(`contest.status.${style.key}`)}
    </Badge>
  );
}

function CountdownTag({ info, now, color }: { info: Clocked; now: number; color: string }) {
  const { t, i18n } = useTranslation();
  const text = countdownText(countdown(info, now), t, i18n.language);
  return (
    <Badge size="lg" color={color} variant="filled" data-testid="countdown">
      {text}
    </Badge>
  );
}

/**
 * Spec 001 section 2.2: the progress slider (elapsed time on its thumb) and the countdown, coloured by status; `now`
 * is useContestClock's. Stacked in a contest's header, side by side in a narrow bar (focus mode).
 */
export function ContestClock({ info, now, inline = false }: { info: Clocked; now: number; inline?: boolean }) {
  const { t } = useTranslation();
  const color = statusStyle(statusAt(info, now)).color;
  const slider = (
    <Slider
      value={progress(info, now)}
      label={formatSeconds(elapsedSeconds(info, now))}
      aria-label={t('contest.progress')}
      color={color}
      thumbSize={14}
      style={inline ? { flex: 1 } : undefined}
      data-testid="contest-progress"
    />
  );
  const tag = <CountdownTag info={info} now={now} color={color} />;
  if (inline)
    return (
      <Group gap="md" wrap="nowrap" style={{ flex: 1 }}>
        {slider}
        {tag}
      </Group>
    );
  return (
    <Stack gap="sm">
      {slider}
      <Group justify="center">{tag}</Group>
    </Stack>
  );
}
