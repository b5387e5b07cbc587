import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkdownHelpers, useTextInsert } from '../../../components/markdown-tools.tsx';
import { EmojiPicker } from './emoji-picker.tsx';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  placeholder: string;
  pending: boolean;
  rows: number;
  /** A reply box can be closed. */
  onCancel?: (() => void) | undefined;
  testId: string;
}

/** Spec 001 section 2.8: a text box with the emoji picker and the markdown helpers; used for comments and replies. */
export function CommentBox({ value, onChange, onSubmit, submitLabel, placeholder, pending, rows, onCancel, testId }: Props) {
  const { t } = useTranslation('comments');
  const { ref, insert } = useTextInsert(value, onChange);
  return (
    <div>
      <Textarea ref={ref} value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder} rows={rows} aria-label={placeholder} data-testid={testId} />
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <EmojiPicker onPick={insert} />
          <MarkdownHelpers onInsert={insert} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button size={onCancel ? 'xs' : 'sm'} onClick={onSubmit} loading={pending} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
