import { TRAINING_PAGE_SIZES } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpenSignedIn } from '../../lib/open-signed-in.ts';
import { useSession } from '../../lib/session.ts';
import { trainingCategoriesQuery, trainingListQuery } from './api/training-api.ts';
import { TrainingTable } from './components/training-table.tsx';
import { changeTrainingFilters, readTrainingFilters, trainingFiltersToSearch, trainingListParams, type TrainingFilters } from './training-filters.ts';
import { ChoiceFilter } from '../../components/choice-filter.tsx';
import { ListHeading, PagedListCard } from '../../components/paged-list-card.tsx';

/** Spec 002 section 2.1: the trainings in rank order, by keyword, category and auth, 15 a page. */
export function TrainingListPage() {
  const { t } = useTranslation('training');
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const openSignedIn = useOpenSignedIn(t('list.loginFirst'));
  const filters = readTrainingFilters(params);
  const apply = (next: TrainingFilters) => setParams(trainingFiltersToSearch(next));
  const change = (c: Partial<Omit<TrainingFilters, 'page'>>) => apply(changeTrainingFilters(filters, c));
  const list = useQuery(trainingListQuery(trainingListParams(filters), user?.uid ?? null));
  const categories = useQuery(trainingCategoriesQuery()).data ?? [];
  const heading = (
    <ListHeading title={t('list.title')} keyword={{ value: filters.keyword, onSearch: (keyword) => change({ keyword }), label: t('list.keyword') }}>
      <ChoiceFilter
        w={160}
        label={t('list.category')}
        data={[{ value: '', label: t('list.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        value={filters.categoryId === null ? '' : String(filters.categoryId)}
        onChange={(v) => change({ categoryId: v ? Number(v) : null })}
        data-testid="category-filter"
      />
      <ChoiceFilter
        w={130}
        label={t('list.auth')}
        data={[
          { value: '', label: t('list.allAuths') },
          { value: 'Public', label: t('auth.Public') },
          { value: 'Private', label: t('auth.Private') },
        ]}
        value={filters.auth ?? ''}
        onChange={(v) => change({ auth: v === 'Public' || v === 'Private' ? v : null })}
        data-testid="auth-filter"
      />
    </ListHeading>
  );
  return (
    <PagedListCard heading={heading} list={list} emptyText={t('list.empty')} pageSize={TRAINING_PAGE_SIZES.list} page={filters.page} onPage={(page) => apply({ ...filters, page })}>
      <TrainingTable
        rows={list.data?.records ?? []}
        user={user}
        pathOf={(training) => `/training/${training.id}`}
        onOpen={(training) => openSignedIn(`/training/${training.id}`)}
        onCategory={(training) => change({ categoryId: categories.find((c) => c.name === training.categoryName)?.id ?? null })}
      />
    </PagedListCard>
  );
}
