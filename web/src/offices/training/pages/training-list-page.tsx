import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { useListParams } from '../../../components/list-params.ts';
import { InfoLines, SavedSwitch, SetListCard, SetRowOptions } from '../../components/problem-set-list.tsx';
import { bankTrainingListQuery, useTrainingBank, type AdminTraining } from '../api/admin-training-api.ts';
import { TRAINING_CREATE_PATH, trainingEditPath, trainingProblemsPath } from '../paths.ts';

const PAGE_SIZE = 10;

export interface TrainingAdminPaths {
  create: string;
  edit: (tid: number) => string;
  problems: (tid: number) => string;
}

interface TableProps {
  paths: TrainingAdminPaths;
  /** Who edits a row (its form, problems and visibility) and who deletes it. */
  rights: (row: AdminTraining) => { manage: boolean; remove: boolean };
  /** A keyword search beside create (the back office's list takes one). */
  search?: boolean;
}

/** The trainings of TrainingBankContext's bank (the back office's or a group's) in rank order, with visibility, edit, problems and delete. */
export function TrainingAdminTable({ paths, rights, search = true }: TableProps) {
  const { t } = useTranslation('adminTraining');
  const bank = useTrainingBank();
  const params = useListParams(PAGE_SIZE);
  const list = useQuery(bankTrainingListQuery(bank, { currentPage: params.page, limit: params.limit, keyword: params.keyword || undefined }));
  return (
    <SetListCard
      kind="training"
      createPath={paths.create}
      searchable={search}
      minWidth={960}
      params={params}
      list={list}
      head={
        <>
          <Table.Th>{t('common.id')}</Table.Th>
          <Table.Th>{t('list.rank')}</Table.Th>
          <Table.Th>{t('common.title')}</Table.Th>
          <Table.Th>{t('list.auth')}</Table.Th>
          <Table.Th>{t('list.visible')}</Table.Th>
          <Table.Th miw={180}>{t('list.info')}</Table.Th>
          <Table.Th w={220}>{t('common.options')}</Table.Th>
        </>
      }
    >
      {list.data?.records.map((row) => {
        const can = rights(row);
        return (
          <Table.Tr key={row.id} data-testid="admin-training-row">
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={row.auth === 'Private' ? 'red' : 'green'}>
                {t(`auth.${row.auth}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <SavedSwitch
                checked={row.status}
                disabled={!can.manage}
                label={t('list.visible')}
                save={(on) => bank.changeStatus(row.id, on)}
                saved={t('list.statusChanged')}
                refresh={bank.key}
                data-testid="status-switch"
              />
            </Table.Td>
            <Table.Td>
              <InfoLines
                lines={[
                  [t('list.created'), localDateTime(row.gmtCreate)],
                  [t('list.modified'), localDateTime(row.gmtModified)],
                  [t('list.author'), row.author],
                ]}
              />
            </Table.Td>
            <Table.Td>
              <SetRowOptions
                kind="training"
                set={row}
                manage={can.manage}
                editPath={paths.edit(row.id)}
                problemsPath={paths.problems(row.id)}
                remove={can.remove ? () => bank.remove(row.id) : undefined}
                refresh={bank.key}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </SetListCard>
  );
}

/** Spec 002 2.12: every training outside groups in rank order, with keyword search; only the super admin deletes one. */
export function TrainingListPage() {
  const { user } = useSession();
  const superAdmin = isSuperAdmin(user);
  return <TrainingAdminTable paths={{ create: TRAINING_CREATE_PATH, edit: trainingEditPath, problems: trainingProblemsPath }} rights={() => ({ manage: true, remove: superAdmin })} />;
}
