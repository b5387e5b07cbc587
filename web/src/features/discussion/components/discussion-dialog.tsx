import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import type { DiscussionCategory, NewDiscussionBody } from '@oj/shared/schemas/community';
import { uploadMarkdownFile, uploadMarkdownImage } from '../api/discussion-api.ts';
import { useDiscussionBoard } from '../discussion-board.ts';
import { formProblem, titleToSend, type DiscussionForm } from '../discussion-form.ts';

/** What the dialog edits: a new discussion (of a problem when pid is set) or an existing one by id. */
export interface DiscussionEditing {
  id: number | null;
  pid: string | null;
  form: DiscussionForm;
}

interface Props {
  editing: DiscussionEditing | null;
  onChange: (form: DiscussionForm) => void;
  onClose: () => void;
  /** Told once the server took it, with what was sent. */
  onSaved: (body: NewDiscussionBody) => void;
  categories: DiscussionCategory[];
}

const imageMarkdown = async (file: File) => `![${file.name}](${(await uploadMarkdownImage(file)).link})`;
const fileMarkdown = async (file: File) => `[${file.name}](${(await uploadMarkdownFile(file)).link})`;

/**
 * Spec 001 sections 2.11 and 5: the post and edit dialog (title, description, category, pinned for admins, content
 * with the markdown editor and uploads), checked field by field before it is sent.
 */
export function DiscussionDialog({ editing, onChange, onClose, onSaved, categories }: Props) {
  const { t } = useTranslation('discussion');
  const { user } = useSession();
  const board = useDiscussionBoard();
  const [sending, setSending] = useState(false);
  if (!editing) return null;
  const { form, id, pid } = editing;
  const creating = id === null;
  const set = (change: Partial<DiscussionForm>) => onChange({ ...form, ...change });

  const send = async () => {
    const title = titleToSend(form.title, pid, creating);
    const problem = formProblem(form, title);
    if (problem) {
      const field = t(`form.${problem.field}`);
      toast.error(problem.kind === 'required' ? t('form.required', { field }) : t('form.tooLong', { field, max: problem.max }));
      return;
    }
    const body: NewDiscussionBody = { title, description: form.description.trim(), categoryId: form.categoryId!, content: form.content, pid, topPriority: form.topPriority };
    setSending(true);
    try {
      if (id === null) await board.add(body);
      else await board.update({ ...body, id });
      toast.success(t(creating ? 'messages.posted' : 'messages.updated'));
      onSaved(body);
    } catch {
      // the HTTP client has shown the failure
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(creating ? 'form.createTitle' : 'form.editTitle')} fullScreen>
      <Stack gap="sm" maw={1100} mx="auto" data-testid="discussion-dialog">
        <TextInput label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="discussion-title-input" />
        <TextInput label={t('form.description')} required value={form.description} onChange={(e) => set({ description: e.currentTarget.value })} data-testid="discussion-description-input" />
        <Group align="flex-end">
          <Select
            label={t('form.category')}
            required
            w={260}
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={form.categoryId === null ? null : String(form.categoryId)}
            onChange={(v) => set({ categoryId: v === null ? null : Number(v) })}
            placeholder="---"
            data-testid="discussion-category-input"
          />
          {board.mayPin(user) && <Switch label={t('form.pinned')} checked={form.topPriority} onChange={(e) => set({ topPriority: e.currentTarget.checked })} mb={8} data-testid="discussion-pinned-input" />}
        </Group>
        <MarkdownEditor
          label={t('form.content')}
          required
          value={form.content}
          onChange={(content) => set({ content })}
          uploadImage={imageMarkdown}
          uploadFile={fileMarkdown}
          data-testid="discussion-content-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} data-testid="discussion-submit">
            {t('ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
