import { Button, Card, Grid, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { ProblemTable } from '../../components/problem-table.tsx';
import { translateMessage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { getRandomProblem, problemListQuery, problemTagsQuery, type ProblemRow } from './api/problem-list-api.ts';
import { FilterBar } from './components/filter-bar.tsx';
import { TagPanel } from './components/tag-panel.tsx';
import { VerdictPanel } from './components/verdict-panel.tsx';
import { changeFilters, filtersToSearch, listParams, readFilters, resetFilters, type ProblemFilters } from './problem-filters.ts';

/** Spec 000 section 2.9. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { user } = useSession();
  const [showTags, setShowTags] = useState(false);
  const [hovered, setHovered] = useState<ProblemRow | null>(null);
  const { data } = useQuery(problemListQuery(listParams(filters), user?.uid ?? null));
  const { data: tagGroups } = useQuery(problemTagsQuery(filters.oj));
  const random = useMutation({
    mutationFn: getRandomProblem,
    onSuccess: ({ problemId }) => {
      toast.success(translateMessage('Good_luck_to_you'));
      void navigate(`/problem/${encodeURIComponent(problemId)}`);
    },
  });

  const apply = (next: ProblemFilters) => setParams(filtersToSearch(next));
  const change = (c: Partial<Omit<ProblemFilters, 'page'>>) => apply(changeFilters(filters, c));
  const toggleTag = (id: number) => change({ tagIds: filters.tagIds.includes(id) ? filters.tagIds.filter((x) => x !== id) : [...filters.tagIds, id] });
  const tagName = (id: number) => tagGroups?.flatMap((g) => g.tagList).find((tag) => tag.id === id)?.name ?? String(id);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Card withBorder padding="lg">
          <FilterBar filters={filters} onChange={change} onReset={() => apply(resetFilters(filters))} showTags={showTags} onShowTags={setShowTags} tagName={tagName} />
          <ProblemTable rows={data?.records ?? []} loggedIn={!!user} showTags={showTags} onHover={setHovered} onTag={toggleTag} />
          <Pager total={data?.total ?? 0} page={filters.page} size={filters.limit} onPage={(page) => apply({ ...filters, page })} onSize={(limit) => apply(changeFilters(filters, { limit }))} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="md">
          <VerdictPanel problem={hovered} />
          <TagPanel oj={filters.oj} chosen={filters.tagIds} onToggle={toggleTag} />
          <Button fullWidth variant="light" onClick={() => random.mutate()} loading={random.isPending} data-testid="random-problem">
            {t('problem.random')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
