import { Card, Center, Group, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import type { ContestListItem } from '@oj/shared';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { contestListQuery } from './api/contest-api.ts';
import { ContestListRow, scoreboardPath } from './components/contest-list-item.tsx';
import { changeContestFilters, contestFiltersToSearch, contestListParams, readContestFilters, type ContestFilters } from './contest-filters.ts';
import { KeywordFilter } from '../../components/keyword-filter.tsx';

/** Spec 001 section 2.1: contests by rule, status and keyword, ten a page. */
export function ContestListPage() {
  const { t } = useTranslation('contest');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const filters = readContestFilters(params);
  const apply = (next: ContestFilters) => setParams(contestFiltersToSearch(next));
  const change = (c: Partial<Omit<ContestFilters, 'page'>>) => apply(changeContestFilters(filters, c));
  const { data, isPending } = useQuery(contestListQuery(contestListParams(filters)));
  const open = (c: ContestListItem) => {
    if (user) return void navigate(`/contest/${c.id}`);
    toast.warning(t('messages.loginFirst'));
    openAuthModal('login');
  };
  const choice = (v: number | null) => (v === null ? '' : String(v));
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        <Group gap="sm">
          <Select
            w={120}
            aria-label={t('list.rule')}
            data={[
              { value: '', label: t('list.allRules') },
              { value: '0', label: 'ACM' },
              { value: '1', label: 'OI' },
            ]}
            value={choice(filters.type)}
            onChange={(v) => change({ type: v ? Number(v) : null })}
            allowDeselect={false}
            data-testid="rule-filter"
          />
          <Select
            w={140}
            aria-label={t('list.status')}
            data={[
              { value: '', label: t('list.allStatuses') },
              { value: '-1', label: t('status.scheduled') },
              { value: '0', label: t('status.running') },
              { value: '1', label: t('status.ended') },
            ]}
            value={choice(filters.status)}
            onChange={(v) => change({ status: v ? Number(v) : null })}
            allowDeselect={false}
            data-testid="status-filter"
          />
          <KeywordFilter keyword={filters.keyword} onSearch={(keyword) => change({ keyword })} label={t('list.keyword')} />
        </Group>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : data?.records.length ? (
        <Stack gap="sm">
          {data.records.map((c) => (
            <ContestListRow key={c.id} contest={c} onOpen={open} onRule={(type) => change({ type })} scoreboardAvailable={isRouteAvailable(scoreboardPath(c))} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZES.contestList))} value={filters.page} onChange={(page) => apply({ ...filters, page })} />
      </Group>
    </Card>
  );
}
