import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { JUDGE_STATUS_NAMES, type JudgeStatus } from '@oj/shared/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusFilters } from '../status-filters.ts';

const STATUSES = Object.keys(JUDGE_STATUS_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as JudgeStatus[];

/** A text filter applied on Enter. */
function EnterInput({ value, onApply, ...props }: { value: string; onApply: (v: string) => void; placeholder: string; disabled?: boolean; 'data-testid'?: string }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return <TextInput {...props} aria-label={props.placeholder} value={typed} w={170} onChange={(e) => setTyped(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && onApply(typed.trim())} />;
}

interface Props {
  filters: StatusFilters;
  onChange: (change: Partial<Omit<StatusFilters, 'page'>>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Mine/All, status, problem id, author (off while Mine is on) and refresh. */
export function StatusFilterBar({ filters, onChange, onRefresh, refreshing }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap">
      <SegmentedControl
        value={filters.onlyMine ? 'mine' : 'all'}
        onChange={(v) => onChange({ onlyMine: v === 'mine' })}
        data={[
          { value: 'all', label: t('submission.all') },
          { value: 'mine', label: t('submission.mine') },
        ]}
        data-testid="mine-switch"
      />
      <Select
        w={200}
        aria-label={t('submission.status')}
        data={[{ value: '', label: t('submission.allStatuses') }, ...STATUSES.map((s) => ({ value: String(s), label: t(`judgeStatus.${s}`) }))]}
        value={filters.status === null ? '' : String(filters.status)}
        onChange={(v) => onChange({ status: v ? Number(v) : null })}
        allowDeselect={false}
        data-testid="status-select"
      />
      <EnterInput value={filters.problemID} onApply={(problemID) => onChange({ problemID })} placeholder={t('submission.problemIdFilter')} data-testid="problem-filter" />
      <EnterInput value={filters.username} onApply={(username) => onChange({ username })} placeholder={t('submission.authorFilter')} disabled={filters.onlyMine} />
      <Button variant="default" onClick={onRefresh} loading={refreshing}>
        {t('common.refresh')}
      </Button>
    </Group>
  );
}
