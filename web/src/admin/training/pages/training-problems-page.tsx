import { NumberInput, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TRAINING_RANK_MAX } from '@oj/shared/schemas/training';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useListChange } from '../../components/list-change.tsx';
import { isProblemEditor, withEntries } from '../../components/problem-set.ts';
import { RemoveProblemButton, SetProblemsCard } from '../../components/problem-set-problems.tsx';
import { PublicProblemDialog, usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import {
  ADMIN_TRAINING_KEY,
  addProblemFromPublic,
  removeTrainingProblem,
  setProblemRank,
  trainingProblemsQuery,
  trainingQuery,
  type TrainingEntry,
} from '../api/admin-training-api.ts';
import { TRAINING_LIST_PATH } from '../training-feature.ts';

/** The problem's place in the training, edited in place: saved when the field is left or Enter is pressed, if it changed. */
function RankInput({ entry, disabled }: { entry: TrainingEntry; disabled: boolean }) {
  const { t } = useTranslation('adminTraining');
  const [value, setValue] = useState<number | ''>(entry.rank);
  const saved = useRef(entry.rank);
  const save = useMutation({
    mutationFn: (rank: number) => setProblemRank(entry, rank),
    onSuccess: (next) => {
      saved.current = next.rank;
      toast.success(t('problems.rankSaved'));
    },
  });
  const commit = () => {
    if (value === saved.current) return;
    if (value === '' || !Number.isInteger(value) || value < 0 || value > TRAINING_RANK_MAX) return toast.warning(t('problems.rankRange', { max: TRAINING_RANK_MAX }));
    save.mutate(value);
  };
  return (
    <NumberInput
      value={value}
      onChange={(v) => setValue(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      min={0}
      max={TRAINING_RANK_MAX}
      allowDecimal={false}
      w={140}
      size="xs"
      disabled={disabled}
      aria-label={t('problems.rank')}
      data-testid="problem-rank"
    />
  );
}

/** Spec 002 2.5: the training's public problems not in it yet, each added under its own id. */
function AddFromPublic({ tid, opened, onClose }: { tid: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminTraining');
  const search = usePublicProblemSearch();
  const list = useQuery({ ...trainingProblemsQuery({ tid, queryExisted: false, ...search.params }), enabled: opened });
  const add = useListChange((problem: { id: number; problemId: string }) => addProblemFromPublic(tid, problem), t('problems.added'), ADMIN_TRAINING_KEY);
  return (
    <PublicProblemDialog
      opened={opened}
      onClose={onClose}
      title={t('problems.addFromPublic')}
      hint={t('problems.publicHint')}
      search={search}
      page={list.data?.problemList}
      loading={list.isPending}
      onPick={(problem) => add.mutate(problem)}
      addingId={add.isPending ? add.variables.id : null}
    />
  );
}

/** /admin/training/:trainingId/problems: the training's problems in order, their ranks, removal and adding from the public bank. */
export function TrainingProblemsPage() {
  const { t } = useTranslation('adminTraining');
  const tid = Number(useParams().trainingId);
  const { user } = useSession();
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const training = useQuery(trainingQuery(tid)).data?.training;
  const list = useQuery(trainingProblemsQuery({ tid, queryExisted: true, currentPage: paging.page, limit: paging.size }));
  const editor = isProblemEditor(user);
  const rows = withEntries(list.data?.problemList.records ?? [], list.data?.trainingProblemMap ?? {});
  return (
    <>
      <SetProblemsCard
        kind="training"
        title={t('problems.heading', { title: training?.title ?? '' })}
        backPath={TRAINING_LIST_PATH}
        onAdd={open}
        minWidth={720}
        paging={paging}
        total={list.data?.problemList.total ?? 0}
        empty={!list.isPending && rows.length === 0}
        head={
          <>
            <Table.Th>{t('common.id')}</Table.Th>
            <Table.Th>{t('problems.problemId')}</Table.Th>
            <Table.Th>{t('common.title')}</Table.Th>
            <Table.Th>{t('problems.author')}</Table.Th>
            <Table.Th>{t('problems.rank')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </>
        }
      >
        {rows.map(({ problem, entry }) => (
          <Table.Tr key={entry.id} data-testid="training-problem-row">
            <Table.Td>{problem.id}</Table.Td>
            <Table.Td>{problem.problemId}</Table.Td>
            <Table.Td>{problem.title}</Table.Td>
            <Table.Td>{problem.author}</Table.Td>
            <Table.Td>
              <RankInput key={`${entry.id}-${entry.rank}`} entry={entry} disabled={!editor} />
            </Table.Td>
            <Table.Td>
              {editor && (
                <RemoveProblemButton
                  kind="training"
                  question={t('problems.removeQuestion', { problem: `${problem.problemId} ${problem.title}` })}
                  remove={() => removeTrainingProblem(tid, problem.id)}
                  refresh={ADMIN_TRAINING_KEY}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SetProblemsCard>
      <AddFromPublic tid={tid} opened={adding} onClose={close} />
    </>
  );
}
