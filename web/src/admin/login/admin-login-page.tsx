import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { LoginBody } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { login } from '../../features/auth/api/auth-api.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { isAdmin, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { formErrors } from '../../lib/validate.ts';
import { ADMIN_HOME_PATH } from '../paths.ts';

/**
 * /admin/login: the site's login call; an account without an admin role stays signed in to the public site
 * but is told plainly that the back office is not for it.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = formErrors<'username' | 'password'>(LoginBody, { username, password });
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      const signedIn = await login({ username, password });
      if (isAdmin(signedIn)) {
        toast.success(translateMessage('Welcome_Back'));
        void navigate(ADMIN_HOME_PATH, { replace: true });
      }
    } catch {
      // The HTTP client has shown why (wrong password, locked, disabled).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" p="xl" radius="md" w={380} maw="100%">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Title order={2} ta="center" c="blue" mb="sm">
              {t('login.title')}
            </Title>
            {user && !isAdmin(user) && (
              <Alert color="red" title={translateMessage('This account is not an administrator')} data-testid="admin-refused">
                {t('login.refused', { username: user.username })}{' '}
                <Anchor component={Link} to="/home" size="sm">
                  {t('header.backToSite')}
                </Anchor>
              </Alert>
            )}
            {user && isAdmin(user) && (
              <Alert color="blue" data-testid="admin-signed-in">
                {t('login.signedIn', { username: user.username })}{' '}
                <Anchor component={Link} to={ADMIN_HOME_PATH} size="sm">
                  {t('login.toDashboard')}
                </Anchor>
              </Alert>
            )}
            <TextInput label={tc('auth.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={errors.username} autoComplete="username" name="username" autoFocus />
            <PasswordInput label={tc('auth.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} autoComplete="current-password" name="password" />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              {tc('auth.login')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
