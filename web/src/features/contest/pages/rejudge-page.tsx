import { Card, Table, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { contestProblemsQuery, rejudgeContestProblem } from '../api/contest-api.ts';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: the super admin rejudges every submission of one problem in this contest. */
export function RejudgePage() {
  const { t } = useTranslation('contest');
  const { cid, containsEnd } = useContestShell();
  const { data: rows = [] } = useQuery(contestProblemsQuery(cid, containsEnd));
  const rejudge = useMutation({
    mutationFn: (pid: number) => rejudgeContestProblem(cid, pid),
    onSuccess: () => toast.success(translateMessage('Rejudge_successfully')),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        {t('rejudge.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="rejudge-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('problems.title')}</Table.Th>
              <Table.Th>{t('problems.ac')}</Table.Th>
              <Table.Th>{t('problems.total')}</Table.Th>
              <Table.Th>{t('admin.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.pid}>
                <Table.Td>{r.pid}</Table.Td>
                <Table.Td>{r.displayId}</Table.Td>
                <Table.Td>{r.displayTitle}</Table.Td>
                <Table.Td>{r.ac}</Table.Td>
                <Table.Td>{r.total}</Table.Td>
                <Table.Td>
                  <ConfirmButton
                    size="compact-sm"
                    radius="xl"
                    question={t('rejudge.confirm', { problem: r.displayId })}
                    onConfirm={() => rejudge.mutate(r.pid)}
                    loading={rejudge.isPending && rejudge.variables === r.pid}
                  >
                    {t('rejudge.all')}
                  </ConfirmButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
