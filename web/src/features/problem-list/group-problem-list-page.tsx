import { Button, Card, Group, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { groupProblemBank, ProblemBankContext, type BankProblemRow } from '../../offices/problem/api/admin-problem-api.ts';
import { ProblemEditor } from '../../offices/problem/pages/problem-form-page.tsx';
import { ProblemAdminTable } from '../../offices/problem/pages/problem-list-page.tsx';
import { Pager, usePaging } from '../../components/pager.tsx';
import { ProblemTable } from '../../components/problem-table.tsx';
import { groupProblemLabel, scopedPath } from '../../lib/group-paths.ts';
import { useHostingGroup, type GroupScope } from '../../lib/group-scope.ts';
import { useSession } from '../../lib/session.ts';
import { groupProblemListQuery } from './api/group-problem-api.ts';

const PAGE_SIZE = 10;

/**
 * What the Problem tab shows, kept in its query string so a reload or the back button returns to it: the list,
 * the admin table (?admin=1), the form of a new problem (?create=1) or of one problem (?edit=<pid>).
 */
type View = { kind: 'list' } | { kind: 'admin' } | { kind: 'create' } | { kind: 'edit'; pid: number };

const readView = (params: URLSearchParams, admin: boolean): View => {
  if (!admin) return { kind: 'list' };
  const edit = Number(params.get('edit'));
  if (Number.isInteger(edit) && edit > 0) return { kind: 'edit', pid: edit };
  if (params.get('create') === '1') return { kind: 'create' };
  return params.get('admin') === '1' ? { kind: 'admin' } : { kind: 'list' };
};

const ADMIN_SEARCH = '?admin=1';

/** The group's problem admin table: a group's own problems are edited, downloaded, offered to the public and deleted by the group root or their author. */
function GroupProblemAdmin({ scope }: { scope: GroupScope }) {
  const { t } = useTranslation('adminProblem');
  const { user } = useSession();
  const paging = usePaging(PAGE_SIZE);
  const ownedHere = (row: BankProblemRow) => row.gid === scope.gid && (scope.root || row.author === user?.username);
  return (
    <ProblemAdminTable
      title={t('group.adminTitle')}
      actions={null}
      query={{ currentPage: paging.page, limit: paging.size }}
      paging={{ page: paging.page, limit: paging.size, setPage: paging.setPage, setLimit: paging.setSize }}
      rights={(row) => {
        const mine = ownedHere(row);
        return { edit: mine, manage: mine, applyPublic: mine };
      }}
      editPath={(pid) => `?edit=${pid}`}
      label={(row) => groupProblemLabel(scope.shortName, row.problemId)}
    />
  );
}

/** The problems a member opens: status, the id with the group's short name first, title, level, tags and AC rate. */
function GroupProblems({ scope }: { scope: GroupScope }) {
  const { t } = useTranslation();
  const { t: tGroup } = useTranslation('adminProblem');
  const { user } = useSession();
  const paging = usePaging(PAGE_SIZE);
  const [showTags, setShowTags] = useState(false);
  const { data, isPending } = useQuery(groupProblemListQuery({ gid: scope.gid, currentPage: paging.page, limit: paging.size }, user?.uid ?? null));
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Switch label={t('problem.tags')} checked={showTags} onChange={(e) => setShowTags(e.currentTarget.checked)} data-testid="show-tags" />
      </Group>
      <ProblemTable
        rows={data?.records ?? []}
        loggedIn={!!user}
        showTags={showTags}
        pathOf={(p) => scopedPath(scope.gid, `/problem/${encodeURIComponent(p.problemId)}`)}
        idOf={(p) => groupProblemLabel(scope.shortName, p.problemId)}
        testId="group-problem-table"
        rowTestId="group-problem-row"
      />
      {!isPending && !data?.records.length && (
        <Text c="dimmed" ta="center" py="lg" data-testid="group-problems-empty">
          {tGroup('group.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}

/**
 * Spec 002 2.4 (GroupProblemList): the group's problems; for group admins and super admins a Create button and the
 * Problem Admin toggle, whose table and the full problem form (test data, special judge compile) work on the
 * group's own problems through the group calls.
 */
export function GroupProblemListPage() {
  const { t } = useTranslation('adminProblem');
  const scope = useHostingGroup();
  const [params] = useSearchParams();
  const view = readView(params, scope.admin);
  const bank = useMemo(() => groupProblemBank(scope.gid), [scope.gid]);
  const listPath = `${scopedPath(scope.gid, '/problem')}${ADMIN_SEARCH}`;
  const formOpen = view.kind === 'create' || view.kind === 'edit';
  return (
    <ProblemBankContext.Provider value={bank}>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={3}>{t('group.title')}</Title>
          {scope.admin && (
            <Group gap="sm">
              {!formOpen && (
                <Button size="sm" component={Link} to="?create=1" data-testid="create-group-problem">
                  {t('route.create')}
                </Button>
              )}
              {formOpen ? (
                <Button size="sm" variant="default" component={Link} to={ADMIN_SEARCH} data-testid="back-to-admin">
                  {t('group.backToAdmin')}
                </Button>
              ) : (
                <Button size="sm" color={view.kind === 'admin' ? 'red' : 'green'} component={Link} to={view.kind === 'admin' ? '?' : ADMIN_SEARCH} data-testid="toggle-problem-admin">
                  {t(view.kind === 'admin' ? 'group.cancelAdmin' : 'group.admin')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {view.kind === 'list' && <GroupProblems scope={scope} />}
        {view.kind === 'admin' && <GroupProblemAdmin scope={scope} />}
        {formOpen && <ProblemEditor pid={view.kind === 'edit' ? view.pid : undefined} listPath={listPath} prefix={scope.shortName} />}
      </Card>
    </ProblemBankContext.Provider>
  );
}
