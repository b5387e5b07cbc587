import { Button, Group, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { ExamAuthTag } from '../../../features/exam/components/exam-tags.tsx';
import { ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../components/list-card.tsx';
import { useListParams } from '../../components/list-params.ts';
import { ListSearch } from '../../components/list-search.tsx';
import { ADMIN_EXAM_KEY, changeExamVisible, deleteExam, examListQuery, type AdminExam } from '../api/admin-exam-api.ts';
import { EXAM_CREATE_PATH, examEditPath, examProblemsPath } from '../exam-feature.ts';

const PAGE_SIZE = 10;

function RowOptions({ row, canManage, canDelete }: { row: AdminExam; canManage: boolean; canDelete: boolean }) {
  const { t } = useTranslation('adminExam');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteExam(row.id),
    onSuccess: () => {
      toast.success(t('list.deleted'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_EXAM_KEY });
    },
  });
  return (
    <Group gap={6} data-testid="row-options">
      {canManage && (
        <>
          <Button size="compact-xs" component={Link} to={examEditPath(row.id)} data-testid="edit-exam">
            {t('list.edit')}
          </Button>
          <Button size="compact-xs" color="green" component={Link} to={examProblemsPath(row.id)} data-testid="exam-problems">
            {t('list.problems')}
          </Button>
        </>
      )}
      {canDelete && (
        <ConfirmButton size="compact-xs" color="red" question={t('list.deleteQuestion', { title: row.title })} onConfirm={() => remove.mutate()} data-testid="delete-exam">
          {t('list.delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}

/**
 * Spec 002 2.12 "exam": every exam outside groups, newest first, with a keyword search. As the API's routes say, an
 * exam's author and the super admin edit it, change its problems and its visibility; only the super admin deletes one.
 */
export function ExamListPage() {
  const { t } = useTranslation('adminExam');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const list = useQuery(examListQuery({ currentPage: page, limit, keyword: keyword || undefined }));
  const visible = useMutation({
    mutationFn: ({ row, on }: { row: AdminExam; on: boolean }) => changeExamVisible(row.id, on),
    onSuccess: () => toast.success(t('list.visibilityChanged')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_EXAM_KEY }),
  });
  const superAdmin = isSuperAdmin(user);
  const records = list.data?.records ?? [];
  return (
    <ListCard
      title={t('route.list')}
      actions={
        <ListSearch keyword={keyword} onSearch={search} data-testid="exam-search">
          <Button component={Link} to={EXAM_CREATE_PATH}>
            {t('route.create')}
          </Button>
        </ListSearch>
      }
      minWidth={1000}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      <Table striped verticalSpacing="sm" data-testid="admin-exam-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th miw={80}>{t('list.auth')}</Table.Th>
            <Table.Th miw={90}>{t('list.status')}</Table.Th>
            <Table.Th>{t('list.visible')}</Table.Th>
            <Table.Th miw={220}>{t('list.info')}</Table.Th>
            <Table.Th w={220}>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((row) => {
            const canManage = superAdmin || user?.uid === row.uid;
            return (
              <Table.Tr key={row.id} data-testid="admin-exam-row">
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  <ExamAuthTag auth={row.auth} />
                </Table.Td>
                <Table.Td>
                  <ContestStatusTag status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={row.visible}
                    disabled={!canManage}
                    onChange={(e) => visible.mutate({ row, on: e.currentTarget.checked })}
                    aria-label={t('list.visible')}
                    data-testid="visible-switch"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {t('list.start')}: {localDateTime(row.startTime)}
                  </Text>
                  <Text size="xs">
                    {t('list.end')}: {localDateTime(row.endTime)}
                  </Text>
                  <Text size="xs">
                    {t('list.duration')}: {formatDuration(row.duration, currentLanguage())}
                  </Text>
                  <Text size="xs">
                    {t('list.created')}: {localDateTime(row.gmtCreate)}
                  </Text>
                  <Text size="xs">
                    {t('list.author')}: {row.author}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowOptions row={row} canManage={canManage} canDelete={superAdmin} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}
