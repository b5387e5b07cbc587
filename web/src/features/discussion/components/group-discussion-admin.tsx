import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { DiscussionModerationTable } from '../../../components/discussion-moderation-table.tsx';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { toast } from '../../../lib/toast.ts';
import { useDiscussionBoard } from '../discussion-board.ts';
import { api } from '../../../lib/api.ts';
import { communityCalls } from '@oj/shared/api/community';

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
        <DiscussionModerationTable
          data-testid="group-discussion-admin"
          rowTestId="group-discussion-row"
          records={records}
          labels={{
            id: 'ID',
            title: t('form.title'),
            author: t('group.author'),
            likes: t('group.likes'),
            views: t('group.views'),
            created: t('group.created'),
            status: t('group.status'),
            pinned: t('pinned'),
            options: t('group.options'),
            normal: t('group.normal'),
            disabled: t('group.disabled'),
          }}
          title={(d) => d.title}
          onStatus={(d, status) => change.mutate(() => board.setStatus(d, status))}
          onPin={(d, on) => change.mutate(() => board.pin(d, on))}
          options={(d) => (
            <>
              <Anchor component={Link} to={board.detailPath(d.id)} size="sm" data-testid="view-discussion">
                {t('group.view')}
              </Anchor>
              <ConfirmButton size="compact-xs" color="red" question={t('confirmDelete')} onConfirm={() => remove.mutate(d.id)} data-testid="delete-discussion">
                {t('delete')}
              </ConfirmButton>
            </>
          )}
        />
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
