// Which language and era a print uses (decisions 0091, 0097, 0206), the one rule for the sales documents and
// the stock prints: lang=th|en wins, else the organisation's print language; be=0|1 wins, else the
// organisation's document era when set, else Thai prints follow its print era (BE by default) and English
// prints use the Common Era.
import type { PrintLanguage } from './stock-slip-html.ts';

export interface PrintDefaults {
  readonly printLanguage: PrintLanguage;
  readonly printEra: 'BE' | 'CE';
  readonly documentEra: 'BE' | 'CE' | null;
}

export interface PrintChoice {
  readonly language: PrintLanguage;
  readonly buddhistEra: boolean;
}

export function printChoice(
  query: { readonly lang?: PrintLanguage | undefined; readonly be?: '0' | '1' | undefined },
  organization: PrintDefaults,
): PrintChoice {
  const language = query.lang ?? organization.printLanguage;
  const buddhistEra =
    query.be !== undefined
      ? query.be === '1'
      : organization.documentEra !== null
        ? organization.documentEra === 'BE'
        : language === 'th' && organization.printEra === 'BE';
  return { language, buddhistEra };
}
