// The "business-reports" namespace of the app's i18next instance (sales, receivable and project reports and the
// projects page), registered beside the accounting one, with a typed lookup like useAcctText.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { reportsEn, type ReportsMessages } from './reports-en';
import { reportsTh } from './reports-th';

export const REPORTS_NS = 'business-reports';

i18n.addResourceBundle('en', REPORTS_NS, reportsEn, true, true);
i18n.addResourceBundle('th', REPORTS_NS, reportsTh, true, true);

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type ReportKey = Leaves<ReportsMessages>;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useReportText() {
  const { t, i18n: instance } = useTranslation();
  const language: 'th' | 'en' = instance.language === 'en' ? 'en' : 'th';
  const text = useCallback(
    (key: ReportKey, values?: Record<string, string | number>) =>
      (t as unknown as LooseT)(key, { ns: REPORTS_NS, lng: language, ...values }),
    [t, language],
  );
  /** A key built at run time (a column, status or kind from the API); the raw value when it has no string. */
  const maybe = useCallback(
    (key: string, fallback: string) =>
      (t as unknown as LooseT)(key, { ns: REPORTS_NS, lng: language, defaultValue: fallback }),
    [t, language],
  );
  return { text, maybe, language };
}
