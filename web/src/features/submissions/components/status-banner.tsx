import { Alert, Group, Text } from '@mantine/core';
import type { Submission } from '@oj/shared';
import { JudgeStatus } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { judgeStatusColor, JudgeStatusBadge } from '../../../components/judge-status-badge.tsx';
import { formatMemory } from '../../../lib/format.ts';

/** Statuses whose banner shows the error message instead of the figures (spec 000 section 2.12). */
const WITH_MESSAGE: readonly number[] = [JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.SUBMITTED_FAILED];

export function StatusBanner({ s }: { s: Submission }) {
  const { t } = useTranslation();
  return (
    <Alert color={judgeStatusColor(s.status)} variant="light" title={<JudgeStatusBadge status={s.status} size="lg" />} data-testid="status-banner">
      {s.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT && (
        <Text size="sm" mb="xs" data-testid="not-result-warning">
          {t('submission.notResult')}
        </Text>
      )}
      {WITH_MESSAGE.includes(s.status) ? (
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 13 }} data-testid="error-message">
          {s.errorMessage ?? ''}
        </pre>
      ) : (
        <Group gap="lg">
          <Text size="sm">
            {t('submission.time')}: {s.time ?? '-'} ms
          </Text>
          <Text size="sm">
            {t('submission.memory')}: {s.memory != null ? formatMemory(s.memory) : '-'}
          </Text>
          <Text size="sm">
            {t('submission.length')}: {s.length} B
          </Text>
          <Text size="sm">
            {t('submission.language')}: {s.language}
          </Text>
          <Text size="sm">
            {t('submission.author')}: {s.username}
          </Text>
        </Group>
      )}
    </Alert>
  );
}
