import type { z } from 'zod';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { formErrors } from '../../lib/validate.ts';

/** Submitting and test runs need a login (the dialog opens), then pass the shared rules (empty or too long code...). */
export function readyToSend(schema: z.ZodType, body: Record<string, unknown>): boolean {
  if (!session.get().token) {
    toast.error(translateMessage('Please_login_first'));
    openAuthModal('login');
    return false;
  }
  const first = Object.values(formErrors(schema, body))[0];
  if (first) toast.error(first);
  return !first;
}
