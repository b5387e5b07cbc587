import { Badge, type BadgeProps } from '@mantine/core';
import { Difficulty } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 3.2: 0 Easy (green), 1 Mid (blue), 2 Hard (red). */
export const DIFFICULTY_LEVELS = [
  { level: Difficulty.EASY, key: 'easy', color: 'green' },
  { level: Difficulty.MID, key: 'mid', color: 'blue' },
  { level: Difficulty.HARD, key: 'hard', color: 'red' },
] as const;

export function DifficultyBadge({ level, ...props }: { level: number | null } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  const found = DIFFICULTY_LEVELS.find((l) => l.level === level);
  return (
    <Badge color={found?.color ?? 'gray'} {...props}>
      {found ? t(`difficulty.${found.key}`) : level}
    </Badge>
  );
}
