import { Anchor, Badge, Button, Card, Group, Pagination, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestSubmissionsPath } from '../../../lib/contest-scope.ts';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadPrintText, markPrinted, PRINT_PAGE_SIZE, printJobsKey, printJobsQuery } from '../api/contest-api.ts';
import { AdminListBar } from '../components/admin-list-bar.tsx';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: the print jobs, not printed first; each is downloaded and then marked printed. */
export function AdminPrintPage() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const { data, isFetching, refetch } = useQuery(printJobsQuery(cid, page, autoRefresh));
  const printed = useMutation({
    mutationFn: (id: number) => markPrinted(id, cid),
    onSuccess: () => {
      toast.success(t('admin.updated'));
      void queryClient.invalidateQueries({ queryKey: printJobsKey(cid) });
    },
  });
  const fetchText = useMutation({ mutationFn: downloadPrintText });
  return (
    <Card withBorder padding="lg">
      <AdminListBar title={t('tabs.admin-print')} autoRefresh={autoRefresh} onAutoRefresh={setAutoRefresh} onRefresh={() => void refetch()} refreshing={isFetching} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="print-jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.username')}</Table.Th>
              <Table.Th>{t('admin.realname')}</Table.Th>
              <Table.Th>{t('adminPrint.submitTime')}</Table.Th>
              <Table.Th>{t('adminPrint.status')}</Table.Th>
              <Table.Th>{t('admin.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.records.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={contestSubmissionsPath(cid, { username: r.username })} size="sm">
                    {r.username}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.realname ?? ''}</Table.Td>
                <Table.Td>{localDateTime(r.gmtCreate)}</Table.Td>
                <Table.Td>
                  <Badge color={r.status === 1 ? 'green' : 'orange'} data-testid="print-status">
                    {t(r.status === 1 ? 'adminPrint.printed' : 'adminPrint.notPrinted')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" radius="xl" variant="light" onClick={() => fetchText.mutate(r.id)} loading={fetchText.isPending && fetchText.variables === r.id}>
                      {t('adminPrint.download')}
                    </Button>
                    <Button size="compact-sm" radius="xl" color="green" onClick={() => printed.mutate(r.id)} loading={printed.isPending && printed.variables === r.id} data-testid="print-ok">
                      {t('adminPrint.ok')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((data?.total ?? 0) / PRINT_PAGE_SIZE))} value={page} onChange={setPage} />
      </Group>
    </Card>
  );
}
