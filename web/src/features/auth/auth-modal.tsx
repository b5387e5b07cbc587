import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closeAuthModal, type AuthMode } from '../../lib/auth-modal.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { ResetForm } from './components/reset-form.tsx';

const TITLES = { login: 'auth.login', register: 'auth.register', reset: 'auth.resetPassword' } as const;

/** Login, register and reset-password dialogs: 370 px wide, not closed by a click outside (spec 000 section 2.3). */
export function AuthModal({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const canRegister = useWebsiteConfig()?.register ?? false;
  const shown = mode === 'register' && !canRegister ? 'login' : mode;
  return (
    <Modal opened onClose={closeAuthModal} title={t(TITLES[shown])} size={370} closeOnClickOutside={false} centered>
      {shown === 'login' && <LoginForm canRegister={canRegister} />}
      {shown === 'register' && <RegisterForm />}
      {shown === 'reset' && <ResetForm />}
    </Modal>
  );
}
