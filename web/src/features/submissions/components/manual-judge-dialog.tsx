import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { MANUAL_JUDGE_STATUSES } from '@oj/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  submitId: number;
  /** Scored (OI) submissions ask for a score too. */
  scored: boolean;
  onClose: () => void;
  onSubmit: (status: number, score: number | null) => void;
  busy: boolean;
}

/** Spec 000 section 4.1: a super admin sets a status (and a score) by hand. */
export function ManualJudgeDialog({ submitId, scored, onClose, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>(String(MANUAL_JUDGE_STATUSES[0]));
  const [score, setScore] = useState<number | string>(0);
  return (
    <Modal opened onClose={onClose} title={`${t('submission.manualJudge')} #${submitId}`} centered size="sm">
      <Stack>
        <Select
          label={t('submission.status')}
          data={MANUAL_JUDGE_STATUSES.map((s) => ({ value: String(s), label: t(`judgeStatus.${s}`) }))}
          value={status}
          onChange={(v) => v && setStatus(v)}
          allowDeselect={false}
        />
        {scored && <NumberInput label={t('submission.score')} value={score} onChange={setScore} min={0} required />}
        <Group justify="flex-end">
          <Button onClick={() => onSubmit(Number(status), scored ? Number(score) || 0 : null)} loading={busy} data-testid="manual-judge-update">
            {t('submission.update')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
