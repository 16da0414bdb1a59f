// The language and era a print opens with (decision 0206), the same for the sales documents and the stock prints:
// the UI language, and the organisation's era for printed documents when it has one, else the person's.
import { useCurrentOrganization } from './current-organization';
import { usePreferences } from './preferences';

export interface PrintDefaults {
  readonly lang: 'th' | 'en';
  /** Buddhist Era dates. */
  readonly be: boolean;
}

export function usePrintDefaults(): PrintDefaults {
  const preferences = usePreferences();
  const organization = useCurrentOrganization();
  return { lang: preferences.language, be: (organization.document_era ?? preferences.era) === 'BE' };
}

/** The query of a stock print (GET …/pdf?lang&be). */
export const printQuery = (defaults: PrintDefaults) => ({ lang: defaults.lang, be: defaults.be ? '1' : '0' });
