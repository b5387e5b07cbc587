import { ContestAuth } from '@oj/shared/enums';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContestOfficeContext, groupContestOffice } from '../../offices/contest/api/contest-office.ts';
import { GroupSetCards, GroupSetTab } from '../../components/group-set-tab.tsx';
import { usePaging } from '../../components/pager.tsx';
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
  return (
    <GroupSetCards rows={data?.records} total={data?.total ?? 0} loading={isPending} paging={paging} empty={t('list.empty')} testIds={{ list: 'group-contests', empty: 'no-contests' }}>
      {(c) => (
        <ContestListRow
          key={c.id}
          contest={c}
          onOpen={() => void navigate(`/contest/${c.id}`)}
          showCount={c.auth !== ContestAuth.PUBLIC}
          typeMark
          scoreboardAvailable={isRouteAvailable(scoreboardPath(c))}
        />
      )}
    </GroupSetCards>
  );
}

/**
 * Spec 002 2.6 (GroupContestList): the group's contests for its members; for group admins and super admins a Create
 * button and the Contest Admin toggle, whose table, form, problem list and announcement list are the back office's
 * pages with the group's ContestOffice (the view is kept in the query string: ?admin=1, ?create=1, ?edit=, ?problems=,
 * ?announcements=).
 */
export function GroupContestListPage() {
  const scope = useHostingGroup();
  const [params] = useSearchParams();
  const view = readGroupContestView(params, scope.admin);
  const tabPath = `/group/${scope.gid}/contest`;
  const office = useMemo(() => groupContestOffice({ gid: scope.gid, root: scope.root, tabPath }), [scope.gid, scope.root, tabPath]);
  return (
    <ContestOfficeContext.Provider value={office}>
      <GroupSetTab
        kind="contest"
        admin={scope.admin}
        view={view.kind === 'list' || view.kind === 'create' ? view.kind : 'admin'}
        paths={{ list: tabPath, admin: office.paths.list, create: office.paths.create }}
      >
        {view.kind === 'list' ? <MemberList scope={scope} /> : <AdminView view={view} />}
      </GroupSetTab>
    </ContestOfficeContext.Provider>
  );
}
