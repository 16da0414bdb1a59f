// Payment fields of receipts and cash sales in the draft (issue #10 §2): sent under their wire names and
// accepted by the API's contract, empty ones dropped; a receipt made from an invoice carries the invoice's
// WHT for what is still due.
import { createDocumentSchema } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import { newDraft } from './draft';
import { createPayload } from './payload';
import { carriedWht, carriedWhtOfAll, initialEditorState } from './initial';
import { ORG_ID, quotationFixture } from './test-fixtures';

const ACCOUNT_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000b1';

describe('payment fields', () => {
  it('sends the method, account, cheque, fee and rounding of a cash sale', () => {
    const draft = newDraft('2026-11-22');
    draft.items = [{ ...draft.items[0]!, name: 'โต๊ะ', quantity: '1', price: '1069.99' }];
    draft.payment = {
      paymentMethod: 'CHEQUE',
      paymentAccountId: ACCOUNT_ID,
      paymentReference: '',
      chequeNumber: '00123456',
      chequeDate: '2026-11-30',
      bankFee: '25.00',
      roundingAmount: '-0.40',
    };
    const body = createPayload('CA', ORG_ID, draft, { type: 'plain' });
    expect(body).toMatchObject({
      paymentMethod: 'CHEQUE',
      paymentAccountId: ACCOUNT_ID,
      chequeNumber: '00123456',
      chequeDate: '2026-11-30',
      bankFee: '25.00',
      roundingAmount: '-0.40',
    });
    expect(body).not.toHaveProperty('paymentReference');
    const parsed = createDocumentSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it('a receipt from an invoice starts with its WHT for the balance', () => {
    // 10,000 services + VAT 700 = 10,700, 3% WHT 300; 5,350 of it still due → 150.00.
    const invoice = quotationFixture({
      kind: 'INV',
      status: 'AWAITING',
      grand_total: '10700.00',
      totals: { ...quotationFixture().totals, grand_total: '10700.00', whtAmount: '300.00' },
      progress: { paid: '5350.00', balance: '5350.00' },
    });
    expect(carriedWht(invoice)).toBe('150.00');
    const state = initialEditorState('RE', {
      parent: invoice,
      params: new URLSearchParams(),
      today: '2026-11-22',
      salesName: '',
    });
    expect(state.draft.whtAmount).toBe('150.00');
    expect(carriedWht({ ...invoice, totals: { ...invoice.totals, whtAmount: '0.00' } })).toBe('');
  });

  it('a cumulative receipt carries the WHT of every invoice it settles', () => {
    const invoice = (grand: string, wht: string) =>
      quotationFixture({
        kind: 'INV',
        grand_total: grand,
        totals: { ...quotationFixture().totals, grand_total: grand, whtAmount: wht },
        progress: { balance: grand },
      });
    // 300.00 + 150.00 + 60.00 = 510.00 (3% of 10,000.00, 5,000.00 and 2,000.00)
    expect(
      carriedWhtOfAll([
        invoice('10700.00', '300.00'),
        invoice('5350.00', '150.00'),
        invoice('2140.00', '60.00'),
      ]),
    ).toBe('510.00');
    expect(carriedWhtOfAll([invoice('107.00', '0.00')])).toBe('');
  });
});
