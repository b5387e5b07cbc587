import { ColorSwatch, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TitleTag } from '../../../components/title-tag.tsx';
import { honorsQuery } from '../api/admin-user-api.ts';
import type { Title } from '../user-form.ts';

const NONE = 'none';
/** The user's own title when the catalogue no longer holds it as it is (renamed, recoloured or deleted since). */
const CURRENT = 'current';

interface Props {
  value: Title | null;
  onChange: (title: Title | null) => void;
  error?: string | undefined;
}

/** A title from the honors catalogue, or none; each choice shown as the badge users will see. */
export function TitleSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation('adminUser');
  const honors = useQuery(honorsQuery());
  const catalogue = honors.data ?? [];
  const same = (a: Title, b: Title) => a.name === b.name && a.color === b.color;
  const listed = value ? catalogue.find((h) => same(h, value)) : undefined;
  const titles = new Map<string, Title>(catalogue.map((h) => [String(h.id), { name: h.name, color: h.color }]));
  if (value && !listed) titles.set(CURRENT, value);
  const selected = value ? (listed ? String(listed.id) : CURRENT) : NONE;
  return (
    <Select
      label={t('edit.title')}
      description={catalogue.length || honors.isPending ? undefined : t('edit.noHonors')}
      data={[{ value: NONE, label: t('edit.noTitle') }, ...[...titles].map(([key, title]) => ({ value: key, label: title.name }))]}
      value={selected}
      onChange={(key) => onChange(key && key !== NONE ? (titles.get(key) ?? null) : null)}
      allowDeselect={false}
      renderOption={({ option }) => {
        const title = titles.get(option.value);
        return title ? <TitleTag name={title.name} color={title.color} /> : <Text size="sm">{option.label}</Text>;
      }}
      leftSection={value ? <ColorSwatch color={value.color} size={14} /> : undefined}
      error={error}
      data-testid="user-title"
    />
  );
}
