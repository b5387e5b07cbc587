import { Badge, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { REMOTE_OJS } from '@oj/shared/enums';
import { TagBody, TagClassificationBody } from '@oj/shared/schemas/admin-problem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { CatalogueDialog, ColouredNameFields } from '../../components/catalogue-dialog.tsx';
import { CatalogueList } from '../../components/catalogue-list.tsx';
import { isProblemEditor } from '../../../offices/components/problem-set.ts';
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
} from '../../../offices/problem/api/admin-problem-api.ts';

const SWATCHES = ['#2d8cf0', '#19be6b', '#ff9900', '#ed4014', '#808695', '#8E44AD', '#16A085'];
/** This site's problems (ME) or a remote judge's. */
const OJ_OPTIONS = ['ME', ...REMOTE_OJS];

function TagDialog({ initial, classifications, onClose }: { initial: TagInput; classifications: Classification[]; onClose: () => void }) {
  const { t } = useTranslation('adminProblem');
  const [tag, setTag] = useState(initial);
  return (
    <CatalogueDialog
      name="tag"
      title={t(tag.id ? 'tag.editTag' : 'tag.createTag')}
      value={{ ...tag, name: tag.name.trim() }}
      schema={TagBody}
      save={saveTag}
      savedMessage={t('tag.saved')}
      refresh={ADMIN_PROBLEM_KEY}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <ColouredNameFields
            name="tag"
            labels={{ name: t('tag.name'), color: t('tag.color') }}
            value={{ name: tag.name, color: tag.color ?? '' }}
            onName={(name) => setTag({ ...tag, name })}
            onColour={(color) => setTag({ ...tag, color: color || null })}
            errors={errors}
            colourRequired={false}
            swatches={SWATCHES}
          />
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
    </CatalogueDialog>
  );
}

function ClassificationDialog({ initial, onClose }: { initial: ClassificationInput; onClose: () => void }) {
  const { t } = useTranslation('adminProblem');
  const [value, setValue] = useState(initial);
  return (
    <CatalogueDialog
      name="tag"
      title={t(value.id ? 'tag.editClassification' : 'tag.createClassification')}
      value={{ ...value, name: value.name.trim() }}
      schema={TagClassificationBody}
      save={saveClassification}
      savedMessage={t('tag.saved')}
      refresh={ADMIN_PROBLEM_KEY}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextInput
            label={t('tag.name')}
            required
            value={value.name}
            onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
            data-testid="classification-name"
          />
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
    </CatalogueDialog>
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
      <CatalogueList
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
      <CatalogueList
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
