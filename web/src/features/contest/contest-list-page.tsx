import { Stack } from '@mantine/core';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpenSignedIn } from '../../lib/open-signed-in.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { contestListQuery } from './api/contest-api.ts';
import { ContestListRow, scoreboardPath } from './components/contest-list-item.tsx';
import { changeContestFilters, contestFiltersToSearch, contestListParams, readContestFilters, type ContestFilters } from './contest-filters.ts';
import { ChoiceFilter } from '../../components/choice-filter.tsx';
import { ListHeading, PagedListCard } from '../../components/paged-list-card.tsx';

/** Spec 001 section 2.1: contests by rule, status and keyword, ten a page. */
export function ContestListPage() {
  const { t } = useTranslation('contest');
  const [params, setParams] = useSearchParams();
  const openSignedIn = useOpenSignedIn(t('messages.loginFirst'));
  const filters = readContestFilters(params);
  const apply = (next: ContestFilters) => setParams(contestFiltersToSearch(next));
  const change = (c: Partial<Omit<ContestFilters, 'page'>>) => apply(changeContestFilters(filters, c));
  const list = useQuery(contestListQuery(contestListParams(filters)));
  const choice = (v: number | null) => (v === null ? '' : String(v));
  const heading = (
    <ListHeading title={t('list.title')} keyword={{ value: filters.keyword, onSearch: (keyword) => change({ keyword }), label: t('list.keyword') }}>
      <ChoiceFilter
        w={120}
        label={t('list.rule')}
        data={[
          { value: '', label: t('list.allRules') },
          { value: '0', label: 'ACM' },
          { value: '1', label: 'OI' },
        ]}
        value={choice(filters.type)}
        onChange={(v) => change({ type: v ? Number(v) : null })}
        data-testid="rule-filter"
      />
      <ChoiceFilter
        w={140}
        label={t('list.status')}
        data={[
          { value: '', label: t('list.allStatuses') },
          { value: '-1', label: t('status.scheduled') },
          { value: '0', label: t('status.running') },
          { value: '1', label: t('status.ended') },
        ]}
        value={choice(filters.status)}
        onChange={(v) => change({ status: v ? Number(v) : null })}
        data-testid="status-filter"
      />
    </ListHeading>
  );
  return (
    <PagedListCard heading={heading} list={list} emptyText={t('list.empty')} pageSize={PAGE_SIZES.contestList} page={filters.page} onPage={(page) => apply({ ...filters, page })}>
      <Stack gap="sm">
        {list.data?.records.map((c) => (
          <ContestListRow
            key={c.id}
            contest={c}
            onOpen={(contest) => openSignedIn(`/contest/${contest.id}`)}
            onRule={(type) => change({ type })}
            scoreboardAvailable={isRouteAvailable(scoreboardPath(c))}
          />
        ))}
      </Stack>
    </PagedListCard>
  );
}
