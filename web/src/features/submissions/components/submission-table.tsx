import { Anchor, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Submission } from '@oj/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmissionStatusTag } from '../../../components/submission-status-tag.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatMemory } from '../../../lib/format.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { AdminActions } from './admin-actions.tsx';

interface Props {
  rows: Submission[];
  /** The viewer's uid: their rows are highlighted. */
  viewer: string | null;
  superAdmin: boolean;
  /** Where a row's detail and problem lead; the site's own pages unless a contest says otherwise. */
  links?: SubmissionLinks | undefined;
}

export interface SubmissionLinks {
  detail: (s: Submission) => string;
  problem: (s: Submission) => string;
}

const SITE_LINKS: SubmissionLinks = {
  detail: (s) => `/submission-detail/${s.submitId}`,
  problem: (s) => `/problem/${encodeURIComponent(s.displayPid)}`,
};

/** Spec 000 section 2.11. A row click opens the submission, except on its own links and buttons. */
export function SubmissionTable({ rows, viewer, superAdmin, links = SITE_LINKS }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const scored = rows.some((s) => s.score !== null);
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 1000}>
      <Table highlightOnHover data-testid="submission-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('submission.runId')}</Table.Th>
            <Table.Th>{t('submission.problem')}</Table.Th>
            <Table.Th>{t('submission.status')}</Table.Th>
            {scored && <Table.Th>{t('submission.score')}</Table.Th>}
            <Table.Th>{t('submission.time')}</Table.Th>
            <Table.Th>{t('submission.memory')}</Table.Th>
            {!narrow && <Table.Th>{t('submission.length')}</Table.Th>}
            {!narrow && <Table.Th>{t('submission.language')}</Table.Th>}
            {!narrow && <Table.Th>{t('submission.judger')}</Table.Th>}
            <Table.Th>{t('submission.author')}</Table.Th>
            {!narrow && <Table.Th>{t('submission.submitTime')}</Table.Th>}
            {superAdmin && <Table.Th>{t('submission.admin')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => {
            const detail = links.detail(s);
            return (
              <Table.Tr
                key={s.submitId}
                bg={s.uid === viewer ? 'var(--mantine-color-blue-light)' : undefined}
                data-own={s.uid === viewer || undefined}
                style={{ cursor: 'pointer' }}
                onClick={(e) => {
                  if (!(e.target as HTMLElement).closest('a, button, [role="dialog"]')) void navigate(detail);
                }}
              >
                <Table.Td>
                  <Anchor component={Link} to={detail} size="sm">
                    {s.submitId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {/* a problem the viewer may not read comes without a display id */}
                  {s.displayPid ? (
                    <Anchor component={Link} to={links.problem(s)} size="sm">
                      {s.displayPid} {!narrow && s.title}
                    </Anchor>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusTag submitId={s.submitId} status={s.status} canResubmit={s.uid === viewer || superAdmin} />
                </Table.Td>
                {scored && <Table.Td>{s.score ?? '-'}</Table.Td>}
                <Table.Td>{s.time != null ? `${s.time} ms` : '-'}</Table.Td>
                <Table.Td>{s.memory != null ? formatMemory(s.memory) : '-'}</Table.Td>
                {!narrow && <Table.Td>{s.length} B</Table.Td>}
                {!narrow && (
                  <Table.Td>
                    <Anchor component={Link} to={detail} size="sm">
                      {s.language}
                    </Anchor>
                  </Table.Td>
                )}
                {!narrow && <Table.Td>{s.judger ?? '-'}</Table.Td>}
                <Table.Td>
                  <Anchor component={Link} to={userHomePath(s)} size="sm">
                    {s.username}
                  </Anchor>
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <RelativeTime iso={s.submitTime} />
                  </Table.Td>
                )}
                {superAdmin && (
                  <Table.Td>
                    <AdminActions submitId={s.submitId} status={s.status} scored={s.score !== null} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
