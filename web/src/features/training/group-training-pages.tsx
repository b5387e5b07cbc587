import { Button, Card, Group, Table, Title } from '@mantine/core';
import { TRAINING_PAGE_SIZES } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { groupProblemBank, ProblemBankContext } from '../../offices/problem/api/admin-problem-api.ts';
import { ProblemAuthSelect, ProblemRowOptions } from '../../offices/problem/pages/problem-list-page.tsx';
import { groupTrainingBank, TrainingBankContext } from '../../offices/training/api/admin-training-api.ts';
import { TrainingEditor } from '../../offices/training/pages/training-form-page.tsx';
import { TrainingAdminTable } from '../../offices/training/pages/training-list-page.tsx';
import { TrainingProblemsEditor, type TrainingProblemRow } from '../../offices/training/pages/training-problems-page.tsx';
import { groupProblemLabel, scopedPath } from '../../lib/group-paths.ts';
import { useHostingGroup, type GroupScope } from '../../lib/group-scope.ts';
import { useSession } from '../../lib/session.ts';
import { groupTrainingListQuery, type Training } from './api/training-api.ts';
import { TrainingTable } from './components/training-table.tsx';
import { PagedListCard } from '../../components/paged-list-card.tsx';

/** The group training pages' addresses (spec 002 2.5, 2.1 GroupTraining*): the list, its admin table, the form and a training's problem admin. */
export function groupTrainingPaths(gid: number) {
  return {
    list: scopedPath(gid, '/training'),
    admin: scopedPath(gid, '/training/admin'),
    create: scopedPath(gid, '/training/create'),
    edit: (tid: number) => scopedPath(gid, `/training/${tid}/edit`),
    problems: (tid: number) => scopedPath(gid, `/training/${tid}/problem-admin`),
    training: (tid: number) => scopedPath(gid, `/training/${tid}`),
  };
}

/** The tab's title with, for group admins and super admins, Create and the Training Admin toggle. */
function Heading({ scope, admin }: { scope: GroupScope; admin: boolean }) {
  const { t } = useTranslation('training');
  const paths = groupTrainingPaths(scope.gid);
  return (
    <Group justify="space-between" mb="md">
      <Title order={3}>{t('group.title')}</Title>
      {scope.admin && (
        <Group gap="sm">
          {/* the admin table has its own create button */}
          {!admin && (
            <Button size="sm" component={Link} to={paths.create} data-testid="create-group-training">
              {t('group.create')}
            </Button>
          )}
          <Button size="sm" color={admin ? 'red' : 'green'} component={Link} to={admin ? paths.list : paths.admin} data-testid="toggle-training-admin">
            {t(admin ? 'group.cancelAdmin' : 'group.admin')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** Spec 002 2.5 (GroupTrainingList): the group's trainings for its members, 15 a page; a row opens the training inside the group. */
export function GroupTrainingListPage() {
  const { t } = useTranslation('training');
  const scope = useHostingGroup();
  const navigate = useNavigate();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery(groupTrainingListQuery(scope.gid, page, user?.uid ?? null));
  const paths = groupTrainingPaths(scope.gid);
  return (
    <PagedListCard heading={<Heading scope={scope} admin={false} />} list={list} emptyText={t('list.empty')} pageSize={TRAINING_PAGE_SIZES.list} page={page} onPage={setPage}>
      <TrainingTable rows={list.data?.records ?? []} user={user} pathOf={(training: Training) => paths.training(training.id)} onOpen={(training) => void navigate(paths.training(training.id))} />
    </PagedListCard>
  );
}

/** The group's training admin pages: for group admins only (others go back to the list), on the group's training bank. */
function GroupTrainingAdmin({ children }: { children: (scope: GroupScope) => ReactNode }) {
  const scope = useHostingGroup();
  const bank = useMemo(() => groupTrainingBank(scope.gid), [scope.gid]);
  if (!scope.admin) return <Navigate to={groupTrainingPaths(scope.gid).list} replace />;
  return <TrainingBankContext.Provider value={bank}>{children(scope)}</TrainingBankContext.Provider>;
}

/** Spec 002 2.5 training admin: edit, problem list, delete and visibility for the group root or the training's author. */
export function GroupTrainingAdminPage() {
  const { user } = useSession();
  return (
    <GroupTrainingAdmin>
      {(scope) => {
        const paths = groupTrainingPaths(scope.gid);
        return (
          <Card withBorder padding="lg">
            <Heading scope={scope} admin />
            <TrainingAdminTable
              paths={paths}
              search={false}
              rights={(row) => {
                const mine = scope.root || row.author === user?.username;
                return { manage: mine, remove: mine };
              }}
            />
          </Card>
        );
      }}
    </GroupTrainingAdmin>
  );
}

/** The training form in the group (a new one at training/create, else training/:trainingID/edit); back to the admin table once saved. */
export function GroupTrainingFormPage() {
  const param = useParams().trainingID;
  return <GroupTrainingAdmin>{(scope) => <TrainingEditor tid={param ? Number(param) : null} listPath={groupTrainingPaths(scope.gid).admin} />}</GroupTrainingAdmin>;
}

/**
 * Spec 002 2.5 training problem admin: ranks, removal, adding from the public bank or the group's own problems; the
 * auth select and edit, test data and delete only for problems of this group.
 */
export function GroupTrainingProblemsPage() {
  const { t } = useTranslation('adminProblem');
  const tid = Number(useParams().trainingID);
  return (
    <GroupTrainingAdmin>
      {(scope) => {
        const ours = (problem: TrainingProblemRow) => problem.gid === scope.gid;
        // a deleted problem leaves the training's list too
        const trainingKey = groupTrainingBank(scope.gid).key;
        const rights = (problem: TrainingProblemRow) => ({ edit: ours(problem), manage: ours(problem), applyPublic: false });
        return (
          <ProblemBankContext.Provider value={groupProblemBank(scope.gid)}>
            <TrainingProblemsEditor
              tid={tid}
              backPath={groupTrainingPaths(scope.gid).admin}
              editable
              extra={{
                head: <Table.Th>{t('list.auth')}</Table.Th>,
                cells: (problem) => (
                  <Table.Td>
                    <ProblemAuthSelect row={problem} editable={ours(problem)} />
                  </Table.Td>
                ),
                options: (problem) => <ProblemRowOptions row={problem} rights={rights(problem)} editPath={(pid) => `${scopedPath(scope.gid, '/problem')}?edit=${pid}`} alsoRefresh={trainingKey} />,
              }}
              label={(problem) => (ours(problem) ? groupProblemLabel(scope.shortName, problem.problemId) : problem.problemId)}
            />
          </ProblemBankContext.Provider>
        );
      }}
    </GroupTrainingAdmin>
  );
}
