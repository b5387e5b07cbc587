import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ChangeEmailBody, RESEND_WAIT } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/send-code-button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useFormFields } from '../../../lib/form-fields.ts';
import { fieldError, formErrors } from '../../../lib/validate.ts';
import { changeEmail, getChangeEmailCode } from '../api/settings-api.ts';
import { useApplyUserInfo } from './use-apply-user-info.ts';

export function EmailForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const apply = useApplyUserInfo();
  const { values, setValues, setErrors, field } = useFormFields({ password: '', newEmail: '', code: '' });
  const [busy, setBusy] = useState(false);

  const sendCode = () => {
    const problem = fieldError(ChangeEmailBody.shape.newEmail, values.newEmail);
    setErrors((e) => ({ ...e, newEmail: problem ?? undefined }));
    return problem ? undefined : getChangeEmailCode(values.newEmail.trim());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = formErrors(ChangeEmailBody, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const reply = await changeEmail(values);
      apply(reply.userInfo);
      setValues({ password: '', newEmail: '', code: '' });
    } catch {
      setValues((v) => ({ ...v, code: '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('settings.changeEmail')}</Title>
        <Text size="sm" c="dimmed">
          {t('settings.currentEmail')}: {user?.email ?? '--'}
        </Text>
        <PasswordInput label={t('settings.oldPassword')} {...field('password')} autoComplete="current-password" />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={t('settings.newEmail')} {...field('newEmail')} autoComplete="email" style={{ flex: 1 }} />
          <SendCodeButton countdownName="change-email-code" seconds={RESEND_WAIT.register} send={sendCode} />
        </Group>
        <TextInput label={t('auth.code')} {...field('code')} maxLength={6} />
        <Button type="submit" loading={busy} w="fit-content">
          {t('settings.update')}
        </Button>
      </Stack>
    </form>
  );
}
