// Per-user display preferences kept in localStorage: UI language (Thai by default) and the year format
// for dates (Christian or Buddhist Era). Each user's choice is stored under their own key, and the last
// choice made on this browser is what the sign-in page shows before anyone has signed in. Until the person
// picks an era, it follows the language: Buddhist Era in the Thai UI, Common Era in English (issue #10 §1).
import { useSyncExternalStore } from 'react';

export const languages = ['th', 'en'] as const;
export type Language = (typeof languages)[number];
export type Era = 'CE' | 'BE';

export interface Preferences {
  language: Language;
  era: Era;
}

/** The era of a language when the person has not chosen one. */
export function defaultEra(language: Language): Era {
  return language === 'th' ? 'BE' : 'CE';
}

export const defaultPreferences: Preferences = { language: 'th', era: defaultEra('th') };
const lastUsedKey = 'banchee.prefs';
const userKey = (userKeyPart: string) => `banchee.prefs.${userKeyPart}`;

export function parsePreferences(raw: string | null): Preferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Preferences>;
    const language = languages.includes(value.language as Language) ? (value.language as Language) : 'th';
    return { language, era: value.era === 'BE' || value.era === 'CE' ? value.era : defaultEra(language) };
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

/** The era the person picked in these stored preferences, if any (without one, the era follows the language). */
function chosenEraOf(raw: string | null): Era | undefined {
  try {
    const era = raw ? (JSON.parse(raw) as Partial<Preferences>).era : undefined;
    return era === 'BE' || era === 'CE' ? era : undefined;
  } catch {
    return undefined;
  }
}

export function createPreferencesStore(storage: Storage): PreferencesStore {
  const listeners = new Set<() => void>();
  let owner: string | null = null;
  let current = parsePreferences(storage.getItem(lastUsedKey)) ?? defaultPreferences;
  let chosenEra = chosenEraOf(storage.getItem(lastUsedKey));
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // Only a picked era is stored: an unpicked one keeps following the language.
  const stored = () => JSON.stringify({ language: current.language, era: chosenEra });
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useUser(userKeyPart) {
      if (owner === userKeyPart) return;
      owner = userKeyPart;
      const raw = userKeyPart ? storage.getItem(userKey(userKeyPart)) : null;
      const saved = parsePreferences(raw);
      if (saved && (saved.language !== current.language || saved.era !== current.era)) {
        current = saved;
        chosenEra = chosenEraOf(raw);
        storage.setItem(lastUsedKey, stored());
        emit();
      }
    },
    set(patch) {
      if (patch.era !== undefined) chosenEra = patch.era;
      const language = patch.language ?? current.language;
      current = { language, era: chosenEra ?? defaultEra(language) };
      storage.setItem(lastUsedKey, stored());
      if (owner) storage.setItem(userKey(owner), stored());
      emit();
    },
  };
}

export const preferences = createPreferencesStore(window.localStorage);

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get);
}
