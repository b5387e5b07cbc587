import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The viewer's mark on a problem in a list: myStatus 0 solved (tick), -1 tried and not solved (minus), otherwise nothing. */
export function ProblemStatusIcon({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === 0)
    return (
      <Text c="green" fw={700} aria-label={t('problem.solved')} data-testid="status-solved">
        ✓
      </Text>
    );
  if (status === -1)
    return (
      <Text c="orange" fw={700} aria-label={t('problem.tried')} data-testid="status-tried">
        −
      </Text>
    );
  return null;
}
