// The "accounting" namespace of the app's i18next instance: this feature's Thai and English strings are
// registered beside the shell's (which stay in lib/locales), and useAcctText gives a typed lookup that
// re-renders when the user switches language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { accountingEn, type AccountingMessages } from './en';
import { accountingTh } from './th';

export const ACCOUNTING_NS = 'accounting';

i18n.addResourceBundle('en', ACCOUNTING_NS, accountingEn, true, true);
i18n.addResourceBundle('th', ACCOUNTING_NS, accountingTh, true, true);

/** "a.b.c" for every string leaf of the messages. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type AcctKey = Leaves<AccountingMessages>;

export type AcctText = (key: AcctKey, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useAcctText(): { text: AcctText; language: 'th' | 'en' } {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language === 'en' ? 'en' : 'th';
  const text = useCallback<AcctText>(
    // The app's TFunction is typed for the shell's namespace only; this namespace is typed by AcctKey.
    (key, values) => (t as unknown as LooseT)(key, { ns: ACCOUNTING_NS, lng: language, ...values }),
    [t, language],
  );
  return { text, language };
}

/** An account's name in the UI language. */
export function accountName(account: { nameTh: string; nameEn: string }, language: 'th' | 'en'): string {
  return language === 'en' ? account.nameEn : account.nameTh;
}
