import { Alert, Badge, Button, Group, Modal, Radio, Select, Stack, Table, TextInput } from '@mantine/core';
import { NOTICE_TYPES } from '@oj/shared/db/items/message';
import { NoticeBody, type AdminNotice } from '@oj/shared/schemas/message';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { ADMIN_NOTICE_KEY, deleteNotice, noticesQuery, saveNotice, type NoticeType } from '../api/notice-api.ts';

interface NoticeForm {
  id?: number | undefined;
  title: string;
  content: string;
  type: NoticeType;
  recipient: string;
}

const toForm = (n: AdminNotice): NoticeForm => ({ id: n.id, title: n.title, content: n.content, type: n.type, recipient: n.recipient ?? '' });

/** Create or edit a notice: title, markdown content, and who receives it (everyone, the admins, or one user by name). */
function NoticeDialog({ editing, onClose }: { editing: NoticeForm; onClose: () => void }) {
  const { t } = useTranslation('adminCommunity');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(editing);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveNotice,
    onSuccess: () => {
      toast.success(t(value.id ? 'common.updated' : 'notice.sent'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_NOTICE_KEY });
      onClose();
    },
  });
  const submit = () => {
    const checked = NoticeBody.safeParse({ ...value, recipient: value.type === 'Single' ? value.recipient : null });
    const message = checked.success ? null : translateMessage(checked.error.issues[0]?.message ?? '');
    setProblem(message);
    if (checked.success) save.mutate(checked.data);
  };
  return (
    <Modal opened onClose={onClose} title={t(value.id ? 'notice.editTitle' : 'notice.createTitle')} size="xl">
      <Stack data-testid="notice-dialog">
        <TextInput label={t('common.title')} required value={value.title} onChange={(e) => setValue({ ...value, title: e.currentTarget.value })} data-testid="notice-title" />
        <MarkdownEditor minRows={8} label={t('notice.content')} required value={value.content} onChange={(content) => setValue({ ...value, content })} data-testid="notice-content" />
        <Radio.Group label={t('notice.recipient')} value={value.type} onChange={(type) => setValue({ ...value, type: type as NoticeType })}>
          <Group mt={6}>
            {NOTICE_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`notice.type.${type}`)} data-testid={`notice-type-${type}`} />
            ))}
          </Group>
        </Radio.Group>
        {value.type === 'Single' && (
          <TextInput label={t('notice.recipientUsername')} required value={value.recipient} onChange={(e) => setValue({ ...value, recipient: e.currentTarget.value })} data-testid="notice-recipient" />
        )}
        {problem && (
          <Alert color="red" data-testid="notice-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-notice">
            {t(value.id ? 'common.save' : 'notice.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /admin/notice (root): system notices with a recipient filter; create, edit and delete. */
export function NoticePage() {
  const { t } = useTranslation('adminCommunity');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const [type, setType] = useState<NoticeType | undefined>(undefined);
  const [editing, setEditing] = useState<NoticeForm | null>(null);
  const list = useQuery(noticesQuery(paging.page, paging.size, type));
  const records = list.data?.records ?? [];
  const remove = useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => toast.success(t('common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_NOTICE_KEY }),
  });
  const recipientOf = (n: AdminNotice) => (n.type === 'Single' ? `${t('notice.type.Single')}: ${n.recipient ?? '-'}` : t(`notice.type.${n.type}`));

  return (
    <ListCard
      title={t('notice.heading')}
      hint={t('notice.hint')}
      actions={
        <>
          <Select
            w={180}
            value={type ?? ''}
            data={[{ value: '', label: t('notice.everyType') }, ...NOTICE_TYPES.map((v) => ({ value: v, label: t(`notice.type.${v}`) }))]}
            onChange={(v) => {
              setType(v ? (v as NoticeType) : undefined);
              paging.setPage(1);
            }}
            allowDeselect={false}
            aria-label={t('notice.recipient')}
            data-testid="notice-type-filter"
          />
          <Button onClick={() => setEditing({ title: '', content: '', type: 'All', recipient: '' })} data-testid="create-notice">
            {t('notice.create')}
          </Button>
        </>
      }
      minWidth={900}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="notices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('notice.recipient')}</Table.Th>
            <Table.Th>{t('common.created')}</Table.Th>
            <Table.Th>{t('common.modified')}</Table.Th>
            <Table.Th>{t('common.author')}</Table.Th>
            <Table.Th>{t('notice.pushed')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((n) => (
            <Table.Tr key={n.id} data-testid="notice-row">
              <Table.Td>{n.id}</Table.Td>
              <Table.Td>{n.title}</Table.Td>
              <Table.Td>{recipientOf(n)}</Table.Td>
              <Table.Td>{localDateTime(n.gmtCreate)}</Table.Td>
              <Table.Td>{localDateTime(n.gmtModified)}</Table.Td>
              <Table.Td>{n.adminUsername ?? '-'}</Table.Td>
              <Table.Td>
                <Badge color={n.state ? 'green' : 'gray'} variant="light">
                  {t(n.state ? 'notice.pushedYes' : 'notice.pushedNo')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => setEditing(toForm(n))} data-testid="edit-notice">
                    {t('common.edit')}
                  </Button>
                  <ConfirmButton size="compact-xs" color="red" question={t('notice.deleteQuestion', { title: n.title })} onConfirm={() => remove.mutate(n.id)} data-testid="delete-notice">
                    {t('common.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && <NoticeDialog editing={editing} onClose={() => setEditing(null)} />}
    </ListCard>
  );
}
