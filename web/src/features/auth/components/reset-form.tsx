import { Anchor, Button, Group, Image, Stack, TextInput, Tooltip } from '@mantine/core';
import { ApplyResetPasswordBody, RESEND_WAIT } from '@oj/shared/schemas/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../lib/auth-modal.ts';
import { useCountdown } from '../../../lib/countdown.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldError } from '../../../lib/validate.ts';
import { applyResetPassword, captchaQuery, checkUsernameOrEmail } from '../api/auth-api.ts';

const rules = ApplyResetPasswordBody.shape;

/** Asks for a reset link by mail: email, an image captcha (click for another) and a 90 s resend wait. */
export function ResetForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const captcha = useQuery(captchaQuery);
  const refreshCaptcha = () => void queryClient.resetQueries({ queryKey: captchaQuery.queryKey });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; captcha?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown('reset-mail', RESEND_WAIT.reset);

  const checkEmail = async () => {
    const own = fieldError(rules.email, email);
    setErrors((e) => ({ ...e, email: own }));
    if (own) return;
    const known = await checkUsernameOrEmail({ email }).catch(() => null);
    if (known && !known.email) setErrors((e) => ({ ...e, email: translateMessage('The_email_does_not_exists') }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { email: fieldError(rules.email, email), captcha: fieldError(rules.captcha, code) };
    setErrors(found);
    if (found.email || found.captcha || !captcha.data) return;
    setBusy(true);
    try {
      await applyResetPassword({ email: email.trim(), captcha: code, captchaKey: captcha.data.captchaKey });
      toast.success(translateMessage('ResetPwd_Send_Email_Msg'));
      countdown.start();
    } catch {
      // The HTTP client showed why.
    } finally {
      // A captcha is good for one try either way.
      setCode('');
      refreshCaptcha();
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('auth.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} onBlur={() => void checkEmail()} error={errors.email} data-autofocus />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={t('auth.captcha')} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.captcha} maxLength={8} style={{ flex: 1 }} />
          <Tooltip label={t('auth.refreshCaptcha')}>
            <Image src={captcha.data?.img} alt={t('auth.captcha')} w={120} h={40} mt={25} radius="sm" onClick={refreshCaptcha} style={{ cursor: 'pointer' }} data-testid="captcha" />
          </Tooltip>
        </Group>
        <Button type="submit" loading={busy} disabled={countdown.left > 0} fullWidth>
          {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendResetMail')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => openAuthModal('login')}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
