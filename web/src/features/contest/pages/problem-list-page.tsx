import { Card, Progress, Table, Text, Tooltip } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import type { ContestProblemRow } from '@oj/shared/schemas/contest-view';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contestProblemPath } from '../../../lib/contest-scope.ts';
import { acRate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { contestProblemsQuery, myProblemStatusesQuery } from '../api/contest-api.ts';
import { Balloon } from '../components/icons.tsx';
import { MyMark } from '../components/my-mark.tsx';
import { useContestShell } from '../shell-context.ts';

/** A count the viewer may not see yet (the rank is sealed) shows as a question mark. */
const Hidden = () => (
  <Text c="dimmed" fw={700} span>
    ?
  </Text>
);

/** Spec 001 section 2.3: the contest's problems with the viewer's marks and, with the real-time view, their counts. */
export function ProblemListPage() {
  const { t } = useTranslation('contest');
  const { cid, info, containsEnd, realTime } = useContestShell();
  const { user } = useSession();
  const navigate = useNavigate();
  const { data: rows = [] } = useQuery(contestProblemsQuery(cid, containsEnd));
  const { data: mine } = useQuery(
    myProblemStatusesQuery(
      cid,
      rows.map((r) => r.pid),
      containsEnd,
      user?.uid ?? null,
    ),
  );
  const oi = info.type === ContestType.OI;
  const open = (r: ContestProblemRow) => void navigate(contestProblemPath(cid, r.displayId));
  return (
    <Card withBorder padding="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover data-testid="contest-problems">
          <Table.Thead>
            <Table.Tr>
              {user && <Table.Th w={60} />}
              <Table.Th w={100}>#</Table.Th>
              <Table.Th>{t('problems.title')}</Table.Th>
              <Table.Th>{t('problems.ac')}</Table.Th>
              <Table.Th>{t('problems.total')}</Table.Th>
              <Table.Th w={180}>{t('problems.acRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.displayId} style={{ cursor: 'pointer' }} onClick={() => open(r)} data-testid="contest-problem-row">
                {user && (
                  <Table.Td>
                    <MyMark mine={mine?.[r.pid]} oi={oi} />
                  </Table.Td>
                )}
                <Table.Td>
                  {r.color && <Balloon color={r.color} />}
                  {r.displayId}
                </Table.Td>
                <Table.Td>{r.displayTitle}</Table.Td>
                <Table.Td>{realTime ? r.ac : <Hidden />}</Table.Td>
                <Table.Td>{realTime ? r.total : <Hidden />}</Table.Td>
                <Table.Td>
                  {realTime ? (
                    <Tooltip label={`${r.ac}/${r.total}`}>
                      <Progress.Root size={18}>
                        <Progress.Section value={r.total ? (r.ac / r.total) * 100 : 0}>
                          <Progress.Label>{acRate(r.ac, r.total)}</Progress.Label>
                        </Progress.Section>
                      </Progress.Root>
                    </Tooltip>
                  ) : (
                    <Hidden />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('problems.empty')}
        </Text>
      )}
    </Card>
  );
}
