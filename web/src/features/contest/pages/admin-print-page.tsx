import { Badge, Button, Group, Table } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { downloadPrintText, markPrinted, PRINT_PAGE_SIZE, printJobsKey, printJobsQuery } from '../api/contest-api.ts';
import { AdminList, ContestantCells, useAdminList } from '../components/admin-list.tsx';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: the print jobs, not printed first; each is downloaded and then marked printed. */
export function AdminPrintPage() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const state = useAdminList(
    (page, auto) => printJobsQuery(cid, page, auto),
    printJobsKey(cid),
    (id: number) => markPrinted(id, cid),
  );
  const fetchText = useMutation({ mutationFn: downloadPrintText });
  const { update } = state;
  const head = ['admin.username', 'admin.realname', 'adminPrint.submitTime', 'adminPrint.status', 'admin.option'] as const;
  return (
    <AdminList
      title={t('tabs.admin-print')}
      pageSize={PRINT_PAGE_SIZE}
      state={state}
      head={head.map((k) => (
        <Table.Th key={k}>{t(k)}</Table.Th>
      ))}
      data-testid="print-jobs"
    >
      {state.list.data?.records.map((r) => (
        <Table.Tr key={r.id}>
          <ContestantCells cid={cid} username={r.username} realname={r.realname} />
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
              <Button size="compact-sm" radius="xl" color="green" onClick={() => update.mutate(r.id)} loading={update.isPending && update.variables === r.id} data-testid="print-ok">
                {t('adminPrint.ok')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminList>
  );
}
