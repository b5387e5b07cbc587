import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../components/list-card.tsx';
import { useListParams } from '../../components/list-params.ts';
import { ListSearch } from '../../components/list-search.tsx';
import { ADMIN_TRAINING_KEY, changeTrainingStatus, deleteTraining, trainingListQuery, type AdminTraining } from '../api/admin-training-api.ts';
import { TRAINING_CREATE_PATH, trainingEditPath, trainingProblemsPath } from '../training-feature.ts';

const PAGE_SIZE = 10;

function RowOptions({ row, canDelete }: { row: AdminTraining; canDelete: boolean }) {
  const { t } = useTranslation('adminTraining');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteTraining(row.id),
    onSuccess: () => {
      toast.success(t('list.deleted'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_KEY });
    },
  });
  return (
    <Group gap={6} data-testid="row-options">
      <Button size="compact-xs" component={Link} to={trainingEditPath(row.id)} data-testid="edit-training">
        {t('list.edit')}
      </Button>
      <Button size="compact-xs" color="green" component={Link} to={trainingProblemsPath(row.id)} data-testid="training-problems">
        {t('list.problems')}
      </Button>
      {canDelete && (
        <ConfirmButton size="compact-xs" color="red" question={t('list.deleteQuestion', { title: row.title })} onConfirm={() => remove.mutate()} data-testid="delete-training">
          {t('list.delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}

/** Spec 002 2.12: every training outside groups in rank order, with keyword search; only the super admin deletes one. */
export function TrainingListPage() {
  const { t } = useTranslation('adminTraining');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const list = useQuery(trainingListQuery({ currentPage: page, limit, keyword: keyword || undefined }));
  const status = useMutation({
    mutationFn: ({ row, on }: { row: AdminTraining; on: boolean }) => changeTrainingStatus(row.id, on),
    onSuccess: () => toast.success(t('list.statusChanged')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_KEY }),
  });
  const records = list.data?.records ?? [];
  return (
    <ListCard
      title={t('route.list')}
      actions={
        <ListSearch keyword={keyword} onSearch={search} data-testid="training-search">
          <Button component={Link} to={TRAINING_CREATE_PATH}>
            {t('route.create')}
          </Button>
        </ListSearch>
      }
      minWidth={960}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      <Table striped verticalSpacing="sm" data-testid="admin-training-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('list.rank')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('list.auth')}</Table.Th>
            <Table.Th>{t('list.visible')}</Table.Th>
            <Table.Th miw={180}>{t('list.info')}</Table.Th>
            <Table.Th w={220}>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((row) => (
            <Table.Tr key={row.id} data-testid="admin-training-row">
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.auth === 'Private' ? 'red' : 'green'}>
                  {t(`auth.${row.auth}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Switch checked={row.status} onChange={(e) => status.mutate({ row, on: e.currentTarget.checked })} aria-label={t('list.visible')} data-testid="status-switch" />
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {t('list.created')}: {localDateTime(row.gmtCreate)}
                </Text>
                <Text size="xs">
                  {t('list.modified')}: {localDateTime(row.gmtModified)}
                </Text>
                <Text size="xs">
                  {t('list.author')}: {row.author}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowOptions row={row} canDelete={isSuperAdmin(user)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}
