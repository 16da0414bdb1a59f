// The API paths the purchase editor uses for who bears the WHT and each line's 50 ทวิ income row (issue #11
// remainder): a bill made from a purchase order with a payer, a bill edited (PUT) to another payer or other
// lines, a payment slip's payer fixed once made; and one payment slip paying receiving inventory and an
// expense of one supplier together. Every figure is hand-computed in the comments.
import { contacts, newId } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeDocumentStatus } from './documents.service.ts';
import { createFixture, failure, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
let companyId: string;
beforeAll(async () => {
  fx = await createFixture();
  companyId = newId();
  await fx.database.db.insert(contacts).values({
    organizationId: fx.actor.organizationId,
    id: companyId,
    contactType: 'SUPPLIER',
    contactName: 'บริษัท ผู้รับจ้าง จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
}, 120_000);
afterAll(async () => {
  await fx.database.close();
});

describe('who bears the WHT, as the editor saves it', () => {
  it('an expense made from a purchase order keeps the payer: 4,000 at 3% borne once → due 4,280, 50 ทวิ 4,120 / 120', async () => {
    const order = await fx.create('PO', {
      contactId: companyId,
      items: [
        line('ค่าออกแบบ', '1', '4000', {
          item_type: 'SERVICE',
          account_code: '53032.01',
          wht_percent: '3',
          wht_income_type: '2',
        }),
      ],
    });
    const expense = await fx.create('EXP', {
      contactId: companyId,
      parentQuotationId: order.id,
      whtPayer: 'PAID_ONE_TIME',
    });
    // 4,000 + VAT 280 = 4,280; WHT 3% = 120 borne by the payer: the supplier is due the whole 4,280.
    expect(expense.whtPayer).toBe('PAID_ONE_TIME');
    expect(expense.items.map((l) => [l.wht_percent, l.wht_income_type])).toEqual([['3.00', '2']]);
    expect(expense.totals).toMatchObject({
      grand_total: '4280.00',
      whtAmount: '120.00',
      amountDue: '4280.00',
    });
    await fx.act('EXP', expense.id, 'APPROVED');
    const paid = await changeDocumentStatus(fx.database.db, fx.actor, 'EXP', expense.id, 'PAID', {
      paymentMethod: 'CASH',
    });
    // Once: tax 4,000 × 3% = 120, income printed 4,000 + 120 = 4,120 (decision 0171), row 2 (fees).
    expect(paid.whtCertificates?.map((c) => [c.form_type, c.total_amount, c.total_tax])).toEqual([
      ['PND53', '4120.00', '120.00'],
    ]);
  });

  it('PUT changes the payer and the lines; a borne WHT stays borne when the lines change', async () => {
    const expense = await fx.create('EXP', {
      contactId: companyId,
      items: [
        line('ค่าทำบัญชี', '1', '10000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '3' }),
      ],
    });
    // 10,000 + 700 = 10,700; WHT 300 withheld → due 10,400; no payer stored, income row 5 by default.
    expect(expense.whtPayer).toBeUndefined();
    expect(expense.totals).toMatchObject({
      grand_total: '10700.00',
      whtAmount: '300.00',
      amountDue: '10400.00',
    });
    const borne = await fx.update('EXP', expense.id, { whtPayer: 'PAID_CONTINUOUSLY' });
    expect(borne.whtPayer).toBe('PAID_CONTINUOUSLY');
    expect(borne.totals).toMatchObject({
      grand_total: '10700.00',
      whtAmount: '300.00',
      amountDue: '10700.00',
    });
    // 20,000 + 1,400 = 21,400; WHT 3% = 600, still borne: due 21,400; the income row 2 is read back.
    const relined = await fx.update('EXP', expense.id, {
      items: [
        line('ค่านายหน้า', '1', '20000', {
          item_type: 'SERVICE',
          account_code: '53032.01',
          wht_percent: '3',
          wht_income_type: '2',
        }),
      ],
    });
    expect(relined.whtPayer).toBe('PAID_CONTINUOUSLY');
    expect(relined.items.map((l) => l.wht_income_type)).toEqual(['2']);
    expect(relined.totals).toMatchObject({
      grand_total: '21400.00',
      whtAmount: '600.00',
      amountDue: '21400.00',
    });
    const withheld = await fx.update('EXP', expense.id, { whtPayer: 'TAX_AT_SOURCE' });
    expect(withheld.totals).toMatchObject({ amountDue: '20800.00' });
    expect((await fx.read('EXP', expense.id)).whtPayer).toBe('TAX_AT_SOURCE');
  });

  it('refuses a payer on a sales document and another payer on a payment slip (400 whtPayer), changing nothing', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [line('x', '1', '10')] });
    const onSale = await failure(fx.update('INV', invoice.id, { whtPayer: 'PAID_ONE_TIME' }));
    expect(onSale.code).toBe('VALIDATION.FAILED');
    expect(JSON.stringify(onSale.details)).toContain('whtPayer');
    const expense = await fx.create('EXP', {
      contactId: companyId,
      items: [
        line('ค่าบริการ', '1', '1000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '3' }),
      ],
    });
    const slip = await fx.create('PS', { contactId: companyId, selectedInvoice: expense.id });
    const changed = await failure(fx.update('PS', slip.id, { whtPayer: 'PAID_ONE_TIME' }));
    expect(changed.code).toBe('VALIDATION.FAILED');
    expect(JSON.stringify(changed.details)).toContain('whtPayer');
    // 1,000 + 70 = 1,070 less 30 withheld = 1,040, unchanged; the same payer again is accepted.
    const same = await fx.update('PS', slip.id, { whtPayer: 'TAX_AT_SOURCE', remarks: 'โอนแล้ว' });
    expect(same.totals).toMatchObject({ grand_total: '1070.00', whtAmount: '30.00', amountDue: '1040.00' });
    expect(same.whtPayer).toBeUndefined();
  });
});

describe('one payment slip over receiving inventory and an expense of one supplier', () => {
  it('totals 19,260, WHT 10 + 210 per bill, one PND53 certificate of three lines 8,000 / 220', async () => {
    const received = await fx.create('RI', {
      contactId: companyId,
      warehouseId: fx.warehouseId,
      items: [
        line('กระดาษ', '10', '1000', { item_id: fx.productId }),
        line('ค่าขนส่ง', '1', '1000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '1' }),
      ],
    });
    // 10,000 + 1,000 = 11,000; VAT 770; grand 11,770; WHT 1% of 1,000 = 10.
    expect(received.totals).toMatchObject({ grand_total: '11770.00', whtAmount: '10.00' });
    const expense = await fx.create('EXP', {
      contactId: companyId,
      items: [
        line('ค่าบริการ', '1', '5000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '3' }),
        line('ค่านายหน้า', '1', '2000', {
          item_type: 'SERVICE',
          account_code: '53032.01',
          wht_percent: '3',
          wht_income_type: '2',
        }),
      ],
    });
    // 5,000 + 2,000 = 7,000; VAT 490; grand 7,490; WHT 150 + 60 = 210.
    expect(expense.totals).toMatchObject({ grand_total: '7490.00', whtAmount: '210.00' });
    const slip = await fx.create('PS', {
      contactId: companyId,
      isCumulative: true,
      cumulativeInvoices: [received.id, expense.id],
    });
    // 11,770 + 7,490 = 19,260; VAT 770 + 490 = 1,260; WHT 10 + 210 = 220; paid 19,260 − 220 = 19,040.
    expect(slip.totals).toMatchObject({
      grand_total: '19260.00',
      vat: '1260.00',
      whtAmount: '220.00',
      amountDue: '19040.00',
    });
    const perBill = slip.links.parents.map((p) => [p.kind, p.number, p.amount, p.whtAmount]);
    expect(perBill.sort()).toEqual([
      ['EXP', expense.number, '7490.00', '210.00'],
      ['RI', received.number, '11770.00', '10.00'],
    ]);
    // One supplier, one form (PND53, a company): (2, 3%) 2,000 → 60; (5, 1%) 1,000 → 10; (5, 3%) 5,000 → 150.
    expect(slip.whtCertificates?.map((c) => [c.form_type, c.total_amount, c.total_tax])).toEqual([
      ['PND53', '8000.00', '220.00'],
    ]);
    // Dr 21210 19,260 · Cr 11121 19,040 · Cr 27240 220; the services' undue VAT falls due: 70 + 490 = 560.
    expect(await ledgerBalances(fx, [slip.id])).toEqual({
      '11121': '-19040.00',
      '11610': '560.00',
      '11611': '-560.00',
      '21210': '19260.00',
      '27240': '-220.00',
    });
    // Both bills are paid in full.
    expect((await fx.read('RI', received.id)).progress).toMatchObject({ balance: '0.00' });
    expect((await fx.read('EXP', expense.id)).progress).toMatchObject({ balance: '0.00' });
  });
});
