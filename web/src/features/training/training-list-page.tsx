import { Anchor, Card, Center, Group, Loader, Pagination, Select, Table, Text, Title } from '@mantine/core';
import { TRAINING_PAGE_SIZES } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RelativeTime } from '../../components/relative-time.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { userHomePath } from '../../lib/user-home.ts';
import { trainingCategoriesQuery, trainingListQuery, type Training } from './api/training-api.ts';
import { AuthTag, CategoryTag } from './components/training-tags.tsx';
import { TrainingProgress } from './components/training-progress.tsx';
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
  const openLink = (training: Training, text: string) => (
    <Anchor
      component={Link}
      to={`/training/${training.id}`}
      onClick={(e) => {
        e.preventDefault();
        open(training);
      }}
      size="sm"
      data-testid="open-training"
    >
      {text}
    </Anchor>
  );
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
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover data-testid="training-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('list.number')}</Table.Th>
                <Table.Th>{t('list.trainingTitle')}</Table.Th>
                <Table.Th>{t('list.auth')}</Table.Th>
                <Table.Th>{t('list.category')}</Table.Th>
                {user && <Table.Th w={200}>{t('list.progress')}</Table.Th>}
                <Table.Th>{t('list.problemCount')}</Table.Th>
                <Table.Th>{t('list.author')}</Table.Th>
                <Table.Th>{t('list.modified')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.records.map((training) => (
                <Table.Tr key={training.id} data-testid="training-row">
                  <Table.Td>{training.rank}</Table.Td>
                  <Table.Td>{openLink(training, training.title)}</Table.Td>
                  <Table.Td>
                    <AuthTag auth={training.auth} />
                  </Table.Td>
                  <Table.Td>
                    <CategoryTag training={training} onClick={() => change({ categoryId: categories.find((c) => c.name === training.categoryName)?.id ?? null })} />
                  </Table.Td>
                  {user && <Table.Td>{training.acCount !== null && <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} />}</Table.Td>}
                  <Table.Td>{training.problemCount}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={userHomePath({ username: training.author })} size="sm">
                      {training.author}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <RelativeTime iso={training.gmtModified} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
