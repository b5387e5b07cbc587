import { Anchor, Badge, Checkbox, Group, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { DiscussionModerationTable } from '../../../components/discussion-moderation-table.tsx';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { ADMIN_DISCUSSION_KEY, adminDiscussionsQuery, deleteDiscussions, updateDiscussion } from '../api/discussion-admin-api.ts';
import { discussionPath } from '../discussion-link.ts';
import { ReportList } from '../components/report-list.tsx';

function DiscussionList() {
  const { t } = useTranslation('adminCommunity');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery(adminDiscussionsQuery({ currentPage: paging.page, limit: paging.size, keyword: keyword || undefined }));
  const records = list.data?.records ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_DISCUSSION_KEY });

  const update = useMutation({
    mutationFn: updateDiscussion,
    onSuccess: () => toast.success(t('common.updated')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteDiscussions,
    onSuccess: () => {
      toast.success(t('common.deleted'));
      setSelected([]);
    },
    onSettled: refresh,
  });
  const search = (typed: string) => {
    setKeyword(typed.trim());
    paging.setPage(1);
    setSelected([]);
  };
  const pageIds = records.map((d) => d.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <ListCard
      title={t('discussion.title')}
      actions={
        <ListSearch keyword={keyword} onSearch={search} data-testid="discussion-keyword">
          <ConfirmButton
            color="red"
            disabled={selected.length === 0}
            question={t('discussion.deleteSelectedQuestion', { count: selected.length })}
            onConfirm={() => remove.mutate(selected)}
            data-testid="delete-selected"
          >
            {t('discussion.deleteSelected', { count: selected.length })}
          </ConfirmButton>
        </ListSearch>
      }
      minWidth={1000}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <DiscussionModerationTable
        data-testid="admin-discussions"
        rowTestId="admin-discussion-row"
        records={records}
        labels={{
          id: t('common.id'),
          title: t('common.title'),
          author: t('common.author'),
          likes: t('discussion.likes'),
          views: t('discussion.views'),
          created: t('common.created'),
          status: t('discussion.status'),
          pinned: t('discussion.pinned'),
          options: t('common.options'),
          normal: t('discussion.normal'),
          disabled: t('discussion.disabled'),
        }}
        lead={{
          head: <Checkbox checked={allChosen} onChange={() => setSelected(allChosen ? [] : pageIds)} aria-label={t('discussion.selectPage')} data-testid="select-page" />,
          cell: (d) => <Checkbox checked={selected.includes(d.id)} onChange={() => toggle(d.id)} aria-label={t('discussion.select', { id: d.id })} data-testid="select-discussion" />,
        }}
        title={(d) => (
          <Group gap={6} wrap="nowrap">
            <span>{d.title}</span>
            {d.gid !== null && (
              <Badge size="xs" variant="light">
                {t('discussion.group')}
              </Badge>
            )}
          </Group>
        )}
        onStatus={(d, status) => update.mutate({ id: d.id, status })}
        onPin={(d, on) => update.mutate({ id: d.id, topPriority: on })}
        options={(d) => (
          <>
            <Anchor href={discussionPath(d.id, d.gid)} target="_blank" rel="noopener" size="sm" data-testid="view-discussion">
              {t('common.view')}
            </Anchor>
            <ConfirmButton size="compact-xs" color="red" question={t('discussion.deleteQuestion', { title: d.title })} onConfirm={() => remove.mutate([d.id])} data-testid="delete-discussion">
              {t('common.delete')}
            </ConfirmButton>
          </>
        )}
      />
    </ListCard>
  );
}

/** /admin/discussion (spec 002 section 2.12): every discussion with its status, pin and removal, and the reports on them. */
export function DiscussionAdminPage() {
  return (
    <Stack gap="lg">
      <DiscussionList />
      <ReportList />
    </Stack>
  );
}
