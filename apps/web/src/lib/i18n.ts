// i18next set-up: Thai by default, English on request; the language follows the preferences store so a
// user's choice survives reloads and is kept per user (lib/preferences.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './locales/en';
import { th } from './locales/th';
import { preferences } from './preferences';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { th: { translation: th }, en: { translation: en } },
  lng: preferences.get().language,
  fallbackLng: 'th',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

function syncDocumentLanguage(): void {
  document.documentElement.lang = i18n.language;
}
syncDocumentLanguage();

preferences.subscribe(() => {
  const { language } = preferences.get();
  if (i18n.language !== language) {
    void i18n.changeLanguage(language).then(syncDocumentLanguage);
  }
});
