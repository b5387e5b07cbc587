import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import type { FieldError, ProblemErrors, ProblemField } from '../problem-form.ts';

/** A broken rule's text in the page's language; a test case's rule names the case. */
export function useErrorText() {
  const { t } = useTranslation('adminProblem');
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = translateMessage(error.message);
    return error.row ? t('form.caseRule', { row: error.row, message }) : message;
  };
}

/** A field's message under a group of inputs that has no error slot of its own. */
export function FieldMessage({ errors, field }: { errors: ProblemErrors; field: ProblemField }) {
  const text = useErrorText()(errors[field]);
  return text ? (
    <Text c="red" size="sm" data-testid={`error-${field}`}>
      {text}
    </Text>
  ) : null;
}
