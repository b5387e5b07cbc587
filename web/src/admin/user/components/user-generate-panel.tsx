import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GenerateUserBody } from '@oj/shared/schemas/user-batch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '../../../lib/validate.ts';
import { ADMIN_USER_KEY, downloadGeneratedUsers, generateUsers, type GenerateUserInput } from '../api/admin-user-api.ts';
import { BatchJobProgress } from './batch-job-progress.tsx';

type Field = 'prefix' | 'suffix' | 'number_from' | 'number_to' | 'password_length';
interface Form {
  prefix: string;
  suffix: string;
  /** '' until typed. */
  number_from: number | '';
  number_to: number | '';
  password_length: number | '';
}

const EMPTY: Form = { prefix: '', suffix: '', number_from: '', number_to: '', password_length: 6 };
const body = (f: Form): GenerateUserInput => ({ ...f, number_from: f.number_from === '' ? undefined : f.number_from, number_to: f.number_to === '' ? undefined : f.number_to });
const asNumber = (v: string | number): number | '' => (typeof v === 'number' ? v : '');

/**
 * Spec 002 section 5 "Generated users": accounts prefix + number + suffix for each number of a range, each with a
 * random password of 6 to 25 characters. The accounts are written as a job with a progress bar; the spreadsheet of
 * usernames and passwords can be downloaded at once.
 */
export function UserGeneratePanel() {
  const { t } = useTranslation('adminUser');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [key, setKey] = useState<string | null>(null);
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));
  const generate = useMutation({
    mutationFn: () => generateUsers(body(form)),
    onSuccess: (job) => {
      setKey(job.key ?? job.id);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_USER_KEY, 'list'] });
    },
  });
  const submit = () => {
    const found = formErrors<Field>(GenerateUserBody, body(form) as Record<Field, unknown>);
    setErrors(found);
    if (Object.keys(found).length === 0) generate.mutate();
  };
  const example = form.number_from === '' ? '' : `${form.prefix}${form.number_from}${form.suffix}`;
  return (
    <Stack data-testid="user-generate">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
        <TextInput label={t('batch.prefix')} value={form.prefix} onChange={(e) => set({ prefix: e.currentTarget.value })} error={errors.prefix} data-testid="generate-prefix" />
        <TextInput label={t('batch.suffix')} value={form.suffix} onChange={(e) => set({ suffix: e.currentTarget.value })} error={errors.suffix} data-testid="generate-suffix" />
        <NumberInput
          label={t('batch.numberFrom')}
          required
          allowDecimal={false}
          min={0}
          value={form.number_from}
          onChange={(v) => set({ number_from: asNumber(v) })}
          error={errors.number_from}
          data-testid="generate-from"
        />
        <NumberInput
          label={t('batch.numberTo')}
          required
          allowDecimal={false}
          min={0}
          value={form.number_to}
          onChange={(v) => set({ number_to: asNumber(v) })}
          error={errors.number_to}
          data-testid="generate-to"
        />
        <NumberInput
          label={t('batch.passwordLength')}
          allowDecimal={false}
          min={6}
          max={25}
          value={form.password_length}
          onChange={(v) => set({ password_length: asNumber(v) })}
          error={errors.password_length}
          data-testid="generate-length"
        />
      </SimpleGrid>
      {example && (
        <Text size="sm" c="dimmed" data-testid="generate-example">
          {t('batch.example', { username: example })}
        </Text>
      )}
      <Group>
        <Button onClick={submit} loading={generate.isPending} data-testid="start-generate">
          {t('batch.generate')}
        </Button>
      </Group>
      {key && (
        <BatchJobProgress
          key={key}
          id={key}
          actions={
            <Group>
              <Button variant="light" onClick={() => void downloadGeneratedUsers(key)} data-testid="download-generated">
                {t('batch.download')}
              </Button>
            </Group>
          }
        />
      )}
    </Stack>
  );
}
