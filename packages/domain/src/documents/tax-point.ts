// Tax point and legal title of a sales document (Revenue Code s.78, 78/1, 86/4, 86/9, 86/10;
// thai-tax-reference §1.4–1.7, §11; decisions 0090 and 0091). One rule decides, for any sales document, whether
// it is a tax invoice, its title (Thai and English) and whether the VAT it carries is due (output VAT 27111) or
// undue (27112, services before payment). The posting rules and the printed title both read it, so a document
// titled ใบกำกับภาษี always has all its VAT due and a document that leaves VAT undue is never titled one.
//
//   INV  taxable goods → always a tax invoice (goods: tax point at delivery, s.78); taxable services only →
//        the user's choice `issueAsTaxInvoice` (default: not, the receipt becomes the tax invoice, s.78/1);
//        exempt or non-VAT lines only → never.
//   CA   a tax invoice when it holds a taxable line (zero-rated included), else a receipt.
//   RE   the tax point (ใบเสร็จรับเงิน/ใบกำกับภาษี) when VAT falls due with it: it settles a service invoice
//        whose VAT is undue, or it is the sale itself (a billing note made from a quotation, a deposit).
//   CN DN  ใบลดหนี้ / ใบเพิ่มหนี้; against an invoice whose VAT is still undue they adjust 27112 and cite it as
//        an invoice (ใบแจ้งหนี้), otherwise 27111 and the tax invoice.
//   QT BL  never tax documents.
import { prorate, type Money } from '../money/money.ts';
import type { TaxCode } from '../tax/vat.ts';
import { DOCUMENT_KIND_INFO, type DocumentKind } from './kinds.ts';

export type TaxPointDocumentKind = 'QT' | 'BL' | 'INV' | 'CA' | 'RE' | 'CN' | 'DN';

export interface TaxPointLine {
  readonly itemType: 'goods' | 'services';
  /** The line's tax code as the totals computed it (NONVAT when the document carries no VAT). */
  readonly taxCode: TaxCode;
}

export interface TaxPointInput {
  readonly kind: TaxPointDocumentKind;
  /** The document's item lines (deposit deductions follow the document and are left out). */
  readonly lines: readonly TaxPointLine[];
  /** INV holding taxable services only: the user's choice. Absent or null: the default (not a tax invoice). */
  readonly issueAsTaxInvoice?: boolean | null;
  /** RE: VAT falls due with this receipt (undue services VAT it collects, or a sale it is). */
  readonly settlesUndueVat?: boolean;
  /** CN, DN: the adjusted invoice's VAT is still undue (it is not a tax invoice and not paid in full). */
  readonly adjustsUndueVat?: boolean;
}

export interface DocumentTitle {
  readonly th: string;
  readonly en: string;
}

/**
 * due: the document's VAT is output VAT now (27111) · undue: it waits in 27112 for the payment ·
 * none: the document carries no VAT of its own (quotations, billing notes, receipts of tax invoices).
 */
export type VatTiming = 'due' | 'undue' | 'none';

/** Whether the user may choose "issue as tax invoice": forced (taxable goods), open (taxable services only), none. */
export type TaxInvoiceChoice = 'forced' | 'open' | 'none';

export interface TaxPoint {
  readonly isTaxInvoice: boolean;
  readonly title: DocumentTitle;
  readonly vat: VatTiming;
  readonly choice: TaxInvoiceChoice;
  /** CN, DN: what the adjusted document is cited as (อ้างอิงใบกำกับภาษี / อ้างอิงใบแจ้งหนี้). */
  readonly cites?: 'taxInvoice' | 'invoice';
}

const TAX_INVOICE_TH = 'ใบกำกับภาษี';

const isTaxable = (line: TaxPointLine): boolean => line.taxCode === 'VAT7' || line.taxCode === 'VAT0';

function invoiceTitle(hasGoods: boolean, taxInvoice: boolean): DocumentTitle {
  const th = [...(hasGoods ? ['ใบส่งของ'] : []), 'ใบแจ้งหนี้', ...(taxInvoice ? [TAX_INVOICE_TH] : [])];
  const en = [...(hasGoods ? ['Delivery note'] : []), 'Invoice', ...(taxInvoice ? ['Tax invoice'] : [])];
  return { th: th.join('/'), en: en.join('/') };
}

const RECEIPT: DocumentTitle = { th: 'ใบเสร็จรับเงิน', en: 'Receipt' };
const RECEIPT_TAX_INVOICE: DocumentTitle = {
  th: `ใบเสร็จรับเงิน/${TAX_INVOICE_TH}`,
  en: 'Receipt/Tax invoice',
};

/** The tax point of a sales document: tax-invoice status, legal title and where its VAT goes. */
export function salesTaxPoint(input: TaxPointInput): TaxPoint {
  const taxable = input.lines.some(isTaxable);
  switch (input.kind) {
    case 'QT':
      return {
        isTaxInvoice: false,
        title: { th: 'ใบเสนอราคา', en: 'Quotation' },
        vat: 'none',
        choice: 'none',
      };
    case 'BL':
      return {
        isTaxInvoice: false,
        title: { th: 'ใบวางบิล', en: 'Billing note' },
        vat: 'none',
        choice: 'none',
      };
    case 'INV': {
      const hasGoods = input.lines.some((line) => line.itemType === 'goods');
      const taxableGoods = input.lines.some((line) => isTaxable(line) && line.itemType === 'goods');
      const choice: TaxInvoiceChoice = taxableGoods ? 'forced' : taxable ? 'open' : 'none';
      const isTaxInvoice = choice === 'forced' || (choice === 'open' && input.issueAsTaxInvoice === true);
      return {
        isTaxInvoice,
        title: invoiceTitle(hasGoods, isTaxInvoice),
        vat: choice === 'open' && !isTaxInvoice ? 'undue' : 'due',
        choice,
      };
    }
    case 'CA':
      return taxable
        ? { isTaxInvoice: true, title: RECEIPT_TAX_INVOICE, vat: 'due', choice: 'forced' }
        : { isTaxInvoice: false, title: RECEIPT, vat: 'due', choice: 'none' };
    case 'RE':
      return input.settlesUndueVat === true
        ? { isTaxInvoice: true, title: RECEIPT_TAX_INVOICE, vat: 'due', choice: 'forced' }
        : { isTaxInvoice: false, title: RECEIPT, vat: 'none', choice: 'none' };
    case 'CN':
    case 'DN': {
      const undue = input.adjustsUndueVat === true;
      return {
        isTaxInvoice: false,
        title:
          input.kind === 'CN' ? { th: 'ใบลดหนี้', en: 'Credit note' } : { th: 'ใบเพิ่มหนี้', en: 'Debit note' },
        vat: undue ? 'undue' : 'due',
        choice: 'none',
        cites: undue ? 'invoice' : 'taxInvoice',
      };
    }
  }
}

/** Whether a title names the document a tax invoice (the words ใบกำกับภาษี, s.86/4(1)). */
export function titleIsTaxInvoice(title: DocumentTitle): boolean {
  return title.th.includes(TAX_INVOICE_TH);
}

export type UndueVatEvent =
  | { readonly type: 'receipt'; readonly amount: Money }
  | { readonly type: 'note'; readonly kind: 'CN' | 'DN'; readonly grandTotal: Money; readonly vat: Money };

export interface UndueVatLedger {
  /** Per event, index-aligned: for a receipt the VAT it moves 27112 → 27111; for a note the VAT it puts in
   *  (DN) or takes out of (CN) 27112, or 0 when the note came after the invoice was paid in full. */
  readonly vat: readonly Money[];
  /** Per event: a note that adjusts the undue VAT (true) or the due VAT (false); receipts: false. */
  readonly undue: readonly boolean[];
}

/**
 * How an invoice's undue VAT (`invoice.vat`, in 27112 since it was issued) leaves 27112, walking its receipts
 * and notes in the order they were made. A note made while something is still to collect adjusts the undue
 * VAT and the total to collect; a note after full payment adjusts due VAT (the receipt was the tax invoice).
 * Each receipt moves its cumulative share (undue VAT × collected / total, half-up) less what earlier receipts
 * moved, and the one that completes the payment moves all that is left, so 27112 empties to the satang.
 */
export function undueVatLedger(
  invoice: { readonly grandTotal: Money; readonly vat: Money },
  events: readonly UndueVatEvent[],
): UndueVatLedger {
  let total = invoice.grandTotal;
  let pool = invoice.vat;
  let collected = 0n;
  let moved = 0n;
  const vat: Money[] = [];
  const undue: boolean[] = [];
  for (const event of events) {
    if (event.type === 'note') {
      const open = collected < total;
      const sign = event.kind === 'CN' ? -1n : 1n;
      if (open) {
        total += sign * event.grandTotal;
        pool += sign * event.vat;
      }
      vat.push(open ? event.vat : 0n);
      undue.push(open);
      continue;
    }
    collected += event.amount;
    let dueBy: Money;
    if (collected >= total) dueBy = pool;
    else if (total <= 0n || collected <= 0n) dueBy = 0n;
    else dueBy = prorate(pool, collected, total);
    const share = dueBy - moved;
    moved = dueBy;
    vat.push(share);
    undue.push(false);
  }
  return { vat, undue };
}

/**
 * Purchase documents are not tax documents the organisation issues: no tax-invoice status and no output VAT of
 * their own (input VAT is the supplier's tax invoice, recorded on the bill). Their title is the kind's name.
 */
export function purchaseTaxPoint(kind: DocumentKind): TaxPoint {
  const info = DOCUMENT_KIND_INFO[kind];
  return { isTaxInvoice: false, title: { th: info.nameTh, en: info.nameEn }, vat: 'none', choice: 'none' };
}
