// The "documents" namespace of the app's i18next instance: this feature's Thai and English strings are
// registered beside the shell's (which stay in lib/locales), and useDocText gives a typed lookup that
// re-renders when the user switches language.
import type { DocumentParty } from '@banchee/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { displayParams, type RefusalText } from '../model/refusals';
import { documentsEn, type DocumentsMessages } from './en';
import { documentsTh } from './th';

export const DOCUMENTS_NS = 'documents';

i18n.addResourceBundle('en', DOCUMENTS_NS, documentsEn, true, true);
i18n.addResourceBundle('th', DOCUMENTS_NS, documentsTh, true, true);

/** "a.b.c" for every string leaf of the messages. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type DocKey = Leaves<DocumentsMessages>;

export type DocText = (key: DocKey, values?: Record<string, string | number>) => string;

type LooseT = (key: string | string[], options: Record<string, unknown>) => string;

/**
 * The feature's strings. With party 'supplier' (purchase documents) a key that has a supplier wording
 * (`supplier.<key>`: "ผู้จำหน่าย" for "ลูกค้า", money paid for money received) is read there first.
 */
export function useDocText(party: DocumentParty = 'client'): DocText {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback(
    // The app's TFunction is typed for the shell's namespace only; this namespace is typed by DocKey.
    (key, values) =>
      (t as unknown as LooseT)(party === 'supplier' ? [`supplier.${key}`, key] : key, {
        ns: DOCUMENTS_NS,
        lng: language,
        ...values,
      }),
    [t, language, party],
  );
}

/** The translated sentence of a server refusal (model/refusals.ts) in the user's language. */
export function useRefusalText(): RefusalText {
  const text = useDocText();
  const { era } = usePreferences();
  // Dates in the figures (a locked period's) as the user reads dates; keyed on the era so the callback is stable.
  return useCallback(
    (key, params) =>
      text(
        `refusals.${key}`,
        displayParams(params, (date) => formatDisplayDate(date, era)),
      ),
    [text, era],
  );
}

/** Status names and action labels come from the server in upper case; unknown ones are shown as they are. */
export function useLabels(party: DocumentParty = 'client') {
  const text = useDocText(party);
  return {
    text,
    status: (status: string) =>
      status in documentsEn.statuses
        ? text(`statuses.${status as keyof DocumentsMessages['statuses']}`)
        : status,
    action: (action: string) =>
      action in documentsEn.actions
        ? text(`actions.${action as keyof DocumentsMessages['actions']}`)
        : action,
  };
}
