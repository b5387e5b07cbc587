import { Anchor, Badge, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { parseReportContent, type DiscussionReportView } from '@oj/shared/schemas/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { ADMIN_DISCUSSION_KEY, reportsQuery, setReportRead } from '../api/discussion-admin-api.ts';
import { discussionPath } from '../discussion-link.ts';

/** A report's tags (translated) and reason. */
function ReportContent({ content }: { content: string }) {
  const { t } = useTranslation('adminCommunity');
  const parsed = parseReportContent(content);
  if ('error' in parsed) return <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{content}</Text>;
  return (
    <Stack gap="sm" data-testid="report-content">
      <Group gap={6}>
        <Text fw={700}>{t('report.tags')}</Text>
        {parsed.tags.length ? (
          parsed.tags.map((tag) => (
            <Badge key={tag} color="red" variant="light">
              {t(`report.tag.${tag}` as never)}
            </Badge>
          ))
        ) : (
          <Text c="dimmed">-</Text>
        )}
      </Group>
      <div>
        <Text fw={700}>{t('report.reason')}</Text>
        <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{parsed.reason || '-'}</Text>
      </div>
    </Stack>
  );
}

/** The reports on discussions, unread first: who reported what and why, marked read by a switch. */
export function ReportList() {
  const { t } = useTranslation('adminCommunity');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const [shown, setShown] = useState<DiscussionReportView | null>(null);
  const list = useQuery(reportsQuery(paging.page, paging.size));
  const records = list.data?.records ?? [];
  const mark = useMutation({
    mutationFn: (r: DiscussionReportView) => setReportRead(r.id, !r.status),
    onSuccess: () => toast.success(t('common.updated')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_DISCUSSION_KEY }),
  });

  return (
    <ListCard
      title={t('report.title')}
      actions={null}
      minWidth={900}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="discussion-reports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('report.discussionId')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('common.author')}</Table.Th>
            <Table.Th>{t('report.reporter')}</Table.Th>
            <Table.Th>{t('report.time')}</Table.Th>
            <Table.Th>{t('report.read')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={r.id} data-testid="report-row">
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>{r.did}</Table.Td>
              <Table.Td>
                {r.discussionTitle ?? (
                  <Text c="dimmed" size="sm">
                    {t('report.gone')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{r.discussionAuthor ?? '-'}</Table.Td>
              <Table.Td>{r.reporter}</Table.Td>
              <Table.Td>{localDateTime(r.gmtCreate)}</Table.Td>
              <Table.Td>
                <Switch checked={r.status} onChange={() => mark.mutate(r)} aria-label={t('report.read')} data-testid="report-read" />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => setShown(r)} data-testid="show-report">
                    {t('report.show')}
                  </Button>
                  {r.discussionTitle !== null && (
                    <Anchor href={discussionPath(r.did, r.gid)} target="_blank" rel="noopener" size="sm" data-testid="report-discussion">
                      {t('common.view')}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('report.contentTitle', { id: shown?.did ?? '' })}>
        {shown && <ReportContent content={shown.content} />}
      </Modal>
    </ListCard>
  );
}
