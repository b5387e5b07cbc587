import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExamOfficeContext, groupExamOffice } from '../../admin/exam/api/exam-office.ts';
import { Pager, usePaging } from '../../components/pager.tsx';
import { useHostingGroup, type GroupScope } from '../../lib/group-scope.ts';
import { useSession } from '../../lib/session.ts';
import { groupExamListQuery } from './api/group-exam-api.ts';
import { ExamRow } from './components/exam-row.tsx';
import { readGroupExamView } from './group-exam-view.ts';

/** The admin views load on first use: a member's list does not carry the back office's pages. */
const AdminView = lazy(() => import('./group-exam-admin.tsx').then((m) => ({ default: m.GroupExamAdminView })));

/** The exams a member opens (spec 002 2.7): the group's visible exams, ten a page; a title opens the exam's own pages. */
function MemberList({ scope }: { scope: GroupScope }) {
  const { t } = useTranslation('exam');
  const { user } = useSession();
  const paging = usePaging(EXAM_PAGE_SIZE);
  const { data, isPending } = useQuery(groupExamListQuery({ gid: scope.gid, currentPage: paging.page, limit: paging.size }, user?.uid ?? null));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <>
      {data?.records.length ? (
        <Stack gap="sm" data-testid="group-exams">
          {data.records.map((exam) => (
            <ExamRow key={exam.id} exam={exam} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-exams">
          {t('list.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}

/**
 * Spec 002 2.7 (GroupTimedWorkList): the group's exams for its members; for group admins and super admins a Create
 * button and the exam management toggle, whose table, form and problem list are the back office's pages with the
 * group's ExamOffice (the view kept in the query string: ?admin=1, ?create=1, ?edit=, ?problems=).
 */
export function GroupExamListPage() {
  const { t } = useTranslation('exam');
  const scope = useHostingGroup();
  const [params] = useSearchParams();
  const view = readGroupExamView(params, scope.admin);
  const tabPath = `/group/${scope.gid}/exam`;
  const office = useMemo(() => groupExamOffice({ gid: scope.gid, root: scope.root, tabPath }), [scope.gid, scope.root, tabPath]);
  const inAdmin = view.kind !== 'list';
  return (
    <ExamOfficeContext.Provider value={office}>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={3}>{t('group.title')}</Title>
          {scope.admin && (
            <Group gap="sm">
              {view.kind !== 'create' && (
                <Button size="sm" component={Link} to={office.paths.create} data-testid="create-group-exam">
                  {t('group.create')}
                </Button>
              )}
              <Button size="sm" color={inAdmin ? 'red' : 'green'} component={Link} to={inAdmin ? tabPath : office.paths.list} data-testid="toggle-exam-admin">
                {t(inAdmin ? 'group.cancelAdmin' : 'group.admin')}
              </Button>
            </Group>
          )}
        </Group>
        {view.kind === 'list' ? (
          <MemberList scope={scope} />
        ) : (
          <Suspense fallback={<Loader />}>
            <AdminView view={view} />
          </Suspense>
        )}
      </Card>
    </ExamOfficeContext.Provider>
  );
}
