import { Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newExtraFile, type ExtraFileRow } from '../problem-form.ts';

interface Props {
  label: string;
  description: string;
  rows: ExtraFileRow[];
  onChange: (rows: ExtraFileRow[]) => void;
  /** The broken rule's text, if any. */
  error?: string | undefined;
  'data-testid': string;
}

/** Extra files (name and content) put beside the user's program or the judge's. */
export function ExtraFilesFields({ label, description, rows, onChange, error, 'data-testid': testId }: Props) {
  const { t } = useTranslation('adminProblem');
  const set = (key: number, patch: Partial<ExtraFileRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs" data-testid={testId}>
      <div>
        <Text fw={500} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </div>
      {rows.map((row) => (
        <Card key={row.key} withBorder padding="sm" data-testid="extra-file-row">
          <Group align="flex-end" mb={6}>
            <TextInput label={t('form.fileName')} value={row.name} onChange={(e) => set(row.key, { name: e.currentTarget.value })} data-testid="extra-file-name" />
            <Button size="compact-sm" color="red" variant="light" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              {t('form.remove')}
            </Button>
          </Group>
          <Textarea
            label={t('form.fileContent')}
            autosize
            minRows={3}
            maxRows={15}
            value={row.content}
            onChange={(e) => set(row.key, { content: e.currentTarget.value })}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="extra-file-content"
          />
        </Card>
      ))}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...rows, newExtraFile()])} data-testid={`${testId}-add`}>
          {t('form.addFile')}
        </Button>
      </Group>
    </Stack>
  );
}
