import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  /** The keyword in force (the list's query string); the box follows it when it changes elsewhere. */
  keyword: string;
  /** Called with the trimmed text when Enter is pressed. */
  onSearch: (keyword: string) => void;
  label: string;
}

/** A list's keyword box: typing edits it, Enter searches. */
export function KeywordFilter({ keyword, onSearch, label }: Props) {
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  return (
    <TextInput
      w={200}
      aria-label={label}
      placeholder={label}
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && onSearch(typed.trim())}
      data-testid="keyword-filter"
    />
  );
}
