import { createStore, useStore } from './store.ts';

/** The login / register / reset-password dialog, opened from the header, route guards and the 401 handler. */
export type AuthMode = 'login' | 'register' | 'reset';

const store = createStore<{ opened: boolean; mode: AuthMode }>({ opened: false, mode: 'login' });

export function openAuthModal(mode: AuthMode = 'login') {
  return store.set({ opened: true, mode });
}
export function closeAuthModal() {
  return store.set((s) => ({ ...s, opened: false }));
}
export function useAuthModal() {
  return useStore(store);
}
