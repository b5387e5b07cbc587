import { Badge, Button, ColorInput, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { TrainingCategoryBody } from '@oj/shared/schemas/training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../components/list-card.tsx';
import { isProblemEditor } from '../../components/problem-set.ts';
import { ADMIN_TRAINING_KEY, categoriesQuery, deleteCategory, saveCategory, type CategoryInput } from '../api/admin-training-api.ts';

const SWATCHES = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085'];

/** Name and colour, checked with the API's rules before sending. */
function CategoryDialog({ editing, onClose }: { editing: CategoryInput | null; onClose: () => void }) {
  const { t } = useTranslation('adminTraining');
  const queryClient = useQueryClient();
  const [value, setValue] = useState<CategoryInput>(editing ?? { name: '', color: SWATCHES[0]! });
  const [errors, setErrors] = useState<{ name?: string | undefined; color?: string | undefined }>({});
  const save = useMutation({
    mutationFn: () => saveCategory({ ...value, name: value.name.trim(), color: value.color.trim() }),
    onSuccess: () => {
      toast.success(t(value.id ? 'category.updated' : 'category.created'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_KEY });
      onClose();
    },
  });
  const submit = () => {
    const checked = TrainingCategoryBody.safeParse(value);
    const issue = (field: string) => {
      const message = checked.error?.issues.find((i) => i.path[0] === field)?.message;
      return message && translateMessage(message);
    };
    const found = { name: issue('name'), color: issue('color') };
    setErrors(found);
    if (checked.success) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t(value.id ? 'category.edit' : 'category.create')} centered>
      <Stack data-testid="category-dialog">
        <TextInput label={t('category.name')} required value={value.name} onChange={(e) => setValue({ ...value, name: e.currentTarget.value })} error={errors.name} data-autofocus data-testid="category-name" />
        <ColorInput label={t('category.color')} required value={value.color} onChange={(color) => setValue({ ...value, color })} swatches={SWATCHES} error={errors.color} data-testid="category-color" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-category">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
  const editor = isProblemEditor(user);
  const paging = usePaging(10);
  const all = list.data ?? [];
  const rows = all.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  return (
    <ListCard
      title={t('route.category')}
      actions={
        editor && (
          <Button onClick={() => setEditing(null)} data-testid="add-category">
            {t('category.create')}
          </Button>
        )
      }
      minWidth={560}
      empty={!list.isPending && all.length === 0}
      pager={{ total: all.length, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="category-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('category.name')}</Table.Th>
            <Table.Th>{t('category.modified')}</Table.Th>
            {editor && <Table.Th>{t('common.options')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id} data-testid="category-row">
              <Table.Td>{c.id}</Table.Td>
              <Table.Td>
                <Badge color={c.color} autoContrast>
                  {c.name}
                </Badge>
              </Table.Td>
              <Table.Td>{localDateTime(c.gmtModified)}</Table.Td>
              {editor && (
                <Table.Td>
                  <Group gap={6}>
                    <Button size="compact-xs" onClick={() => setEditing({ id: c.id, name: c.name, color: c.color })} data-testid="edit-category">
                      {t('category.edit')}
                    </Button>
                    <ConfirmButton size="compact-xs" color="red" question={t('category.deleteQuestion', { name: c.name })} onConfirm={() => remove.mutate(c.id)} data-testid="delete-category">
                      {t('category.delete')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing !== undefined && <CategoryDialog key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
    </ListCard>
  );
}
