import { Alert, Button, Group, Modal, Stack, Switch, Table, TextInput } from '@mantine/core';
import { ContestAnnouncementBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestAnnouncement, AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_CONTEST_KEY, announcementsQuery, deleteAnnouncement, saveAnnouncement, type AnnouncementInput } from '../api/admin-contest-api.ts';
import { ListCard } from '../components/list-card.tsx';
import { MarkdownField } from '../components/markdown-field.tsx';
import { CONTEST_LIST_PATH } from '../contest-feature.ts';
import { WithContest } from '../contest-param.tsx';
import { formMessage } from '../form-message.ts';

const SHOWN = 0;
const HIDDEN = 1;

/** Create or edit one announcement: title, markdown content (with its preview) and whether contestants see it. */
function AnnouncementDialog({ cid, editing, onClose }: { cid: number; editing: AnnouncementInput; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(editing);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveAnnouncement(cid, value),
    onSuccess: () => {
      toast.success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY });
      onClose();
    },
  });
  const submit = () => {
    const checked = ContestAnnouncementBody.safeParse({ cid, announcement: value });
    const message = checked.success ? null : (checked.error.issues[0]?.message ?? null);
    setProblem(message);
    if (!message) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t(value.id ? 'announcements.editTitle' : 'announcements.createTitle')} size="xl">
      <Stack data-testid="announcement-dialog">
        <TextInput label={t('common.title')} required value={value.title} onChange={(e) => setValue({ ...value, title: e.currentTarget.value })} data-testid="announcement-title" />
        <MarkdownField label={t('announcements.content')} required value={value.content} onChange={(content) => setValue({ ...value, content })} data-testid="announcement-content" />
        <Switch label={t('announcements.visible')} checked={value.status === SHOWN} onChange={(e) => setValue({ ...value, status: e.currentTarget.checked ? SHOWN : HIDDEN })} />
        {problem && (
          <Alert color="red" data-testid="announcement-problem">
            {formMessage(problem)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-announcement">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const toInput = (a: AdminContestAnnouncement): AnnouncementInput => ({ id: a.id, title: a.title, content: a.content, status: a.status });

function Announcements({ contest }: { contest: AdminContestView }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const [editing, setEditing] = useState<AnnouncementInput | null>(null);
  const list = useQuery(announcementsQuery(contest.id, paging.page, paging.size));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY });
  const remove = useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => {
      toast.success(t('announcements.deleted'));
      void refresh();
    },
  });
  const visibility = useMutation({
    mutationFn: (a: AdminContestAnnouncement) => saveAnnouncement(contest.id, { ...toInput(a), status: a.status === SHOWN ? HIDDEN : SHOWN }),
    onSuccess: () => toast.success(t('common.saved')),
    onSettled: refresh,
  });
  const records = list.data?.records ?? [];

  return (
    <ListCard
      title={t('announcements.heading', { title: contest.title })}
      actions={
        <>
          <Button onClick={() => setEditing({ title: '', content: '', status: SHOWN })} data-testid="create-announcement">
            {t('announcements.create')}
          </Button>
          <Button variant="default" component={Link} to={CONTEST_LIST_PATH}>
            {t('common.back')}
          </Button>
        </>
      }
      minWidth={760}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="contest-announcements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('list.created')}</Table.Th>
            <Table.Th>{t('announcements.modified')}</Table.Th>
            <Table.Th>{t('announcements.author')}</Table.Th>
            <Table.Th>{t('announcements.visible')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((a) => (
            <Table.Tr key={a.id} data-testid="announcement-row">
              <Table.Td>{a.id}</Table.Td>
              <Table.Td>{a.title}</Table.Td>
              <Table.Td>{localDateTime(a.gmtCreate)}</Table.Td>
              <Table.Td>{localDateTime(a.gmtModified)}</Table.Td>
              <Table.Td>{a.username}</Table.Td>
              <Table.Td>
                <Switch checked={a.status === SHOWN} onChange={() => visibility.mutate(a)} aria-label={t('announcements.visible')} data-testid="announcement-visible" />
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Button size="compact-xs" onClick={() => setEditing(toInput(a))} data-testid="edit-announcement">
                    {t('announcements.edit')}
                  </Button>
                  <ConfirmButton
                    size="compact-xs"
                    color="red"
                    question={t('announcements.deleteQuestion', { title: a.title })}
                    onConfirm={() => remove.mutate(a.id)}
                    data-testid="delete-announcement"
                  >
                    {t('announcements.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && <AnnouncementDialog cid={contest.id} editing={editing} onClose={() => setEditing(null)} />}
    </ListCard>
  );
}

/** /admin/contest/:contestId/announcement: the contest's announcements, hidden ones too, newest first. */
export function ContestAnnouncementsPage() {
  return <WithContest>{(contest) => <Announcements contest={contest} />}</WithContest>;
}
