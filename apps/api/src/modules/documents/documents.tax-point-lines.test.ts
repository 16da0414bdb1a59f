// The tax point reads a document's lines without computing their amounts (taxPointLinesFrom, decision 0216);
// the posting reads them from the computed totals (postingTaxPointLines). Both must see the same lines: every
// header that switches VAT on or off and every mix of item lines, deposit deductions, goods, services and VAT
// codes gives the same goods/services and tax code per item line, hence the same tax point.
import { postingTaxPointLines, salesTaxPoint } from '@banchee/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postingInputFrom, taxPointLinesFrom, type TaxPointDocument } from './documents.tax-point.ts';
import type { LineRow } from './documents.queries.ts';

const header = fc.record({
  vatEnabled: fc.boolean(),
  priceType: fc.constantFrom<TaxPointDocument['priceType']>('vat_exclusive', 'vat_inclusive', 'no_vat'),
  discountAmount: fc.constantFrom(null, '0.00', '10.00'),
  isDeposit: fc.boolean(),
});

const itemLine = fc.record({
  lineKind: fc.constant('item' as const),
  itemType: fc.constantFrom<LineRow['itemType']>('PRODUCT', 'SERVICE'),
  vatType: fc.constantFrom<LineRow['vatType']>('VAT7', 'VAT0', 'EXEMPT'),
  quantity: fc.constantFrom('1', '2.5000', '3'),
  salePrice: fc.constantFrom('100.00', '1234.5600', '0.01'),
  discountAmount: fc.constantFrom(null, '0.00'),
  discountPercent: fc.constantFrom(null, '10.0000'),
  whtPercent: fc.constantFrom(null, '3.00'),
});

/** A deposit deduction: a negative line that follows the document (no tax point of its own). */
const deduction = itemLine.map((line) => ({
  ...line,
  lineKind: 'deposit_deduction' as const,
  salePrice: '-50.00',
  discountPercent: null,
}));

describe('tax point lines', () => {
  it("are the posting input's item lines, without computing amounts", () => {
    fc.assert(
      fc.property(
        header,
        fc.array(itemLine, { minLength: 1, maxLength: 6 }),
        fc.array(deduction, { maxLength: 1 }),
        (head, items, deductions) => {
          const document: TaxPointDocument = {
            id: 'd',
            organizationId: 'o',
            kind: 'INV',
            status: 'AWAITING',
            date: '2026-11-20',
            issueAsTaxInvoice: null,
            discountPercent: null,
            isCumulative: false,
            ...head,
          };
          const lines = [...items, ...deductions];
          const fromRows = taxPointLinesFrom(document, lines);
          const fromTotals = postingTaxPointLines(postingInputFrom(document, lines));
          expect(fromRows).toEqual(fromTotals);
          expect(fromRows).toHaveLength(items.length);
          for (const kind of ['INV', 'CA', 'CN', 'DN'] as const) {
            expect(salesTaxPoint({ kind, lines: fromRows })).toEqual(
              salesTaxPoint({ kind, lines: fromTotals }),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are NONVAT on a document without VAT, whatever the line says', () => {
    const document = { vatEnabled: false, priceType: 'vat_exclusive' as const };
    const line = { lineKind: 'item' as const, itemType: 'SERVICE' as const, vatType: 'VAT7' as const };
    expect(taxPointLinesFrom(document, [line])).toEqual([{ itemType: 'services', taxCode: 'NONVAT' }]);
    expect(taxPointLinesFrom({ ...document, vatEnabled: true }, [line])).toEqual([
      { itemType: 'services', taxCode: 'VAT7' },
    ]);
  });
});
