import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { LoginBody } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAuthModal, openAuthModal } from '../../../lib/auth-modal.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldError } from '../../../lib/validate.ts';
import { login } from '../api/auth-api.ts';
import { loginFailures, SLIDE_AFTER_FAILURES } from '../login-failures.ts';
import { SlideVerify } from './slide-verify.tsx';

export function LoginForm({ canRegister }: { canRegister: boolean }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [needsSlide, setNeedsSlide] = useState(() => loginFailures.count() >= SLIDE_AFTER_FAILURES);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { username: fieldError(LoginBody.shape.username, username), password: fieldError(LoginBody.shape.password, password) };
    setErrors(next);
    if (next.username || next.password || needsSlide) return;
    setBusy(true);
    try {
      await login({ username, password });
      loginFailures.reset();
      toast.success(translateMessage('Welcome_Back'));
      closeAuthModal();
    } catch {
      loginFailures.add();
      setNeedsSlide(loginFailures.count() >= SLIDE_AFTER_FAILURES);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('auth.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={errors.username} autoComplete="username" data-autofocus name="username" />
        <PasswordInput label={t('auth.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} autoComplete="current-password" name="password" />
        {needsSlide && (
          <SlideVerify
            onSuccess={() => {
              loginFailures.reset();
              setNeedsSlide(false);
            }}
          />
        )}
        <Button type="submit" loading={busy} disabled={needsSlide} fullWidth>
          {t('auth.login')}
        </Button>
        <Group justify="space-between">
          {canRegister ? (
            <Anchor component="button" type="button" size="sm" onClick={() => openAuthModal('register')}>
              {t('auth.noAccount')}
            </Anchor>
          ) : (
            <span />
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => openAuthModal('reset')}>
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
