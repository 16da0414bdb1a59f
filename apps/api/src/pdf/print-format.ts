// How figures, dates, tax ids and branches look on paper. The rules themselves live in @banchee/domain
// (money parsing and grouping, DD/MM/YYYY with Buddhist Era, tax-id layout); this file only picks the print forms.
import {
  HEAD_OFFICE_BRANCH,
  QUANTITY_SCALE,
  formatDateDMY,
  formatDecimal,
  formatMoney,
  formatTaxId,
  groupThousands,
  parseDecimal,
  parseMoney,
} from '@banchee/domain';
import type { SalesDocumentLabels } from './document-labels.ts';

/** Money decimal string → "1,070.00" (rounded half-up to the satang by the domain parser). */
export function printMoney(amount: string): string {
  return formatMoney(parseMoney(amount));
}

/** True when a money string is absent or zero (optional rows such as discount and WHT are then left out). */
export function isZeroMoney(amount: string | undefined): boolean {
  return amount === undefined || parseMoney(amount) === 0n;
}

/**
 * Quantities and unit prices carry up to four places; print at least two and drop trailing zeros beyond
 * them: "2" → "2.00", "1.5000" → "1.50", "0.3333" → "0.3333", "12500" → "12,500.00".
 */
export function printQuantity(value: string): string {
  const plain = formatDecimal(parseDecimal(value, QUANTITY_SCALE), QUANTITY_SCALE);
  const trimmed = plain.replace(/(\.\d{2}\d*?)0+$/, '$1');
  return groupThousands(trimmed);
}

/** ISO date → DD/MM/YYYY, the year in the Buddhist Era (2026 → 2569) or the Common Era. */
export function printDate(date: string, buddhistEra: boolean): string {
  return formatDateDMY(date, { era: buddhistEra ? 'BE' : 'CE', separator: '/' });
}

/** 13-digit tax id in its display layout (0-10-5-552-02968-1 for a company). */
export function printTaxId(taxId: string): string {
  return formatTaxId(taxId);
}

/** "สำนักงานใหญ่" for 00000, "สาขาที่ 00001" otherwise (thai-tax-reference §1.8). */
export function printBranch(branch: string, labels: SalesDocumentLabels): string {
  const code = branch.trim();
  return code === HEAD_OFFICE_BRANCH ? labels.headOffice : `${labels.branch} ${code}`;
}
