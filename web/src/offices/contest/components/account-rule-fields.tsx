import { NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { accountRuleProblem, previewAccounts } from '@oj/shared/domain/account-limit';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { accountRuleOf, type AccountRuleFields as Fields } from '../contest-form.ts';

const PREVIEW_COUNT = 8;

/** Spec 002 2.6: who may register (prefix + number + suffix for numbers in a range, plus extra accounts), with a live preview. */
export function AccountRuleFields({ value, onChange }: { value: Fields; onChange: (value: Fields) => void }) {
  const { t } = useTranslation('adminContest');
  const set = (patch: Partial<Fields>) => onChange({ ...value, ...patch });
  const rule = accountRuleOf(value);
  const problem = accountRuleProblem(rule);
  const count = Math.max(0, rule.end - rule.start + 1) + rule.extra.length;
  const shown = previewAccounts(rule, PREVIEW_COUNT);
  return (
    <Stack gap="xs" data-testid="account-rule">
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput label={t('form.prefix')} value={value.prefix} onChange={(e) => set({ prefix: e.currentTarget.value })} data-testid="rule-prefix" />
        <TextInput label={t('form.suffix')} value={value.suffix} onChange={(e) => set({ suffix: e.currentTarget.value })} data-testid="rule-suffix" />
        <NumberInput label={t('form.startNumber')} value={value.start} onChange={(v) => set({ start: v })} min={0} allowDecimal={false} data-testid="rule-start" />
        <NumberInput label={t('form.endNumber')} value={value.end} onChange={(v) => set({ end: v })} min={0} allowDecimal={false} data-testid="rule-end" />
      </SimpleGrid>
      <Textarea
        label={t('form.extraAccounts')}
        description={t('form.extraAccountsHint')}
        value={value.extra}
        onChange={(e) => set({ extra: e.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={8}
        data-testid="rule-extra"
      />
      {problem ? (
        <Text size="sm" c="red" data-testid="rule-problem">
          {translateMessage(problem)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="rule-preview">
          {t('form.allowedAccounts', { count })} {shown.join(', ')}
          {count > shown.length ? ' …' : ''}
        </Text>
      )}
    </Stack>
  );
}
