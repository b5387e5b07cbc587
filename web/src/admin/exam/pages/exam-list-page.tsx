import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExamAuthTag } from '../../../features/exam/components/exam-tags.tsx';
import { ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { useListParams } from '../../components/list-params.ts';
import { InfoLines, SavedSwitch, SetListCard, SetRowOptions } from '../../components/problem-set-list.tsx';
import { ADMIN_EXAM_KEY, changeExamVisible, deleteExam, examListQuery } from '../api/admin-exam-api.ts';
import { EXAM_CREATE_PATH, examEditPath, examProblemsPath } from '../exam-feature.ts';

const PAGE_SIZE = 10;

/**
 * Spec 002 2.12 "exam": every exam outside groups, newest first, with a keyword search. As the API's routes say, an
 * exam's author and the super admin edit it, change its problems and its visibility; only the super admin deletes one.
 */
export function ExamListPage() {
  const { t } = useTranslation('adminExam');
  const { user } = useSession();
  const params = useListParams(PAGE_SIZE);
  const list = useQuery(examListQuery({ currentPage: params.page, limit: params.limit, keyword: params.keyword || undefined }));
  const superAdmin = isSuperAdmin(user);
  return (
    <SetListCard
      kind="exam"
      createPath={EXAM_CREATE_PATH}
      minWidth={1000}
      params={params}
      list={list}
      head={
        <>
          <Table.Th>{t('common.id')}</Table.Th>
          <Table.Th>{t('common.title')}</Table.Th>
          <Table.Th miw={80}>{t('list.auth')}</Table.Th>
          <Table.Th miw={90}>{t('list.status')}</Table.Th>
          <Table.Th>{t('list.visible')}</Table.Th>
          <Table.Th miw={220}>{t('list.info')}</Table.Th>
          <Table.Th w={220}>{t('common.options')}</Table.Th>
        </>
      }
    >
      {list.data?.records.map((row) => {
        const canManage = superAdmin || user?.uid === row.uid;
        return (
          <Table.Tr key={row.id} data-testid="admin-exam-row">
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>
              <ExamAuthTag auth={row.auth} />
            </Table.Td>
            <Table.Td>
              <ContestStatusTag status={row.status} />
            </Table.Td>
            <Table.Td>
              <SavedSwitch
                checked={row.visible}
                disabled={!canManage}
                label={t('list.visible')}
                save={(on) => changeExamVisible(row.id, on)}
                saved={t('list.visibilityChanged')}
                refresh={ADMIN_EXAM_KEY}
                data-testid="visible-switch"
              />
            </Table.Td>
            <Table.Td>
              <InfoLines
                lines={[
                  [t('list.start'), localDateTime(row.startTime)],
                  [t('list.end'), localDateTime(row.endTime)],
                  [t('list.duration'), formatDuration(row.duration, currentLanguage())],
                  [t('list.created'), localDateTime(row.gmtCreate)],
                  [t('list.author'), row.author],
                ]}
              />
            </Table.Td>
            <Table.Td>
              <SetRowOptions
                kind="exam"
                set={row}
                manage={canManage}
                editPath={examEditPath(row.id)}
                problemsPath={examProblemsPath(row.id)}
                remove={superAdmin ? () => deleteExam(row.id) : undefined}
                refresh={ADMIN_EXAM_KEY}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </SetListCard>
  );
}
