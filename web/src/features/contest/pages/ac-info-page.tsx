import { Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { AC_INFO_PAGE_SIZE, acInfoKey, acInfoQuery, checkAcInfo, contestProblemsQuery } from '../api/contest-api.ts';
import { AdminList, ContestantCells, useAdminList } from '../components/admin-list.tsx';
import { Balloon } from '../components/icons.tsx';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: accepted submissions for handing out balloons, each checked off once delivered. */
export function AcInfoPage() {
  const { t } = useTranslation('contest');
  const { cid, containsEnd } = useContestShell();
  const state = useAdminList(
    (page, auto) => acInfoQuery(cid, page, auto),
    acInfoKey(cid),
    ({ id, checked }: { id: number; checked: boolean }) => checkAcInfo({ id, cid }, checked),
  );
  const { data: problems = [] } = useQuery(contestProblemsQuery(cid, containsEnd));
  const colors = new Map(problems.map((p) => [p.displayId, p.color]));
  const { update } = state;
  const head = ['acInfo.acTime', 'acInfo.problem', 'acInfo.acStatus', 'admin.username', 'admin.realname', 'acInfo.checked', 'admin.option'] as const;
  return (
    <AdminList
      title={t('tabs.ac-info')}
      pageSize={AC_INFO_PAGE_SIZE}
      state={state}
      head={head.map((k) => (
        <Table.Th key={k}>{t(k)}</Table.Th>
      ))}
      data-testid="ac-info"
    >
      {state.list.data?.records.map((r) => {
        const color = colors.get(r.displayId);
        return (
          <Table.Tr key={r.id}>
            <Table.Td>{localDateTime(r.submitTime)}</Table.Td>
            <Table.Td>
              {color && <Balloon color={color} />}
              {r.displayId}
            </Table.Td>
            <Table.Td>
              <Badge color={r.firstBlood ? 'red' : 'green'}>{t(r.firstBlood ? 'acInfo.firstBlood' : 'acInfo.accepted')}</Badge>
            </Table.Td>
            <ContestantCells cid={cid} username={r.username} realname={r.realname} />
            <Table.Td>
              <Badge color={r.checked ? 'green' : 'orange'} data-testid="ac-checked">
                {t(r.checked ? 'acInfo.isChecked' : 'acInfo.notChecked')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Button size="compact-sm" radius="xl" onClick={() => update.mutate({ id: r.id, checked: !r.checked })} loading={update.isPending && update.variables.id === r.id}>
                {t(r.checked ? 'acInfo.uncheck' : 'acInfo.check')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminList>
  );
}
