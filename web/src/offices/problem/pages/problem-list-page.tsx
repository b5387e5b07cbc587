import { Button, Group, Select, Table, Text } from '@mantine/core';
import { ProblemAuth } from '@oj/shared/enums';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ListCard } from '../../../components/list-card.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { ListSearch } from '../../../components/list-search.tsx';
import { isProblemEditor } from '../../components/problem-set.ts';
import { RemoteImportButton, RemoteProblemDialog } from '../../components/remote-problem-dialog.tsx';
import {
  applyProblemPublic,
  bankListQuery,
  downloadTestcases,
  importRemoteProblem,
  SITE_BANK,
  useProblemBank,
  type BankProblemRow,
  type MovableAuth,
  type ProblemListParams,
} from '../api/admin-problem-api.ts';
import { PROBLEM_CREATE_PATH, problemEditPath } from '../paths.ts';
import { AUTH_LABELS } from '../problem-form.ts';

const PAGE_SIZE = 10;

/** What the viewer may do with a row (the server checks each call again). */
export interface RowRights {
  edit: boolean;
  /** Download the test data, delete, change the auth. */
  manage: boolean;
  /** Ask for the problem to become public (a group's own problems). */
  applyPublic: boolean;
}

/** What a row's auth and options read of a problem (a training's problem rows carry these too). */
type ProblemRef = Pick<BankProblemRow, 'id' | 'title' | 'auth'> & Partial<Pick<BankProblemRow, 'applyPublicProgress'>>;

/** The row's auth in place: who manages it moves a problem between public and private; contest problems are made by contests. */
export function ProblemAuthSelect({ row, editable }: { row: ProblemRef; editable: boolean }) {
  const { t } = useTranslation('adminProblem');
  const bank = useProblemBank();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (auth: MovableAuth) => bank.changeAuth(row.id, auth),
    onSuccess: () => toast.success(t('list.authChanged')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bank.key }),
  });
  return (
    <Select
      size="xs"
      w={130}
      value={String(row.auth)}
      disabled={!editable || change.isPending}
      allowDeselect={false}
      onChange={(v) => {
        const auth = v === String(ProblemAuth.PUBLIC) ? ProblemAuth.PUBLIC : v === String(ProblemAuth.PRIVATE) ? ProblemAuth.PRIVATE : null;
        if (auth !== null && auth !== row.auth) change.mutate(auth);
      }}
      data={Object.values(ProblemAuth).map((a) => ({ value: String(a), label: t(AUTH_LABELS[a]), disabled: a === ProblemAuth.PROTECTED }))}
      aria-label={t('list.auth')}
      data-testid="problem-auth"
    />
  );
}

/** Spec 002 2.4 and section 4: null none, 1 applying, 2 public, 3 refused; a pending request may be cancelled, a public problem has nothing to ask. */
const APPLYING = 1;
const PUBLIC = 2;

/** Asks (or stops asking) for a group problem to become public, after a question. */
function ApplyPublicButton({ row }: { row: ProblemRef }) {
  const { t } = useTranslation('adminProblem');
  const bank = useProblemBank();
  const queryClient = useQueryClient();
  const applying = row.applyPublicProgress === APPLYING;
  const apply = useMutation({
    mutationFn: () => applyProblemPublic(row.id, !applying),
    onSuccess: () => toast.success(t(applying ? 'list.applyCancelled' : 'list.applied')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bank.key }),
  });
  if (row.applyPublicProgress === PUBLIC)
    return (
      <Button size="compact-xs" color="yellow" disabled data-testid="apply-public">
        {t('list.alreadyPublic')}
      </Button>
    );
  return (
    <ConfirmButton
      size="compact-xs"
      color="yellow"
      loading={apply.isPending}
      question={t(applying ? 'list.cancelApplyQuestion' : 'list.applyQuestion', { title: row.title })}
      onConfirm={() => apply.mutate()}
      data-testid="apply-public"
    >
      {t(applying ? 'list.cancelApply' : row.applyPublicProgress === 3 ? 'list.applyAgain' : 'list.applyPublic')}
    </ConfirmButton>
  );
}

/** A problem's edit link, test data download, apply public and delete, as far as the rights go (ProblemBankContext's bank). */
interface OptionsProps {
  row: ProblemRef;
  rights: RowRights;
  editPath: (pid: number) => string;
  /** Another list that shows the problem (a training's), read again once it is deleted. */
  alsoRefresh?: QueryKey | undefined;
}

export function ProblemRowOptions({ row, rights, editPath, alsoRefresh }: OptionsProps) {
  const { t } = useTranslation('adminProblem');
  const bank = useProblemBank();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => bank.remove(row.id),
    onSuccess: () => {
      toast.success(t('list.deleted'));
      void queryClient.invalidateQueries({ queryKey: bank.key });
      if (alsoRefresh) void queryClient.invalidateQueries({ queryKey: alsoRefresh });
    },
  });
  const fetching = useMutation({ mutationFn: () => downloadTestcases(row.id) });
  return (
    <Group gap={6}>
      {rights.edit && (
        <Button size="compact-xs" component={Link} to={editPath(row.id)} data-testid="edit-problem">
          {t('list.edit')}
        </Button>
      )}
      {rights.manage && (
        <Button size="compact-xs" color="green" loading={fetching.isPending} onClick={() => fetching.mutate()} data-testid="download-testcase">
          {t('list.download')}
        </Button>
      )}
      {rights.applyPublic && <ApplyPublicButton row={row} />}
      {rights.manage && (
        <ConfirmButton size="compact-xs" color="red" question={t('list.deleteQuestion', { title: row.title })} onConfirm={() => remove.mutate()} data-testid="delete-problem">
          {t('list.delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}

interface TableProps {
  title: ReactNode;
  /** Filters and buttons beside the title. */
  actions: ReactNode;
  query: ProblemListParams;
  paging: { page: number; limit: number; setPage: (page: number) => void; setLimit: (limit: number) => void };
  rights: (row: BankProblemRow) => RowRights;
  editPath: (pid: number) => string;
  /** How a row's problem id reads (a group's problems show the group's short name first). */
  label?: ((row: BankProblemRow) => string) | undefined;
}

/** The problems of a bank (ProblemBankContext: the back office's or a group's) with each row's auth and options. */
export function ProblemAdminTable({ title, actions, query, paging, rights, editPath, label = (row) => row.problemId }: TableProps) {
  const { t } = useTranslation('adminProblem');
  const bank = useProblemBank();
  const list = useQuery(bankListQuery(bank, query));
  const records = list.data?.records ?? [];
  return (
    <ListCard
      title={title}
      actions={actions}
      minWidth={980}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page: paging.page, size: paging.limit, onPage: paging.setPage, onSize: paging.setLimit }}
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
          {records.map((row) => {
            const can = rights(row);
            return (
              <Table.Tr key={row.id} data-testid="admin-problem-row">
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{label(row)}</Table.Td>
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
                  <ProblemAuthSelect row={row} editable={can.manage} />
                </Table.Td>
                <Table.Td>
                  <ProblemRowOptions row={row} rights={can} editPath={editPath} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ListCard>
  );
}

/** Spec 002: a problem imported from a remote judge into the bank; the list is read again once it is in. */
function ImportRemoteProblem() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <RemoteImportButton onClick={open} />
      <RemoteProblemDialog opened={opened} onClose={close} importProblem={({ name, problemId }) => importRemoteProblem(name, problemId)} refresh={SITE_BANK.key} />
    </>
  );
}

/** Spec 002 2.12 problems: every problem outside groups, newest first, by keyword and auth. */
export function ProblemListPage() {
  const { t } = useTranslation('adminProblem');
  const { user } = useSession();
  const editor = isProblemEditor(user);
  const { keyword, page, limit, search, setPage, setLimit } = useListParams(PAGE_SIZE);
  const [auth, setAuth] = useState(0);
  return (
    <ProblemAdminTable
      title={t('route.list')}
      query={{ currentPage: page, limit, keyword: keyword || undefined, auth: auth || undefined }}
      paging={{ page, limit, setPage, setLimit }}
      rights={(row) => ({ edit: editor || row.author === user?.username, manage: editor, applyPublic: false })}
      editPath={problemEditPath}
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
            <ImportRemoteProblem />
          </ListSearch>
        </>
      }
    />
  );
}
