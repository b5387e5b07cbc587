import type { UserInfo } from '@oj/shared';
import { useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Keeps the updated user info and marks every cached query stale: a name, title or avatar shows on many pages
 * (user home, rankings, the header), and each of those owns its own key.
 */
export function useApplyUserInfo() {
  const queryClient = useQueryClient();
  return (user: UserInfo | undefined) => {
    if (user) session.setUser(user);
    void queryClient.invalidateQueries();
    toast.success(translateMessage('Update_Successfully'));
  };
}
