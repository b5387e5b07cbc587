import { Button, CloseButton, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { REMOTE_JUDGES, SECRET_MASK, type RemoteJudge, type SwitchConfigView } from '@oj/shared/schemas/admin-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteConfigQuery } from '../../../lib/site-config.ts';
import { toast } from '../../../lib/toast.ts';
import { setSwitches, switchesQuery } from '../api/admin-config-api.ts';
import { SectionCard } from './section-card.tsx';

/** One account row: a stored one keeps its password while the field stays empty. */
interface Row {
  name: string;
  password: string;
  stored: boolean;
}
type Rows = Record<RemoteJudge, Row[]>;
type RowError = { name?: string; password?: string };

const storedRows = (view: SwitchConfigView): Rows => Object.fromEntries(REMOTE_JUDGES.map((oj) => [oj, view[`${oj}UsernameList`].map((name) => ({ name, password: '', stored: true }))])) as Rows;

/** The account lists as switch/update takes them: one password per name, SECRET_MASK for "keep the stored one". */
function accountsBody(rows: Rows) {
  return Object.fromEntries(
    REMOTE_JUDGES.flatMap((oj) => [
      [`${oj}UsernameList`, rows[oj].map((r) => r.name.trim())],
      [`${oj}PasswordList`, rows[oj].map((r) => (r.stored && r.password === '' ? SECRET_MASK : r.password))],
    ]),
  );
}

/** Each site's accounts (Codeforces Gym submits with the Codeforces ones), saved together; passwords are never shown. */
export function RemoteAccountsCard({ stored }: { stored: SwitchConfigView }) {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => storedRows(stored));
  const [errors, setErrors] = useState<Partial<Record<`${RemoteJudge}-${number}`, RowError>>>({});
  const save = useMutation({
    mutationFn: () => setSwitches(accountsBody(rows)),
    onSuccess: () => {
      toast.success(t('switch.saved', { section: t('switch.accounts.title') }));
      setRows((all) => Object.fromEntries(REMOTE_JUDGES.map((oj) => [oj, all[oj].map((r) => ({ name: r.name.trim(), password: '', stored: true }))])) as Rows);
      void queryClient.invalidateQueries({ queryKey: switchesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: websiteConfigQuery.queryKey });
    },
  });
  const edit = (oj: RemoteJudge, i: number, change: Partial<Row>) => {
    setRows((all) => ({ ...all, [oj]: all[oj].map((r, j) => (j === i ? { ...r, ...change } : r)) }));
    setErrors((e) => ({ ...e, [`${oj}-${i}`]: undefined }));
  };
  const submit = () => {
    const found: typeof errors = {};
    for (const oj of REMOTE_JUDGES) {
      const names = rows[oj].map((r) => r.name.trim());
      rows[oj].forEach((r, i) => {
        const name = names[i] === '' ? t('switch.accounts.nameRequired') : names.indexOf(names[i]!) !== i ? t('switch.accounts.duplicate') : undefined;
        const password = !r.stored && r.password === '' ? t('switch.accounts.passwordRequired') : undefined;
        if (name || password) found[`${oj}-${i}`] = { name, password };
      });
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <SectionCard
      title={t('switch.accounts.title')}
      hint={t('switch.accounts.hint')}
      testId="remote-accounts"
      actions={
        <Button onClick={submit} loading={save.isPending} data-testid="save-accounts">
          {t('save')}
        </Button>
      }
    >
      {REMOTE_JUDGES.map((oj) => (
        <Stack key={oj} gap={6} data-testid={`accounts-${oj}`}>
          <Text fw={600} size="sm">
            {t(`switch.accounts.site.${oj}`)}
          </Text>
          {rows[oj].length === 0 && (
            <Text size="sm" c="dimmed">
              {t('switch.accounts.none')}
            </Text>
          )}
          {rows[oj].map((row, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={t('switch.accounts.username')}
                placeholder={t('switch.accounts.username')}
                value={row.name}
                readOnly={row.stored}
                onChange={(e) => edit(oj, i, { name: e.currentTarget.value })}
                error={errors[`${oj}-${i}`]?.name}
                data-testid={`account-name-${oj}`}
              />
              <PasswordInput
                flex={1}
                aria-label={t('switch.accounts.password')}
                placeholder={row.stored ? t('switch.accounts.stored') : t('switch.accounts.password')}
                value={row.password}
                onChange={(e) => edit(oj, i, { password: e.currentTarget.value })}
                error={errors[`${oj}-${i}`]?.password}
                autoComplete="new-password"
                data-testid={`account-password-${oj}`}
              />
              <CloseButton
                mt={4}
                aria-label={t('switch.accounts.remove', { name: row.name || String(i + 1) })}
                onClick={() => {
                  setRows((all) => ({ ...all, [oj]: all[oj].filter((_, j) => j !== i) }));
                  setErrors({});
                }}
                data-testid={`remove-account-${oj}`}
              />
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => setRows((all) => ({ ...all, [oj]: [...all[oj], { name: '', password: '', stored: false }] }))}
            data-testid={`add-account-${oj}`}
          >
            {t('switch.accounts.add')}
          </Button>
        </Stack>
      ))}
    </SectionCard>
  );
}
