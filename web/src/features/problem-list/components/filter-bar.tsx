import { Badge, Button, CloseButton, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { REMOTE_OJS } from '@oj/shared/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS } from '../../../components/difficulty-badge.tsx';
import { ALL_OJ, MY_OJ, type ProblemFilters } from '../problem-filters.ts';

interface Props {
  filters: ProblemFilters;
  onChange: (change: Partial<Omit<ProblemFilters, 'page'>>) => void;
  onReset: () => void;
  showTags: boolean;
  onShowTags: (show: boolean) => void;
  tagName: (id: number) => string;
}

/** Bank, level, keyword (on Enter), the chosen tags as removable chips, the tag column switch and reset. */
export function FilterBar({ filters, onChange, onReset, showTags, onShowTags, tagName }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const banks = [{ value: ALL_OJ, label: t('problem.allBanks') }, { value: MY_OJ, label: t('problem.myOj') }, ...REMOTE_OJS.map((oj) => ({ value: oj, label: oj }))];
  const levels = [{ value: '', label: t('problem.allLevels') }, ...DIFFICULTY_LEVELS.map((l) => ({ value: String(l.level), label: t(`difficulty.${l.key}`) }))];
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label={t('problem.bank')} data={banks} value={filters.oj} onChange={(v) => v && onChange({ oj: v })} allowDeselect={false} w={130} data-testid="bank-select" />
        <Select
          label={t('problem.level')}
          data={levels}
          value={filters.difficulty === null ? '' : String(filters.difficulty)}
          onChange={(v) => onChange({ difficulty: v ? Number(v) : null })}
          allowDeselect={false}
          w={110}
        />
        <TextInput
          label={t('problem.keyword')}
          placeholder={t('problem.keywordHint')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ keyword: keyword.trim() })}
          w={220}
          data-testid="keyword"
        />
        <Checkbox label={t('problem.showTags')} checked={showTags} onChange={(e) => onShowTags(e.currentTarget.checked)} mb={8} />
        <Button variant="default" onClick={onReset}>
          {t('problem.reset')}
        </Button>
      </Group>
      {filters.tagIds.length > 0 && (
        <Group gap={6} mt="sm" data-testid="chosen-tags">
          {filters.tagIds.map((id) => (
            <Badge key={id} variant="light" rightSection={<CloseButton size="xs" aria-label={t('problem.removeTag')} onClick={() => onChange({ tagIds: filters.tagIds.filter((x) => x !== id) })} />}>
              {tagName(id)}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}
