import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordEntry } from '../../../components/password-entry.tsx';
import { toast } from '../../../lib/toast.ts';
import { registerContest } from '../api/contest-api.ts';

/** Registration: access and the participant count change with it. */
export function useRegister(cid: number, onRegistered?: () => void) {
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
}

/** Spec 001 section 5: the contest password, which may not be empty. */
export function PasswordForm({ cid, onRegistered }: { cid: number; onRegistered?: () => void }) {
  const { t } = useTranslation('contest');
  const register = useRegister(cid, onRegistered);
  return (
    <PasswordEntry
      placeholder={t('password.placeholder')}
      action={t('password.enter')}
      emptyMessage={t('password.empty')}
      onSend={(password) => register.mutate(password)}
      sending={register.isPending}
      testId="contest-password"
    />
  );
}
