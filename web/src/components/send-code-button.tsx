import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../lib/countdown.ts';
import { translateMessage } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';

interface Props {
  /** Names the stored resend wait, so it survives closing the form. */
  countdownName: string;
  seconds: number;
  /** Asks for the code; returns nothing when the form's own check failed (it shows why). */
  send: () => Promise<unknown> | undefined;
  'data-testid'?: string;
}

/** "Send code" for an emailed code, with the resend countdown of spec 000 section 4.5. */
export function SendCodeButton({ countdownName, seconds, send, ...rest }: Props) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(countdownName, seconds);
  const click = async () => {
    const request = send();
    if (!request) return;
    setSending(true);
    try {
      await request;
      toast.success(translateMessage('Register_Send_Email_Msg'));
      countdown.start();
    } catch {
      // The HTTP client showed why.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button mt={25} variant="light" onClick={() => void click()} loading={sending} disabled={countdown.left > 0} {...rest}>
      {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
    </Button>
  );
}
