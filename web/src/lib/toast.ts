import { notifications } from '@mantine/notifications';
import { createStore, useStore } from './store.ts';

/** Spec 000 section 8.2: one toast at a time, 4000 ms; error notifications 5000 ms. */
export const TOAST_MS = 4000;
export const NOTIFICATION_MS = 5000;
/** Below this width the error notification is skipped (spec 000 section 8.1), like the mobile list layout. */
const MOBILE_QUERY = '(max-width: 767.98px)';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const store = createStore<Toast | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing the one on screen. */
export function showToast(kind: ToastKind, text: string) {
  clearTimeout(timer);
  const id = nextId++;
  store.set({ id, kind, text });
  timer = setTimeout(() => store.set((t) => (t?.id === id ? null : t)), TOAST_MS);
}

export function dismissToast() {
  clearTimeout(timer);
  store.set(null);
}

export const toast = {
  success: (text: string) => showToast('success', text),
  info: (text: string) => showToast('info', text),
  warning: (text: string) => showToast('warning', text),
  error: (text: string) => showToast('error', text),
};

export function useToast() {
  return useStore(store);
}

/** The corner notification that accompanies an error toast on wide screens. */
export function notifyError(title: string, text: string) {
  if (window.matchMedia(MOBILE_QUERY).matches) return;
  notifications.show({ color: 'red', title, message: text, autoClose: NOTIFICATION_MS });
}
