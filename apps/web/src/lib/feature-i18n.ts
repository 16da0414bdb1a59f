// A feature's own i18next namespace: its Thai and English strings registered beside the shell's (which stay
// in lib/locales), and a typed lookup that re-renders when the user switches language. Used by features
// whose strings live in features/<m>/i18n (the pattern of documents and accounting).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** "a.b.c" for every string leaf of the messages. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

type LooseT = (key: string, options: Record<string, unknown>) => string;

/** Registers the namespace and returns its hook: const useText = featureText('x', en, th). */
export function featureText<Messages extends object>(namespace: string, en: Messages, th: Messages) {
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('th', namespace, th, true, true);
  type Key = Leaves<Messages>;
  return function useFeatureText() {
    const { t, i18n: instance } = useTranslation();
    const language: 'th' | 'en' = instance.language === 'en' ? 'en' : 'th';
    const text = useCallback(
      // The app's TFunction is typed for the shell's namespace only; this namespace is typed by Key.
      (key: Key, values?: Record<string, string | number>) =>
        (t as unknown as LooseT)(key, { ns: namespace, lng: language, ...values }),
      [t, language],
    );
    return { text, language };
  };
}
