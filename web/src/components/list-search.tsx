import { Button, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The keyword searched now (the list's query string). */
  keyword: string;
  onSearch: (typed: string) => void;
  'data-testid': string;
  /** What follows the search button (a create button). */
  children?: ReactNode;
}

/** A back-office keyword box and search button (Enter searches too): a ListCard's actions, a dialog's search. */
export function ListSearch({ keyword, onSearch, 'data-testid': testId, children }: Props) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(keyword);
  return (
    <>
      <TextInput
        placeholder={t('publicProblems.search')}
        aria-label={t('publicProblems.search')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(typed)}
        data-testid={testId}
      />
      <Button variant="default" onClick={() => onSearch(typed)}>
        {t('publicProblems.searchButton')}
      </Button>
      {children}
    </>
  );
}
