// The signed-in session (decision 0080): the access token lives in memory only; the refresh token is an
// HttpOnly cookie the script never sees. localStorage keeps only who is signed in and the current
// organisation id (spec §6: logout clears token, user and organisation id), so a reload knows to restore the
// session through a cookie refresh. A tiny external store so React components re-render when the session
// changes (sign-in, refresh, logout in another tab).

export interface SessionUser {
  id?: string;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
}

export interface SessionState {
  /** The access token, in memory: null after a reload until the cookie refresh has answered. */
  token: string | null;
  /** The signed-in user; non-null means the refresh cookie should hold a session. */
  user: SessionUser | null;
  organizationId: string | null;
}

export const storageKeys = {
  user: 'user',
  organizationId: 'organizationId',
} as const;

/** Where earlier versions kept the tokens; removed on start so no token stays readable by scripts. */
const legacyTokenKeys = ['token', 'refreshToken'];

export interface SessionStore {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Signs in with the answer of login or register (its refreshToken is not kept: the cookie holds it). */
  signIn(values: { token: string; user: SessionUser }): void;
  setToken(token: string): void;
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
  for (const key of legacyTokenKeys) storage.removeItem(key);
  const listeners = new Set<() => void>();
  let token: string | null = null;
  const read = (): SessionState => ({
    token,
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
      if (event.key !== null && !Object.values<string>(storageKeys).includes(event.key)) return;
      // Signed out (or in as someone else) in another tab: this tab's access token goes too.
      if (storage.getItem(storageKeys.user) !== JSON.stringify(snapshot.user)) token = null;
      emit();
    });
  }

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(values) {
      token = values.token;
      put(storageKeys.user, JSON.stringify(values.user));
      emit();
    },
    setToken(value) {
      token = value;
      emit();
    },
    setOrganizationId(id) {
      if (storage.getItem(storageKeys.organizationId) === id) return;
      put(storageKeys.organizationId, id);
      emit();
    },
    clear() {
      token = null;
      for (const key of Object.values(storageKeys)) storage.removeItem(key);
      emit();
    },
  };
}

export const session = createSessionStore(window.localStorage);
