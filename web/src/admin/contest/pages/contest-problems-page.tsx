import { ColorInput, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminContestView, ContestEntryView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../components/pager.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_CONTEST_KEY, contestProblemListQuery, removeContestProblem, setBalloonColor } from '../api/admin-contest-api.ts';
import { AddPublicProblemDialog } from '../components/add-public-problem-dialog.tsx';
import { isProblemEditor, withEntries } from '../../components/problem-set.ts';
import { RemoveProblemButton, SetProblemsCard } from '../../components/problem-set-problems.tsx';
import { CONTEST_LIST_PATH } from '../contest-feature.ts';
import { WithContest } from '../contest-param.tsx';

const BALLOON_SWATCHES = ['#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

/** The balloon colour, edited in place: saved when the field is left or Enter is pressed, if it changed. */
function BalloonColor({ entry }: { entry: ContestEntryView }) {
  const { t } = useTranslation('adminContest');
  const [value, setValue] = useState(entry.color ?? '');
  const saved = useRef(entry.color ?? '');
  const save = useMutation({
    mutationFn: (color: string) => setBalloonColor(entry.id, color || null),
    onSuccess: (_, color) => {
      saved.current = color;
      toast.success(t('problems.colorSaved'));
    },
  });
  const commit = () => {
    const color = value.trim();
    if (color !== saved.current) save.mutate(color);
  };
  return (
    <ColorInput
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      swatches={BALLOON_SWATCHES}
      w={150}
      size="xs"
      aria-label={t('problems.balloon')}
      data-testid="balloon-color"
    />
  );
}

function ContestProblems({ contest }: { contest: AdminContestView }) {
  const { t } = useTranslation('adminContest');
  const { user } = useSession();
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const list = useQuery(contestProblemListQuery({ cid: contest.id, currentPage: paging.page, limit: paging.size }));
  const mayRemove = isProblemEditor(user);
  const rows = withEntries(list.data?.problemList.records ?? [], list.data?.contestProblemMap ?? {});

  return (
    <>
      <SetProblemsCard
        kind="contest"
        title={t('problems.heading', { title: contest.title })}
        backPath={CONTEST_LIST_PATH}
        onAdd={open}
        hint={t('problems.noCreate')}
        minWidth={760}
        paging={paging}
        total={list.data?.problemList.total ?? 0}
        empty={!list.isPending && rows.length === 0}
        head={
          <>
            <Table.Th>{t('problems.displayId')}</Table.Th>
            <Table.Th>{t('problems.problem')}</Table.Th>
            <Table.Th>{t('problems.displayTitle')}</Table.Th>
            <Table.Th>{t('problems.balloon')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </>
        }
      >
        {rows.map(({ problem, entry }) => (
          <Table.Tr key={entry.id} data-testid="contest-problem-row">
            <Table.Td fw={700}>{entry.displayId}</Table.Td>
            <Table.Td>
              {problem.problemId} {problem.title}
            </Table.Td>
            <Table.Td>{entry.displayTitle}</Table.Td>
            <Table.Td>
              <BalloonColor entry={entry} />
            </Table.Td>
            <Table.Td>
              {mayRemove && (
                <RemoveProblemButton
                  kind="contest"
                  question={t('problems.removeQuestion', { displayId: entry.displayId })}
                  remove={() => removeContestProblem(contest.id, problem.id)}
                  refresh={ADMIN_CONTEST_KEY}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SetProblemsCard>
      <AddPublicProblemDialog contest={contest} opened={adding} onClose={close} />
    </>
  );
}

/** /admin/contest/:contestId/problems: the contest's problems with their display ids, titles and balloon colours. */
export function ContestProblemsPage() {
  return <WithContest>{(contest) => <ContestProblems contest={contest} />}</WithContest>;
}
