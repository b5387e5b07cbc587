import { Anchor, Badge, Button, Card, Group, Pagination, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestSubmissionsPath } from '../../../lib/contest-scope.ts';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { AC_INFO_PAGE_SIZE, acInfoKey, acInfoQuery, checkAcInfo, contestProblemsQuery } from '../api/contest-api.ts';
import { AdminListBar } from '../components/admin-list-bar.tsx';
import { Balloon } from '../components/icons.tsx';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: accepted submissions for handing out balloons, each checked off once delivered. */
export function AcInfoPage() {
  const { t } = useTranslation('contest');
  const { cid, containsEnd } = useContestShell();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const { data, isFetching, refetch } = useQuery(acInfoQuery(cid, page, autoRefresh));
  const { data: problems = [] } = useQuery(contestProblemsQuery(cid, containsEnd));
  const colors = new Map(problems.map((p) => [p.displayId, p.color]));
  const check = useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) => checkAcInfo({ id, cid }, checked),
    onSuccess: () => {
      toast.success(t('admin.updated'));
      void queryClient.invalidateQueries({ queryKey: acInfoKey(cid) });
    },
  });
  return (
    <Card withBorder padding="lg">
      <AdminListBar title={t('tabs.ac-info')} autoRefresh={autoRefresh} onAutoRefresh={setAutoRefresh} onRefresh={() => void refetch()} refreshing={isFetching} />
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="ac-info">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('acInfo.acTime')}</Table.Th>
              <Table.Th>{t('acInfo.problem')}</Table.Th>
              <Table.Th>{t('acInfo.acStatus')}</Table.Th>
              <Table.Th>{t('admin.username')}</Table.Th>
              <Table.Th>{t('admin.realname')}</Table.Th>
              <Table.Th>{t('acInfo.checked')}</Table.Th>
              <Table.Th>{t('admin.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.records.map((r) => {
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
                  <Table.Td>
                    <Anchor component={Link} to={contestSubmissionsPath(cid, { username: r.username })} size="sm">
                      {r.username}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.realname ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge color={r.checked ? 'green' : 'orange'} data-testid="ac-checked">
                      {t(r.checked ? 'acInfo.isChecked' : 'acInfo.notChecked')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" radius="xl" onClick={() => check.mutate({ id: r.id, checked: !r.checked })} loading={check.isPending && check.variables.id === r.id}>
                      {t(r.checked ? 'acInfo.uncheck' : 'acInfo.check')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((data?.total ?? 0) / AC_INFO_PAGE_SIZE))} value={page} onChange={setPage} />
      </Group>
    </Card>
  );
}
