import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { RESEND_WAIT, RegisterBody } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../lib/auth-modal.ts';
import { SendCodeButton } from '../../../components/send-code-button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldError } from '../../../lib/validate.ts';
import { checkUsernameOrEmail, getRegisterCode, register } from '../api/auth-api.ts';

type Field = 'username' | 'password' | 'passwordAgain' | 'email' | 'code';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

const rules = RegisterBody.shape;

const localErrors = (v: Values): Errors => ({
  username: fieldError(rules.username, v.username),
  password: fieldError(rules.password, v.password),
  passwordAgain: !v.passwordAgain ? translateMessage('Password_Check_Required') : v.passwordAgain !== v.password ? translateMessage('Password_does_not_match') : null,
  email: fieldError(rules.email, v.email),
  code: fieldError(rules.code, v.code),
});

export function RegisterForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ username: '', password: '', passwordAgain: '', email: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Changing the password re-checks the repeat field (spec 000 section 5).
    if (field === 'password' && next.passwordAgain) setErrors((e) => ({ ...e, passwordAgain: localErrors(next).passwordAgain }));
  };

  /** On blur: the field's own rule, then whether the name or address is taken (a failed check passes). */
  const checkTaken = async (field: 'username' | 'email') => {
    const own = localErrors(values)[field];
    setErrors((e) => ({ ...e, [field]: own }));
    if (own) return;
    const taken = await checkUsernameOrEmail({ [field]: values[field] }).catch(() => null);
    if (taken?.[field]) setErrors((e) => ({ ...e, [field]: translateMessage(field === 'username' ? 'The_username_already_exists' : 'The_email_already_exists') }));
  };

  const sendCode = () => {
    const emailError = fieldError(rules.email, values.email);
    setErrors((e) => ({ ...e, email: emailError }));
    return emailError ? undefined : getRegisterCode(values.email.trim());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = localErrors(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await register({ username: values.username, password: values.password, email: values.email, code: values.code });
      toast.success(translateMessage('Thanks_for_registering'));
      openAuthModal('login');
    } catch {
      setValues((v) => ({ ...v, code: '' }));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field) => ({
    value: values[field],
    onChange: (e: { currentTarget: HTMLInputElement }) => set(field, e.currentTarget.value),
    error: errors[field],
    name: field,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('auth.username')} {...input('username')} onBlur={() => void checkTaken('username')} autoComplete="username" data-autofocus />
        <PasswordInput label={t('auth.password')} {...input('password')} autoComplete="new-password" />
        <PasswordInput label={t('auth.passwordAgain')} {...input('passwordAgain')} autoComplete="new-password" />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={t('auth.email')} {...input('email')} onBlur={() => void checkTaken('email')} autoComplete="email" style={{ flex: 1 }} />
          <SendCodeButton countdownName="register-code" seconds={RESEND_WAIT.register} send={sendCode} data-testid="send-code" />
        </Group>
        <TextInput label={t('auth.code')} {...input('code')} maxLength={6} autoComplete="one-time-code" />
        <Button type="submit" loading={busy} fullWidth>
          {t('auth.register')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => openAuthModal('login')}>
          {t('auth.haveAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
