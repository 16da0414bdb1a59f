// Per-user display preferences kept in localStorage: UI language (Thai by default) and the year format
// for dates (Christian or Buddhist Era). Each user's choice is stored under their own key, and the last
// choice made on this browser is what the sign-in page shows before anyone has signed in.
import { useSyncExternalStore } from 'react';

export const languages = ['th', 'en'] as const;
export type Language = (typeof languages)[number];
export type Era = 'CE' | 'BE';

export interface Preferences {
  language: Language;
  era: Era;
}

export const defaultPreferences: Preferences = { language: 'th', era: 'CE' };
const lastUsedKey = 'banchee.prefs';
const userKey = (userKeyPart: string) => `banchee.prefs.${userKeyPart}`;

export function parsePreferences(raw: string | null): Preferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Preferences>;
    return {
      language: languages.includes(value.language as Language) ? (value.language as Language) : 'th',
      era: value.era === 'BE' ? 'BE' : 'CE',
    };
  } catch {
    return null;
  }
}

export interface PreferencesStore {
  get: () => Preferences;
  subscribe: (listener: () => void) => () => void;
  /** Switches to a user's saved preferences (or keeps the current ones for a first-time user). */
  useUser(userKeyPart: string | null): void;
  set(patch: Partial<Preferences>): void;
}

export function createPreferencesStore(storage: Storage): PreferencesStore {
  const listeners = new Set<() => void>();
  let owner: string | null = null;
  let current = parsePreferences(storage.getItem(lastUsedKey)) ?? defaultPreferences;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useUser(userKeyPart) {
      if (owner === userKeyPart) return;
      owner = userKeyPart;
      const saved = userKeyPart ? parsePreferences(storage.getItem(userKey(userKeyPart))) : null;
      if (saved && (saved.language !== current.language || saved.era !== current.era)) {
        current = saved;
        storage.setItem(lastUsedKey, JSON.stringify(current));
        emit();
      }
    },
    set(patch) {
      current = { ...current, ...patch };
      storage.setItem(lastUsedKey, JSON.stringify(current));
      if (owner) storage.setItem(userKey(owner), JSON.stringify(current));
      emit();
    },
  };
}

export const preferences = createPreferencesStore(window.localStorage);

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get);
}
