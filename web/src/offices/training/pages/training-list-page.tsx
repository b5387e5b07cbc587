import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { useListParams } from '../../../components/list-params.ts';
import { SetListTable } from '../../components/problem-set-list.tsx';
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
    <SetListTable
      kind="training"
      paths={paths}
      searchable={search}
      minWidth={960}
      params={params}
      list={list}
      columns={[
        { head: t('list.rank'), cell: (row) => row.rank },
        { head: t('common.title'), cell: (row) => row.title },
        {
          head: t('list.auth'),
          cell: (row) => (
            <Badge variant="light" color={row.auth === 'Private' ? 'red' : 'green'}>
              {t(`auth.${row.auth}`)}
            </Badge>
          ),
        },
      ]}
      toggle={{ checked: (row) => row.status, save: (row, on) => bank.changeStatus(row.id, on), saved: t('list.statusChanged'), testId: 'status-switch' }}
      info={{
        miw: 180,
        lines: (row) => [
          [t('list.created'), localDateTime(row.gmtCreate)],
          [t('list.modified'), localDateTime(row.gmtModified)],
          [t('list.author'), row.author],
        ],
      }}
      optionsWidth={220}
      rights={rights}
      remove={bank.remove}
      refresh={bank.key}
    />
  );
}

/** Spec 002 2.12: every training outside groups in rank order, with keyword search; only the super admin deletes one. */
export function TrainingListPage() {
  const { user } = useSession();
  const superAdmin = isSuperAdmin(user);
  return <TrainingAdminTable paths={{ create: TRAINING_CREATE_PATH, edit: trainingEditPath, problems: trainingProblemsPath }} rights={() => ({ manage: true, remove: superAdmin })} />;
}
