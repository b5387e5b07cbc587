import { Notification } from '@mantine/core';
import { dismissToast, useToast, type ToastKind } from '../lib/toast.ts';
import classes from './toast-host.module.css';

const COLORS: Record<ToastKind, string> = { success: 'green', info: 'blue', warning: 'yellow', error: 'red' };

/** The one toast on screen, top centre. */
export function ToastHost() {
  const current = useToast();
  if (!current) return null;
  return (
    <div className={classes.host} role="status" aria-live="polite">
      <Notification key={current.id} color={COLORS[current.kind]} onClose={dismissToast} withBorder data-testid="toast">
        {current.text}
      </Notification>
    </div>
  );
}
