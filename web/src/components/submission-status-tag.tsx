import { Box, Tooltip, UnstyledButton, type BadgeProps } from '@mantine/core';
import { JudgeStatus } from '@oj/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resubmit, submissionListsKey, submissionStatusesKey } from '../lib/submission-api.ts';
import { toast } from '../lib/toast.ts';
import { JudgeStatusBadge } from './judge-status-badge.tsx';

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  submitId: number;
  status: number;
  /** The viewer is its author or an admin (the server checks again). */
  canResubmit: boolean;
  /** After a resubmit, besides the lists and live statuses: what else shows the submission (its detail). */
  onResubmitted?: (() => void) | undefined;
}

/**
 * A submission's status (spec 000 section 4.1): Submitted Failed is a button that resubmits it and restarts the
 * polling; Submitted Unknown Result carries the Submitted Not Result warning.
 */
export function SubmissionStatusTag({ submitId, status, canResubmit, onResubmitted, ...badge }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => resubmit(submitId),
    onSuccess: () => {
      toast.success(t('submission.resubmitted'));
      void queryClient.invalidateQueries({ queryKey: submissionListsKey });
      void queryClient.invalidateQueries({ queryKey: submissionStatusesKey });
      onResubmitted?.();
    },
  });
  if (status === JudgeStatus.SUBMITTED_FAILED && canResubmit)
    return (
      <Tooltip label={t('submission.resubmit')}>
        <UnstyledButton aria-label={t('submission.resubmit')} disabled={again.isPending} onClick={() => again.mutate()} data-testid="resubmit">
          <JudgeStatusBadge status={status} style={{ cursor: 'pointer' }} {...badge} />
        </UnstyledButton>
      </Tooltip>
    );
  if (status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT)
    return (
      <Tooltip label={t('submission.notResult')} multiline w={280}>
        <Box component="span" tabIndex={0} aria-label={`${t(`judgeStatus.${JudgeStatus.SUBMITTED_UNKNOWN_RESULT}`)}. ${t('submission.notResult')}`} data-testid="not-result">
          <JudgeStatusBadge status={status} {...badge} />
        </Box>
      </Tooltip>
    );
  return <JudgeStatusBadge status={status} {...badge} />;
}
