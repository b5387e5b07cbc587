import { Card, Center, Group, Loader, Pagination, Select, Text, Title } from '@mantine/core';
import { TRAINING_PAGE_SIZES } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { trainingCategoriesQuery, trainingListQuery, type Training } from './api/training-api.ts';
import { TrainingTable } from './components/training-table.tsx';
import { changeTrainingFilters, readTrainingFilters, trainingFiltersToSearch, trainingListParams, type TrainingFilters } from './training-filters.ts';
import { KeywordFilter } from '../../components/keyword-filter.tsx';

/** Spec 002 section 2.1: the trainings in rank order, by keyword, category and auth, 15 a page. */
export function TrainingListPage() {
  const { t } = useTranslation('training');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const filters = readTrainingFilters(params);
  const apply = (next: TrainingFilters) => setParams(trainingFiltersToSearch(next));
  const change = (c: Partial<Omit<TrainingFilters, 'page'>>) => apply(changeTrainingFilters(filters, c));
  const { data, isPending } = useQuery(trainingListQuery(trainingListParams(filters), user?.uid ?? null));
  const categories = useQuery(trainingCategoriesQuery()).data ?? [];
  const open = (training: Training) => {
    if (user) return void navigate(`/training/${training.id}`);
    toast.warning(t('list.loginFirst'));
    openAuthModal('login');
  };
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        <Group gap="sm">
          <Select
            w={160}
            aria-label={t('list.category')}
            data={[{ value: '', label: t('list.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
            value={filters.categoryId === null ? '' : String(filters.categoryId)}
            onChange={(v) => change({ categoryId: v ? Number(v) : null })}
            allowDeselect={false}
            data-testid="category-filter"
          />
          <Select
            w={130}
            aria-label={t('list.auth')}
            data={[
              { value: '', label: t('list.allAuths') },
              { value: 'Public', label: t('auth.Public') },
              { value: 'Private', label: t('auth.Private') },
            ]}
            value={filters.auth ?? ''}
            onChange={(v) => change({ auth: v === 'Public' || v === 'Private' ? v : null })}
            allowDeselect={false}
            data-testid="auth-filter"
          />
          <KeywordFilter keyword={filters.keyword} onSearch={(keyword) => change({ keyword })} label={t('list.keyword')} />
        </Group>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : data?.records.length ? (
        <TrainingTable
          rows={data.records}
          user={user}
          pathOf={(training) => `/training/${training.id}`}
          onOpen={open}
          onCategory={(training) => change({ categoryId: categories.find((c) => c.name === training.categoryName)?.id ?? null })}
        />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((data?.total ?? 0) / TRAINING_PAGE_SIZES.list))} value={filters.page} onChange={(page) => apply({ ...filters, page })} />
      </Group>
    </Card>
  );
}
