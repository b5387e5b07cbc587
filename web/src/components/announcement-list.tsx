import { Alert, Button, Group, Modal, Stack, Switch, Table, TextInput } from '@mantine/core';
import type { Page } from '@oj/shared';
import { AnnouncementForm } from '@oj/shared/schemas/admin-contest';
import type { SiteAnnouncement } from '@oj/shared/schemas/message';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from './confirm-button.tsx';
import type { usePaging } from './pager.tsx';
import { localDateTime } from '../lib/format.ts';
import { translateMessage } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { ListCard, ListTable } from './list-card.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

const SHOWN = 0;
const HIDDEN = 1;

/** An announcement as the back office lists it (AnnouncementVO): a site's, or a contest's (which adds its cid). */
type AnnouncementRow = SiteAnnouncement;

/** What the dialog edits: no id for a new announcement. */
export interface AnnouncementInput {
  id?: number | undefined;
  title: string;
  content: string;
  status: number;
}

interface Props {
  heading: ReactNode;
  /** Buttons after Create (a way back). */
  actions?: ReactNode;
  page: Page<AnnouncementRow> | undefined;
  loading: boolean;
  paging: ReturnType<typeof usePaging>;
  save: (value: AnnouncementInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Refreshes the list after a change. */
  onChanged: () => void;
}

/** Create or edit one announcement: title, markdown content (with its preview) and whether readers see it. */
function AnnouncementDialog({ editing, save, onSaved, onClose }: { editing: AnnouncementInput; save: Props['save']; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(editing);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => save(value),
    onSuccess: () => {
      toast.success(t('announcements.saved'));
      onSaved();
      onClose();
    },
  });
  // Checked with the API's own rules first, so the first broken one shows with its message, translated.
  const submit = () => {
    const checked = AnnouncementForm.safeParse(value);
    const message = checked.success ? null : translateMessage(checked.error.issues[0]?.message ?? '');
    setProblem(message);
    if (!message) mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t(value.id ? 'announcements.editTitle' : 'announcements.createTitle')} size="xl">
      <Stack data-testid="announcement-dialog">
        <TextInput label={t('announcements.title')} required value={value.title} onChange={(e) => setValue({ ...value, title: e.currentTarget.value })} data-testid="announcement-title" />
        <MarkdownEditor minRows={8} label={t('announcements.content')} required value={value.content} onChange={(content) => setValue({ ...value, content })} data-testid="announcement-content" />
        <Switch label={t('announcements.visible')} checked={value.status === SHOWN} onChange={(e) => setValue({ ...value, status: e.currentTarget.checked ? SHOWN : HIDDEN })} />
        {problem && (
          <Alert color="red" data-testid="announcement-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('announcements.cancel')}
          </Button>
          <Button onClick={submit} loading={mutation.isPending} data-testid="save-announcement">
            {t('announcements.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const toInput = (a: AnnouncementRow): AnnouncementInput => ({ id: a.id, title: a.title, content: a.content, status: a.status });

/**
 * A back-office list of announcements (the site's, a contest's), hidden ones too: the visible switch, create and
 * edit in a dialog (checked with the API's AnnouncementForm), delete after a question. The caller brings the calls.
 */
export function AnnouncementList({ heading, actions, page, loading, paging, save, remove, onChanged }: Props) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<AnnouncementInput | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(t('announcements.deleted'));
      onChanged();
    },
  });
  const visibility = useMutation({
    mutationFn: (a: AnnouncementRow) => save({ ...toInput(a), status: a.status === SHOWN ? HIDDEN : SHOWN }),
    onSuccess: () => toast.success(t('announcements.saved')),
    onSettled: onChanged,
  });
  const records = page?.records ?? [];

  return (
    <ListCard
      title={heading}
      actions={
        <>
          <Button onClick={() => setEditing({ title: '', content: '', status: SHOWN })} data-testid="create-announcement">
            {t('announcements.create')}
          </Button>
          {actions}
        </>
      }
      minWidth={760}
      empty={!loading && records.length === 0}
      pager={{ total: page?.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <ListTable
        head={
          <>
            <Table.Th>{t('announcements.id')}</Table.Th>
            <Table.Th>{t('announcements.title')}</Table.Th>
            <Table.Th>{t('announcements.created')}</Table.Th>
            <Table.Th>{t('announcements.modified')}</Table.Th>
            <Table.Th>{t('announcements.author')}</Table.Th>
            <Table.Th>{t('announcements.visible')}</Table.Th>
            <Table.Th>{t('announcements.options')}</Table.Th>
          </>
        }
        data-testid="announcements"
      >
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
                <ConfirmButton size="compact-xs" color="red" question={t('announcements.deleteQuestion', { title: a.title })} onConfirm={() => removal.mutate(a.id)} data-testid="delete-announcement">
                  {t('announcements.delete')}
                </ConfirmButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {editing && <AnnouncementDialog editing={editing} save={save} onSaved={onChanged} onClose={() => setEditing(null)} />}
    </ListCard>
  );
}
