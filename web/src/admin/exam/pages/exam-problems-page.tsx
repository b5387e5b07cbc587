import { Alert, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AddExamProblemBody } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePaging } from '../../../components/pager.tsx';
import { withEntries } from '../../components/problem-set.ts';
import { DisplayIdPublicDialog, RemoveProblemButton, SetProblemsCard } from '../../components/problem-set-problems.tsx';
import { usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { ADMIN_EXAM_KEY, addExamProblem, examProblemsQuery, examQuery, removeExamProblem } from '../api/admin-exam-api.ts';
import { EXAM_LIST_PATH } from '../exam-feature.ts';

/** Spec 002 2.5: the public problems outside groups not in the exam yet, searchable, each added under the display id asked. */
function AddFromPublic({ tid, opened, onClose }: { tid: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminExam');
  const search = usePublicProblemSearch();
  const list = useQuery({ ...examProblemsQuery({ tid, queryExisted: false, ...search.params }), enabled: opened });
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
      add={(pid, displayId) => addExamProblem({ tid, pid, displayId })}
      refresh={ADMIN_EXAM_KEY}
    />
  );
}

/**
 * /admin/exam/:timedWorkId/problems: the exam's problems in display order with their display ids and titles, removal
 * after a question, and adding from the public bank. Its author and the super admin may open it (the API's rule).
 */
export function ExamProblemsPage() {
  const { t } = useTranslation('adminExam');
  const tid = Number(useParams().timedWorkId);
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const exam = useQuery(examQuery(tid));
  const list = useQuery(examProblemsQuery({ tid, queryExisted: true, currentPage: paging.page, limit: paging.size }));
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
      <SetProblemsCard
        kind="exam"
        title={t('problems.heading', { title: exam.data?.title ?? '' })}
        backPath={EXAM_LIST_PATH}
        onAdd={open}
        minWidth={720}
        paging={paging}
        total={list.data?.problemList.total ?? 0}
        empty={!list.isPending && rows.length === 0}
        head={
          <>
            <Table.Th>{t('problems.displayId')}</Table.Th>
            <Table.Th>{t('problems.problem')}</Table.Th>
            <Table.Th>{t('problems.displayTitle')}</Table.Th>
            <Table.Th>{t('problems.author')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </>
        }
      >
        {rows.map(({ problem, entry }) => (
          <Table.Tr key={entry.id} data-testid="exam-problem-row">
            <Table.Td fw={700}>{entry.displayId}</Table.Td>
            <Table.Td>
              {problem.problemId} {problem.title}
            </Table.Td>
            <Table.Td>{entry.displayTitle}</Table.Td>
            <Table.Td>{problem.author}</Table.Td>
            <Table.Td>
              <RemoveProblemButton
                kind="exam"
                question={t('problems.removeQuestion', { displayId: entry.displayId })}
                remove={() => removeExamProblem(tid, problem.id)}
                refresh={ADMIN_EXAM_KEY}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </SetProblemsCard>
      <AddFromPublic tid={tid} opened={adding} onClose={close} />
    </>
  );
}
