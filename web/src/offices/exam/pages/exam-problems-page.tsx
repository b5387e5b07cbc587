import { Alert } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AddExamProblemBody } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { withEntries } from '../../components/problem-set.ts';
import { DisplayIdPublicDialog, DisplayIdProblemsCard, RemoveProblemButton } from '../../components/problem-set-problems.tsx';
import { usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import type { Checked } from '../../components/display-id-prompt.tsx';
import { AddFromGroupButton } from '../../components/group-problem-dialog.tsx';
import { officeExamProblemsQuery, officeExamQuery, useExamOffice } from '../api/exam-office.ts';

/** Spec 002 2.5: the public problems outside groups not in the exam yet, searchable, each added under the display id asked. */
function AddFromPublic({ tid, opened, onClose }: { tid: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminExam');
  const office = useExamOffice();
  const search = usePublicProblemSearch();
  const list = useQuery({ ...officeExamProblemsQuery(office, { tid, queryExisted: false, ...search.params }), enabled: opened });
  return (
    <DisplayIdPublicDialog
      kind="exam"
      opened={opened}
      onClose={onClose}
      hint={t('problems.publicHint')}
      search={search}
      page={list.data?.problemList}
      loading={list.isPending}
      check={(pid, displayId) => AddExamProblemBody.safeParse({ tid, pid, displayId })}
      add={(pid, displayId) => office.addFromPublic({ tid, pid, displayId })}
      refresh={office.key}
    />
  );
}

/** The group problem's id is required; the display id, when given, follows the exam's display id rule. */
const checkFromGroup = (problemId: string, displayId: string): Checked => {
  if (!problemId) return { success: false, error: { issues: [{ message: 'Please give the problem id of a group problem' }] } };
  return displayId ? AddExamProblemBody.shape.displayId.safeParse(displayId) : { success: true };
};

/**
 * /admin/exam/:timedWorkId/problems (a group's Exam tab names the exam in `tid`): the exam's problems in display order
 * with their display ids and titles, removal after a question, and adding from the public bank (and in a group from
 * the group's problems). Its author and the super admin (in a group its root) may open it (the API's rule).
 */
export function ExamProblemsPage({ tid: given }: { tid?: number | undefined }) {
  const { t } = useTranslation('adminExam');
  const office = useExamOffice();
  const param = Number(useParams().timedWorkId);
  const tid = given ?? param;
  const addFromGroup = office.addFromGroup;
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const exam = useQuery(officeExamQuery(office, tid));
  const list = useQuery(officeExamProblemsQuery(office, { tid, queryExisted: true, currentPage: paging.page, limit: paging.size }));
  // A refusal (not its author, no such exam) is the call's translated message.
  if (list.isError)
    return (
      <Alert color="red" data-testid="exam-unavailable">
        {list.error.message}
      </Alert>
    );
  const rows = withEntries(list.data?.problemList.records ?? [], list.data?.timedProblemMap ?? {});
  return (
    <>
      <DisplayIdProblemsCard
        kind="exam"
        title={t('problems.heading', { title: exam.data?.title ?? '' })}
        backPath={office.paths.list}
        onAdd={open}
        more={
          // Spec 002 2.7 "add-from-group-bank": a problem of the exam's group by its problem id, under the display id given or its own.
          addFromGroup && (
            <AddFromGroupButton
              title={t('problems.addFromGroup')}
              displayIdLabel={t('problems.groupDisplayId')}
              displayIdOptional
              check={checkFromGroup}
              add={(problemId, displayId) => addFromGroup({ tid, problemId, displayId })}
              added={t('problems.added')}
              refresh={office.key}
            />
          )
        }
        minWidth={720}
        paging={paging}
        rows={rows}
        total={list.data?.problemList.total ?? 0}
        loading={list.isPending}
        column={{ head: t('problems.author'), cell: (problem) => problem.author }}
        options={(problem, entry) => (
          <RemoveProblemButton kind="exam" question={t('problems.removeQuestion', { displayId: entry.displayId })} remove={() => office.removeProblem(tid, problem.id)} refresh={office.key} />
        )}
      />
      <AddFromPublic tid={tid} opened={adding} onClose={close} />
    </>
  );
}
