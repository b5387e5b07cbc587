import { Button, Checkbox, Group, Switch, Table, Text } from '@mantine/core';
import { DeleteUsersBody, type AdminUserRecord } from '@oj/shared/schemas/admin-user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton, ConfirmDialog } from '../../../components/confirm-button.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { ListCard, ListTable } from '../../../components/list-card.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { ListSearch } from '../../../components/list-search.tsx';
import { ADMIN_USER_KEY, deleteUsers, userListQuery } from '../api/admin-user-api.ts';
import { RoleTag, StatusTag } from '../components/role-tag.tsx';
import { UserEditDialog } from '../components/user-edit-dialog.tsx';
import { roleOf } from '../user-form.ts';

/** The reference's page size of the user list. */
const PAGE_SIZE = 10;
const NOTHING: ReadonlySet<string> = new Set();

/**
 * The selection of users for bulk deletion: uids of the page shown. Another page, search or filter starts a new
 * selection, so what is deleted is always what is in view (at most one page, which the API's limit allows).
 */
const usePageSelection = (listKey: string) => {
  const [selection, setSelection] = useState({ listKey, uids: NOTHING });
  const uids = selection.listKey === listKey ? selection.uids : NOTHING;
  return {
    uids,
    set: (next: ReadonlySet<string>) => setSelection({ listKey, uids: next }),
    toggle: (uid: string, on: boolean) => {
      const next = new Set(uids);
      if (on) next.add(uid);
      else next.delete(uid);
      setSelection({ listKey, uids: next });
    },
  };
};

/**
 * Spec 002 2.12 "user" (the super admin's): accounts newest first, searched by username, real name, email or
 * nickname, optionally only the back office's roles; each with its title, role and status; edit in a dialog, delete
 * one after a question, or select several on the page and delete them together. One's own account cannot be deleted.
 */
export function UserListPage() {
  const { t } = useTranslation('adminUser');
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const [onlyAdmin, setOnlyAdmin] = useState(false);
  const params = { currentPage: page, limit, keyword: keyword || undefined, onlyAdmin };
  const list = useQuery(userListQuery(params));
  const selection = usePageSelection(JSON.stringify(params));
  const [editing, setEditing] = useState<AdminUserRecord | null>(null);
  const [askBulk, setAskBulk] = useState(false);
  const remove = useMutation({
    mutationFn: deleteUsers,
    onSuccess: (_, ids) => {
      toast.success(t('list.deleted', { count: ids.length }));
      selection.set(NOTHING);
      void queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
    },
  });
  const records = list.data?.records ?? [];
  const selectable = records.filter((u) => u.uid !== me?.uid);
  const allChosen = selectable.length > 0 && selectable.every((u) => selection.uids.has(u.uid));
  const deleteSelected = () => {
    const checked = DeleteUsersBody.safeParse({ ids: [...selection.uids] });
    if (!checked.success) return toast.warning(translateMessage(checked.error.issues[0]!.message));
    setAskBulk(true);
  };
  const filterAdmins = (on: boolean) => {
    setOnlyAdmin(on);
    setPage(1);
  };
  return (
    <ListCard
      title={t('route.user')}
      actions={
        <>
          <ListSearch keyword={keyword} onSearch={search} data-testid="user-search" />
          <Switch label={t('list.onlyAdmin')} checked={onlyAdmin} onChange={(e) => filterAdmins(e.currentTarget.checked)} data-testid="only-admin" />
          <Button color="red" onClick={deleteSelected} data-testid="delete-selected">
            {t('list.deleteSelected', { count: selection.uids.size })}
          </Button>
        </>
      }
      minWidth={1000}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      <ListTable
        head={
          <>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={allChosen}
                indeterminate={!allChosen && selection.uids.size > 0}
                disabled={selectable.length === 0}
                onChange={(e) => selection.set(e.currentTarget.checked ? new Set(selectable.map((u) => u.uid)) : NOTHING)}
                data-testid="select-all"
              />
            </Table.Th>
            <Table.Th>{t('list.user')}</Table.Th>
            <Table.Th>{t('list.realname')}</Table.Th>
            <Table.Th>{t('list.email')}</Table.Th>
            <Table.Th>{t('list.created')}</Table.Th>
            <Table.Th>{t('list.role')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th w={150}>{t('list.options')}</Table.Th>
          </>
        }
        data-testid="admin-user-table"
      >
        {records.map((u) => {
          const own = u.uid === me?.uid;
          return (
            <Table.Tr key={u.uid} data-testid="admin-user-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('list.select', { username: u.username })}
                  checked={selection.uids.has(u.uid)}
                  disabled={own}
                  onChange={(e) => selection.toggle(u.uid, e.currentTarget.checked)}
                  data-testid="select-user"
                />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" component={Link} to={userHomePath({ uid: u.uid })} target="_blank" data-testid="user-name">
                    {u.username}
                  </Text>
                  <TitleTag name={u.titleName} color={u.titleColor} />
                </Group>
              </Table.Td>
              <Table.Td>{u.realname ?? ''}</Table.Td>
              <Table.Td>{u.email ?? ''}</Table.Td>
              <Table.Td>{localDateTime(u.gmtCreate)}</Table.Td>
              <Table.Td>
                <RoleTag role={roleOf(u)} />
              </Table.Td>
              <Table.Td>
                <StatusTag status={u.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => setEditing(u)} data-testid="edit-user">
                    {t('list.edit')}
                  </Button>
                  {!own && (
                    <ConfirmButton size="compact-xs" color="red" question={t('list.deleteQuestion', { username: u.username })} onConfirm={() => remove.mutate([u.uid])} data-testid="delete-user">
                      {t('list.delete')}
                    </ConfirmButton>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      {editing && <UserEditDialog key={editing.uid} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog opened={askBulk} onClose={() => setAskBulk(false)} question={t('list.deleteSelectedQuestion', { count: selection.uids.size })} onConfirm={() => remove.mutate([...selection.uids])} />
    </ListCard>
  );
}
