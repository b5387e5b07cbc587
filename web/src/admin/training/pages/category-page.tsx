import { Badge } from '@mantine/core';
import { TrainingCategoryBody } from '@oj/shared/schemas/training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { CatalogueDialog, COLOUR_SWATCHES, ColouredNameFields } from '../../components/catalogue-dialog.tsx';
import { CatalogueList } from '../../components/catalogue-list.tsx';
import { isProblemEditor } from '../../../offices/components/problem-set.ts';
import { ADMIN_TRAINING_KEY, categoriesQuery, deleteCategory, saveCategory, type CategoryInput } from '../../../offices/training/api/admin-training-api.ts';

/** Name and colour, checked with the API's rules before sending. */
function CategoryDialog({ editing, onClose }: { editing: CategoryInput | null; onClose: () => void }) {
  const { t } = useTranslation('adminTraining');
  const [value, setValue] = useState<CategoryInput>(editing ?? { name: '', color: COLOUR_SWATCHES[0]! });
  return (
    <CatalogueDialog
      name="category"
      title={t(value.id ? 'category.edit' : 'category.create')}
      value={{ ...value, name: value.name.trim(), color: value.color.trim() }}
      schema={TrainingCategoryBody}
      save={saveCategory}
      savedMessage={t(value.id ? 'category.updated' : 'category.created')}
      refresh={ADMIN_TRAINING_KEY}
      onClose={onClose}
    >
      {(errors) => (
        <ColouredNameFields
          name="category"
          labels={{ name: t('category.name'), color: t('category.color') }}
          value={value}
          onName={(name) => setValue({ ...value, name })}
          onColour={(color) => setValue({ ...value, color })}
          errors={errors}
        />
      )}
    </CatalogueDialog>
  );
}

/** /admin/training/category: the training categories with their colours; add, edit and delete (a category in use stays). */
export function CategoryPage() {
  const { t } = useTranslation('adminTraining');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<CategoryInput | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => {
      toast.success(t('category.deleted'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_KEY });
    },
  });
  return (
    <>
      <CatalogueList
        name="category"
        title={t('route.category')}
        columns={[
          {
            title: t('category.name'),
            cell: (c) => (
              <Badge color={c.color} autoContrast>
                {c.name}
              </Badge>
            ),
          },
          { title: t('category.modified'), cell: (c) => localDateTime(c.gmtModified) },
        ]}
        rows={list.data ?? []}
        loading={list.isPending}
        editor={isProblemEditor(user)}
        addLabel={t('category.create')}
        onAdd={() => setEditing(null)}
        onEdit={(c) => setEditing({ id: c.id, name: c.name, color: c.color })}
        deleteQuestion={(c) => t('category.deleteQuestion', { name: c.name })}
        onDelete={(c) => remove.mutate(c.id)}
        minWidth={560}
      />
      {editing !== undefined && <CategoryDialog key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
