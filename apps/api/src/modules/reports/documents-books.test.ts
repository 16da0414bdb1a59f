// Sales documents all the way to the books: invoices, a receipt with WHT suffered, a credit note and a voided
// cash sale, made through the documents module (which posts through the journals service), then read back
// through the reports with hand-computed figures: the trial balance and balance sheet balance, and the
// receivable aging ages the open invoice by its due date and reconciles to 11310.
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowNegativeStock,
  createFixture,
  line,
  type Fixture,
} from '../documents/documents.test-fixtures.ts';
import { getReceivableAging } from './reports.aging.ts';
import { getBalanceSheet, getProfitAndLoss, getTrialBalance } from './reports.service.ts';

let fx: Fixture;
let org: string;

beforeAll(async () => {
  fx = await createFixture();
  // Sales figures without stock kept: the products leave at no cost (decision 0205).
  await allowNegativeStock(fx);
  org = fx.actor.organizationId;
  // Services 10,000 + VAT 700 to the customer, who pays it withholding 3% (300).
  const services = await fx.create('INV', {
    contactId: fx.customerId,
    items: [line('Maintenance', '1', '10000', { item_type: 'SERVICE', wht_percent: '3' })],
  });
  await fx.create('RE', { selectedInvoice: services.id });
  // Goods 10 × 1,000 + VAT to the other customer, 1 returned (credit note 1,000 + 70).
  const goods = await fx.create('INV', {
    contactId: fx.otherCustomerId,
    items: [line('Goods', '10', '1000')],
  });
  await fx.create('CN', {
    selectedInvoice: goods.id,
    reason: 'PRODUCT_RETURNED',
    items: [line('Returned', '1', '1000')],
  });
  // A cash sale paid, then voided: it leaves nothing behind.
  const cash = await fx.create('CA', { contactId: fx.customerId, items: [line('Goods', '2', '500')] });
  await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
  await fx.act('CA', cash.id, 'VOID');
});

afterAll(async () => {
  await fx.database.close();
});

describe('the books after the sales document flows', () => {
  it('profit and loss: goods 10,000 + services 10,000 − returns 1,000', async () => {
    const pl = await getProfitAndLoss(fx.database.db, org, '2026-01-01', '2026-12-31');
    expect(pl.revenue.flatMap((s) => s.accounts.map((a) => [a.code, a.amount]))).toEqual([
      ['41110', m('10000.00')],
      ['41210', m('10000.00')],
      ['41300', m('-1000.00')],
    ]);
    expect(pl.netProfit).toBe(m('19000.00'));
  });

  it('trial balance and balance sheet balance', async () => {
    const tb = await getTrialBalance(fx.database.db, org, '2026-11-01', '2026-11-30');
    expect(tb.balanced).toBe(true);
    const bs = await getBalanceSheet(fx.database.db, org, '2026-11-30');
    // bank 10,400 (receipt net of WHT) + AR 9,630 + WHT suffered 300 = liabilities (VAT 700 + 630) + profit 19,000.
    expect(bs.totalAssets).toBe(m('20330.00'));
    expect(bs.totalLiabilities).toBe(m('1330.00'));
    expect(bs.currentYearProfit).toBe(m('19000.00'));
    expect(bs.balanced).toBe(true);
  });

  it('aging: the paid customer drops out; the open invoice is not due, then 31–60 days overdue', async () => {
    const now = await getReceivableAging(fx.database.db, org, '2026-11-30');
    expect(now.rows.map((r) => [r.contactName, r.notDue, r.total])).toEqual([
      ['ร้านอื่น', m('9630.00'), m('9630.00')],
    ]);
    expect(now.reconciles).toBe(true);
    // Due 21-12-2026 (credit 30 days); on 31-01-2027 it is 41 days overdue.
    const later = await getReceivableAging(fx.database.db, org, '2027-01-31');
    expect(later.rows.map((r) => [r.notDue, r.days31to60])).toEqual([[0n, m('9630.00')]]);
    expect(later.accountBalance).toBe(m('9630.00'));
  });
});
