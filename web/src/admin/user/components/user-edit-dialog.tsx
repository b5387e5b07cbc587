import { Alert, Button, Group, Modal, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { isRole } from '@oj/shared';
import type { AdminUserRecord } from '@oj/shared/schemas/admin-user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_USER_KEY, editUser, rolesQuery } from '../api/admin-user-api.ts';
import { checkUserForm, formOfUser, userBody, type UserField, type UserForm } from '../user-form.ts';
import { TitleSelect } from './title-select.tsx';

interface Props {
  user: AdminUserRecord;
  onClose: () => void;
}

/**
 * Edits one account: username, real name, email, a new password behind its switch, the role from the role table,
 * normal or disabled, and a title from the honors catalogue. Checked with the API's rules before sending; the API's
 * refusals (a taken name, the super admin's rules) come back as a toast. Nobody demotes or disables themselves, so
 * those two are fixed on one's own account.
 */
export function UserEditDialog({ user, onClose }: Props) {
  const { t } = useTranslation('adminUser');
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery());
  const [form, setForm] = useState(() => formOfUser(user));
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});
  const set = (change: Partial<UserForm>) => setForm((f) => ({ ...f, ...change }));
  const own = me?.uid === user.uid;
  const save = useMutation({
    mutationFn: () => editUser(userBody(form)),
    onSuccess: () => {
      toast.success(t('edit.saved'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
      onClose();
    },
  });
  const submit = () => {
    const found = checkUserForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const roleChoices = (roles.data ?? []).flatMap((r) => (isRole(r.id) ? [{ value: String(r.id), label: t(`role.${r.id}`) }] : []));
  const pickRole = (value: string | null) => {
    const id = Number(value);
    if (isRole(id)) set({ role: id });
  };
  return (
    <Modal opened onClose={onClose} title={t('edit.heading', { username: user.username })} size="lg" centered>
      <Stack data-testid="user-edit-dialog">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('edit.username')} required value={form.username} onChange={(e) => set({ username: e.currentTarget.value })} error={errors.username} data-testid="user-username" />
          <TextInput label={t('edit.realname')} value={form.realname} onChange={(e) => set({ realname: e.currentTarget.value })} error={errors.realname} data-testid="user-realname" />
          <TextInput label={t('edit.email')} value={form.email} onChange={(e) => set({ email: e.currentTarget.value })} error={errors.email} data-testid="user-email" />
          <Select
            label={t('edit.role')}
            required
            data={roleChoices}
            value={String(form.role)}
            onChange={pickRole}
            allowDeselect={false}
            disabled={own || roles.isPending}
            error={errors.type}
            data-testid="user-role"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('edit.status')}
          </Text>
          <SegmentedControl
            value={String(form.status)}
            onChange={(v) => set({ status: v === '1' ? 1 : 0 })}
            data={[
              { value: '0', label: t('status.normal') },
              { value: '1', label: t('status.disabled') },
            ]}
            disabled={own}
            color={form.status === 1 ? 'red' : 'green'}
            data-testid="user-status"
          />
        </Stack>
        {own && (
          <Alert variant="light" color="gray" py={6}>
            {t('edit.ownAccount')}
          </Alert>
        )}
        <TitleSelect value={form.title} onChange={(title) => set({ title })} error={errors.titleName ?? errors.titleColor} />
        <Switch label={t('edit.setNewPwd')} checked={form.setNewPwd} onChange={(e) => set({ setNewPwd: e.currentTarget.checked })} data-testid="user-set-password" />
        {form.setNewPwd && (
          <PasswordInput
            label={t('edit.password')}
            required
            value={form.password}
            onChange={(e) => set({ password: e.currentTarget.value })}
            error={errors.password}
            autoComplete="new-password"
            data-testid="user-password"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-user">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
