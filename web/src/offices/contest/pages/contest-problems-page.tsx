import { Button, ColorInput, Group, Tooltip } from '@mantine/core';
import { ContestStatus, ProblemAuth } from '@oj/shared/enums';
import { useDisclosure } from '@mantine/hooks';
import type { AdminContestProblemRow, AdminContestView, ContestEntryView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AddProblemFromGroupQuery } from '@oj/shared/schemas/group-contest';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { officeProblemsQuery, useContestOffice } from '../api/contest-office.ts';
import { AddPublicProblemDialog } from '../components/add-public-problem-dialog.tsx';
import { AddFromGroupButton } from '../../components/group-problem-dialog.tsx';
import { RemoteImportButton, RemoteProblemDialog } from '../../components/remote-problem-dialog.tsx';
import { ConfirmedChangeButton } from '../../../components/list-change.tsx';
import { withEntries } from '../../components/problem-set.ts';
import { DisplayIdProblemsCard, RemoveProblemButton } from '../../components/problem-set-problems.tsx';
import { WithContest } from '../contest-param.tsx';

const BALLOON_SWATCHES = ['#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

/** The balloon colour, edited in place: saved when the field is left or Enter is pressed, if it changed. */
function BalloonColor({ entry }: { entry: ContestEntryView }) {
  const { t } = useTranslation('adminContest');
  const office = useContestOffice();
  const [value, setValue] = useState(entry.color ?? '');
  const saved = useRef(entry.color ?? '');
  const save = useMutation({
    mutationFn: (color: string) => office.setBalloonColor(entry.id, color || null),
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

/** Spec 002: a problem imported from a remote judge straight into the contest, under the display id asked. */
function ImportRemoteProblem({ contest, importRemote }: { contest: AdminContestView; importRemote: NonNullable<ReturnType<typeof useContestOffice>['importRemote']> }) {
  const { t } = useTranslation('adminContest');
  const office = useContestOffice();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <RemoteImportButton onClick={open} />
      <RemoteProblemDialog
        opened={opened}
        onClose={close}
        displayIdLabel={t('problems.displayId')}
        importProblem={({ name, problemId, displayId }) => importRemote({ cid: contest.id, name, problemId, displayId })}
        refresh={office.key}
      />
    </>
  );
}

/**
 * Makes a contest problem public in the problem bank (the back office's change-problem-auth to public), offered once
 * the contest has ended; before that the server refuses it too (the problem is the contest's secret until its end).
 */
function PublishButton({ contest, problem, publish }: { contest: AdminContestView; problem: AdminContestProblemRow; publish: (pid: number) => Promise<unknown> }) {
  const { t } = useTranslation('adminContest');
  const office = useContestOffice();
  const ended = contest.status === ContestStatus.ENDED;
  const button = (
    <ConfirmedChangeButton
      size="compact-xs"
      color="teal"
      disabled={!ended}
      question={t('problems.publishQuestion', { problem: `${problem.problemId} ${problem.title}` })}
      call={() => publish(problem.id)}
      done={t('problems.published')}
      refresh={office.key}
      data-testid="publish-problem"
    >
      {t('problems.publish')}
    </ConfirmedChangeButton>
  );
  return ended ? (
    button
  ) : (
    <Tooltip label={t('problems.publishAfterEnd')}>
      <span>{button}</span>
    </Tooltip>
  );
}

function ContestProblems({ contest }: { contest: AdminContestView }) {
  const { t } = useTranslation('adminContest');
  const { user } = useSession();
  const office = useContestOffice();
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const list = useQuery(officeProblemsQuery(office, { cid: contest.id, currentPage: paging.page, limit: paging.size }));
  const mayRemove = office.editsProblems(user);
  const addFromGroup = office.addFromGroup;
  const rows = withEntries(list.data?.problemList.records ?? [], list.data?.contestProblemMap ?? {});

  return (
    <>
      <DisplayIdProblemsCard
        kind="contest"
        title={t('problems.heading', { title: contest.title })}
        backPath={office.paths.list}
        onAdd={open}
        more={
          <>
            <Button color="green" component={Link} to={office.paths.createProblem(contest.id)} data-testid="create-contest-problem">
              {t('problems.create')}
            </Button>
            {addFromGroup && (
              <AddFromGroupButton
                title={t('problems.addFromGroup')}
                displayIdLabel={t('problems.displayId')}
                check={(problemId, displayId) => AddProblemFromGroupQuery.safeParse({ problemId, displayId, cid: contest.id })}
                add={(problemId, displayId) => addFromGroup({ cid: contest.id, problemId, displayId })}
                added={t('problems.added')}
                refresh={office.key}
              />
            )}
            {office.importRemote && <ImportRemoteProblem contest={contest} importRemote={office.importRemote} />}
          </>
        }
        minWidth={900}
        paging={paging}
        rows={rows}
        total={list.data?.problemList.total ?? 0}
        loading={list.isPending}
        column={{ head: t('problems.balloon'), cell: (_, entry) => <BalloonColor entry={entry} /> }}
        options={(problem, entry) => (
          <Group gap={6} wrap="nowrap">
            {office.paths.editProblem && (mayRemove || user?.username === problem.author) && (
              <Button size="compact-xs" variant="light" component={Link} to={office.paths.editProblem(contest.id, problem.id)} data-testid="edit-contest-problem">
                {t('problems.edit')}
              </Button>
            )}
            {office.publish && problem.auth !== ProblemAuth.PUBLIC && <PublishButton contest={contest} problem={problem} publish={office.publish} />}
            {mayRemove && (
              <RemoveProblemButton kind="contest" question={t('problems.removeQuestion', { displayId: entry.displayId })} remove={() => office.removeProblem(contest.id, problem.id)} refresh={office.key} />
            )}
          </Group>
        )}
      />
      <AddPublicProblemDialog contest={contest} opened={adding} onClose={close} />
    </>
  );
}

/**
 * /admin/contest/:contestId/problems: the contest's problems with their display ids, titles and balloon colours; a
 * group's Contest tab names the contest in `cid` and adds a problem of the group or a new one.
 */
export function ContestProblemsPage({ cid }: { cid?: number | undefined }) {
  return <WithContest cid={cid}>{(contest) => <ContestProblems contest={contest} />}</WithContest>;
}
