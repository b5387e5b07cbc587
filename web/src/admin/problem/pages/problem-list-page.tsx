import { Button, Group, Select, Table, Text } from '@mantine/core';
import { ProblemAuth } from '@oj/shared/enums';
import type { AdminProblemRow } from '@oj/shared/schemas/admin-problem-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../components/list-card.tsx';
import { useListParams } from '../../components/list-params.ts';
import { ListSearch } from '../../components/list-search.tsx';
import { isProblemEditor } from '../../components/problem-set.ts';
import { ADMIN_PROBLEM_KEY, changeProblemAuth, deleteProblem, downloadTestcases, problemListQuery } from '../api/admin-problem-api.ts';
import { PROBLEM_CREATE_PATH, problemEditPath } from '../problem-feature.ts';
import { AUTH_LABELS } from '../problem-form.ts';

const PAGE_SIZE = 10;

/** The row's auth in place: problem editors move a problem between public and private; contest problems are made by contests. */
function AuthSelect({ row, editable }: { row: AdminProblemRow; editable: boolean }) {
  const { t } = useTranslation('adminProblem');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (auth: number) => changeProblemAuth(row.id, auth),
    onSuccess: () => toast.success(t('list.authChanged')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PROBLEM_KEY }),
  });
  return (
    <Select
      size="xs"
      w={130}
      value={String(row.auth)}
      disabled={!editable || change.isPending}
      allowDeselect={false}
      onChange={(v) => v !== null && Number(v) !== row.auth && change.mutate(Number(v))}
      data={Object.values(ProblemAuth).map((a) => ({ value: String(a), label: t(AUTH_LABELS[a]), disabled: a === ProblemAuth.PROTECTED }))}
      aria-label={t('list.auth')}
      data-testid="problem-auth"
    />
  );
}

function RowOptions({ row, editor, mine }: { row: AdminProblemRow; editor: boolean; mine: boolean }) {
  const { t } = useTranslation('adminProblem');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteProblem(row.id),
    onSuccess: () => {
      toast.success(t('list.deleted'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROBLEM_KEY });
    },
  });
  const fetching = useMutation({ mutationFn: () => downloadTestcases(row.id) });
  return (
    <Group gap={6}>
      {(editor || mine) && (
        <Button size="compact-xs" component={Link} to={problemEditPath(row.id)} data-testid="edit-problem">
          {t('list.edit')}
        </Button>
      )}
      {editor && (
        <Button size="compact-xs" color="green" loading={fetching.isPending} onClick={() => fetching.mutate()} data-testid="download-testcase">
          {t('list.download')}
        </Button>
      )}
      {editor && (
        <ConfirmButton size="compact-xs" color="red" question={t('list.deleteQuestion', { title: row.title })} onConfirm={() => remove.mutate()} data-testid="delete-problem">
          {t('list.delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}

/** Spec 002 2.12 problems: every problem outside groups, newest first, by keyword and auth. */
export function ProblemListPage() {
  const { t } = useTranslation('adminProblem');
  const { user } = useSession();
  const editor = isProblemEditor(user);
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const [auth, setAuth] = useState(0);
  const list = useQuery(problemListQuery({ currentPage: page, limit, keyword: keyword || undefined, auth: auth || undefined }));
  const records = list.data?.records ?? [];
  return (
    <ListCard
      title={t('route.list')}
      actions={
        <>
          <Select
            w={160}
            value={String(auth)}
            allowDeselect={false}
            onChange={(v) => {
              setAuth(Number(v));
              setPage(1);
            }}
            data={[{ value: '0', label: t('auth.all') }, ...Object.values(ProblemAuth).map((a) => ({ value: String(a), label: t(AUTH_LABELS[a]) }))]}
            aria-label={t('list.authFilter')}
            data-testid="auth-filter"
          />
          <ListSearch keyword={keyword} onSearch={search} data-testid="problem-search">
            <Button component={Link} to={PROBLEM_CREATE_PATH}>
              {t('route.create')}
            </Button>
          </ListSearch>
        </>
      }
      minWidth={980}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
    >
      <Table striped verticalSpacing="sm" data-testid="admin-problem-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.id')}</Table.Th>
            <Table.Th>{t('list.displayId')}</Table.Th>
            <Table.Th>{t('list.title')}</Table.Th>
            <Table.Th miw={200}>{t('list.info')}</Table.Th>
            <Table.Th>{t('list.auth')}</Table.Th>
            <Table.Th w={230}>{t('list.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((row) => (
            <Table.Tr key={row.id} data-testid="admin-problem-row">
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.problemId}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>
                <Text size="xs">
                  {t('list.author')}: {row.author}
                </Text>
                <Text size="xs">
                  {t('list.created')}: {localDateTime(row.gmtCreate)}
                </Text>
                <Text size="xs">
                  {t('list.modified')}: {localDateTime(row.gmtModified)}
                  {row.modifiedUser ? ` (${row.modifiedUser})` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <AuthSelect row={row} editable={editor} />
              </Table.Td>
              <Table.Td>
                <RowOptions row={row} editor={editor} mine={row.author === user?.username} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}
