import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../../lib/format.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { useListParams } from '../../components/list-params.ts';
import { InfoLines, SavedSwitch, SetListCard, SetRowOptions } from '../../components/problem-set-list.tsx';
import { ADMIN_TRAINING_KEY, changeTrainingStatus, deleteTraining, trainingListQuery } from '../api/admin-training-api.ts';
import { TRAINING_CREATE_PATH, trainingEditPath, trainingProblemsPath } from '../training-feature.ts';

const PAGE_SIZE = 10;

/** Spec 002 2.12: every training outside groups in rank order, with keyword search; only the super admin deletes one. */
export function TrainingListPage() {
  const { t } = useTranslation('adminTraining');
  const { user } = useSession();
  const params = useListParams(PAGE_SIZE);
  const list = useQuery(trainingListQuery({ currentPage: params.page, limit: params.limit, keyword: params.keyword || undefined }));
  const superAdmin = isSuperAdmin(user);
  return (
    <SetListCard
      kind="training"
      createPath={TRAINING_CREATE_PATH}
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
      {list.data?.records.map((row) => (
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
              label={t('list.visible')}
              save={(on) => changeTrainingStatus(row.id, on)}
              saved={t('list.statusChanged')}
              refresh={ADMIN_TRAINING_KEY}
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
              manage
              editPath={trainingEditPath(row.id)}
              problemsPath={trainingProblemsPath(row.id)}
              remove={superAdmin ? () => deleteTraining(row.id) : undefined}
              refresh={ADMIN_TRAINING_KEY}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </SetListCard>
  );
}
