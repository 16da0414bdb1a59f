// The tax-point rule (decisions 0090, 0091): titles by case, and — over every combination of line kinds, VAT
// codes, the "issue as tax invoice" choice and the adjusted invoice's state — the proof that the title and
// the posting never disagree: a document titled ใบกำกับภาษี has all its VAT in 27111, one that leaves VAT in
// 27112 is not titled so.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../constants/accounts.ts';
import { money } from '../money/money.ts';
import type { JournalLine } from '../ledger/journal.ts';
import {
  postCashSale,
  postCreditNote,
  postDebitNote,
  postInvoice,
  type SalesPostingInput,
} from '../ledger/posting.ts';
import type { LineTaxCode } from '../tax/vat.ts';
import { salesTaxPoint, titleIsTaxInvoice, undueVatLedger, type TaxPointLine } from './tax-point.ts';
import { computeDocumentTotals } from './totals.ts';

const line = (itemType: 'goods' | 'services', taxCode: TaxPointLine['taxCode']): TaxPointLine => ({
  itemType,
  taxCode,
});

describe('salesTaxPoint — titles', () => {
  it('a services invoice is not a tax invoice unless the user issues it as one', () => {
    const services = [line('services', 'VAT7')];
    expect(salesTaxPoint({ kind: 'INV', lines: services })).toEqual({
      isTaxInvoice: false,
      title: { th: 'ใบแจ้งหนี้', en: 'Invoice' },
      vat: 'undue',
      choice: 'open',
    });
    expect(salesTaxPoint({ kind: 'INV', lines: services, issueAsTaxInvoice: true })).toMatchObject({
      isTaxInvoice: true,
      title: { th: 'ใบแจ้งหนี้/ใบกำกับภาษี', en: 'Invoice/Tax invoice' },
      vat: 'due',
    });
  });

  it('goods make an invoice a tax invoice whatever the choice (tax point at delivery, s.78)', () => {
    const mixed = [line('goods', 'VAT7'), line('services', 'VAT7')];
    for (const issueAsTaxInvoice of [undefined, null, true, false]) {
      expect(salesTaxPoint({ kind: 'INV', lines: mixed, issueAsTaxInvoice })).toEqual({
        isTaxInvoice: true,
        title: { th: 'ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี', en: 'Delivery note/Invoice/Tax invoice' },
        vat: 'due',
        choice: 'forced',
      });
    }
  });

  it('exempt-only documents are never tax invoices; zero-rated ones are', () => {
    expect(salesTaxPoint({ kind: 'INV', lines: [line('goods', 'EXEMPT')] })).toMatchObject({
      isTaxInvoice: false,
      title: { th: 'ใบส่งของ/ใบแจ้งหนี้', en: 'Delivery note/Invoice' },
      choice: 'none',
    });
    expect(salesTaxPoint({ kind: 'CA', lines: [line('goods', 'EXEMPT')] }).title.th).toBe('ใบเสร็จรับเงิน');
    expect(salesTaxPoint({ kind: 'CA', lines: [line('goods', 'NONVAT')] }).isTaxInvoice).toBe(false);
    expect(salesTaxPoint({ kind: 'INV', lines: [line('goods', 'VAT0')] }).isTaxInvoice).toBe(true);
    expect(salesTaxPoint({ kind: 'CA', lines: [line('services', 'VAT0')] }).title.th).toBe(
      'ใบเสร็จรับเงิน/ใบกำกับภาษี',
    );
  });

  it('a receipt is the tax point when VAT falls due with it', () => {
    expect(salesTaxPoint({ kind: 'RE', lines: [], settlesUndueVat: true })).toMatchObject({
      isTaxInvoice: true,
      title: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt/Tax invoice' },
      vat: 'due',
    });
    expect(salesTaxPoint({ kind: 'RE', lines: [] })).toMatchObject({
      isTaxInvoice: false,
      title: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
      vat: 'none',
    });
  });

  it('notes against an undue invoice cite it as an invoice and adjust undue VAT', () => {
    expect(salesTaxPoint({ kind: 'CN', lines: [], adjustsUndueVat: true })).toMatchObject({
      title: { th: 'ใบลดหนี้', en: 'Credit note' },
      vat: 'undue',
      cites: 'invoice',
    });
    expect(salesTaxPoint({ kind: 'DN', lines: [] })).toMatchObject({
      title: { th: 'ใบเพิ่มหนี้', en: 'Debit note' },
      vat: 'due',
      cites: 'taxInvoice',
    });
  });
});

// ------------------------------------------------------------------ every combination

const LINE_KINDS = (['goods', 'services'] as const).flatMap((itemType) =>
  (['VAT7', 'VAT0', 'EXEMPT'] as const satisfies readonly LineTaxCode[]).map((vatCode) => ({
    itemType,
    vatCode,
  })),
);
/** Every set of one or two lines (with repetition). */
const LINE_SETS = LINE_KINDS.flatMap((a, i) => [[a], ...LINE_KINDS.slice(i).map((b) => [a, b])]);

function postingInput(lines: typeof LINE_KINDS, vatEnabled: boolean): SalesPostingInput {
  const totals = computeDocumentTotals({
    priceType: 'vat_exclusive',
    vatEnabled,
    date: '2026-11-21',
    lines: lines.map((l, i) => ({ quantity: '1', unitPrice: String(1000 * (i + 1)), vatCode: l.vatCode })),
  });
  return { totals, lineInfo: lines.map((l) => ({ itemType: l.itemType })) };
}

const net = (lines: readonly JournalLine[], account: string) =>
  lines.filter((l) => l.accountCode === account).reduce((sum, l) => sum + l.credit - l.debit, 0n);

describe('salesTaxPoint — the title and the posting never disagree', () => {
  it('over every line set, VAT switch, choice and adjusted-invoice state', () => {
    let cases = 0;
    for (const lines of LINE_SETS) {
      for (const vatEnabled of [true, false]) {
        const input = postingInput(lines, vatEnabled);
        const vat = input.totals.vatTotal;
        const tpLines = input.totals.lines.map((l, i) => ({
          itemType: lines[i]?.itemType ?? 'goods',
          taxCode: l.taxCode,
        }));
        const hasTaxable = tpLines.some((l) => l.taxCode === 'VAT7' || l.taxCode === 'VAT0');
        const postings: [ReturnType<typeof salesTaxPoint>, JournalLine[], 1n | -1n][] = [];
        for (const issueAsTaxInvoice of [undefined, null, true, false]) {
          postings.push([
            salesTaxPoint({ kind: 'INV', lines: tpLines, issueAsTaxInvoice }),
            postInvoice(input, { issueAsTaxInvoice }),
            1n,
          ]);
        }
        postings.push([salesTaxPoint({ kind: 'CA', lines: tpLines }), postCashSale(input), 1n]);
        for (const adjustsUndueVat of [true, false]) {
          postings.push([
            salesTaxPoint({ kind: 'CN', lines: tpLines, adjustsUndueVat }),
            postCreditNote(input, { adjustsUndueVat }),
            -1n,
          ]);
          postings.push([
            salesTaxPoint({ kind: 'DN', lines: tpLines, adjustsUndueVat }),
            postDebitNote(input, { adjustsUndueVat }),
            1n,
          ]);
        }
        for (const [taxPoint, posted, sign] of postings) {
          cases += 1;
          expect(titleIsTaxInvoice(taxPoint.title)).toBe(taxPoint.isTaxInvoice);
          if (taxPoint.isTaxInvoice) {
            expect(hasTaxable).toBe(true);
            expect(net(posted, ACCOUNTS.undueOutputVat)).toBe(0n);
            expect(net(posted, ACCOUNTS.outputVat)).toBe(sign * vat);
          }
          if (taxPoint.vat === 'undue') {
            expect(taxPoint.isTaxInvoice).toBe(false);
            expect(net(posted, ACCOUNTS.outputVat)).toBe(0n);
            expect(net(posted, ACCOUNTS.undueOutputVat)).toBe(sign * vat);
          }
          // An invoice carrying VAT is either a tax invoice or leaves all its VAT undue.
          if (vat !== 0n && taxPoint.title.en.includes('Invoice') && !taxPoint.isTaxInvoice) {
            expect(taxPoint.vat).toBe('undue');
          }
        }
      }
    }
    // 27 line sets × 2 VAT switches × (4 invoice choices + cash sale + 2 × 2 notes)
    expect(cases).toBe(27 * 2 * 9);
  });
});

describe('undueVatLedger — 27112 empties to the satang through receipts and notes', () => {
  const invoice = { grandTotal: money(10700), vat: money(700) };

  it('half paid, credited 1,000 + 70 while open, then the rest: 350 + (70 out) + 280', () => {
    const ledger = undueVatLedger(invoice, [
      { type: 'receipt', amount: money(5350) },
      { type: 'note', kind: 'CN', grandTotal: money(1070), vat: money(70) },
      { type: 'receipt', amount: money(4280) },
    ]);
    expect(ledger.vat).toEqual([money(350), money(70), money(280)]);
    expect(ledger.undue).toEqual([false, true, false]);
  });

  it('a debit note while open adds its VAT to what the payment moves: 700 + 35', () => {
    const ledger = undueVatLedger(invoice, [
      { type: 'note', kind: 'DN', grandTotal: money(535), vat: money(35) },
      { type: 'receipt', amount: money(11235) },
    ]);
    expect(ledger.vat).toEqual([money(35), money(735)]);
  });

  it('a credit note after full payment adjusts due VAT (the receipt was the tax invoice)', () => {
    const ledger = undueVatLedger(invoice, [
      { type: 'receipt', amount: money(10700) },
      { type: 'note', kind: 'CN', grandTotal: money(1070), vat: money(70) },
    ]);
    expect(ledger.vat).toEqual([money(700), 0n]);
    expect(ledger.undue).toEqual([false, false]);
  });
});
