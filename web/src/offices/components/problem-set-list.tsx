import { Button, Group, Switch, Table, Text } from '@mantine/core';
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

interface SetColumn<Row> {
  head: ReactNode;
  /** The header cell's narrowest width. */
  miw?: number;
  cell: (row: Row) => ReactNode;
}

type InfoLine = readonly [label: string, value: ReactNode];

interface TableProps<Row extends { id: number; title: string }> {
  kind: ProblemSetKind;
  paths: { create: string; edit: (id: number) => string; problems: (id: number) => string };
  /** Whether the list has a keyword search (default true; a group's lists have none). */
  searchable?: boolean;
  /** The table's narrowest width before it scrolls sideways. */
  minWidth: number;
  params: ReturnType<typeof useListParams>;
  list: { data?: { total: number; records: readonly Row[] } | undefined; isPending: boolean };
  /** The cells between the id and the on/off switch, the title among them. */
  columns: readonly SetColumn<Row>[];
  /** The row's on/off setting (a contest's or exam's visibility, a training's status). */
  toggle: { checked: (row: Row) => boolean; save: (row: Row, on: boolean) => Promise<unknown>; saved: string; testId: string };
  info: { miw: number; lines: (row: Row) => readonly InfoLine[] };
  optionsWidth: number;
  /** Who manages a row (its form, problems, switch and `options`) and who deletes it. */
  rights: (row: Row) => { manage: boolean; remove: boolean };
  remove: (id: number) => Promise<unknown>;
  /** The list's query key, read again after a change. */
  refresh: QueryKey;
  /** More buttons for who manages the set, after its links. */
  options?: (row: Row) => ReactNode;
}

/**
 * A problem set list page (contests, exams, trainings): its title, the keyword search (test id `<kind>-search`) and
 * create button, the table (`admin-<kind>-table`, rows `admin-<kind>-row`) of id, the kind's own columns, the on/off
 * switch, the info lines and the options, the empty note and the pages kept in the query string.
 */
export function SetListTable<Row extends { id: number; title: string }>(props: TableProps<Row>) {
  const { kind, paths, searchable = true, minWidth, params, list, columns, toggle, info, optionsWidth, rights, remove, refresh, options } = props;
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  const { keyword, page, limit, search, setPage, setLimit } = params;
  const create = (
    <Button component={Link} to={paths.create}>
      {t('route.create')}
    </Button>
  );
  const head = (
    <>
      <Table.Th>{t('common.id')}</Table.Th>
      {columns.map((column, i) => (
        <Table.Th key={i} miw={column.miw}>
          {column.head}
        </Table.Th>
      ))}
      <Table.Th>{t('list.visible')}</Table.Th>
      <Table.Th miw={info.miw}>{t('list.info')}</Table.Th>
      <Table.Th w={optionsWidth}>{t('common.options')}</Table.Th>
    </>
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
        {list.data?.records.map((row) => {
          const can = rights(row);
          return (
            <Table.Tr key={row.id} data-testid={`admin-${kind}-row`}>
              <Table.Td>{row.id}</Table.Td>
              {columns.map((column, i) => (
                <Table.Td key={i}>{column.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                <SavedSwitch
                  checked={toggle.checked(row)}
                  disabled={!can.manage}
                  label={t('list.visible')}
                  save={(on) => toggle.save(row, on)}
                  saved={toggle.saved}
                  refresh={refresh}
                  data-testid={toggle.testId}
                />
              </Table.Td>
              <Table.Td>
                <InfoLines lines={info.lines(row)} />
              </Table.Td>
              <Table.Td>
                <SetRowOptions
                  kind={kind}
                  set={row}
                  manage={can.manage}
                  editPath={paths.edit(row.id)}
                  problemsPath={paths.problems(row.id)}
                  remove={can.remove ? () => remove(row.id) : undefined}
                  refresh={refresh}
                >
                  {options?.(row)}
                </SetRowOptions>
              </Table.Td>
            </Table.Tr>
          );
        })}
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
function SavedSwitch({ checked, disabled, label, save, saved, refresh, 'data-testid': testId }: SwitchProps) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: save,
    onSuccess: () => toast.success(saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
  return <Switch checked={checked} disabled={disabled} onChange={(e) => change.mutate(e.currentTarget.checked)} aria-label={label} data-testid={testId} />;
}

/** A row's info cell: one small `label: value` line each. */
function InfoLines({ lines }: { lines: readonly InfoLine[] }) {
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
function SetRowOptions({ kind, set, manage, editPath, problemsPath, remove, refresh, children }: OptionsProps) {
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
