import { Badge } from '@mantine/core';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { useTranslation } from 'react-i18next';

/** Spec 001 2.9: public or private. */
export function ExamAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('exam');
  const priv = auth === EXAM_AUTHS.PRIVATE;
  return (
    <Badge variant="light" color={priv ? 'red' : 'green'} data-testid="exam-auth">
      {t(priv ? 'auth.private' : 'auth.public')}
    </Badge>
  );
}
