import { Badge, Loader, type BadgeProps } from '@mantine/core';
import { isFinalStatus, JudgeStatus } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 3.1 colours: -5 grey, 0 green, 8 blue, -1 red; the others orange. */
const COLOR: Partial<Record<number, string>> = {
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: 'gray',
  [JudgeStatus.ACCEPTED]: 'green',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'blue',
  [JudgeStatus.WRONG_ANSWER]: 'red',
};

export function judgeStatusColor(status: number) {
  return COLOR[status] ?? 'orange';
}

/** Short names of spec 000 section 3.1 (statuses without one show none). */
export const JUDGE_STATUS_SHORT: Partial<Record<JudgeStatus, string>> = {
  [JudgeStatus.NOT_SUBMITTED]: 'NS',
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: 'SNR',
  [JudgeStatus.CANCELLED]: 'CA',
  [JudgeStatus.PRESENTATION_ERROR]: 'PE',
  [JudgeStatus.COMPILE_ERROR]: 'CE',
  [JudgeStatus.WRONG_ANSWER]: 'WA',
  [JudgeStatus.ACCEPTED]: 'AC',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'TLE',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'MLE',
  [JudgeStatus.RUNTIME_ERROR]: 'RE',
  [JudgeStatus.SYSTEM_ERROR]: 'SE',
  [JudgeStatus.COMPILING]: 'CP',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'PAC',
  [JudgeStatus.SUBMITTED_FAILED]: 'SF',
};

/** A judge status as a coloured badge, with a spinner while the submission is still on its way. */
export function JudgeStatusBadge({ status, ...props }: { status: number } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  const known = (Object.values(JudgeStatus) as number[]).includes(status);
  return (
    <Badge color={judgeStatusColor(status)} variant="light" leftSection={isFinalStatus(status as JudgeStatus) ? undefined : <Loader size={10} color="orange" />} data-status={status} {...props}>
      {known ? t(`judgeStatus.${status as JudgeStatus}`) : t('judge.unknownStatus', { status })}
    </Badge>
  );
}
