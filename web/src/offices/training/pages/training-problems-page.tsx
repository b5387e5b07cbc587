import { Button, Group, NumberInput, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AddTrainingProblemFromGroupQuery } from '@oj/shared/schemas/group-training';
import { TRAINING_RANK_MAX } from '@oj/shared/schemas/training';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { GroupProblemDialog } from '../../components/group-problem-dialog.tsx';
import { useListChange } from '../../../components/list-change.tsx';
import { isProblemEditor, withEntries } from '../../components/problem-set.ts';
import { RemoveProblemButton, SetProblemsCard } from '../../components/problem-set-problems.tsx';
import { PublicProblemDialog, usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { bankTrainingProblemsQuery, bankTrainingQuery, useTrainingBank, type TrainingBank, type TrainingEntry, type TrainingProblemList } from '../api/admin-training-api.ts';
import { RemoteImportButton, RemoteProblemDialog } from '../../components/remote-problem-dialog.tsx';
import { TRAINING_LIST_PATH } from '../paths.ts';

/** The problem's place in the training, edited in place: saved when the field is left or Enter is pressed, if it changed. */
function RankInput({ entry, disabled }: { entry: TrainingEntry; disabled: boolean }) {
  const { t } = useTranslation('adminTraining');
  const [value, setValue] = useState<number | ''>(entry.rank);
  const saved = useRef(entry.rank);
  const bank = useTrainingBank();
  const save = useMutation({
    mutationFn: (rank: number) => bank.setRank(entry, rank),
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
  const bank = useTrainingBank();
  const search = usePublicProblemSearch();
  const list = useQuery({ ...bankTrainingProblemsQuery(bank, { tid, queryExisted: false, ...search.params }), enabled: opened });
  const add = useListChange((problem: { id: number; problemId: string }) => bank.addFromPublic(tid, problem), t('problems.added'), bank.key);
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

/** Spec 002 2.5 "Add From Group Problem": one of the group's own problems, by its problem id. */
function AddFromGroup({ tid, opened, onClose, add }: { tid: number; opened: boolean; onClose: () => void; add: (tid: number, problemId: string) => Promise<unknown> }) {
  const { t } = useTranslation('adminTraining');
  const bank = useTrainingBank();
  return (
    <GroupProblemDialog
      opened={opened}
      onClose={onClose}
      title={t('problems.addFromGroup')}
      check={(problemId) => AddTrainingProblemFromGroupQuery.safeParse({ problemId, tid })}
      add={(problemId) => add(tid, problemId)}
      added={t('problems.added')}
      refresh={bank.key}
    />
  );
}

/** Spec 002: a problem imported from a remote judge straight into the training. */
function ImportRemote({ tid, opened, onClose, importRemote }: { tid: number; opened: boolean; onClose: () => void; importRemote: NonNullable<TrainingBank['importRemote']> }) {
  const bank = useTrainingBank();
  return <RemoteProblemDialog opened={opened} onClose={onClose} importProblem={({ name, problemId }) => importRemote(tid, name, problemId)} refresh={bank.key} />;
}

/** A training problem's row as its list answers it: a group's training also says which group a problem is in. */
export type TrainingProblemRow = TrainingProblemList['problemList']['records'][number] & { gid?: number | null | undefined };

interface EditorProps {
  tid: number;
  backPath: string;
  /** Who changes ranks and removes problems (the back office: problem editors). */
  editable: boolean;
  /** More header cells, per row more cells and more options (a group's auth select and its own problems' edit, test data and delete). */
  extra?: { head: ReactNode; cells: (problem: TrainingProblemRow) => ReactNode; options: (problem: TrainingProblemRow) => ReactNode } | undefined;
  /** How a row's problem id reads (a group's problems show the group's short name first). */
  label?: ((problem: TrainingProblemRow) => string) | undefined;
}

/** A training's problems in order (TrainingBankContext's bank): ranks, removal, adding from the public bank (and a group's own). */
export function TrainingProblemsEditor({ tid, backPath, editable, extra, label = (problem) => problem.problemId }: EditorProps) {
  const { t } = useTranslation('adminTraining');
  const bank = useTrainingBank();
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const [addingOwn, own] = useDisclosure(false);
  const [importing, remote] = useDisclosure(false);
  const training = useQuery(bankTrainingQuery(bank, tid)).data?.training;
  const list = useQuery(bankTrainingProblemsQuery(bank, { tid, queryExisted: true, currentPage: paging.page, limit: paging.size }));
  const rows = withEntries<TrainingProblemRow, TrainingEntry>(list.data?.problemList.records ?? [], list.data?.trainingProblemMap ?? {});
  return (
    <>
      <SetProblemsCard
        kind="training"
        title={t('problems.heading', { title: training?.title ?? '' })}
        backPath={backPath}
        onAdd={open}
        more={
          <>
            {bank.addFromGroup && (
              <Button onClick={own.open} data-testid="add-from-group">
                {t('problems.addFromGroup')}
              </Button>
            )}
            {bank.importRemote && <RemoteImportButton onClick={remote.open} />}
          </>
        }
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
            {extra?.head}
            <Table.Th>{t('common.options')}</Table.Th>
          </>
        }
      >
        {rows.map(({ problem, entry }) => (
          <Table.Tr key={entry.id} data-testid="training-problem-row">
            <Table.Td>{problem.id}</Table.Td>
            <Table.Td>{label(problem)}</Table.Td>
            <Table.Td>{problem.title}</Table.Td>
            <Table.Td>{problem.author}</Table.Td>
            <Table.Td>
              <RankInput key={`${entry.id}-${entry.rank}`} entry={entry} disabled={!editable} />
            </Table.Td>
            {extra?.cells(problem)}
            <Table.Td>
              <Group gap={6}>
                {extra?.options(problem)}
                {editable && (
                  <RemoveProblemButton
                    kind="training"
                    question={t('problems.removeQuestion', { problem: `${label(problem)} ${problem.title}` })}
                    remove={() => bank.removeProblem(tid, problem.id)}
                    refresh={bank.key}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </SetProblemsCard>
      <AddFromPublic tid={tid} opened={adding} onClose={close} />
      {bank.addFromGroup && <AddFromGroup tid={tid} opened={addingOwn} onClose={own.close} add={bank.addFromGroup} />}
      {bank.importRemote && <ImportRemote tid={tid} opened={importing} onClose={remote.close} importRemote={bank.importRemote} />}
    </>
  );
}

/** /admin/training/:trainingId/problems: the training's problems in order, their ranks, removal and adding from the public bank. */
export function TrainingProblemsPage() {
  const tid = Number(useParams().trainingId);
  const { user } = useSession();
  return <TrainingProblemsEditor tid={tid} backPath={TRAINING_LIST_PATH} editable={isProblemEditor(user)} />;
}
