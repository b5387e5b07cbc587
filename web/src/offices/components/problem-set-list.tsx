import { Button, Group, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { ListCard, ListTable } from '../../components/list-card.tsx';
import { ConfirmedChangeButton } from '../../components/list-change.tsx';
import type { useListParams } from '../../components/list-params.ts';
import { ListSearch } from '../../components/list-search.tsx';
import { PROBLEM_SET_NAMESPACE, type ProblemSetKind } from './problem-set.ts';

interface CardProps {
  kind: ProblemSetKind;
  createPath: string;
  /** Whether the list has a keyword search (default true; a group's lists have none). */
  searchable?: boolean;
  /** The table's narrowest width before it scrolls sideways. */
  minWidth: number;
  params: ReturnType<typeof useListParams>;
  list: { data?: { total: number; records: readonly unknown[] } | undefined; isPending: boolean };
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A problem set list page (contests, exams, trainings): its title, the keyword search (test id `<kind>-search`) and
 * create button, the table (`admin-<kind>-table`), the empty note and the pages kept in the query string.
 */
export function SetListCard({ kind, createPath, searchable = true, minWidth, params, list, head, children }: CardProps) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  const { keyword, page, limit, search, setPage, setLimit } = params;
  const create = (
    <Button component={Link} to={createPath}>
      {t('route.create')}
    </Button>
  );
  return (
    <ListCard
      title={t('route.list')}
      actions={
        searchable ? (
          <ListSearch keyword={keyword} onSearch={search} data-testid={`${kind}-search`}>
            {create}
          </ListSearch>
        ) : (
          create
        )
      }
      minWidth={minWidth}
      empty={!list.isPending && (list.data?.records.length ?? 0) === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      <ListTable head={head} data-testid={`admin-${kind}-table`}>
        {children}
      </ListTable>
    </ListCard>
  );
}

interface SwitchProps {
  checked: boolean;
  disabled?: boolean;
  label: string;
  save: (on: boolean) => Promise<unknown>;
  /** The toast once saved. */
  saved: string;
  refresh: QueryKey;
  'data-testid': string;
}

/** A row's on/off setting saved when flipped; the list is read again either way, so a refused change flips back. */
export function SavedSwitch({ checked, disabled, label, save, saved, refresh, 'data-testid': testId }: SwitchProps) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: save,
    onSuccess: () => toast.success(saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
  return <Switch checked={checked} disabled={disabled} onChange={(e) => change.mutate(e.currentTarget.checked)} aria-label={label} data-testid={testId} />;
}

/** A row's info cell: one small `label: value` line each. */
export function InfoLines({ lines }: { lines: readonly (readonly [label: string, value: ReactNode])[] }) {
  return lines.map(([label, value]) => (
    <Text key={label} size="xs">
      {label}: {value}
    </Text>
  ));
}

interface OptionsProps {
  kind: ProblemSetKind;
  set: { id: number; title: string };
  /** Whether the edit and problem-list links (and `children`) are shown. */
  manage: boolean;
  editPath: string;
  problemsPath: string;
  /** The delete call, for who may delete the set. */
  remove?: (() => Promise<unknown>) | undefined;
  refresh: QueryKey;
  /** More buttons for who manages the set, after the links. */
  children?: ReactNode;
}

/** A problem set row's options: edit, problem list, the set's own buttons, and delete after a question (test ids `edit-<kind>`, `<kind>-problems`, `delete-<kind>`). */
export function SetRowOptions({ kind, set, manage, editPath, problemsPath, remove, refresh, children }: OptionsProps) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  return (
    <Group gap={6} data-testid="row-options">
      {manage && (
        <>
          <Button size="compact-xs" component={Link} to={editPath} data-testid={`edit-${kind}`}>
            {t('list.edit')}
          </Button>
          <Button size="compact-xs" color="green" component={Link} to={problemsPath} data-testid={`${kind}-problems`}>
            {t('list.problems')}
          </Button>
          {children}
        </>
      )}
      {remove && (
        <ConfirmedChangeButton
          size="compact-xs"
          color="red"
          question={t('list.deleteQuestion', { title: set.title })}
          call={remove}
          done={t('list.deleted')}
          refresh={refresh}
          data-testid={`delete-${kind}`}
        >
          {t('list.delete')}
        </ConfirmedChangeButton>
      )}
    </Group>
  );
}
