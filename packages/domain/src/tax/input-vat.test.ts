import { describe, expect, it } from 'vitest';
import {
  checkPurchaseTaxInvoice,
  claimWindow,
  deferredClaimLines,
  isInClaimWindow,
  notClaimableLines,
  pp36ClaimLines,
  selfAssessedVat,
} from './input-vat.ts';

describe('claim window (decision 0176)', () => {
  it('runs from the due month to the sixth month after the tax invoice month, across a year end', () => {
    // Invoice 20 Sep 2026, goods due the same day: Sep 2026 … Sep + 6 = Mar 2027.
    const w = claimWindow('2026-09-20', '2026-09-20');
    expect(w).toEqual({ first: { year: 2026, month: 9 }, last: { year: 2027, month: 3 } });
    expect(isInClaimWindow(w, { year: 2027, month: 3 })).toBe(true);
    expect(isInClaimWindow(w, { year: 2027, month: 4 })).toBe(false);
    expect(isInClaimWindow(w, { year: 2026, month: 8 })).toBe(false);
  });
  it('starts at the payment month for a service paid after its invoice month', () => {
    // Invoice Jan 2026, paid (due) Mar 2026: Mar … Mar + 6 = Sep 2026.
    expect(claimWindow('2026-01-31', '2026-03-05')).toEqual({
      first: { year: 2026, month: 3 },
      last: { year: 2026, month: 9 },
    });
    expect(claimWindow(null, '2026-12-01').last).toEqual({ year: 2027, month: 6 });
  });
});

describe('purchase tax invoice checks', () => {
  const good = {
    supplierTaxId: '0105552029681',
    supplierBranch: '00000',
    taxInvoiceNumber: 'IV-1',
    taxInvoiceDate: '2026-11-20',
    dueDate: '2026-11-20',
  } as const;
  it('passes a complete invoice', () => {
    expect(checkPurchaseTaxInvoice(good)).toEqual([]);
  });
  it('lists every failing particular', () => {
    expect(
      checkPurchaseTaxInvoice({
        supplierTaxId: '0105552029682', // check digit should be 1
        supplierBranch: '1',
        taxInvoiceNumber: ' ',
        taxInvoiceDate: null,
        dueDate: '2026-11-20',
      }),
    ).toEqual([
      'SUPPLIER_TAX_ID_INVALID',
      'SUPPLIER_BRANCH_INVALID',
      'TAX_INVOICE_NUMBER_MISSING',
      'TAX_INVOICE_DATE_MISSING',
    ]);
    expect(checkPurchaseTaxInvoice({ ...good, supplierTaxId: null, taxInvoiceDate: '2026-12-01' })).toEqual([
      'SUPPLIER_TAX_ID_MISSING',
      'TAX_INVOICE_DATE_AFTER_DUE',
    ]);
  });
});

describe('claim entries (decision 0177)', () => {
  it('defers and claims 700.00 through 11612; not claimable costs it to 53074', () => {
    const { defer, claim } = deferredClaimLines(70_000n);
    expect(defer).toEqual([
      { accountCode: '11612', debit: 70_000n, credit: 0n },
      { accountCode: '11610', debit: 0n, credit: 70_000n },
    ]);
    expect(claim).toEqual([
      { accountCode: '11610', debit: 70_000n, credit: 0n },
      { accountCode: '11612', debit: 0n, credit: 70_000n },
    ]);
    expect(notClaimableLines(70_000n)).toEqual([
      { accountCode: '53074', debit: 70_000n, credit: 0n },
      { accountCode: '11610', debit: 0n, credit: 70_000n },
    ]);
    expect(() => notClaimableLines(0n)).toThrow(RangeError);
  });
});

describe('self-assessed VAT on a service from abroad (decision 0178)', () => {
  it('is 7% of the amount paid, half-up: 1,234.57 → 86.42, Dr 11611 · Cr 27113', () => {
    // 1,234.57 × 7% = 86.4199 → 86.42
    const { vat, lines } = selfAssessedVat(123_457n, '2026-11-10');
    expect(vat).toBe(8_642n);
    expect(lines).toEqual([
      { accountCode: '11611', debit: 8_642n, credit: 0n },
      { accountCode: '27113', debit: 0n, credit: 8_642n },
    ]);
  });
});

describe('a paid PP36 makes its VAT claimable (decision 0200)', () => {
  it('moves 2,100.00 from undue to claimable input VAT: Dr 11610 · Cr 11611', () => {
    expect(pp36ClaimLines(210_000n)).toEqual([
      { accountCode: '11610', debit: 210_000n, credit: 0n },
      { accountCode: '11611', debit: 0n, credit: 210_000n },
    ]);
    expect(() => pp36ClaimLines(0n)).toThrow(RangeError);
  });
});
