import { TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { bankTagsQuery, useProblemBank } from '../api/admin-problem-api.ts';
import { addTag, type TagPick } from '../problem-form.ts';

interface Props {
  value: TagPick[];
  onChange: (tags: TagPick[]) => void;
  error?: string | undefined;
}

/** The problem's tags: existing ones offered by classification, or a new name (created on save); a tag is never added twice. */
export function TagPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('adminProblem');
  // the bank's tags: the site's by classification, or a group's own
  const groups = useQuery(bankTagsQuery(useProblemBank())).data ?? [];
  const known = groups.flatMap((g) => g.tagList);
  const change = (names: string[]) => {
    let tags: TagPick[] = [];
    let twice = false;
    for (const name of names) {
      const kept = value.find((v) => v.name === name);
      const existing = known.find((k) => k.name.toLowerCase() === name.trim().toLowerCase());
      const next = addTag(tags, kept ?? (existing ? { id: existing.id, name: existing.name } : { name }));
      tags = next.tags;
      twice ||= !next.added && !!name.trim();
    }
    if (twice) toast.warning(t('form.tagTwice'));
    onChange(tags);
  };
  // Mantine refuses an option listed twice: a name shared by two judges' tags is offered once.
  const seen = new Set<string>();
  const offered = groups
    .map((g) => ({ group: g.classification?.name ?? t('tag.unclassified'), items: g.tagList.map((tag) => tag.name).filter((name) => !seen.has(name) && !!seen.add(name)) }))
    .filter((g) => g.items.length > 0);
  return (
    <TagsInput
      label={t('form.tags')}
      description={t('form.tagsHint')}
      value={value.map((tag) => tag.name)}
      onChange={change}
      onDuplicate={() => toast.warning(t('form.tagTwice'))}
      data={offered}
      error={error}
      clearable
      data-testid="tag-input"
    />
  );
}
