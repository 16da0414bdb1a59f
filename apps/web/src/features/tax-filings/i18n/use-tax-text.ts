// The "taxFilings" namespace of the app's i18next instance and a typed lookup that re-renders on a language
// switch; errors are translated by their code (an unknown code falls back to the generic sentence).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { taxFilingsEn, type TaxFilingsMessages } from './en';
import { taxFilingsTh } from './th';

export const TAX_FILINGS_NS = 'taxFilings';

i18n.addResourceBundle('en', TAX_FILINGS_NS, taxFilingsEn, true, true);
i18n.addResourceBundle('th', TAX_FILINGS_NS, taxFilingsTh, true, true);

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type TaxKey = Leaves<TaxFilingsMessages>;
export type TaxText = (key: TaxKey, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useTaxText(): { text: TaxText; language: 'th' | 'en'; errorOf: (error: unknown) => string } {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language === 'en' ? 'en' : 'th';
  const text = useCallback<TaxText>(
    (key, values) =>
      (t as unknown as LooseT)(key, { ns: TAX_FILINGS_NS, lng: language, keySeparator: '.', ...values }),
    [t, language],
  );
  const errorOf = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : '';
      const messages = language === 'en' ? taxFilingsEn.errors : taxFilingsTh.errors;
      return (messages as Record<string, string>)[code] ?? messages.generic;
    },
    [language],
  );
  return { text, language, errorOf };
}
