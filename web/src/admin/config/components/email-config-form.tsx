import { Alert, Badge, Button, Checkbox, Divider, Grid, Group, NumberInput, PasswordInput, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { EmailConfigBody, SECRET_MASK, TestEmailBody, type EmailConfigView } from '@oj/shared/schemas/admin-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldError, formErrors } from '../../../lib/validate.ts';
import { emailConfigQuery, sendTestEmail, setEmailConfig, type EmailConfigInput } from '../api/admin-config-api.ts';
import { SectionCard } from './section-card.tsx';

type Field = 'emailHost' | 'emailPort' | 'emailUsername' | 'emailPassword' | 'emailBGImg';
type Values = Omit<EmailConfigView, 'transport' | 'emailPassword' | 'emailPort'> & { emailPort: number | string };

/**
 * The password as sent: a new one when typed, '' to remove the stored one, otherwise the mask, which the API reads
 * as "keep the stored password" (it never sends the password back).
 */
export function passwordToSend(typed: string, remove: boolean): string {
  return typed !== '' ? typed : remove ? '' : SECRET_MASK;
}

/** Sends a test message to an address and shows what came back: sent, or the transport's own error. */
function TestMail() {
  const { t } = useTranslation('adminConfig');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const test = useMutation({
    mutationFn: (email: string) => sendTestEmail(email),
    onError: (err) => setError(err instanceof ApiError ? err.msg : String(err)),
  });
  const send = () => {
    const problem = fieldError(TestEmailBody.shape.email, address);
    setError(problem);
    test.reset();
    if (!problem) test.mutate(address.trim());
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label={t('email.testAddress')}
          description={t('email.testHint')}
          placeholder="name@example.com"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={test.isIdle ? error : undefined}
          style={{ flex: 1 }}
          data-testid="test-email-address"
        />
        <Button variant="light" onClick={send} loading={test.isPending} data-testid="send-test-email">
          {t('email.sendTest')}
        </Button>
      </Group>
      {test.isSuccess && (
        <Alert color="green" data-testid="test-email-result">
          {t('email.testSent', { email: test.variables })}
        </Alert>
      )}
      {test.isError && error && (
        <Alert color="red" title={t('email.testFailed')} data-testid="test-email-result">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function EmailConfigFields({ stored }: { stored: EmailConfigView }) {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const { transport, emailPassword: storedMask, ...initial } = stored;
  const hasPassword = storedMask === SECRET_MASK;
  const [values, setValues] = useState<Values>(initial);
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: (body: EmailConfigInput) => setEmailConfig(body),
    onSuccess: () => {
      toast.success(t('email.saved'));
      setPassword('');
      setRemovePassword(false);
      void queryClient.invalidateQueries({ queryKey: emailConfigQuery.queryKey });
    },
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const submit = () => {
    const body = { ...values, emailPort: values.emailPort === '' ? undefined : Number(values.emailPort), emailPassword: passwordToSend(password, removePassword) };
    const found = formErrors<Field>(EmailConfigBody, body);
    if (values.emailPort === '') found.emailPort ??= t('email.portRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  return (
    <SectionCard
      title={t('email.title')}
      hint={t('email.hint')}
      testId="email-config"
      actions={
        <Button onClick={submit} loading={save.isPending} data-testid="save-email-config">
          {t('save')}
        </Button>
      }
    >
      <Group gap="xs">
        <Text size="sm">{t('email.transportNow')}</Text>
        <Badge variant="light" data-testid="email-transport">
          {t(`email.transport.${transport}`)}
        </Badge>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('email.host')}
            description={t('email.hostHint')}
            maxLength={255}
            value={values.emailHost}
            onChange={(e) => set('emailHost', e.currentTarget.value)}
            error={errors.emailHost}
            data-testid="email-host"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={t('email.port')}
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            value={values.emailPort}
            onChange={(v) => set('emailPort', v)}
            error={errors.emailPort}
            data-testid="email-port"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('email.username')}
            maxLength={255}
            value={values.emailUsername}
            onChange={(e) => set('emailUsername', e.currentTarget.value)}
            error={errors.emailUsername}
            data-testid="email-username"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            label={t('email.password')}
            description={hasPassword ? t('email.passwordKept') : t('email.passwordNone')}
            placeholder={hasPassword ? SECRET_MASK : undefined}
            maxLength={255}
            autoComplete="new-password"
            value={password}
            disabled={removePassword}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setErrors((er) => ({ ...er, emailPassword: undefined }));
            }}
            error={errors.emailPassword}
            data-testid="email-password"
          />
          {hasPassword && <Checkbox mt="xs" label={t('email.removePassword')} checked={removePassword} onChange={(e) => setRemovePassword(e.currentTarget.checked)} data-testid="email-remove-password" />}
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('email.bgImg')}
            description={t('email.bgImgHint')}
            placeholder="https://"
            maxLength={255}
            value={values.emailBGImg}
            onChange={(e) => set('emailBGImg', e.currentTarget.value)}
            error={errors.emailBGImg}
            data-testid="email-bgimg"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch label={t('email.ssl')} description={t('email.sslHint')} checked={values.emailSsl} onChange={(e) => set('emailSsl', e.currentTarget.checked)} data-testid="email-ssl" />
        </Grid.Col>
      </Grid>
      <Divider />
      <TestMail />
    </SectionCard>
  );
}

/** The mail settings: the site's SMTP server (used once a host is set), the password masked, and a test message. */
export function EmailConfigForm() {
  const stored = useQuery(emailConfigQuery);
  if (!stored.data) return <Skeleton h={360} />;
  return <EmailConfigFields stored={stored.data} />;
}
