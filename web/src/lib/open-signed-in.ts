import { useNavigate } from 'react-router';
import { openAuthModal } from './auth-modal.ts';
import { useSession } from './session.ts';
import { toast } from './toast.ts';

/** Opens a path for a signed-in user; a visitor gets `loginFirst` as a warning and the login dialog instead. */
export function useOpenSignedIn(loginFirst: string) {
  const navigate = useNavigate();
  const { user } = useSession();
  return (path: string) => {
    if (user) return void navigate(path);
    toast.warning(loginFirst);
    openAuthModal('login');
  };
}
