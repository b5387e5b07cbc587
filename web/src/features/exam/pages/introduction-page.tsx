import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { ExamStatus } from '@oj/shared/domain/exam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { PasswordEntry } from '../../../components/password-entry.tsx';
import { formatDuration } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { examKey, startExam, type ExamDetail } from '../api/exam-api.ts';
import { needsEntry } from '../exam-clock.ts';
import { useExamShell } from '../shell-context.ts';

/** Spec 001 section 4 "Exam entry": a private exam's password card or a public one's start card; both start the clock. */
function EntryCard({ exam }: { exam: ExamDetail }) {
  const { t, i18n } = useTranslation('exam');
  const queryClient = useQueryClient();
  const needsPassword = exam.auth === EXAM_AUTHS.PRIVATE;
  const start = useMutation({
    mutationFn: (password: string) => startExam(exam.id, password),
    onSuccess: () => {
      toast.success(t('entry.started'));
      void queryClient.invalidateQueries({ queryKey: examKey(exam.id) });
    },
  });
  return (
    <Card withBorder padding="lg" data-testid="exam-entry-card">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t(needsPassword ? 'entry.passwordTitle' : 'entry.startTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('entry.duration', { duration: formatDuration(exam.duration, i18n.language) })}
        </Text>
        <PasswordEntry
          asksPassword={needsPassword}
          placeholder={t('entry.passwordPlaceholder')}
          action={t('entry.start')}
          emptyMessage={t('entry.passwordEmpty')}
          onSend={(password) => start.mutate(password)}
          sending={start.isPending}
          testId="exam-password"
          buttonTestId="exam-start"
        />
      </Stack>
    </Card>
  );
}

/**
 * Spec 001 2.9: the entry card while it is needed (or, for a viewer who has not started, why the exam cannot be
 * started: not yet, or no more), and the description.
 */
export function IntroductionPage() {
  const { t } = useTranslation('exam');
  const { exam, examStatus } = useExamShell();
  const closed = !exam.access && examStatus !== ExamStatus.RUNNING;
  return (
    <Stack gap="md">
      {needsEntry(exam, examStatus) && <EntryCard exam={exam} />}
      {closed && (
        <Alert color={examStatus === ExamStatus.SCHEDULED ? 'yellow' : 'gray'} variant="light" data-testid="exam-closed">
          {t(examStatus === ExamStatus.SCHEDULED ? 'entry.scheduled' : 'entry.ended')}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Title order={4} mb="sm">
          {t('tabs.introduction')}
        </Title>
        <Markdown source={exam.description} />
      </Card>
    </Stack>
  );
}
