import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ContestAuth } from '@oj/shared/enums';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContestOfficeContext, groupContestOffice } from '../../admin/contest/api/contest-office.ts';
import { Pager, usePaging } from '../../components/pager.tsx';
import { useHostingGroup, type GroupScope } from '../../lib/group-scope.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { useSession } from '../../lib/session.ts';
import { groupContestListQuery } from './api/group-contest-api.ts';
import { ContestListRow, scoreboardPath } from './components/contest-list-item.tsx';
import { readGroupContestView } from './group-contest-view.ts';

/** The admin views load on first use: a member's list does not carry the back office's pages. */
const AdminView = lazy(() => import('./group-contest-admin.tsx').then((m) => ({ default: m.GroupContestAdminView })));

/** The contests a member opens (spec 002 2.6): the group's visible contests as cards, ten a page; a title opens the contest. */
function MemberList({ scope }: { scope: GroupScope }) {
  const { t } = useTranslation('contest');
  const navigate = useNavigate();
  const { user } = useSession();
  const paging = usePaging(PAGE_SIZES.contestList);
  const { data, isPending } = useQuery(groupContestListQuery({ gid: scope.gid, currentPage: paging.page, limit: paging.size }, user?.uid ?? null));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <>
      {data?.records.length ? (
        <Stack gap="sm" data-testid="group-contests">
          {data.records.map((c) => (
            <ContestListRow
              key={c.id}
              contest={c}
              onOpen={() => void navigate(`/contest/${c.id}`)}
              showCount={c.auth !== ContestAuth.PUBLIC}
              typeMark
              scoreboardAvailable={isRouteAvailable(scoreboardPath(c))}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-contests">
          {t('list.empty')}
        </Text>
      )}
      <Pager total={data?.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}

/**
 * Spec 002 2.6 (GroupContestList): the group's contests for its members; for group admins and super admins a Create
 * button and the Contest Admin toggle, whose table, form, problem list and announcement list are the back office's
 * pages with the group's ContestOffice (the view is kept in the query string: ?admin=1, ?create=1, ?edit=, ?problems=,
 * ?announcements=).
 */
export function GroupContestListPage() {
  const { t } = useTranslation('contest');
  const scope = useHostingGroup();
  const [params] = useSearchParams();
  const view = readGroupContestView(params, scope.admin);
  const tabPath = `/group/${scope.gid}/contest`;
  const office = useMemo(() => groupContestOffice({ gid: scope.gid, root: scope.root, tabPath }), [scope.gid, scope.root, tabPath]);
  const inAdmin = view.kind !== 'list';
  return (
    <ContestOfficeContext.Provider value={office}>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={3}>{t('group.title')}</Title>
          {scope.admin && (
            <Group gap="sm">
              {view.kind !== 'create' && (
                <Button size="sm" component={Link} to={office.paths.create} data-testid="create-group-contest">
                  {t('group.create')}
                </Button>
              )}
              <Button size="sm" color={inAdmin ? 'red' : 'green'} component={Link} to={inAdmin ? tabPath : office.paths.list} data-testid="toggle-contest-admin">
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
    </ContestOfficeContext.Provider>
  );
}
