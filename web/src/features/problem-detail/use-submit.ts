import { SubmitJudgeBody } from '@oj/shared';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { translateMessage } from '../../lib/i18n.ts';
import { submissionListsKey, useSubmissionStatuses } from '../../lib/submission-api.ts';
import { toast } from '../../lib/toast.ts';
import { submitProblemJudge, type SubmitBody } from './api/problem-detail-api.ts';
import { readyToSend } from './submit-check.ts';

interface Options {
  /** The cached problem to reload once the verdict is in (the viewer's status on it). */
  detailKey: readonly unknown[];
  /** The contest it is submitted in: its own status call. */
  cid?: number | undefined;
  /** OI contests without the real-time view: the verdict is not shown, so it is not polled. */
  hideResults?: boolean | undefined;
  onSubmitted?: (() => void) | undefined;
  /** Told once the verdict is final (a training's progress moves with it). */
  onVerdict?: (() => void) | undefined;
}

/** How long after a final verdict its counters are sure to have moved (the judge applies them right after writing it). */
const VERDICT_EFFECTS_SETTLE_MS = 2_000;

/**
 * Spec 000 section 4.1: submit, then poll the verdict every 2 s until it is final; then the problem (the viewer's
 * status on it) and the submission lists reload. A new submit hides the previous status.
 */
export function useSubmit({ detailKey, cid, hideResults = false, onSubmitted, onVerdict }: Options) {
  const queryClient = useQueryClient();
  const [submitId, setSubmitId] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: submitProblemJudge,
    onMutate: () => setSubmitId(null),
    onSuccess: (s) => {
      setSubmitId(s.submitId);
      toast.success(translateMessage('Submit code successfully'));
      onSubmitted?.();
    },
  });
  const statuses = useSubmissionStatuses(submitId === null || hideResults ? [] : [submitId], cid);
  const live = submitId === null ? undefined : statuses?.[submitId];
  const final = hideResults || (live !== undefined && isFinalStatus(live.status as JudgeStatus));
  useEffect(() => {
    if (!final || submitId === null) return;
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: submissionListsKey });
      onVerdict?.();
    };
    reload();
    // the judge writes the verdict a moment before what it moves (the solved status, a training's progress): read again once that has landed
    const again = setTimeout(reload, VERDICT_EFFECTS_SETTLE_MS);
    return () => clearTimeout(again);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per verdict: the callbacks and key are new on every render
  }, [final, submitId]);
  return {
    /** Login and the shared rules (empty or too long code...), with the message shown. */
    ready: (body: SubmitBody) => readyToSend(SubmitJudgeBody, { ...body }),
    send: (body: SubmitBody) => submit.mutate(body),
    submitId,
    live,
    busy: submit.isPending || (submitId !== null && !final),
  };
}
