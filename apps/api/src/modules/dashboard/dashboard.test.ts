// The dashboard of 21-11-2026 over sales documents made through the documents service, with hand-computed
// figures (VAT 7%): sales by month from the revenue accounts, the receivable, overdue invoices by their balance,
// cash and bank, top customers; the figures reconcile to the trial balance and the profit and loss; documents
// dated after the day are left out. Over HTTP: the wire form, bad dates 400 with the field, 404 for others.
import type { DashboardReport, RegisterResponse } from '@banchee/contracts';
import { parseMoney as m, sumMoney } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, type TestApp } from '../../test-helpers/index.ts';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { getProfitAndLoss, getTrialBalance } from '../reports/reports.service.ts';
import { getDashboard, monthStartBefore, type Dashboard } from './dashboard.service.ts';

const DAY = '2026-11-21';
let fx: Fixture;
let dashboard: Dashboard;

beforeAll(async () => {
  fx = await createFixture();
  const A = fx.customerId; // บริษัท ลูกค้า จำกัด
  const B = fx.otherCustomerId; // ร้านอื่น
  // 10-09: goods 10 × 1,000 = 10,000 + VAT 700 = 10,700 to A, due 10-10 (30 days); half received 20-10.
  const first = await fx.create('INV', {
    contactId: A,
    date: '2026-09-10',
    items: [line('Goods', '10', '1000')],
  });
  await fx.create('RE', { selectedInvoice: first.id, date: '2026-10-20', partialAmount: '5350' });
  // 05-10: services 20,000 + VAT 1,400 = 21,400 to B (3% WHT on receipt), due 04-11, unpaid.
  await fx.create('INV', {
    contactId: B,
    date: '2026-10-05',
    items: [line('Maintenance', '1', '20000', { item_type: 'SERVICE', wht_percent: '3' })],
  });
  // 03-11: goods 2 × 1,500 = 3,000 + 210 = 3,210 to A, due 03-12; credit note 10-11 of 500 + 35 = 535.
  const third = await fx.create('INV', {
    contactId: A,
    date: '2026-11-03',
    items: [line('Goods', '2', '1500')],
  });
  await fx.create('CN', {
    selectedInvoice: third.id,
    date: '2026-11-10',
    reason: 'PRODUCT_DAMAGED',
    items: [line('Damaged', '1', '500')],
  });
  // 15-11: cash sale 4 × 250 = 1,000 + 70 = 1,070 to B, paid.
  const cash = await fx.create('CA', {
    contactId: B,
    date: '2026-11-15',
    items: [line('Goods', '4', '250')],
  });
  await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
  // 25-11, after the day: 1,000 + 70 to A — counted nowhere on 21-11.
  await fx.create('INV', { contactId: A, date: '2026-11-25', items: [line('Goods', '1', '1000')] });
  dashboard = await getDashboard(fx.database.db, fx.actor.organizationId, DAY);
});

afterAll(async () => {
  await fx.database.close();
});

describe('dashboard figures', () => {
  it('sales: this month to the day and last month, from the revenue accounts', () => {
    // November: 3,000 − credit note 500 + cash sale 1,000 = 3,500. October: services 20,000.
    expect(dashboard.sales.thisMonth).toEqual({
      month: '2026-11',
      from: '2026-11-01',
      to: DAY,
      amount: m('3500.00'),
    });
    expect(dashboard.sales.lastMonth).toEqual({
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      amount: m('20000.00'),
    });
  });

  it('twelve months of sales, oldest first, empty months zero', () => {
    expect(dashboard.monthlySales.map((s) => [s.month, s.amount])).toEqual([
      ['2025-12', 0n],
      ['2026-01', 0n],
      ['2026-02', 0n],
      ['2026-03', 0n],
      ['2026-04', 0n],
      ['2026-05', 0n],
      ['2026-06', 0n],
      ['2026-07', 0n],
      ['2026-08', 0n],
      ['2026-09', m('10000.00')],
      ['2026-10', m('20000.00')],
      ['2026-11', m('3500.00')],
    ]);
    expect(dashboard.monthlySales[1]).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(dashboard.monthlySales[2]).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('receivable: 10,700 − 5,350 + 21,400 + 3,210 − 535 = 29,425', () => {
    expect(dashboard.receivables).toEqual({ accountCode: '11310', balance: m('29425.00') });
  });

  it('overdue: the half-paid September invoice (5,350) and the October services (21,400)', () => {
    expect(dashboard.overdueInvoices).toEqual({ count: 2, amount: m('26750.00') });
  });

  it('cash and bank: the receipt 5,350 and the cash sale 1,070', () => {
    expect(dashboard.cashAndBank.total).toBe(m('6420.00'));
    expect(dashboard.cashAndBank.accounts.every((a) => a.code.startsWith('111'))).toBe(true);
    expect(sumMoney(dashboard.cashAndBank.accounts.map((a) => a.balance))).toBe(m('6420.00'));
  });

  it('top customers over the twelve months: B 20,000 + 1,000; A 10,000 + 3,000 − 500', () => {
    expect(dashboard.topCustomers.from).toBe('2025-12-01');
    expect(dashboard.topCustomers.to).toBe(DAY);
    expect(dashboard.topCustomers.customers.map((c) => [c.contactName, c.amount])).toEqual([
      ['ร้านอื่น', m('21000.00')],
      ['บริษัท ลูกค้า จำกัด', m('12500.00')],
    ]);
  });

  it('reconciles to the trial balance and the profit and loss', async () => {
    const db = fx.database.db;
    const org = fx.actor.organizationId;
    const tb = await getTrialBalance(db, org, '2026-11-01', DAY);
    expect(tb.balanced).toBe(true);
    const closing = (code: string) => {
      const row = tb.rows.find((r) => r.code === code);
      return row ? row.closing.debit - row.closing.credit : 0n;
    };
    expect(closing('11310')).toBe(dashboard.receivables.balance);
    const cashRows = tb.rows.filter((r) => r.code.startsWith('111'));
    expect(sumMoney(cashRows.map((r) => closing(r.code)))).toBe(dashboard.cashAndBank.total);
    expect(dashboard.cashAndBank.accounts.map((a) => [a.code, a.balance])).toEqual(
      cashRows.filter((r) => closing(r.code) !== 0n).map((r) => [r.code, closing(r.code)]),
    );
    const month = await getProfitAndLoss(db, org, '2026-11-01', DAY);
    expect(month.totalRevenue).toBe(dashboard.sales.thisMonth.amount);
    const year = await getProfitAndLoss(db, org, '2025-12-01', DAY);
    expect(year.totalRevenue).toBe(sumMoney(dashboard.monthlySales.map((s) => s.amount)));
  });

  it('on a later day counts the late invoice and the months move on', async () => {
    const later = await getDashboard(fx.database.db, fx.actor.organizationId, '2026-12-05');
    expect(later.sales.lastMonth.amount).toBe(m('4500.00'));
    expect(later.sales.thisMonth.amount).toBe(0n);
    expect(later.monthlySales[0]?.month).toBe('2026-01');
    // The 03-11 invoice (balance 2,675) is now past its 03-12 due date too.
    expect(later.overdueInvoices).toEqual({ count: 3, amount: m('29425.00') });
  });

  it('counts months back across years', () => {
    expect(monthStartBefore('2026-11-21', 11)).toBe('2025-12-01');
    expect(monthStartBefore('2026-01-31', 1)).toBe('2025-12-01');
    expect(monthStartBefore('2026-03-15', -1)).toBe('2026-04-01');
  });
});

describe('GET /dashboard/organization/{orgId}', () => {
  let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
  beforeAll(async () => {
    ({ t, me, other, orgId } = await createTwoOrganizations());
  });
  afterAll(() => t.close());

  it('answers the figures of a new organisation as decimal strings', async () => {
    const response = await t.request('GET', `/dashboard/organization/${orgId}?date=2026-03-15`, {
      token: me.token,
    });
    expect(response.status).toBe(200);
    const body = await json<DashboardReport>(response);
    expect(body.date).toBe('2026-03-15');
    expect(body.sales.thisMonth).toEqual({
      month: '2026-03',
      from: '2026-03-01',
      to: '2026-03-15',
      amount: '0.00',
    });
    expect(body.receivables).toEqual({ accountCode: '11310', balance: '0.00' });
    expect(body.overdueInvoices).toEqual({ count: 0, amount: '0.00' });
    expect(body.cashAndBank).toEqual({ accounts: [], total: '0.00' });
    expect(body.topCustomers.customers).toEqual([]);
    expect(body.monthlySales.map((s) => s.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('refuses a date that is not a calendar date with the field path', async () => {
    const response = await t.request('GET', `/dashboard/organization/${orgId}?date=2026-02-30`, {
      token: me.token,
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: { code: string; details: { path: string }[] } }>(response);
    expect(body.error.code).toBe('VALIDATION.FAILED');
    expect(body.error.details.map((d) => d.path)).toEqual(['query.date']);
  });

  it("answers 404 to another organisation's member and 401 without a token", async () => {
    const path = `/dashboard/organization/${orgId}`;
    expect((await t.request('GET', path, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
