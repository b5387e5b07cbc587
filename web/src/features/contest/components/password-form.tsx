import { Button, Group, PasswordInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { registerContest } from '../api/contest-api.ts';

/** Registration: access and the participant count change with it. */
export const useRegister = (cid: number, onRegistered?: () => void) => {
  const { t } = useTranslation('contest');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => registerContest(cid, password),
    onSuccess: () => {
      toast.success(t('password.registered'));
      void queryClient.invalidateQueries({ queryKey: ['contest-access', cid] });
      void queryClient.invalidateQueries({ queryKey: ['contest-info', cid] });
      onRegistered?.();
    },
  });
};

/** Spec 001 section 5: the contest password, which may not be empty. */
export function PasswordForm({ cid, onRegistered }: { cid: number; onRegistered?: () => void }) {
  const { t } = useTranslation('contest');
  const [password, setPassword] = useState('');
  const register = useRegister(cid, onRegistered);
  const send = () => {
    if (!password) return toast.warning(t('password.empty'));
    register.mutate(password);
  };
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <PasswordInput
        w={{ base: '100%', sm: 360 }}
        aria-label={t('password.placeholder')}
        placeholder={t('password.placeholder')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && send()}
        data-testid="contest-password"
      />
      <Button onClick={send} loading={register.isPending} data-testid="contest-password-enter">
        {t('password.enter')}
      </Button>
    </Group>
  );
}
