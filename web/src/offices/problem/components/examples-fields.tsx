import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_EXAMPLES, newExample, type ExampleRow } from '../problem-form.ts';

interface Props {
  rows: ExampleRow[];
  onChange: (rows: ExampleRow[]) => void;
}

/** The statement's examples (input and output), at most two as advised. */
export function ExamplesFields({ rows, onChange }: Props) {
  const { t } = useTranslation('adminProblem');
  const set = (key: number, patch: Partial<ExampleRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('form.examples')}
      </Text>
      {rows.map((row, i) => (
        <Card key={row.key} withBorder padding="sm" data-testid="example-row">
          <Group justify="space-between" mb={6}>
            <Text size="sm">{t('form.example', { index: i + 1 })}</Text>
            <Button size="compact-xs" color="red" variant="light" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
              {t('form.remove')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Textarea label={t('form.exampleInput')} autosize minRows={3} value={row.input} onChange={(e) => set(row.key, { input: e.currentTarget.value })} data-testid="example-input" />
            <Textarea label={t('form.exampleOutput')} autosize minRows={3} value={row.output} onChange={(e) => set(row.key, { output: e.currentTarget.value })} data-testid="example-output" />
          </SimpleGrid>
        </Card>
      ))}
      <Group>
        <Button variant="light" size="xs" disabled={rows.length >= MAX_EXAMPLES} onClick={() => onChange([...rows, newExample()])} data-testid="add-example">
          {t('form.addExample')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('form.examplesHint', { max: MAX_EXAMPLES })}
        </Text>
      </Group>
    </Stack>
  );
}
