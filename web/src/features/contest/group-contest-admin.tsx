import { ContestAnnouncementsPage } from '../../offices/contest/pages/contest-announcements-page.tsx';
import { ContestFormPage } from '../../offices/contest/pages/contest-form-page.tsx';
import { ContestListPage as ContestAdminTable } from '../../offices/contest/pages/contest-list-page.tsx';
import { ContestProblemsPage } from '../../offices/contest/pages/contest-problems-page.tsx';
import { ContestProblemCreator } from '../../offices/contest/pages/contest-problem-editor.tsx';
import { useHostingGroup } from '../../lib/group-scope.ts';
import type { GroupContestView } from './group-contest-view.ts';

/** The admin views: the back office's contest pages, in the group's office. */
export function GroupContestAdminView({ view }: { view: Exclude<GroupContestView, { kind: 'list' }> }) {
  const scope = useHostingGroup();
  switch (view.kind) {
    case 'admin':
      return <ContestAdminTable />;
    case 'create':
      return <ContestFormPage key="create" />;
    case 'edit':
      return <ContestFormPage key={view.cid} cid={view.cid} />;
    case 'problems':
      return <ContestProblemsPage cid={view.cid} />;
    case 'newProblem':
      return <ContestProblemCreator cid={view.cid} prefix={scope.shortName} />;
    case 'announcements':
      return <ContestAnnouncementsPage cid={view.cid} />;
  }
}
