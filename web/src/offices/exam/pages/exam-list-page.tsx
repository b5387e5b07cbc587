import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExamAuthTag } from '../../../components/exam-tags.tsx';
import { ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useListParams } from '../../../components/list-params.ts';
import { SetListTable } from '../../components/problem-set-list.tsx';
import { officeExamListQuery, useExamOffice } from '../api/exam-office.ts';

const PAGE_SIZE = 10;

/**
 * Spec 002 2.12 "exam", in the office's scope: in the back office every exam outside groups, newest first, with a
 * keyword search; as the API's routes say, an exam's author and the super admin edit it, change its problems and its
 * visibility, and only the super admin deletes one. In a group (spec 002 2.7) its exams, managed by the group root
 * and their author, deleted by the group root (ExamOffice.rights).
 */
export function ExamListPage() {
  const { t } = useTranslation('adminExam');
  const { user } = useSession();
  const office = useExamOffice();
  const params = useListParams(PAGE_SIZE);
  const list = useQuery(officeExamListQuery(office, { currentPage: params.page, limit: params.limit, keyword: (office.searchable && params.keyword) || undefined }));
  return (
    <SetListTable
      kind="exam"
      paths={office.paths}
      searchable={office.searchable}
      minWidth={1000}
      params={params}
      list={list}
      columns={[
        { head: t('common.title'), cell: (row) => row.title },
        { head: t('list.auth'), miw: 80, cell: (row) => <ExamAuthTag auth={row.auth} /> },
        { head: t('list.status'), miw: 90, cell: (row) => <ContestStatusTag status={row.status} /> },
      ]}
      toggle={{ checked: (row) => row.visible, save: (row, on) => office.changeVisible(row.id, on), saved: t('list.visibilityChanged'), testId: 'visible-switch' }}
      info={{
        miw: 220,
        lines: (row) => [
          [t('list.start'), localDateTime(row.startTime)],
          [t('list.end'), localDateTime(row.endTime)],
          [t('list.duration'), formatDuration(row.duration, currentLanguage())],
          [t('list.created'), localDateTime(row.gmtCreate)],
          [t('list.author'), row.author],
        ],
      }}
      optionsWidth={220}
      rights={(row) => office.rights(row, user)}
      remove={office.remove}
      refresh={office.key}
    />
  );
}
