import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import defaultLogo from '../../../assets/logo.svg';
import { LockIcon } from '../../../components/lock-icon.tsx';
import { ContestStatusTag } from '../../../lib/contest-clock-view.tsx';
import { statusStyle } from '../../../lib/contest-clock.ts';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import type { Exam } from '../api/exam-api.ts';
import { ExamAuthTag } from '../../../components/exam-tags.tsx';

/** One exam of a list (spec 001 2.9; a group's exams too): logo, title opening the exam, lock, times, auth and status. */
export function ExamRow({ exam }: { exam: Exam }) {
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
