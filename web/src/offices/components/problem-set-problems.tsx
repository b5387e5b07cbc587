import { Button, Table } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { usePaging } from '../../components/pager.tsx';
import { DisplayIdPrompt, type Checked } from './display-id-prompt.tsx';
import { ListCard, ListTable } from '../../components/list-card.tsx';
import { ConfirmedChangeButton, useListChange } from '../../components/list-change.tsx';
import { PROBLEM_SET_NAMESPACE, type ProblemSetKind } from './problem-set.ts';
import { PublicProblemDialog, type PublicProblem, type PublicProblemPage, type usePublicProblemSearch } from './public-problem-dialog.tsx';

interface CardProps {
  kind: ProblemSetKind;
  title: ReactNode;
  /** The set list the back button returns to. */
  backPath: string;
  /** Opens the add-from-public dialog. */
  onAdd: () => void;
  /** More buttons after add-from-public (a group's create and add-from-group). */
  more?: ReactNode;
  hint?: ReactNode;
  minWidth: number;
  paging: ReturnType<typeof usePaging>;
  total: number;
  empty: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A problem set's problems page: add-from-public and back beside the title, the table (`<kind>-problems`), its empty note and pages. */
export function SetProblemsCard({ kind, title, backPath, onAdd, more, hint, minWidth, paging, total, empty, head, children }: CardProps) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  return (
    <ListCard
      title={title}
      actions={
        <>
          <Button onClick={onAdd} data-testid="add-from-public">
            {t('problems.addFromPublic')}
          </Button>
          {more}
          <Button variant="default" component={Link} to={backPath}>
            {t('common.back')}
          </Button>
        </>
      }
      hint={hint}
      minWidth={minWidth}
      empty={empty}
      pager={{ total, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <ListTable head={head} data-testid={`${kind}-problems`}>
        {children}
      </ListTable>
    </ListCard>
  );
}

interface DisplayIdCardProps<P, E> extends Omit<CardProps, 'kind' | 'total' | 'empty' | 'head' | 'children'> {
  /** The sets whose problems show under a display id. */
  kind: 'contest' | 'exam';
  rows: readonly { problem: P; entry: E }[];
  total: number;
  loading: boolean;
  /** The set's own column after the display title (a contest's balloon colour, an exam's author). */
  column: { head: ReactNode; cell: (problem: P, entry: E) => ReactNode };
  /** A row's options cell. */
  options: (problem: P, entry: E) => ReactNode;
}

/** The problems page of a set whose problems show under a display id: display id, problem, display title, the set's own column and options (rows `<kind>-problem-row`). */
export function DisplayIdProblemsCard<P extends { problemId: string; title: string }, E extends { id: number; displayId: string; displayTitle: string }>(props: DisplayIdCardProps<P, E>) {
  const { kind, rows, total, loading, column, options, ...card } = props;
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  return (
    <SetProblemsCard
      kind={kind}
      {...card}
      total={total}
      empty={!loading && rows.length === 0}
      head={
        <>
          <Table.Th>{t('problems.displayId')}</Table.Th>
          <Table.Th>{t('problems.problem')}</Table.Th>
          <Table.Th>{t('problems.displayTitle')}</Table.Th>
          <Table.Th>{column.head}</Table.Th>
          <Table.Th>{t('common.options')}</Table.Th>
        </>
      }
    >
      {rows.map(({ problem, entry }) => (
        <Table.Tr key={entry.id} data-testid={`${kind}-problem-row`}>
          <Table.Td fw={700}>{entry.displayId}</Table.Td>
          <Table.Td>
            {problem.problemId} {problem.title}
          </Table.Td>
          <Table.Td>{entry.displayTitle}</Table.Td>
          <Table.Td>{column.cell(problem, entry)}</Table.Td>
          <Table.Td>{options(problem, entry)}</Table.Td>
        </Table.Tr>
      ))}
    </SetProblemsCard>
  );
}

interface RemoveProps {
  kind: ProblemSetKind;
  question: string;
  remove: () => Promise<unknown>;
  refresh: QueryKey;
}

/** Takes a problem out of a set after a question; the problem itself stays in the bank. */
export function RemoveProblemButton({ kind, question, remove, refresh }: RemoveProps) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  return (
    <ConfirmedChangeButton size="compact-xs" color="orange" question={question} call={remove} done={t('problems.removed')} refresh={refresh} data-testid="remove-problem">
      {t('problems.remove')}
    </ConfirmedChangeButton>
  );
}

interface DialogProps<Row extends PublicProblem> {
  /** The sets whose problems show under a display id. */
  kind: 'contest' | 'exam';
  opened: boolean;
  onClose: () => void;
  hint: ReactNode;
  search: ReturnType<typeof usePublicProblemSearch>;
  /** The problems not in the set yet, from the set's list call with the search's params. */
  page: PublicProblemPage<Row> | undefined;
  loading: boolean;
  /** The set's add-call schema run on the body. */
  check: (pid: number, displayId: string) => Checked;
  add: (pid: number, displayId: string) => Promise<unknown>;
  refresh: QueryKey;
}

/** Spec 002 2.5: the add-from-public dialog of a set whose problems show under a display id, asked for each problem picked. */
export function DisplayIdPublicDialog<Row extends PublicProblem>({ kind, opened, onClose, hint, search, page, loading, check, add, refresh }: DialogProps<Row>) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  const [picked, setPicked] = useState<Row | null>(null);
  const adding = useListChange(({ pid, displayId }: { pid: number; displayId: string }) => add(pid, displayId), t('problems.added'), refresh);
  return (
    <PublicProblemDialog opened={opened} onClose={onClose} title={t('problems.addFromPublic')} hint={hint} search={search} page={page} loading={loading} onPick={setPicked}>
      {picked && (
        <DisplayIdPrompt
          key={picked.id}
          label={t('problems.askDisplayId', { problem: `${picked.problemId} ${picked.title}` })}
          check={(displayId) => check(picked.id, displayId)}
          onAdd={(displayId) => adding.mutate({ pid: picked.id, displayId }, { onSuccess: () => setPicked(null) })}
          adding={adding.isPending}
          onCancel={() => setPicked(null)}
        />
      )}
    </PublicProblemDialog>
  );
}
