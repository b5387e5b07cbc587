import { Button, Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../lib/toast.ts';

interface Props {
  /** The box's placeholder and accessible name. */
  placeholder: string;
  /** The button's text. */
  action: string;
  /** The warning shown instead of sending an empty password. */
  emptyMessage: string;
  onSend: (password: string) => void;
  sending: boolean;
  /** The box's test id; the button's is `<testId>-enter` unless given. */
  testId: string;
  buttonTestId?: string;
  /** False where no password is asked (a public exam's start): the button alone, sending ''. */
  asksPassword?: boolean;
}

/** A password gate's box and button (a contest, a training, an exam): Enter or the button sends, an empty password is refused here. */
export function PasswordEntry({ placeholder, action, emptyMessage, onSend, sending, testId, buttonTestId = `${testId}-enter`, asksPassword = true }: Props) {
  const [password, setPassword] = useState('');
  const send = () => {
    if (asksPassword && !password) return toast.warning(emptyMessage);
    onSend(asksPassword ? password : '');
  };
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      {asksPassword && (
        <PasswordInput
          w={{ base: '100%', sm: 340 }}
          aria-label={placeholder}
          placeholder={placeholder}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && send()}
          data-testid={testId}
        />
      )}
      <Button onClick={send} loading={sending} data-testid={buttonTestId}>
        {action}
      </Button>
    </Group>
  );
}
