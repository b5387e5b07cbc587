import { Button, Group } from '@mantine/core';
import { JudgeStatus } from '@oj/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { submissionListsKey } from '../../../lib/submission-api.ts';
import { toast } from '../../../lib/toast.ts';
import { cancelJudge, manualJudge, rejudge } from '../api/submissions-api.ts';
import { ManualJudgeDialog } from './manual-judge-dialog.tsx';

/** Manual judging is off while the judge works on the row, and for compile errors (spec 000 section 4.1). */
const NO_MANUAL: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.COMPILE_ERROR];

/** Rejudge, cancel (asks first) and manual judge for the super admin; each reloads the lists. */
export function AdminActions({ submitId, status, scored }: { submitId: number; status: number; scored: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [manualOpen, setManualOpen] = useState(false);
  const done = (message: string) => {
    toast.success(translateMessage(message));
    setManualOpen(false);
    void queryClient.invalidateQueries({ queryKey: submissionListsKey });
  };
  const rejudgeCall = useMutation({ mutationFn: () => rejudge(submitId), onSuccess: () => done('Rejudge_successfully') });
  const cancelCall = useMutation({ mutationFn: () => cancelJudge(submitId), onSuccess: () => done('Cancel_Successfully') });
  const manualCall = useMutation({ mutationFn: (v: { status: number; score: number | null }) => manualJudge(submitId, v.status, v.score), onSuccess: () => done('Update_Successfully') });
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => rejudgeCall.mutate()} loading={rejudgeCall.isPending} data-testid="rejudge">
        {t('submission.rejudge')}
      </Button>
      <ConfirmButton
        size="compact-xs"
        variant="light"
        color="red"
        question={translateMessage('Cancel_Judge_Tips')}
        onConfirm={() => cancelCall.mutate()}
        disabled={status === JudgeStatus.CANCELLED}
        loading={cancelCall.isPending}
      >
        {t('submission.cancelJudge')}
      </ConfirmButton>
      <Button size="compact-xs" variant="light" color="grape" onClick={() => setManualOpen(true)} disabled={NO_MANUAL.includes(status)} data-testid="manual-judge">
        {t('submission.manualJudge')}
      </Button>
      {manualOpen && (
        <ManualJudgeDialog submitId={submitId} scored={scored} onClose={() => setManualOpen(false)} onSubmit={(s, score) => manualCall.mutate({ status: s, score })} busy={manualCall.isPending} />
      )}
    </Group>
  );
}
