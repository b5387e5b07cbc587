import { SubmitJudgeBody } from '@oj/shared';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { translateMessage } from '../../lib/i18n.ts';
import { submissionListsKey, useSubmissionStatuses } from '../../lib/submission-api.ts';
import { toast } from '../../lib/toast.ts';
import { problemDetailKey, submitProblemJudge, type SubmitBody } from './api/problem-detail-api.ts';
import { readyToSend } from './submit-check.ts';

/**
 * Spec 000 section 4.1: submit, then poll the verdict every 2 s until it is final; then the problem (the viewer's
 * status on it) and the submission lists reload. A new submit hides the previous status.
 */
export const useSubmit = (problemId: string) => {
  const queryClient = useQueryClient();
  const [submitId, setSubmitId] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: submitProblemJudge,
    onMutate: () => setSubmitId(null),
    onSuccess: (s) => {
      setSubmitId(s.submitId);
      toast.success(translateMessage('Submit code successfully'));
    },
  });
  const statuses = useSubmissionStatuses(submitId === null ? [] : [submitId]);
  const live = submitId === null ? undefined : statuses?.[submitId];
  const final = live !== undefined && isFinalStatus(live.status as JudgeStatus);
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: problemDetailKey(problemId) });
    void queryClient.invalidateQueries({ queryKey: submissionListsKey });
  }, [final, submitId]);
  return {
    send: (body: SubmitBody) => readyToSend(SubmitJudgeBody, { ...body }) && submit.mutate(body),
    submitId,
    live,
    busy: submit.isPending || (submitId !== null && !final),
  };
};
