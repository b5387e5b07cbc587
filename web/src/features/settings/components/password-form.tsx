import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { ChangePasswordBody } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useFormFields } from '../../../lib/form-fields.ts';
import { formErrors } from '../../../lib/validate.ts';
import { changePassword } from '../api/settings-api.ts';
import { useApplyUserInfo } from './use-apply-user-info.ts';

export function PasswordForm() {
  const { t } = useTranslation();
  const apply = useApplyUserInfo();
  const { values, setValues, setErrors, field } = useFormFields({ oldPassword: '', newPassword: '', again: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = formErrors(ChangePasswordBody, values);
    if (!values.again) found.again = translateMessage('Password_Check_Required');
    else if (values.again !== values.newPassword) found.again = translateMessage('Password_does_not_match');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      apply(undefined);
      setValues({ oldPassword: '', newPassword: '', again: '' });
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('settings.changePassword')}</Title>
        <PasswordInput label={t('settings.oldPassword')} {...field('oldPassword')} autoComplete="current-password" />
        <PasswordInput label={t('auth.newPassword')} {...field('newPassword')} autoComplete="new-password" />
        <PasswordInput label={t('auth.passwordAgain')} {...field('again')} autoComplete="new-password" />
        <Button type="submit" loading={busy} w="fit-content">
          {t('settings.update')}
        </Button>
      </Stack>
    </form>
  );
}
