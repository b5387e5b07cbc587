import { Anchor, Button, Card, Group, Select, Switch, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { toast } from '../../../lib/toast.ts';
import { useDiscussionBoard } from '../discussion-board.ts';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

const NORMAL = 0;
const DISABLED = 1;

/** The group's discussions for its admins: disabled ones too, pinned then newest. */
const getAdminList = (gid: number, currentPage: number, limit: number) => api.call(communityCalls.getAdminDiscussionList, { query: { gid, currentPage, limit } });

/**
 * Spec 002 2.8 "Discussion admin table" (group admins): id, title, author, likes, views, created, status, top switch,
 * delete and view. The pin and the status go through the group's edit call (the board's pin and setStatus).
 */
export function GroupDiscussionAdmin() {
  const { t } = useTranslation('discussion');
  const scope = useHostingGroup();
  const board = useDiscussionBoard();
  const client = useQueryClient();
  const paging = usePaging(10);
  const key = [...board.listKey, 'admin', paging.page, paging.size];
  const list = useQuery({ queryKey: key, queryFn: () => getAdminList(scope.gid, paging.page, paging.size), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: board.listKey });
  const change = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: () => toast.success(t('messages.updated')),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: board.remove, onSuccess: () => toast.success(t('messages.deleted')), onSettled: refresh });
  const records = list.data?.records ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={4}>{t('group.adminTitle')}</Title>
        <Button variant="default" component={Link} to={board.listPath()} data-testid="discussion-admin-back">
          {t('group.backToList')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" data-testid="group-discussion-admin">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('form.title')}</Table.Th>
              <Table.Th>{t('group.author')}</Table.Th>
              <Table.Th>{t('group.likes')}</Table.Th>
              <Table.Th>{t('group.views')}</Table.Th>
              <Table.Th>{t('group.created')}</Table.Th>
              <Table.Th>{t('group.status')}</Table.Th>
              <Table.Th>{t('pinned')}</Table.Th>
              <Table.Th>{t('group.options')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((d) => (
              <Table.Tr key={d.id} data-testid="group-discussion-row">
                <Table.Td>{d.id}</Table.Td>
                <Table.Td>{d.title}</Table.Td>
                <Table.Td>{d.author}</Table.Td>
                <Table.Td>{d.likeNum}</Table.Td>
                <Table.Td>{d.viewNum}</Table.Td>
                <Table.Td>{localDateTime(d.gmtCreate)}</Table.Td>
                <Table.Td>
                  <Select
                    w={120}
                    size="xs"
                    allowDeselect={false}
                    value={String(d.status)}
                    data={[
                      { value: String(NORMAL), label: t('group.normal') },
                      { value: String(DISABLED), label: t('group.disabled') },
                    ]}
                    onChange={(v) => v !== null && change.mutate(() => board.setStatus(d, v === String(DISABLED) ? DISABLED : NORMAL))}
                    aria-label={t('group.status')}
                    data-testid="discussion-status"
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={d.topPriority}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      change.mutate(() => board.pin(d, on));
                    }}
                    aria-label={t('pinned')}
                    data-testid="discussion-pinned"
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={board.detailPath(d.id)} size="sm" data-testid="view-discussion">
                      {t('group.view')}
                    </Anchor>
                    <ConfirmButton size="compact-xs" color="red" question={t('confirmDelete')} onConfirm={() => remove.mutate(d.id)} data-testid="delete-discussion">
                      {t('delete')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.isPending && records.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('empty')}
        </Text>
      )}
      <Pager total={list.data?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </Card>
  );
}
