import { Card, Center, Group, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { ExamStatus } from '@oj/shared/domain/exam';
import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { examListQuery } from './api/exam-api.ts';
import { ExamRow } from './components/exam-row.tsx';
import { changeExamFilters, examFiltersToSearch, examListParams, examStatusOf, readExamFilters, type ExamFilters } from './exam-filters.ts';
import { KeywordFilter } from '../../components/keyword-filter.tsx';

/** Spec 001 2.9: all exams, by status and keyword, ten a page (the route asks visitors to log in). */
export function ExamListPage() {
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readExamFilters(params);
  const apply = (next: ExamFilters) => setParams(examFiltersToSearch(next));
  const { data, isPending } = useQuery(examListQuery(examListParams(filters)));
  const statusOptions = [
    { value: '', label: t('list.allStatuses') },
    { value: String(ExamStatus.SCHEDULED), label: tc('contest.status.scheduled') },
    { value: String(ExamStatus.RUNNING), label: tc('contest.status.running') },
    { value: String(ExamStatus.ENDED), label: tc('contest.status.ended') },
  ];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        <Group gap="sm">
          <Select
            w={150}
            aria-label={t('list.status')}
            data={statusOptions}
            value={filters.status === null ? '' : String(filters.status)}
            onChange={(v) => apply(changeExamFilters(filters, { status: examStatusOf(v) }))}
            allowDeselect={false}
            data-testid="status-filter"
          />
          <KeywordFilter keyword={filters.keyword} onSearch={(keyword) => apply(changeExamFilters(filters, { keyword }))} label={t('list.keyword')} />
        </Group>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : data?.records.length ? (
        <Stack gap="sm">
          {data.records.map((exam) => (
            <ExamRow key={exam.id} exam={exam} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={Math.max(1, Math.ceil((data?.total ?? 0) / EXAM_PAGE_SIZE))} value={filters.page} onChange={(page) => apply({ ...filters, page })} />
      </Group>
    </Card>
  );
}
