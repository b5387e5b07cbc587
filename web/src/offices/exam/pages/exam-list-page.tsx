import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExamAuthTag } from '../../../components/exam-tags.tsx';
import { ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useListParams } from '../../../components/list-params.ts';
import { InfoLines, SavedSwitch, SetListCard, SetRowOptions } from '../../components/problem-set-list.tsx';
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
    <SetListCard
      kind="exam"
      createPath={office.paths.create}
      searchable={office.searchable}
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
        const rights = office.rights(row, user);
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
                disabled={!rights.manage}
                label={t('list.visible')}
                save={(on) => office.changeVisible(row.id, on)}
                saved={t('list.visibilityChanged')}
                refresh={office.key}
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
                manage={rights.manage}
                editPath={office.paths.edit(row.id)}
                problemsPath={office.paths.problems(row.id)}
                remove={rights.remove ? () => office.remove(row.id) : undefined}
                refresh={office.key}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </SetListCard>
  );
}
