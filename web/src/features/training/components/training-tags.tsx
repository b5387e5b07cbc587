import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Training } from '../api/training-api.ts';

export function AuthTag({ auth }: { auth: Training['auth'] }) {
  const { t } = useTranslation('training');
  return (
    <Badge variant="light" color={auth === 'Private' ? 'red' : 'green'} data-testid="training-auth">
      {t(`auth.${auth}`)}
    </Badge>
  );
}

/** The category in its own colour; a training whose category is gone shows none. */
export function CategoryTag({ training, onClick }: { training: Pick<Training, 'categoryName' | 'categoryColor'>; onClick?: (() => void) | undefined }) {
  if (!training.categoryName) return null;
  return (
    <Badge color={training.categoryColor ?? 'gray'} autoContrast onClick={onClick} style={onClick ? { cursor: 'pointer' } : undefined} data-testid="training-category">
      {training.categoryName}
    </Badge>
  );
}
