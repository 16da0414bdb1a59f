// Who bears a supplier payment's WHT (decision 0171) and the 50 ทวิ income row of a purchase line, as the
// editor offers them: the options of the contracts' lists with the domain's labels (the 50 ทวิ rows and payer
// conditions), and the live totals of a bill or payment slip whose WHT the payer bears — the supplier is
// paid in full. The gross-up itself (income = base ÷ (1 − rate) when borne continuously) is the server's.
import { DOCUMENT_WHT_PAYERS, WHT_LINE_INCOME_TYPES } from '@banchee/contracts';
import { WITHHOLDING_INCOME_TYPES, WITHHOLDING_PAYER_CONDITIONS } from '@banchee/domain';
import type { WhtIncomeType, WhtPayer } from './draft';
import type { Preview } from './preview';

export interface WithholdingOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** The 50 ทวิ rows a purchase line's WHT may go on (2 fees, 3 royalties, 5 services/rent/…), code first. */
export function incomeTypeOptions(language: 'th' | 'en'): WithholdingOption<WhtIncomeType>[] {
  return WHT_LINE_INCOME_TYPES.map((code) => {
    const row = WITHHOLDING_INCOME_TYPES.find((type) => type.code === code);
    const name = row ? (language === 'en' ? row.nameEn : row.nameTh) : '';
    return { value: code, label: `${code} ${name}` };
  });
}

/** Withheld at source, borne once, borne continuously: the payer conditions of the 50 ทวิ. */
export function whtPayerOptions(language: 'th' | 'en'): WithholdingOption<WhtPayer>[] {
  return DOCUMENT_WHT_PAYERS.map((code) => {
    const condition = WITHHOLDING_PAYER_CONDITIONS.find((c) => c.code === code);
    const name = condition ? (language === 'en' ? condition.nameEn : condition.nameTh) : code;
    return { value: code, label: name };
  });
}

/** The income row a line shows: its own, else row 5 (what the server stores when none is sent). */
export function shownIncomeType(value: WhtIncomeType | ''): WhtIncomeType {
  return value === '' ? '5' : value;
}

/** Whether the payer bears the WHT (gross-up). */
export function bearsWht(payer: WhtPayer): boolean {
  return payer !== 'TAX_AT_SOURCE';
}

/** The preview with the amount paid to the supplier: all of the grand total when the payer bears the WHT. */
export function withPayer(preview: Preview, payer: WhtPayer): Preview {
  if (!bearsWht(payer) || preview.totals.whtTotal === 0n) return preview;
  return { ...preview, totals: { ...preview.totals, amountPayable: preview.totals.grandTotal } };
}
