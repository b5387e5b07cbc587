import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, usePaging } from '../../components/pager.tsx';
import { ListSearch } from '../../components/list-search.tsx';

const PAGE_SIZES = [10, 30, 50, 100];

/** A public problem as the add dialog lists it. */
export interface PublicProblem {
  id: number;
  problemId: string;
  title: string;
}

export interface PublicProblemPage<Row> {
  records: Row[];
  total: number;
}

/** The dialog's search and paging; its params go into the set's own list call. */
export function usePublicProblemSearch() {
  const paging = usePaging(PAGE_SIZES[0]!);
  const [keyword, setKeyword] = useState('');
  return {
    paging,
    params: { keyword: keyword || undefined, currentPage: paging.page, limit: paging.size },
    search: (typed: string) => {
      setKeyword(typed.trim());
      paging.setPage(1);
    },
  };
}

interface Props<Row extends PublicProblem> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What may be added (a contest's rule type, a training's public problems). */
  hint: ReactNode;
  search: ReturnType<typeof usePublicProblemSearch>;
  /** The page of problems that may be added, from the set's own list call with the search's params. */
  page: PublicProblemPage<Row> | undefined;
  loading: boolean;
  onPick: (row: Row) => void;
  /** The row being added, whose button spins. */
  addingId?: number | null | undefined;
  /** Shown above the table: what a pick still asks (a contest's display id). */
  children?: ReactNode;
}

/**
 * Spec 002 2.5 "Add from public problems" for any problem set (contest, training): keyword search (Enter or the
 * button), the problems with an add button, page sizes 10, 30, 50, 100.
 */
export function PublicProblemDialog<Row extends PublicProblem>({ opened, onClose, title, hint, search, page, loading, onPick, addingId, children }: Props<Row>) {
  const { t } = useTranslation('admin');
  const { paging } = search;
  const rows = page?.records ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="90%" data-testid="add-public-dialog">
      <Stack>
        <Alert color="red" variant="light">
          {hint}
        </Alert>
        <Group>
          <ListSearch keyword={search.params.keyword ?? ''} onSearch={search.search} data-testid="public-search" />
        </Group>
        {children}
        <Table striped data-testid="public-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('publicProblems.problemId')}</Table.Th>
              <Table.Th>{t('publicProblems.title')}</Table.Th>
              <Table.Th>{t('publicProblems.options')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="public-problem-row">
                <Table.Td>{p.problemId}</Table.Td>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" onClick={() => onPick(p)} loading={addingId === p.id} data-testid="pick-problem">
                    {t('publicProblems.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!loading && rows.length === 0 && (
          <Text c="dimmed" ta="center">
            {t('list.empty')}
          </Text>
        )}
        <Pager total={page?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} sizes={PAGE_SIZES} />
      </Stack>
    </Modal>
  );
}
