// A feature's own i18next namespace, typed: Leaves<Messages> is every "a.b.c" string key of its messages, and
// useFeatureText(ns) gives a lookup in the user's language that re-renders when the language changes.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "a.b.c" for every string leaf of the messages. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type FeatureText<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useFeatureText<Key extends string>(namespace: string): FeatureText<Key> {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    // The app's TFunction is typed for the shell's namespace only; this namespace is typed by Key.
    (key, values) => (t as unknown as LooseT)(key, { ns: namespace, lng: language, ...values }),
    [t, language, namespace],
  );
}
