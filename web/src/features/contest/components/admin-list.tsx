import { Anchor, Button, Card, Group, Pagination, Switch, Table, Title } from '@mantine/core';
import type { Page } from '@oj/shared';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestSubmissionsPath } from '../../../lib/contest-scope.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * An admin list of a contest (the AC helper, the print jobs): paged, refreshed every 10 s while the switch is on
 * (spec 001 section 2.6), and one row action that reloads the list when done.
 */
export function useAdminList<T, V, K extends readonly unknown[]>(
  query: (page: number, autoRefresh: boolean) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  listKey: readonly unknown[],
  action: (v: V) => Promise<unknown>,
) {
  const { t } = useTranslation('contest');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const list = useQuery(query(page, autoRefresh));
  const update = useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(t('admin.updated'));
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  return { page, setPage, autoRefresh, setAutoRefresh, list, update };
}

interface Props {
  title: string;
  pageSize: number;
  state: Pick<ReturnType<typeof useAdminList>, 'page' | 'setPage' | 'autoRefresh' | 'setAutoRefresh'> & {
    list: { data?: { total: number } | undefined; isFetching: boolean; refetch: () => Promise<unknown> };
  };
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  'data-testid': string;
}

/** The list's card: title, the auto-refresh switch and a refresh button, the table, and the pages. */
export function AdminList({ title, pageSize, state, head, children, 'data-testid': testId }: Props) {
  const { t } = useTranslation('contest');
  const { list } = state;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={4}>{title}</Title>
        <Group gap="md">
          <Switch label={t('admin.autoRefresh')} checked={state.autoRefresh} onChange={(e) => state.setAutoRefresh(e.currentTarget.checked)} data-testid="auto-refresh" />
          <Button size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.refresh')}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid={testId}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize))} value={state.page} onChange={state.setPage} />
      </Group>
    </Card>
  );
}

/** A row's contestant: the username leading to their submissions in the contest, and the real name. */
export function ContestantCells({ cid, username, realname }: { cid: number; username: string; realname: string | null | undefined }) {
  return (
    <>
      <Table.Td>
        <Anchor component={Link} to={contestSubmissionsPath(cid, { username })} size="sm">
          {username}
        </Anchor>
      </Table.Td>
      <Table.Td>{realname ?? ''}</Table.Td>
    </>
  );
}
