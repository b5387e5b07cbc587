import { Anchor, Badge, Checkbox, Group, Select, Stack, Switch, Table } from '@mantine/core';
import type { Discussion } from '@oj/shared/schemas/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { ADMIN_DISCUSSION_KEY, adminDiscussionsQuery, deleteDiscussions, updateDiscussion } from '../api/discussion-admin-api.ts';
import { discussionPath } from '../discussion-link.ts';
import { ReportList } from '../components/report-list.tsx';

const NORMAL = 0;
const DISABLED = 1;

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
      <Table striped verticalSpacing="sm" data-testid="admin-discussions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox checked={allChosen} onChange={() => setSelected(allChosen ? [] : pageIds)} aria-label={t('discussion.selectPage')} data-testid="select-page" />
            </Table.Th>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('common.author')}</Table.Th>
            <Table.Th>{t('discussion.likes')}</Table.Th>
            <Table.Th>{t('discussion.views')}</Table.Th>
            <Table.Th>{t('common.created')}</Table.Th>
            <Table.Th>{t('discussion.status')}</Table.Th>
            <Table.Th>{t('discussion.pinned')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((d: Discussion) => (
            <Table.Tr key={d.id} data-testid="admin-discussion-row">
              <Table.Td>
                <Checkbox checked={selected.includes(d.id)} onChange={() => toggle(d.id)} aria-label={t('discussion.select', { id: d.id })} data-testid="select-discussion" />
              </Table.Td>
              <Table.Td>{d.id}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span>{d.title}</span>
                  {d.gid !== null && (
                    <Badge size="xs" variant="light">
                      {t('discussion.group')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
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
                    { value: String(NORMAL), label: t('discussion.normal') },
                    { value: String(DISABLED), label: t('discussion.disabled') },
                  ]}
                  onChange={(v) => v !== null && update.mutate({ id: d.id, status: v === String(DISABLED) ? DISABLED : NORMAL })}
                  aria-label={t('discussion.status')}
                  data-testid="discussion-status"
                />
              </Table.Td>
              <Table.Td>
                <Switch checked={d.topPriority} onChange={() => update.mutate({ id: d.id, topPriority: !d.topPriority })} aria-label={t('discussion.pinned')} data-testid="discussion-pinned" />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor href={discussionPath(d.id, d.gid)} target="_blank" rel="noopener" size="sm" data-testid="view-discussion">
                    {t('common.view')}
                  </Anchor>
                  <ConfirmButton size="compact-xs" color="red" question={t('discussion.deleteQuestion', { title: d.title })} onConfirm={() => remove.mutate([d.id])} data-testid="delete-discussion">
                    {t('common.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
