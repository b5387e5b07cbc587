import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { UserHomeInfo } from '@oj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyBadge, DIFFICULTY_LEVELS } from '../../../components/difficulty-badge.tsx';

/** Solved problems grouped by difficulty; refresh reloads them (display ids may have changed). */
export function SolvedProblems({ info, onRefresh, refreshing }: { info: UserHomeInfo; onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">{t('userHome.solvedCount', { count: info.solvedList.length })}</Text>
        <Button size="xs" variant="default" onClick={onRefresh} loading={refreshing}>
          {t('common.refresh')}
        </Button>
      </Group>
      {DIFFICULTY_LEVELS.map(({ level, key }) => {
        const problems = info.solvedGroupByDifficulty[String(level)] ?? [];
        return (
          <div key={key}>
            <Group gap={6} mb={6}>
              <DifficultyBadge level={level} />
              <Text size="sm" c="dimmed">
                {problems.length}
              </Text>
            </Group>
            <Group gap={6}>
              {problems.map((p) => (
                <Anchor key={p.pid} component={Link} to={`/problem/${encodeURIComponent(p.problemId)}`} size="sm">
                  {p.problemId}
                </Anchor>
              ))}
            </Group>
          </div>
        );
      })}
    </Stack>
  );
}
