// Display preferences: Buddhist Era is the default of the Thai UI and Common Era of the English one until the
// person picks an era; a picked era is kept across language switches and stored per user.
import { describe, expect, it } from 'vitest';
import { createPreferencesStore, parsePreferences } from './preferences';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('preferences', () => {
  it('follows the language until an era is picked', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(storage);
    expect(store.get()).toEqual({ language: 'th', era: 'BE' });
    store.set({ language: 'en' });
    expect(store.get()).toEqual({ language: 'en', era: 'CE' });
    expect(storage.getItem('banchee.prefs')).toBe('{"language":"en"}');
    store.set({ era: 'BE' });
    store.set({ language: 'th' });
    store.set({ language: 'en' });
    expect(store.get()).toEqual({ language: 'en', era: 'BE' });
  });

  it('reads stored preferences, with the language default when no era was picked', () => {
    expect(parsePreferences('{"language":"th"}')).toEqual({ language: 'th', era: 'BE' });
    expect(parsePreferences('{"language":"th","era":"CE"}')).toEqual({ language: 'th', era: 'CE' });
    expect(parsePreferences('{"language":"en"}')).toEqual({ language: 'en', era: 'CE' });
  });
});
