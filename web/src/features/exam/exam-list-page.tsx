import { Anchor, Card, Center, Group, Image, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { ExamStatus } from '@oj/shared/domain/exam';
import { EXAM_PAGE_SIZE } from '@oj/shared/schemas/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import defaultLogo from '../../assets/logo.svg';
import { LockIcon } from '../../components/lock-icon.tsx';
import { ContestStatusTag } from '../../lib/contest-clock-view.tsx';
import { statusStyle } from '../../lib/contest-clock.ts';
import { formatDuration, localDateTime } from '../../lib/format.ts';
import { examListQuery, type Exam } from './api/exam-api.ts';
import { ExamAuthTag } from './components/exam-tags.tsx';
import { changeExamFilters, examFiltersToSearch, examListParams, examStatusOf, readExamFilters, type ExamFilters } from './exam-filters.ts';
import { KeywordFilter } from '../../components/keyword-filter.tsx';

function ExamRow({ exam }: { exam: Exam }) {
  const { t, i18n } = useTranslation('exam');
  return (
    <Card withBorder padding="md" style={{ borderLeft: `4px solid var(--mantine-color-${statusStyle(exam.status).color}-6)` }} data-testid="exam-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start">
          <Image src={exam.logoUrl || defaultLogo} w={56} h={56} fit="contain" alt="" data-testid="exam-logo" />
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to={`/exam/${exam.id}`} fw={600} size="lg" data-testid="exam-title">
                {exam.title}
              </Anchor>
              {exam.auth === EXAM_AUTHS.PRIVATE && <LockIcon color="var(--mantine-color-red-7)" title={t('auth.private')} />}
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('list.start')}: {localDateTime(exam.startTime)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('list.end')}: {localDateTime(exam.endTime)}
              </Text>
              <Text size="sm" c="dimmed" data-testid="exam-duration">
                {t('list.duration')}: {formatDuration(exam.duration, i18n.language)}
              </Text>
              <ExamAuthTag auth={exam.auth} />
            </Group>
          </Stack>
        </Group>
        <ContestStatusTag status={exam.status} />
      </Group>
    </Card>
  );
}

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
