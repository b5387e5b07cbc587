import { Group, Text } from '@mantine/core';
import { HonorBody } from '@oj/shared/schemas/admin-user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleTag } from '../../../components/title-tag.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { CatalogueDialog, COLOUR_SWATCHES, ColouredNameFields } from '../../components/catalogue-dialog.tsx';
import { CatalogueList } from '../../components/catalogue-list.tsx';
import { ADMIN_USER_KEY, deleteHonor, honorsQuery, saveHonor, type HonorInput } from '../api/admin-user-api.ts';

/** Name and colour, checked with the API's rules before sending, previewed as the badge users will wear. */
function HonorDialog({ editing, onClose }: { editing: HonorInput | null; onClose: () => void }) {
  const { t } = useTranslation('adminUser');
  const [honor, setHonor] = useState<HonorInput>(editing ?? { name: '', color: COLOUR_SWATCHES[0]! });
  return (
    <CatalogueDialog
      name="honor"
      title={t(honor.id ? 'honors.edit' : 'honors.create')}
      value={{ ...honor, name: honor.name.trim(), color: honor.color.trim() }}
      schema={HonorBody}
      save={saveHonor}
      savedMessage={t(honor.id ? 'honors.updated' : 'honors.created')}
      refresh={ADMIN_USER_KEY}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <ColouredNameFields
            name="honor"
            labels={{ name: t('honors.name'), color: t('honors.color') }}
            value={honor}
            onName={(name) => setHonor({ ...honor, name })}
            onColour={(color) => setHonor({ ...honor, color })}
            errors={errors}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('honors.preview')}
            </Text>
            <span data-testid="honor-preview">
              <TitleTag name={honor.name.trim() || t('honors.name')} color={honor.color} />
            </span>
          </Group>
        </>
      )}
    </CatalogueDialog>
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
  return (
    <>
      <CatalogueList
        name="honor"
        title={t('route.honor')}
        hint={t('honors.hint')}
        columns={[
          { title: t('honors.badge'), cell: (h) => <TitleTag name={h.name} color={h.color} /> },
          {
            title: t('honors.color'),
            cell: (h) => (
              <Text ff="monospace" size="sm">
                {h.color}
              </Text>
            ),
          },
          { title: t('honors.modified'), cell: (h) => localDateTime(h.gmtModified) },
        ]}
        rows={list.data ?? []}
        loading={list.isPending}
        editor
        addLabel={t('honors.create')}
        onAdd={() => setEditing(null)}
        onEdit={(h) => setEditing({ id: h.id, name: h.name, color: h.color })}
        deleteQuestion={(h) => t('honors.deleteQuestion', { name: h.name })}
        onDelete={(h) => remove.mutate(h.id)}
      />
      {editing !== undefined && <HonorDialog key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
