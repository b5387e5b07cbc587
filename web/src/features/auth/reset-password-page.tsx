import { Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { ResetPasswordBody } from '@oj/shared/schemas/account';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { fieldError } from '../../lib/validate.ts';
import { checkUsernameOrEmail, resetPassword } from './api/auth-api.ts';

const rules = ResetPasswordBody.shape;

/** The page the reset mail links to (username and code in the query). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null; again?: string | null }>({});
  const [busy, setBusy] = useState(false);

  // The username comes from the link and cannot be edited, so it is checked once on arrival (a failed check passes).
  useEffect(() => {
    const own = fieldError(rules.username, username);
    setErrors((e) => ({ ...e, username: own }));
    if (own) return;
    void checkUsernameOrEmail({ username })
      .then((known) => {
        if (!known.username) setErrors((e) => ({ ...e, username: translateMessage('The_username_does_not_exists') }));
      })
      .catch(() => undefined);
  }, [username]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: fieldError(rules.username, username),
      password: fieldError(rules.password, password),
      again: !again ? translateMessage('Password_Check_Required') : again !== password ? translateMessage('Password_does_not_match') : null,
    };
    setErrors(found);
    if (found.username || found.password || found.again) return;
    setBusy(true);
    try {
      await resetPassword({ username, password, code });
      toast.success(translateMessage('Your_password_has_been_reset'));
      await navigate('/');
      openAuthModal('login');
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder maw={420} mx="auto" mt="xl" padding="xl">
      <Title order={3} mb="md">
        {t('auth.resetPassword')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.username')} value={username} disabled error={errors.username} />
          <PasswordInput label={t('auth.newPassword')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} autoComplete="new-password" />
          <PasswordInput label={t('auth.passwordAgain')} value={again} onChange={(e) => setAgain(e.currentTarget.value)} error={errors.again} autoComplete="new-password" />
          <Button type="submit" loading={busy}>
            {t('auth.resetPassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
