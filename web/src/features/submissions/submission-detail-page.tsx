import { Anchor, Card, Center, Loader, Stack, Table } from '@mantine/core';
import { isFinalStatus, type JudgeStatus } from '@oj/shared/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SubmissionStatusTag } from '../../components/submission-status-tag.tsx';
import { formatMemory, localDateTime } from '../../lib/format.ts';
import { contestProblemPath, useContestScope } from '../../lib/contest-scope.ts';
import { useScopedPath } from '../../lib/group-paths.ts';
import { isAdmin, useSession } from '../../lib/session.ts';
import { submissionDetailQuery } from './api/submissions-api.ts';
import { CaseResults } from './components/case-results.tsx';
import { CodeView } from './components/code-view.tsx';
import { StatusBanner } from './components/status-banner.tsx';

/** Spec 000 section 2.12: banner, the one-row table, case results and the code. */
export function SubmissionDetailPage() {
  const { t } = useTranslation();
  const submitId = Number(useParams().submitID);
  const scope = useContestScope();
  // in a group (GroupSubmissionDetails) the problem opens in the group
  const scoped = useScopedPath();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({ ...submissionDetailQuery(submitId), enabled: Number.isInteger(submitId) });
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data) return null;
  const s = data.submission;
  // Case results exist once the verdict is in; the query runs again then after a rejudge.
  const judged = isFinalStatus(s.status as JudgeStatus);
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <StatusBanner s={s} />
      <Card withBorder padding="md">
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="submission-row">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('submission.runId')}</Table.Th>
                <Table.Th>{t('submission.submitTime')}</Table.Th>
                <Table.Th>{t('submission.problem')}</Table.Th>
                <Table.Th>{t('submission.status')}</Table.Th>
                <Table.Th>{t('submission.time')}</Table.Th>
                <Table.Th>{t('submission.memory')}</Table.Th>
                {s.score !== null && <Table.Th>{t('submission.score')}</Table.Th>}
                <Table.Th>{t('submission.length')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{s.submitId}</Table.Td>
                <Table.Td>{localDateTime(s.submitTime)}</Table.Td>
                <Table.Td>
                  {/* a problem the viewer may not read comes without a display id */}
                  {s.displayPid ? (
                    <Anchor component={Link} to={scope ? contestProblemPath(scope.cid, s.displayPid) : scoped(`/problem/${encodeURIComponent(s.displayPid)}`)} size="sm">
                      {s.displayPid}
                    </Anchor>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusTag
                    submitId={s.submitId}
                    status={s.status}
                    canResubmit={user?.uid === s.uid || isAdmin(user)}
                    onResubmitted={() => void queryClient.invalidateQueries({ queryKey: submissionDetailQuery(submitId).queryKey })}
                  />
                </Table.Td>
                <Table.Td>{s.time ?? '-'} ms</Table.Td>
                <Table.Td>{s.memory != null ? formatMemory(s.memory) : '-'}</Table.Td>
                {s.score !== null && <Table.Td>{s.score}</Table.Td>}
                <Table.Td>{s.length} B</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {judged && <CaseResults submitId={s.submitId} />}
      {s.code !== undefined && <CodeView s={s} code={s.code} owner={user?.uid === s.uid} />}
    </Stack>
  );
}
