import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmissionStatusTag } from '../../../components/submission-status-tag.tsx';
import { formatMemory } from '../../../lib/format.ts';
import type { SubmissionStatusMap } from '../../../lib/submission-api.ts';

/** The verdict of the latest submit, live while it is judged (again after a resubmit), linking to its details. */
export function SubmitStatus({ submitId, live, detailPath }: { submitId: number; live: SubmissionStatusMap[string] | undefined; detailPath: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="submit-status">
      <Text size="sm">{t('problem.lastSubmission')}</Text>
      <Anchor component={Link} to={detailPath} size="sm">
        #{submitId}
      </Anchor>
      {live && <SubmissionStatusTag submitId={submitId} status={live.status} canResubmit />}
      {live?.time != null && <Text size="xs">{live.time} ms</Text>}
      {live?.memory != null && <Text size="xs">{formatMemory(live.memory)}</Text>}
      {live?.score != null && (
        <Text size="xs">
          {t('submission.score')}: {live.score}
        </Text>
      )}
    </Group>
  );
}
