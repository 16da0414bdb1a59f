// The bridge between stored/drafted documents and the domain's totals: builds the domain's totals input from a
// header and lines, and turns the domain's DocumentTotals into the columns the documents tables store. No
// arithmetic here — every figure comes from @banchee/domain (computeDocumentTotals).
import {
  computeDocumentTotals,
  toMoneyString,
  type DocumentLineInput as DomainLineInput,
  type DocumentTotals,
  type DocumentTotalsInput,
  type LineTotals,
} from '@banchee/domain';

export type PriceType = 'vat_exclusive' | 'vat_inclusive' | 'no_vat';
export type LineVatType = 'VAT7' | 'VAT0' | 'EXEMPT';
export type LineItemType = 'PRODUCT' | 'SERVICE';
export type LineKind = 'item' | 'deposit_deduction';

/** A line as the service stores it, before its computed figures (decimal strings, null when absent). */
export interface LineDraft {
  readonly lineKind: LineKind;
  readonly itemId: string | null;
  readonly itemType: LineItemType;
  readonly name: string;
  readonly saleDescription: string | null;
  readonly quantity: string;
  readonly mainUnit: string | null;
  readonly salePrice: string;
  readonly discountAmount: string | null;
  readonly discountPercent: string | null;
  readonly vatType: LineVatType;
  readonly whtPercent: string | null;
  readonly sourceLineId: string | null;
  readonly sourceDocumentId: string | null;
  /** Purchase lines: the account booked (absent: the posting rule's default). */
  readonly accountCode?: string | null;
  /** Purchase lines with WHT: the 50 ทวิ income row (absent: 5). */
  readonly whtIncomeType?: '2' | '3' | '5' | null;
  /** Goods lines: the line's own warehouse (absent: the document's). */
  readonly warehouseId?: string | null;
}

/** The header fields the totals depend on. */
export interface TotalsHeader {
  readonly priceType: PriceType;
  readonly vatEnabled: boolean;
  readonly discountAmount: string | null;
  readonly discountPercent: string | null;
  /** Tax-point date: selects the VAT rate. */
  readonly date: string;
}

/** The fields of a line its totals are computed from. */
export type TotalsLineField =
  'lineKind' | 'quantity' | 'salePrice' | 'discountAmount' | 'discountPercent' | 'vatType' | 'whtPercent';
export type TotalsLine = Pick<LineDraft, TotalsLineField>;

export function toDomainLine(line: TotalsLine): DomainLineInput {
  return {
    kind: line.lineKind,
    quantity: line.quantity,
    unitPrice: line.salePrice,
    discountAmount: line.discountAmount,
    discountPercent: line.discountPercent,
    vatCode: line.vatType,
    whtPercent: line.whtPercent,
  };
}

export function toTotalsInput(header: TotalsHeader, lines: readonly TotalsLine[]): DocumentTotalsInput {
  return {
    priceType: header.priceType,
    vatEnabled: header.vatEnabled,
    discountAmount: header.discountAmount,
    discountPercent: header.discountPercent,
    date: header.date,
    lines: lines.map(toDomainLine),
  };
}

export function computeTotals(header: TotalsHeader, lines: readonly TotalsLine[]): DocumentTotals {
  return computeDocumentTotals(toTotalsInput(header, lines));
}

/** The documents-table columns of a computed document (decimal strings). */
export interface HeaderTotalsColumns {
  subtotal: string;
  discountTotal: string;
  depositDeducted: string;
  amountAfterDiscount: string;
  vatBase: string;
  vatAmount: string;
  netTotal: string;
  grandTotal: string;
  whtAmount: string;
  amountDue: string;
  taxBreakdown: { vatType: string; base: string; vat: string }[];
}

export function headerTotalsColumns(totals: DocumentTotals): HeaderTotalsColumns {
  // The VAT base printed and reported is the base of the standard-rated code (the one VAT is charged on).
  const standard = totals.taxes.find((t) => t.code === 'VAT7');
  return {
    subtotal: toMoneyString(totals.subtotal),
    discountTotal: toMoneyString(totals.discount),
    depositDeducted: toMoneyString(totals.depositDeducted),
    amountAfterDiscount: toMoneyString(totals.amountAfterDiscount),
    vatBase: toMoneyString(standard?.base ?? 0n),
    vatAmount: toMoneyString(totals.vatTotal),
    netTotal: toMoneyString(totals.netTotal),
    grandTotal: toMoneyString(totals.grandTotal),
    whtAmount: toMoneyString(totals.whtTotal),
    amountDue: toMoneyString(totals.amountPayable),
    taxBreakdown: totals.taxes.map((t) => ({
      vatType: t.code,
      base: toMoneyString(t.base),
      vat: toMoneyString(t.vat),
    })),
  };
}

export interface LineTotalsColumns {
  total: string;
  totalAfterDiscount: string;
  taxAmount: string;
  whtAmount: string;
  grandTotal: string;
}

export function lineTotalsColumns(line: LineTotals | undefined): LineTotalsColumns {
  return {
    total: toMoneyString(line?.total ?? 0n),
    totalAfterDiscount: toMoneyString(line?.totalAfterDiscount ?? 0n),
    taxAmount: toMoneyString(line?.tax ?? 0n),
    whtAmount: toMoneyString(line?.wht ?? 0n),
    grandTotal: toMoneyString(line?.grandTotal ?? 0n),
  };
}
