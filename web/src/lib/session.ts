import type { UserInfo } from '@oj/shared';
import { ROLE_NAMES, Role } from '@oj/shared/enums';
import { createStore, useStore } from './store.ts';

/** The token and the user info live in local storage (spec 000 section 3) and in memory. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'userInfo';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

const readUser = (): UserInfo | null => {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as UserInfo | null;
  } catch {
    return null;
  }
};

const readStored = (): Session => {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { token, user: readUser() } : { token: null, user: null };
};

const store = createStore<Session>(readStored());

const write = (next: Session) => {
  if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
  else localStorage.removeItem(TOKEN_KEY);
  if (next.user) localStorage.setItem(USER_KEY, JSON.stringify(next.user));
  else localStorage.removeItem(USER_KEY);
  store.set(next);
};

export const session = {
  get: store.get,
  subscribe: store.subscribe,
  signIn: (token: string, user: UserInfo) => write({ token, user }),
  setToken: (token: string) => write({ ...store.get(), token }),
  setUser: (user: UserInfo) => write({ ...store.get(), user }),
  setRoles: (roleList: string[]) => {
    const { user } = store.get();
    if (user) write({ ...store.get(), user: { ...user, roleList } });
  },
  clear: () => write({ token: null, user: null }),
  /**
   * The tab-visibility rule (spec 000 section 4.5): another tab may have logged in or out meanwhile.
   * Adopts the stored session when it differs; 'gone' means the stored token was removed.
   */
  syncFromStorage(): 'same' | 'adopted' | 'gone' {
    const stored = readStored();
    if (stored.token === store.get().token) return 'same';
    if (!stored.token) {
      store.set({ token: null, user: null });
      return 'gone';
    }
    store.set(stored);
    return 'adopted';
  },
};

export function useSession() {
  return useStore(store);
}

const ADMIN_ROLE_NAMES = [ROLE_NAMES[Role.ROOT], ROLE_NAMES[Role.ADMIN], ROLE_NAMES[Role.PROBLEM_ADMIN]];
export function isAdmin(user: UserInfo | null) {
  return !!user?.roleList.some((r) => ADMIN_ROLE_NAMES.includes(r));
}
export function isSuperAdmin(user: UserInfo | null) {
  return !!user?.roleList.includes(ROLE_NAMES[Role.ROOT]);
}
