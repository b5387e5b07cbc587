import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';

/** A set's own add-call schema run on the typed id (zod's safeParse result). */
export type Checked = { success: true } | { success: false; error: { issues: readonly { message: string }[] } };

interface Props {
  /** The question: which problem, in which set. */
  label: string;
  /** The set's add-call rules for this display id (its body parsed by the API's schema). */
  check: (displayId: string) => Checked;
  /** Called with the trimmed id once the rules pass. */
  onAdd: (displayId: string) => void;
  adding: boolean;
  onCancel: () => void;
}

/**
 * Spec 002 2.5: the display id a problem picked in the add-from-public dialog takes in a contest or an exam, checked
 * by the set's add-call schema (its message, translated, under the box) before it is sent.
 */
export function DisplayIdPrompt({ label, check, onAdd, adding, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const [displayId, setDisplayId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const checked = check(displayId);
    const message = checked.success ? null : (checked.error.issues[0]?.message ?? null);
    setProblem(message);
    if (!message) onAdd(displayId.trim());
  };
  return (
    <Paper withBorder p="sm" data-testid="display-id-prompt">
      <Group align="flex-end">
        <TextInput
          label={label}
          value={displayId}
          onChange={(e) => setDisplayId(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={problem && translateMessage(problem)}
          data-autofocus
          data-testid="display-id"
          style={{ flex: 1 }}
        />
        <Button onClick={submit} loading={adding} data-testid="confirm-add">
          {t('publicProblems.add')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('publicProblems.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
