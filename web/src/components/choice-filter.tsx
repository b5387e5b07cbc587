import { Select, type ComboboxItem } from '@mantine/core';

interface Props {
  w: number;
  label: string;
  /** The choices, the first one (value '') for "all". */
  data: ComboboxItem[];
  value: string;
  onChange: (value: string) => void;
  'data-testid': string;
}

/** A list's filter by one field: a choice that always holds a value. */
export function ChoiceFilter({ w, label, data, value, onChange, 'data-testid': testId }: Props) {
  return <Select w={w} aria-label={label} data={data} value={value} onChange={(v) => onChange(v ?? '')} allowDeselect={false} data-testid={testId} />;
}
