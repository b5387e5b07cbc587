import { Card, Title } from '@mantine/core';
import type { Submission } from '@oj/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { submissionListQuery, useLiveSubmissions } from '../../lib/submission-api.ts';
import { contestProblemPath, contestSubmissionPath, useContestScope } from '../../lib/contest-scope.ts';
import type { ContestScope } from '../../lib/problem-set-scope.ts';
import { useGroupScope } from '../../lib/group-scope.ts';
import { scopedPath } from '../../lib/group-paths.ts';
import { toast } from '../../lib/toast.ts';
import { StatusFilterBar } from './components/status-filter-bar.tsx';
import { SubmissionTable } from './components/submission-table.tsx';
import { changeStatusFilters, readStatusFilters, statusFiltersToSearch, statusListParams, type StatusFilters } from './status-filters.ts';

/** In a contest: its own list (display ids, its clock and the include-after-contest setting) and its links. */
const contestParams = (scope: ContestScope | undefined) => scope && { contestID: scope.cid, beforeContestSubmit: scope.beforeStart, containsEnd: scope.containsEnd };
const contestLinks = (scope: ContestScope | undefined) =>
  scope && {
    detail: (s: Submission) => contestSubmissionPath(scope.cid, s.displayPid, s.submitId),
    problem: (s: Submission) => contestProblemPath(scope.cid, s.displayPid),
  };

/** In a group (spec 002 2.3 GroupSubmissionList): the group's submissions only, its detail and problem pages. */
const groupLinks = (gid: number) => ({
  detail: (s: Submission) => scopedPath(gid, `/submission-detail/${s.submitId}`),
  problem: (s: Submission) => scopedPath(gid, `/problem/${encodeURIComponent(s.displayPid)}`),
});

/** Spec 000 section 2.11: every submission (or a contest's or a group's, inside its shell), with filters in the URL. */
export function StatusPage() {
  const { t } = useTranslation();
  const scope = useContestScope();
  const group = useGroupScope();
  // a contest inside a group shows the contest's own list
  const gid = scope ? undefined : group?.gid;
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  // Mine needs a login (spec 000 section 5): a visitor arriving with onlyMine=true sees everyone's.
  const filters = { ...readStatusFilters(params), ...(user ? {} : { onlyMine: false }) };
  const apply = (next: StatusFilters) => setParams(statusFiltersToSearch(next));
  const { data, isFetching, refetch } = useQuery(submissionListQuery({ ...statusListParams(filters), ...contestParams(scope), gid }));
  const rows = useLiveSubmissions(data?.records ?? [], scope?.cid);
  const change = (c: Partial<Omit<StatusFilters, 'page'>>) => {
    if (c.onlyMine && !user) {
      toast.error(translateMessage('Please_login_first'));
      openAuthModal('login');
      return;
    }
    apply(changeStatusFilters(filters, c));
  };
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="md">
        {t(filters.problemID ? 'submission.problemSubmissions' : scope ? 'nav.contestSubmissions' : gid ? 'group:route.submissions' : 'route.status')}
      </Title>
      <StatusFilterBar filters={filters} onChange={change} onRefresh={() => void refetch()} refreshing={isFetching} />
      <SubmissionTable rows={rows} viewer={user?.uid ?? null} superAdmin={isSuperAdmin(user)} links={contestLinks(scope) ?? (gid ? groupLinks(gid) : undefined)} />
      <Pager total={data?.total ?? 0} page={filters.page} size={filters.limit} onPage={(page) => apply({ ...filters, page })} onSize={(limit) => apply(changeStatusFilters(filters, { limit }))} />
    </Card>
  );
}
