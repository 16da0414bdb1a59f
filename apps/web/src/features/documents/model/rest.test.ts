// The rest of a quotation on the web: opening a partial route after earlier partials pre-fills exactly what
// remains (the API's progress.rest), and the preview agrees with the server's figures.
import type { SalesDocumentSummary } from '@banchee/contracts';
import { toMoneyString } from '@banchee/domain';
import { describe, expect, it } from 'vitest';
import { pickableDocuments, pickableKinds } from '../components/cumulative-picker';
import { initialEditorState } from './initial';
import { previewOf } from './preview';
import { restOf } from './rest';
import { LINE_IDS, QUOTATION_ID, quotationFixture } from './test-fixtures';

const base = { today: '2026-11-23', salesName: 'สมหญิง ขายเก่ง' };

describe('the rest of a quotation', () => {
  // The fixture quotation: 2 × 1,500.00 ตัว + 5 × 200.00 ชิ้น less 10 % + 850.50 = 4,750.50, less 250.50 =
  // 4,500.00. 30 % (1,350.00) is billed: 3,150.00 remains; the rest is 70 % = 3,150.00 + VAT 220.50.
  const billed30 = quotationFixture({
    status: 'PARTIALS',
    progress: {
      remainingAmount: '3150.00',
      remainingPercentage: '70.00',
      rest: { partialType: 'PERCENTAGE', partialPercent: '70.00' },
    },
  });

  it('pre-fills the remaining 70 % and previews 3,150.00 + VAT 220.50 = 3,370.50', () => {
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`);
    const state = initialEditorState('BL', { ...base, parent: billed30, params });
    expect(state.draft.partialPercent).toBe('70.00');
    const preview = previewOf(state.source, state.draft);
    expect(toMoneyString(preview.totals.amountAfterDiscount)).toBe('3150.00');
    expect(toMoneyString(preview.totals.vatTotal)).toBe('220.50');
    expect(toMoneyString(preview.totals.grandTotal)).toBe('3370.50');
    expect(preview.lines?.[0]?.description).toBe('70.00% · 2 ตัว');
  });

  it('an amount partial is offered the remaining amount; a quantity partial the remaining quantities', () => {
    const draft = initialEditorState('BL', {
      ...base,
      parent: billed30,
      params: new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=AMOUNT`),
    }).draft;
    expect(restOf('AMOUNT', billed30.progress, draft)).toEqual({ partialAmount: '3150.00' });
    expect(restOf('QUANTITY', billed30.progress, draft)).toBeNull();
    const byQuantity = {
      rest: {
        partialType: 'QUANTITY' as const,
        items: [{ quotation_line_id: LINE_IDS[1] ?? '', quantity: '3.0000' }],
      },
    };
    const patch = restOf('QUANTITY', byQuantity, draft);
    expect(patch?.items?.map((line) => line.quantity)).toEqual(['0', '3', '0']);
    expect(restOf('PERCENTAGE', { remainingAmount: '0.00' }, draft)).toBeNull();
  });
});

describe('pickableDocuments (cumulative billing notes, receipts, payment slips)', () => {
  const row = (
    id: string,
    status: string,
    contactId: string,
    kind: SalesDocumentSummary['kind'] = 'INV',
  ): SalesDocumentSummary => ({
    id,
    organizationId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    kind,
    number: `${kind}-${id}`,
    status,
    date: '2026-11-23',
    contactId,
    net_total: '100.00',
    vat_amount: '7.00',
    grand_total: '107.00',
    createdAt: '2026-11-23T02:00:00.000Z',
  });

  it('offers the same customer’s other invoices whose status allows a cumulative document', () => {
    const target = { id: 'a', kind: 'INV' as const, contactId: 'c1', contact_name: 'ลูกค้า' };
    const rows = [
      row('a', 'AWAITING', 'c1'),
      row('b', 'AWAITING', 'c1'),
      row('c', 'PAYMENT DUE', 'c1'),
      row('d', 'VOID', 'c1'),
      row('e', 'RECEIPT CREATED', 'c1'),
      row('f', 'AWAITING', 'c2'),
    ];
    expect(pickableDocuments('BL', target, rows).map((r) => r.id)).toEqual(['b', 'c']);
    expect(pickableDocuments('RE', target, rows).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('offers a payment slip the same supplier’s other expenses that may still be paid by a slip', () => {
    const target = { id: 'a', kind: 'EXP' as const, contactId: 's1', contact_name: 'ผู้จำหน่าย' };
    const rows = [
      row('a', 'AWAITING', 's1', 'EXP'),
      row('b', 'AWAITING', 's1', 'EXP'),
      row('c', 'APPROVED', 's1', 'EXP'),
      row('d', 'PAID', 's1', 'EXP'),
      row('e', 'REJECTED', 's1', 'EXP'),
      row('f', 'APPROVED', 's2', 'EXP'),
    ];
    // AWAITING and APPROVED offer "Create Schedule Payment/Payment Slip"; PAID and REJECTED do not.
    expect(pickableDocuments('PS', target, rows).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('offers a payment slip the same supplier’s receiving inventory and expenses together', () => {
    expect(pickableKinds('PS', 'RI')).toEqual(['RI', 'EXP']);
    expect(pickableKinds('PS', 'EXP')).toEqual(['EXP', 'RI']);
    // A cumulative receipt collects invoices only (a billing note is collected by its own action).
    expect(pickableKinds('RE', 'INV')).toEqual(['INV']);
    expect(pickableKinds('RE', 'BL')).toEqual(['BL']);
    expect(pickableKinds('BL', 'INV')).toEqual(['INV']);
    const target = { id: 'a', kind: 'RI' as const, contactId: 's1', contact_name: 'ผู้จำหน่าย' };
    const rows = [
      row('b', 'AWAITING', 's1', 'EXP'),
      row('c', 'APPROVED', 's1', 'RI'),
      row('d', 'PAID', 's1', 'EXP'),
      row('e', 'AWAITING', 's2', 'RI'),
      row('f', 'AWAITING', 's1', 'PO'),
    ];
    expect(pickableDocuments('PS', target, rows).map((r) => r.id)).toEqual(['b', 'c']);
  });
});
