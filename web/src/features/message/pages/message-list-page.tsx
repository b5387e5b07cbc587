import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { cleanMessages, MESSAGES_KEY, messagesQuery } from '../api/message-api.ts';
import { UNREAD_KEY } from '../api/unread-api.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { UserMessageCard } from '../components/user-message-card.tsx';
import { isMessageKind, KINDS, type MessageKind } from '../message-kinds.ts';

const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('currentPage'))) || 1);

function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation('message');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { pageSize } = KINDS[kind];
  const list = useQuery(messagesQuery(kind, page));
  const setPage = (n: number) => setParams(n > 1 ? { currentPage: String(n) } : {});

  // The server marks a page read as it answers it: the header's counts are read again once it arrived.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData) void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrived page (dataUpdatedAt), not per render
  }, [list.dataUpdatedAt, list.isPlaceholderData]);

  // Cleaning the last messages of the last page leaves it empty: show the page before it.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is a new function on every render
  }, [page, lastPage, list.isSuccess, list.isPlaceholderData]);

  const clean = useMutation({
    mutationFn: (id?: number) => cleanMessages(kind, id),
    onSuccess: () => {
      toast.success(t('deleted'));
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, kind] });
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    },
  });
  const deleteButton = (id: number) => (
    <ConfirmButton variant="subtle" color="red" size="compact-xs" question={t('deleteQuestion')} onConfirm={() => clean.mutate(id)} data-testid="delete-message">
      {t('delete')}
    </ConfirmButton>
  );
  const records = list.data?.records ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" pb="xs" style={{ borderBottom: '3px solid var(--mantine-color-gray-2)' }}>
        <Text fw={700} size="lg">
          {t(`tab.${kind}`)}
        </Text>
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="message-total">
            {t('total', { count: total })}
          </Text>
          <ConfirmButton
            variant="subtle"
            size="compact-sm"
            question={t('cleanAllQuestion', { tab: t(`tab.${kind}`) })}
            onConfirm={() => clean.mutate(undefined)}
            disabled={total === 0}
            data-testid="clean-all"
          >
            {t('cleanAll')}
          </ConfirmButton>
        </Group>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : records.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="message-empty">
          {t('empty')}
        </Text>
      ) : (
        records.map((m) => ('action' in m ? <UserMessageCard key={m.id} message={m} deleteButton={deleteButton(m.id)} /> : <NoticeCard key={m.id} notice={m} deleteButton={deleteButton(m.id)} />))
      )}
      {total > pageSize && (
        <Group justify="center">
          <Pagination total={lastPage} value={page} onChange={setPage} data-testid="message-pages" />
        </Group>
      )}
    </Stack>
  );
}

/** One tab of the message centre: its messages, a page at a time (6 or 8), each removable, or all at once. */
export function MessageListPage() {
  const { kind } = useParams();
  // The centre sends unknown tabs to the first one; keyed by tab so a switch starts from a fresh list.
  return isMessageKind(kind) ? <MessageList key={kind} kind={kind} /> : null;
}
