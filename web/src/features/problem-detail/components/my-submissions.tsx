import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** Spec 001 2.9: in an exam, the exam's own list of one's submissions (submit time, status, score, language). */
function ExamList({ problemId, exam }: { problemId: string; exam: ExamScope }) {
  const { t } = useTranslation();
  const { page, size, setPage, setSize } = usePaging(PAGE_SIZES.mySubmissions);
  const { data } = useQuery(examSubmissionsQuery({ examId: exam.examId, displayId: problemId, currentPage: page, limit: size }));
  const rows = useLiveSubmissions(data?.records ?? []);
  return (
    <>
      <Table.ScrollContainer minWidth={420}>
        <Table highlightOnHover data-testid="my-submissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('submission.runId')}</Table.Th>
              <Table.Th>{t('submission.submitTime')}</Table.Th>
              <Table.Th>{t('submission.status')}</Table.Th>
              <Table.Th>{t('submission.score')}</Table.Th>
              <Table.Th>{t('submission.language')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.submitId} data-testid="my-submission-row">
                <Table.Td>
                  <Anchor component={Link} to={submissionPath(s.submitId)} size="sm">
                    {s.submitId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <RelativeTime iso={s.submitTime} />
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusTag submitId={s.submitId} status={s.status} canResubmit />
                </Table.Td>
                <Table.Td>{s.score ?? '-'}</Table.Td>
                <Table.Td>{s.language}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} />
    </>
  );
}

function List({ problemId, scope, gid }: Props) {
  const { t } = useTranslation();
  const { page, size, setPage, setSize } = usePaging(PAGE_SIZES.mySubmissions);
  // a contest's own list, else the group's (inside a group) or the site's
  const place = scope ? { contestID: scope.cid, containsEnd: scope.containsEnd, beforeContestSubmit: scope.beforeStart } : { gid };
  const { data } = useQuery(submissionListQuery({ currentPage: page, limit: size, onlyMine: true, problemID: problemId, ...place }));
  const rows = useLiveSubmissions(data?.records ?? [], scope?.cid);
  const detailPath = (submitId: number) => (scope ? contestSubmissionPath(scope.cid, problemId, submitId) : scopedPath(gid, submissionPath(submitId)));
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table highlightOnHover data-testid="my-submissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('submission.runId')}</Table.Th>
              <Table.Th>{t('submission.status')}</Table.Th>
              <Table.Th>{t('submission.time')}</Table.Th>
              <Table.Th>{t('submission.memory')}</Table.Th>
              <Table.Th>{t('submission.language')}</Table.Th>
              <Table.Th>{t('submission.submitTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.submitId}>
                <Table.Td>
                  <Anchor component={Link} to={detailPath(s.submitId)} size="sm">
                    {s.submitId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusTag submitId={s.submitId} status={s.status} canResubmit />
                </Table.Td>
                <Table.Td>{s.time != null ? `${s.time} ms` : '-'}</Table.Td>
                <Table.Td>{s.memory != null ? formatMemory(s.memory) : '-'}</Table.Td>
                <Table.Td>{s.language}</Table.Td>
                <Table.Td>
                  <RelativeTime iso={s.submitTime} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} />
    </>
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
