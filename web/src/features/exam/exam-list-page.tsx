import { Stack } from '@mantine/core';
import { ExamStatus } from '@oj/shared/domain/exam';
import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { examListQuery } from './api/exam-api.ts';
import { ExamRow } from './components/exam-row.tsx';
import { changeExamFilters, examFiltersToSearch, examListParams, examStatusOf, readExamFilters, type ExamFilters } from './exam-filters.ts';
import { ChoiceFilter } from '../../components/choice-filter.tsx';
import { ListHeading, PagedListCard } from '../../components/paged-list-card.tsx';

/** Spec 001 2.9: all exams, by status and keyword, ten a page (the route asks visitors to log in). */
export function ExamListPage() {
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readExamFilters(params);
  const apply = (next: ExamFilters) => setParams(examFiltersToSearch(next));
  const list = useQuery(examListQuery(examListParams(filters)));
  const statusOptions = [
    { value: '', label: t('list.allStatuses') },
    { value: String(ExamStatus.SCHEDULED), label: tc('contest.status.scheduled') },
    { value: String(ExamStatus.RUNNING), label: tc('contest.status.running') },
    { value: String(ExamStatus.ENDED), label: tc('contest.status.ended') },
  ];
  return (
    <PagedListCard
      heading={
        <ListHeading title={t('list.title')} keyword={{ value: filters.keyword, onSearch: (keyword) => apply(changeExamFilters(filters, { keyword })), label: t('list.keyword') }}>
          <ChoiceFilter
            w={150}
            label={t('list.status')}
            data={statusOptions}
            value={filters.status === null ? '' : String(filters.status)}
            onChange={(v) => apply(changeExamFilters(filters, { status: examStatusOf(v) }))}
            data-testid="status-filter"
          />
        </ListHeading>
      }
      list={list}
      emptyText={t('list.empty')}
      pageSize={EXAM_PAGE_SIZE}
      page={filters.page}
      onPage={(page) => apply({ ...filters, page })}
    >
      <Stack gap="sm">
        {list.data?.records.map((exam) => (
          <ExamRow key={exam.id} exam={exam} />
        ))}
      </Stack>
    </PagedListCard>
  );
}
