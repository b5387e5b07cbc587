import { Badge, Button, ColorInput, Group, Modal, NumberInput, Select, Stack, Table, TextInput } from '@mantine/core';
import { REMOTE_OJS } from '@oj/shared/enums';
import { TagBody, TagClassificationBody } from '@oj/shared/schemas/admin-problem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../components/list-card.tsx';
import { isProblemEditor } from '../../components/problem-set.ts';
import {
  ADMIN_PROBLEM_KEY,
  classifiedTagsQuery,
  deleteClassification,
  deleteTag,
  saveClassification,
  saveTag,
  type Classification,
  type ClassificationInput,
  type ProblemTag,
  type TagInput,
} from '../api/admin-problem-api.ts';

const SWATCHES = ['#2d8cf0', '#19be6b', '#ff9900', '#ed4014', '#808695', '#8E44AD', '#16A085'];
/** This site's problems (ME) or a remote judge's. */
const OJ_OPTIONS = ['ME', ...REMOTE_OJS];

/** The first message of each field the API's schema refuses, translated; empty when it passes. */
const fieldMessages = (result: z.ZodSafeParseResult<unknown>): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= translateMessage(issue.message);
  }
  return found;
};

/** A dialog that saves its value once the API's schema passes, refreshing the page's lists. */
function EditDialog<V>({ title, value, schema, save, onClose, children }: {
  title: string;
  value: V;
  schema: z.ZodType;
  save: (value: V) => Promise<unknown>;
  onClose: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { t } = useTranslation('adminProblem');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => save(value),
    onSuccess: () => {
      toast.success(t('tag.saved'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROBLEM_KEY });
      onClose();
    },
  });
  const submit = () => {
    const result = schema.safeParse(value);
    setErrors(fieldMessages(result));
    if (result.success) mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack data-testid="tag-dialog">
        {children(errors)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={mutation.isPending} data-testid="save-tag">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function TagDialog({ initial, classifications, onClose }: { initial: TagInput; classifications: Classification[]; onClose: () => void }) {
  const { t } = useTranslation('adminProblem');
  const [tag, setTag] = useState(initial);
  return (
    <EditDialog title={t(tag.id ? 'tag.editTag' : 'tag.createTag')} value={{ ...tag, name: tag.name.trim() }} schema={TagBody} save={saveTag} onClose={onClose}>
      {(errors) => (
        <>
          <TextInput label={t('tag.name')} required value={tag.name} onChange={(e) => setTag({ ...tag, name: e.currentTarget.value })} error={errors.name} data-autofocus data-testid="tag-name" />
          <ColorInput label={t('tag.color')} value={tag.color ?? ''} onChange={(color) => setTag({ ...tag, color: color || null })} swatches={SWATCHES} error={errors.color} data-testid="tag-color" />
          <Select label={t('tag.oj')} value={tag.oj ?? 'ME'} onChange={(oj) => oj && setTag({ ...tag, oj })} allowDeselect={false} data={OJ_OPTIONS} data-testid="tag-oj" />
          <Select
            label={t('tag.classification')}
            value={tag.tcid ? String(tag.tcid) : null}
            onChange={(v) => setTag({ ...tag, tcid: v ? Number(v) : null })}
            clearable
            placeholder={t('tag.unclassified')}
            data={classifications.map((c) => ({ value: String(c.id), label: `${c.name} (${c.oj})` }))}
            data-testid="tag-classification"
          />
        </>
      )}
    </EditDialog>
  );
}

function ClassificationDialog({ initial, onClose }: { initial: ClassificationInput; onClose: () => void }) {
  const { t } = useTranslation('adminProblem');
  const [value, setValue] = useState(initial);
  return (
    <EditDialog
      title={t(value.id ? 'tag.editClassification' : 'tag.createClassification')}
      value={{ ...value, name: value.name.trim() }}
      schema={TagClassificationBody}
      save={saveClassification}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextInput label={t('tag.name')} required value={value.name} onChange={(e) => setValue({ ...value, name: e.currentTarget.value })} error={errors.name} data-autofocus data-testid="classification-name" />
          <NumberInput
            label={t('tag.rank')}
            description={t('tag.rankHint')}
            min={0}
            allowDecimal={false}
            value={value.rank ?? 0}
            onChange={(rank) => setValue({ ...value, rank: Number(rank) || 0 })}
            error={errors.rank}
            data-testid="classification-rank"
          />
          <Select label={t('tag.oj')} value={value.oj ?? 'ME'} onChange={(oj) => oj && setValue({ ...value, oj })} allowDeselect={false} data={OJ_OPTIONS} data-testid="classification-oj" />
        </>
      )}
    </EditDialog>
  );
}

interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
}

/** One list of the page: its columns, pages of 10, and for problem editors add, edit and delete (after confirming). */
function EditableList<T extends { id: number }>(props: {
  title: string;
  hint?: string | undefined;
  columns: Column<T>[];
  rows: T[];
  loading: boolean;
  editor: boolean;
  addLabel: string;
  onAdd: () => void;
  onEdit: (row: T) => void;
  deleteQuestion: (row: T) => string;
  onDelete: (row: T) => void;
  /** Test ids: `<name>-table`, `<name>-row`, `add-<name>`, `edit-<name>`, `delete-<name>`. */
  name: string;
}) {
  const { t } = useTranslation('adminProblem');
  const paging = usePaging(10);
  const { columns, rows, editor, name } = props;
  return (
    <ListCard
      title={props.title}
      hint={props.hint}
      actions={
        editor && (
          <Button onClick={props.onAdd} data-testid={`add-${name}`}>
            {props.addLabel}
          </Button>
        )
      }
      minWidth={600}
      empty={!props.loading && rows.length === 0}
      pager={{ total: rows.length, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid={`${name}-table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.id')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
            {editor && <Table.Th>{t('list.options')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice((paging.page - 1) * paging.size, paging.page * paging.size).map((row) => (
            <Table.Tr key={row.id} data-testid={`${name}-row`}>
              <Table.Td>{row.id}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.title}>{c.cell(row)}</Table.Td>
              ))}
              {editor && (
                <Table.Td>
                  <Group gap={6}>
                    <Button size="compact-xs" onClick={() => props.onEdit(row)} data-testid={`edit-${name}`}>
                      {t('list.edit')}
                    </Button>
                    <ConfirmButton size="compact-xs" color="red" question={props.deleteQuestion(row)} onConfirm={() => props.onDelete(row)} data-testid={`delete-${name}`}>
                      {t('list.delete')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}

type Editing = { kind: 'tag'; value: TagInput } | { kind: 'classification'; value: ClassificationInput } | null;

/** /admin/problem/tag: the tags (name, colour, judge, classification) and the classifications (name, rank, judge); only problem editors change them. */
export function TagPage() {
  const { t } = useTranslation('adminProblem');
  const { user } = useSession();
  const editor = isProblemEditor(user);
  const queryClient = useQueryClient();
  const groups = useQuery(classifiedTagsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const deleted = () => {
    toast.success(t('tag.deleted'));
    void queryClient.invalidateQueries({ queryKey: ADMIN_PROBLEM_KEY });
  };
  const removeTag = useMutation({ mutationFn: deleteTag, onSuccess: deleted });
  const removeClassification = useMutation({ mutationFn: deleteClassification, onSuccess: deleted });
  const classifications = (groups.data ?? []).flatMap((g) => (g.classification ? [g.classification] : []));
  const tags: ProblemTag[] = (groups.data ?? []).flatMap((g) => g.tagList);
  return (
    <Stack>
      <EditableList
        name="tag"
        title={t('tag.tags')}
        hint={editor ? undefined : t('tag.readOnly')}
        columns={[
          {
            title: t('tag.name'),
            cell: (tag) => (
              <Badge color={tag.color ?? undefined} autoContrast>
                {tag.name}
              </Badge>
            ),
          },
          { title: t('tag.oj'), cell: (tag) => tag.oj },
          { title: t('tag.classification'), cell: (tag) => classifications.find((c) => c.id === tag.tcid)?.name ?? t('tag.unclassified') },
        ]}
        rows={tags}
        loading={groups.isPending}
        editor={editor}
        addLabel={t('tag.createTag')}
        onAdd={() => setEditing({ kind: 'tag', value: { name: '', color: SWATCHES[0]!, oj: 'ME', tcid: null } })}
        onEdit={(tag) => setEditing({ kind: 'tag', value: { id: tag.id, name: tag.name, color: tag.color, oj: tag.oj, tcid: tag.tcid } })}
        deleteQuestion={(tag) => t('tag.deleteTag', { name: tag.name })}
        onDelete={(tag) => removeTag.mutate(tag.id)}
      />
      <EditableList
        name="classification"
        title={t('tag.classifications')}
        columns={[
          { title: t('tag.name'), cell: (c) => c.name },
          { title: t('tag.rank'), cell: (c) => c.rank },
          { title: t('tag.oj'), cell: (c) => c.oj },
        ]}
        rows={classifications}
        loading={groups.isPending}
        editor={editor}
        addLabel={t('tag.createClassification')}
        onAdd={() => setEditing({ kind: 'classification', value: { name: '', rank: 0, oj: 'ME' } })}
        onEdit={(c) => setEditing({ kind: 'classification', value: { id: c.id, name: c.name, rank: c.rank, oj: c.oj } })}
        deleteQuestion={(c) => t('tag.deleteClassification', { name: c.name })}
        onDelete={(c) => removeClassification.mutate(c.id)}
      />
      {editing?.kind === 'tag' && <TagDialog initial={editing.value} classifications={classifications} onClose={() => setEditing(null)} />}
      {editing?.kind === 'classification' && <ClassificationDialog initial={editing.value} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
