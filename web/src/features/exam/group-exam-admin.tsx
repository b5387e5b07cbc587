import { ExamFormPage } from '../../offices/exam/pages/exam-form-page.tsx';
import { ExamListPage as ExamAdminTable } from '../../offices/exam/pages/exam-list-page.tsx';
import { ExamProblemsPage } from '../../offices/exam/pages/exam-problems-page.tsx';
import type { GroupExamView } from './group-exam-view.ts';

/** The admin views: the back office's exam pages, in the group's office. */
export function GroupExamAdminView({ view }: { view: Exclude<GroupExamView, { kind: 'list' }> }) {
  switch (view.kind) {
    case 'admin':
      return <ExamAdminTable />;
    case 'create':
      return <ExamFormPage key="create" />;
    case 'edit':
      return <ExamFormPage key={view.tid} tid={view.tid} />;
    case 'problems':
      return <ExamProblemsPage key={view.tid} tid={view.tid} />;
  }
}
