import { Button, ColorInput, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { HonorBody } from '@oj/shared/schemas/admin-user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { formErrors } from '../../../lib/validate.ts';
import { ListCard } from '../../components/list-card.tsx';
import { ADMIN_USER_KEY, deleteHonor, honorsQuery, saveHonor, type HonorInput } from '../api/admin-user-api.ts';

const SWATCHES = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#FF1493'];

/** Name and colour, checked with the API's rules before sending, previewed as the badge users will wear. */
function HonorDialog({ editing, onClose }: { editing: HonorInput | null; onClose: () => void }) {
  const { t } = useTranslation('adminUser');
  const queryClient = useQueryClient();
  const [honor, setHonor] = useState<HonorInput>(editing ?? { name: '', color: SWATCHES[0]! });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'color', string>>>({});
  const save = useMutation({
    mutationFn: () => saveHonor({ ...honor, name: honor.name.trim(), color: honor.color.trim() }),
    onSuccess: () => {
      toast.success(t(honor.id ? 'honors.updated' : 'honors.created'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
      onClose();
    },
  });
  const submit = () => {
    const found = formErrors<'name' | 'color'>(HonorBody, honor);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t(honor.id ? 'honors.edit' : 'honors.create')} centered>
      <Stack data-testid="honor-dialog">
        <TextInput label={t('honors.name')} required value={honor.name} onChange={(e) => setHonor({ ...honor, name: e.currentTarget.value })} error={errors.name} data-autofocus data-testid="honor-name" />
        <ColorInput label={t('honors.color')} required value={honor.color} onChange={(color) => setHonor({ ...honor, color })} swatches={SWATCHES} error={errors.color} data-testid="honor-color" />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('honors.preview')}
          </Text>
          <span data-testid="honor-preview">
            <TitleTag name={honor.name.trim() || t('honors.name')} color={honor.color} />
          </span>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-honor">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The honors (titles) catalogue, the super admin's: each shown as the badge users wear, created, edited and deleted
 * here and given to users in the user list. A user keeps the title given even if its honor changes or goes.
 */
export function HonorPage() {
  const { t } = useTranslation('adminUser');
  const queryClient = useQueryClient();
  const list = useQuery(honorsQuery());
  const [editing, setEditing] = useState<HonorInput | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: deleteHonor,
    onSuccess: () => {
      toast.success(t('honors.deleted'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
    },
  });
  const paging = usePaging(10);
  const all = list.data ?? [];
  const rows = all.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  return (
    <ListCard
      title={t('route.honor')}
      hint={t('honors.hint')}
      actions={
        <Button onClick={() => setEditing(null)} data-testid="add-honor">
          {t('honors.create')}
        </Button>
      }
      minWidth={600}
      empty={!list.isPending && all.length === 0}
      pager={{ total: all.length, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="honor-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('honors.id')}</Table.Th>
            <Table.Th>{t('honors.badge')}</Table.Th>
            <Table.Th>{t('honors.color')}</Table.Th>
            <Table.Th>{t('honors.modified')}</Table.Th>
            <Table.Th w={150}>{t('list.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr key={h.id} data-testid="honor-row">
              <Table.Td>{h.id}</Table.Td>
              <Table.Td>
                <TitleTag name={h.name} color={h.color} />
              </Table.Td>
              <Table.Td ff="monospace">{h.color}</Table.Td>
              <Table.Td>{localDateTime(h.gmtModified)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => setEditing({ id: h.id, name: h.name, color: h.color })} data-testid="edit-honor">
                    {t('list.edit')}
                  </Button>
                  <ConfirmButton size="compact-xs" color="red" question={t('honors.deleteQuestion', { name: h.name })} onConfirm={() => remove.mutate(h.id)} data-testid="delete-honor">
                    {t('list.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing !== undefined && <HonorDialog key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
    </ListCard>
  );
}
