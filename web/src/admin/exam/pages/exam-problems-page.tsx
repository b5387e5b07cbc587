import { Alert, Button, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AddExamProblemBody } from '@oj/shared/schemas/exam';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { usePaging } from '../../../components/pager.tsx';
import { toast } from '../../../lib/toast.ts';
import { DisplayIdPrompt } from '../../components/display-id-prompt.tsx';
import { ListCard } from '../../components/list-card.tsx';
import { withEntries } from '../../components/problem-set.ts';
import { PublicProblemDialog, usePublicProblemSearch } from '../../components/public-problem-dialog.tsx';
import { ADMIN_EXAM_KEY, addExamProblem, examProblemsQuery, examQuery, removeExamProblem, type ExamProblemRow } from '../api/admin-exam-api.ts';
import { EXAM_LIST_PATH } from '../exam-feature.ts';

/** Spec 002 2.5: the public problems outside groups not in the exam yet, searchable, each added under the display id asked. */
function AddFromPublic({ tid, opened, onClose }: { tid: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminExam');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ExamProblemRow | null>(null);
  const search = usePublicProblemSearch();
  const list = useQuery({ ...examProblemsQuery({ tid, queryExisted: false, ...search.params }), enabled: opened });
  const add = useMutation({
    mutationFn: addExamProblem,
    onSuccess: () => {
      toast.success(t('problems.added'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_EXAM_KEY });
      setPicked(null);
    },
  });
  return (
    <PublicProblemDialog
      opened={opened}
      onClose={onClose}
      title={t('problems.addFromPublic')}
      hint={t('problems.publicHint')}
      search={search}
      page={list.data?.problemList}
      loading={list.isPending}
      onPick={setPicked}
    >
      {picked && (
        <DisplayIdPrompt
          key={picked.id}
          label={t('problems.askDisplayId', { problem: `${picked.problemId} ${picked.title}` })}
          check={(displayId) => AddExamProblemBody.safeParse({ tid, pid: picked.id, displayId })}
          onAdd={(displayId) => add.mutate({ tid, pid: picked.id, displayId })}
          adding={add.isPending}
          onCancel={() => setPicked(null)}
        />
      )}
    </PublicProblemDialog>
  );
}

/**
 * /admin/exam/:timedWorkId/problems: the exam's problems in display order with their display ids and titles, removal
 * after a question, and adding from the public bank. Its author and the super admin may open it (the API's rule).
 */
export function ExamProblemsPage() {
  const { t } = useTranslation('adminExam');
  const tid = Number(useParams().timedWorkId);
  const queryClient = useQueryClient();
  const paging = usePaging(10);
  const [adding, { open, close }] = useDisclosure(false);
  const exam = useQuery(examQuery(tid));
  const list = useQuery(examProblemsQuery({ tid, queryExisted: true, currentPage: paging.page, limit: paging.size }));
  const remove = useMutation({
    mutationFn: (pid: number) => removeExamProblem(tid, pid),
    onSuccess: () => {
      toast.success(t('problems.removed'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_EXAM_KEY });
    },
  });
  // A refusal (not its author, no such exam) is the call's translated message.
  if (list.isError)
    return (
      <Alert color="red" data-testid="exam-unavailable">
        {list.error.message}
      </Alert>
    );
  const rows = withEntries(list.data?.problemList.records ?? [], list.data?.timedProblemMap ?? {});
  return (
    <ListCard
      title={t('problems.heading', { title: exam.data?.title ?? '' })}
      actions={
        <>
          <Button onClick={open} data-testid="add-from-public">
            {t('problems.addFromPublic')}
          </Button>
          <Button variant="default" component={Link} to={EXAM_LIST_PATH}>
            {t('common.back')}
          </Button>
        </>
      }
      minWidth={720}
      empty={!list.isPending && rows.length === 0}
      pager={{ total: list.data?.problemList.total ?? 0, page: paging.page, size: paging.size, onPage: paging.setPage, onSize: paging.setSize }}
    >
      <Table striped verticalSpacing="sm" data-testid="exam-problems">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('problems.displayId')}</Table.Th>
            <Table.Th>{t('problems.problem')}</Table.Th>
            <Table.Th>{t('problems.displayTitle')}</Table.Th>
            <Table.Th>{t('problems.author')}</Table.Th>
            <Table.Th>{t('common.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ problem, entry }) => (
            <Table.Tr key={entry.id} data-testid="exam-problem-row">
              <Table.Td fw={700}>{entry.displayId}</Table.Td>
              <Table.Td>
                {problem.problemId} {problem.title}
              </Table.Td>
              <Table.Td>{entry.displayTitle}</Table.Td>
              <Table.Td>{problem.author}</Table.Td>
              <Table.Td>
                <ConfirmButton
                  size="compact-xs"
                  color="orange"
                  question={t('problems.removeQuestion', { displayId: entry.displayId })}
                  onConfirm={() => remove.mutate(problem.id)}
                  data-testid="remove-problem"
                >
                  {t('problems.remove')}
                </ConfirmButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AddFromPublic tid={tid} opened={adding} onClose={close} />
    </ListCard>
  );
}
