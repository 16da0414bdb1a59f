// The signed-in session kept in localStorage: access token, refresh token, the user and the current
// organisation id (spec §6: logout clears token, user and organisation id). A tiny external store so
// React components re-render when the session changes (sign-in, refresh, logout in another tab).

export interface SessionUser {
  id?: string;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
}

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  organizationId: string | null;
}

export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  organizationId: 'organizationId',
} as const;

export interface SessionStore {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  signIn(values: { token: string; refreshToken: string; user: SessionUser }): void;
  setTokens(values: { token: string; refreshToken?: string }): void;
  setOrganizationId(id: string | null): void;
  clear(): void;
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'email' in parsed) return parsed as SessionUser;
  } catch {
    // A corrupt value is treated as signed out rather than crashing the app.
  }
  return null;
}

export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  const read = (): SessionState => ({
    token: storage.getItem(storageKeys.token),
    refreshToken: storage.getItem(storageKeys.refreshToken),
    user: readUser(storage.getItem(storageKeys.user)),
    organizationId: storage.getItem(storageKeys.organizationId),
  });
  // useSyncExternalStore needs a stable snapshot: re-read only when something changed.
  let snapshot = read();
  const emit = () => {
    snapshot = read();
    for (const listener of listeners) listener();
  };
  const put = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) emit();
    });
  }

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn({ token, refreshToken, user }) {
      put(storageKeys.token, token);
      put(storageKeys.refreshToken, refreshToken);
      put(storageKeys.user, JSON.stringify(user));
      emit();
    },
    setTokens({ token, refreshToken }) {
      put(storageKeys.token, token);
      if (refreshToken !== undefined) put(storageKeys.refreshToken, refreshToken);
      emit();
    },
    setOrganizationId(id) {
      if (storage.getItem(storageKeys.organizationId) === id) return;
      put(storageKeys.organizationId, id);
      emit();
    },
    clear() {
      for (const key of Object.values(storageKeys)) storage.removeItem(key);
      emit();
    },
  };
}

export const session = createSessionStore(window.localStorage);
