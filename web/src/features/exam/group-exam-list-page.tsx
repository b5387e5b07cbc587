import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExamOfficeContext, groupExamOffice } from '../../offices/exam/api/exam-office.ts';
import { GroupSetCards, GroupSetTab } from '../../components/group-set-tab.tsx';
import { usePaging } from '../../components/pager.tsx';
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
  return (
    <GroupSetCards rows={data?.records} total={data?.total ?? 0} loading={isPending} paging={paging} empty={t('list.empty')} testIds={{ list: 'group-exams', empty: 'no-exams' }}>
      {(exam) => <ExamRow key={exam.id} exam={exam} />}
    </GroupSetCards>
  );
}

/**
 * Spec 002 2.7 (GroupTimedWorkList): the group's exams for its members; for group admins and super admins a Create
 * button and the exam management toggle, whose table, form and problem list are the back office's pages with the
 * group's ExamOffice (the view kept in the query string: ?admin=1, ?create=1, ?edit=, ?problems=).
 */
export function GroupExamListPage() {
  const scope = useHostingGroup();
  const [params] = useSearchParams();
  const view = readGroupExamView(params, scope.admin);
  const tabPath = `/group/${scope.gid}/exam`;
  const office = useMemo(() => groupExamOffice({ gid: scope.gid, root: scope.root, tabPath }), [scope.gid, scope.root, tabPath]);
  return (
    <ExamOfficeContext.Provider value={office}>
      <GroupSetTab
        kind="exam"
        admin={scope.admin}
        view={view.kind === 'list' || view.kind === 'create' ? view.kind : 'admin'}
        paths={{ list: tabPath, admin: office.paths.list, create: office.paths.create }}
      >
        {view.kind === 'list' ? <MemberList scope={scope} /> : <AdminView view={view} />}
      </GroupSetTab>
    </ExamOfficeContext.Provider>
  );
}
