import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SubmissionStatusTag } from '../../../components/submission-status-tag.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { openAuthModal } from '../../../lib/auth-modal.ts';
import { contestSubmissionPath } from '../../../lib/contest-scope.ts';
import { formatMemory } from '../../../lib/format.ts';
import { scopedPath } from '../../../lib/group-paths.ts';
import type { ContestScope, ExamScope } from '../../../lib/problem-set-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { submissionListQuery, useLiveSubmissions } from '../../../lib/submission-api.ts';
import { examSubmissionsQuery } from '../api/problem-detail-api.ts';

interface Props {
  /** The problem's id, or its display id in a contest or an exam. */
  problemId: string;
  scope: ContestScope | undefined;
  exam?: ExamScope | undefined;
  /** The group the problem is shown in: its submissions are the group's. */
  gid?: number | undefined;
}

const submissionPath = (submitId: number) => `/submission-detail/${submitId}`;

interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
}

interface TableProps<Row> {
  minWidth: number;
  paging: ReturnType<typeof usePaging>;
  /** The page's rows, followed until their verdicts. */
  rows: readonly Row[];
  total: number;
  detailPath: (submitId: number) => string;
  /** The columns after the run id (its link to the submission). */
  columns: readonly Column<Row>[];
  rowTestId?: string;
}

/** One's submissions as a table (`my-submissions`): the run id linking to the submission, the list's own columns, and the pages. */
function SubmissionTable<Row extends { submitId: number }>({ minWidth, paging, rows, total, detailPath, columns, rowTestId }: TableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover data-testid="my-submissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('submission.runId')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.head}>{column.head}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.submitId} data-testid={rowTestId}>
                <Table.Td>
                  <Anchor component={Link} to={detailPath(s.submitId)} size="sm">
                    {s.submitId}
                  </Anchor>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.head}>{column.cell(s)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={total} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}

/** Spec 001 2.9: in an exam, the exam's own list of one's submissions (submit time, status, score, language). */
function ExamList({ problemId, exam }: { problemId: string; exam: ExamScope }) {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES.mySubmissions);
  const { data } = useQuery(examSubmissionsQuery({ examId: exam.examId, displayId: problemId, currentPage: paging.page, limit: paging.size }));
  const rows = useLiveSubmissions(data?.records ?? []);
  return (
    <SubmissionTable
      minWidth={420}
      paging={paging}
      rows={rows}
      total={data?.total ?? 0}
      detailPath={submissionPath}
      rowTestId="my-submission-row"
      columns={[
        { head: t('submission.submitTime'), cell: (s) => <RelativeTime iso={s.submitTime} /> },
        { head: t('submission.status'), cell: (s) => <SubmissionStatusTag submitId={s.submitId} status={s.status} canResubmit /> },
        { head: t('submission.score'), cell: (s) => s.score ?? '-' },
        { head: t('submission.language'), cell: (s) => s.language },
      ]}
    />
  );
}

function List({ problemId, scope, gid }: Props) {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES.mySubmissions);
  // a contest's own list, else the group's (inside a group) or the site's
  const place = scope ? { contestID: scope.cid, containsEnd: scope.containsEnd, beforeContestSubmit: scope.beforeStart } : { gid };
  const { data } = useQuery(submissionListQuery({ currentPage: paging.page, limit: paging.size, onlyMine: true, problemID: problemId, ...place }));
  const rows = useLiveSubmissions(data?.records ?? [], scope?.cid);
  return (
    <SubmissionTable
      minWidth={480}
      paging={paging}
      rows={rows}
      total={data?.total ?? 0}
      detailPath={(submitId) => (scope ? contestSubmissionPath(scope.cid, problemId, submitId) : scopedPath(gid, submissionPath(submitId)))}
      columns={[
        { head: t('submission.status'), cell: (s) => <SubmissionStatusTag submitId={s.submitId} status={s.status} canResubmit /> },
        { head: t('submission.time'), cell: (s) => (s.time != null ? `${s.time} ms` : '-') },
        { head: t('submission.memory'), cell: (s) => (s.memory != null ? formatMemory(s.memory) : '-') },
        { head: t('submission.language'), cell: (s) => s.language },
        { head: t('submission.submitTime'), cell: (s) => <RelativeTime iso={s.submitTime} /> },
      ]}
    />
  );
}

/** The viewer's own submissions to this problem (in a contest or an exam, there), 10 a page; visitors are asked to log in. */
export function MySubmissions({ problemId, scope, exam, gid }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) return exam ? <ExamList problemId={problemId} exam={exam} /> : <List problemId={problemId} scope={scope} gid={gid} />;
  return (
    <Stack align="center" py="lg">
      <Text c="dimmed">{t('problem.loginToSee')}</Text>
      <Button onClick={() => openAuthModal('login')}>{t('auth.login')}</Button>
    </Stack>
  );
}
