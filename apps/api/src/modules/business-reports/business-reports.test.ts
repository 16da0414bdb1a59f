// The business reports over sales documents made through the documents service, with hand-computed figures
// (VAT 7%), each reconciled to the ledger where the ledger has the same figure: sales to 41xxx, receivables to
// 11310, projects and income and expense to the profit and loss. Customers A (บริษัท ลูกค้า จำกัด) and B (ร้านอื่น).
//
//   10-10 INV1 to A, Somchai, project Alpha: Widget 10 × 1,000 = 10,000 + 700 = 10,700, due 09-11
//   25-10 RE   5,350 on INV1                                  → INV1 owes 5,350
//   01-11 BL   to A: 2 × 1,500 = 3,000 + 210 = 3,210          (a billing note: not a sale)
//   02-11 JV   Dr 53011 2,000 project Alpha / Cr 11111        (an expense of Alpha)
//   05-11 INV2 to B, Suda: Service plan 1 × 20,000 = 20,000 + 1,400 = 21,400, due 05-12
//   10-11 CN   on INV2, Suda: Service plan 1 × 2,000 = 2,000 + 140 = 2,140  → INV2 owes 19,260
//   15-11 CA   to B, Somchai, project Beta: Widget 4 × 250 = 1,000 + 70 = 1,070, paid
//   16-11 CA   to A: 500 + 35, not paid                       (not a sale yet)
//   20-11 INV3 to A: 3,000 + 210, voided                      (not a sale)
import type { BusinessReportQuery } from '@banchee/contracts';
import { items, newId, projects } from '@banchee/db';
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowNegativeStock,
  createFixture,
  line,
  type Fixture,
} from '../documents/documents.test-fixtures.ts';
import { postEntry } from '../journals/journals.service.ts';
import { getProfitAndLoss } from '../reports/reports.service.ts';
import {
  agingBucket,
  getBusinessReport,
  monthsOf,
  type BusinessReportData,
} from './business-reports.service.ts';

let fx: Fixture;
let org: string;
const P1 = newId(); // Widget
const P2 = newId(); // Service plan
const ALPHA = newId();
const BETA = newId();
const ids: Record<string, string> = {};
// Far enough that the void of INV3 (dated the real day it runs) falls inside.
const FROM = '2026-10-01';
const TO = '2030-12-31';

const query = (extra: Partial<BusinessReportQuery> = {}): BusinessReportQuery => ({
  from: FROM,
  to: TO,
  format: 'json',
  lang: 'th',
  ...extra,
});
const report = (name: BusinessReportData['report'], extra: Partial<BusinessReportQuery> = {}) =>
  getBusinessReport(fx.database.db, org, name, query(extra));
/** Rows as [first text cell, money cells…] for compact assertions. */
const money = (data: BusinessReportData, keys: string[]) =>
  data.rows.map((r) => keys.map((k) => (typeof r.cells[k] === 'bigint' ? r.cells[k] : (r.cells[k] ?? null))));

beforeAll(async () => {
  fx = await createFixture();
  // Sales figures without stock kept: the products leave at no cost (decision 0205).
  await allowNegativeStock(fx);
  org = fx.actor.organizationId;
  const db = fx.database.db;
  const A = fx.customerId;
  const B = fx.otherCustomerId;
  await db.insert(items).values([
    { organizationId: org, id: P1, type: 'PRODUCT', code: 'W-01', name: 'Widget', unit: 'ชิ้น' },
    { organizationId: org, id: P2, type: 'SERVICE', code: 'S-01', name: 'Service plan' },
  ]);
  await db.insert(projects).values([
    { organizationId: org, id: ALPHA, code: 'PRJ-A', name: 'อาคาร A' },
    { organizationId: org, id: BETA, code: 'PRJ-B', name: 'อาคาร B' },
  ]);
  const inv1 = await fx.create('INV', {
    contactId: A,
    date: '2026-10-10',
    dueDate: '2026-11-09',
    salesName: 'Somchai',
    projectId: ALPHA,
    items: [line('Widget', '10', '1000', { item_id: P1 })],
  });
  ids.inv1 = inv1.id;
  await fx.create('RE', { selectedInvoice: inv1.id, date: '2026-10-25', partialAmount: '5350' });
  const bl = await fx.create('BL', {
    contactId: A,
    date: '2026-11-01',
    dueDate: '2026-12-01',
    items: [line('Widget', '2', '1500', { item_id: P1 })],
  });
  ids.bl = bl.id;
  await db.transaction((tx) =>
    postEntry(
      tx,
      org,
      {
        date: '2026-11-02',
        description: 'ค่าแรงโปรเจกต์ A',
        lines: [
          { accountCode: '53011', debit: m('2000'), credit: 0n, projectId: ALPHA },
          { accountCode: '11111', debit: 0n, credit: m('2000') },
        ],
      },
      fx.actor.userId,
    ),
  );
  const inv2 = await fx.create('INV', {
    contactId: B,
    date: '2026-11-05',
    dueDate: '2026-12-05',
    salesName: 'Suda',
    items: [line('Service plan', '1', '20000', { item_id: P2, item_type: 'SERVICE' })],
  });
  ids.inv2 = inv2.id;
  const cn = await fx.create('CN', {
    selectedInvoice: inv2.id,
    date: '2026-11-10',
    salesName: 'Suda',
    reason: 'SERVICE_DISCOUNT_UNMET_CONDITIONS',
    items: [line('Service plan', '1', '2000', { item_id: P2, item_type: 'SERVICE' })],
  });
  ids.cn = cn.id;
  const cash = await fx.create('CA', {
    contactId: B,
    date: '2026-11-15',
    salesName: 'Somchai',
    projectId: BETA,
    items: [line('Widget', '4', '250', { item_id: P1 })],
  });
  await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
  ids.cash = cash.id;
  await fx.create('CA', { contactId: A, date: '2026-11-16', items: [line('Widget', '1', '500')] });
  const inv3 = await fx.create('INV', {
    contactId: A,
    date: '2026-11-20',
    items: [line('Widget', '3', '1000')],
  });
  await fx.act('INV', inv3.id, 'VOID');
});

afterAll(async () => {
  await fx.database.close();
});

describe('sales', () => {
  it('lists the sales (credit note negative, unpaid cash sale and void invoice left out) and reconciles to 41xxx', async () => {
    const sales = await report('sales');
    expect(money(sales, ['date', 'kind', 'contact', 'net', 'vat', 'total'])).toEqual([
      ['2026-10-10', 'INV', 'บริษัท ลูกค้า จำกัด', m('10000'), m('700'), m('10700')],
      ['2026-11-05', 'INV', 'ร้านอื่น', m('20000'), m('1400'), m('21400')],
      ['2026-11-10', 'CN', 'ร้านอื่น', m('-2000'), m('-140'), m('-2140')],
      ['2026-11-15', 'CA', 'ร้านอื่น', m('1000'), m('70'), m('1070')],
    ]);
    // 10,000 + 20,000 − 2,000 + 1,000 = 29,000; VAT 700 + 1,400 − 140 + 70 = 2,030; 31,030.
    expect(sales.totals).toEqual({ net: m('29000'), vat: m('2030'), total: m('31030') });
    expect(sales.rowCount).toBe(4);
    // 41110 Cr 10,000 + 1,000 (and 3,000 − 3,000 for the void invoice), 41210 Cr 20,000, 41300 Dr 2,000.
    expect(sales.reconciliation).toEqual({
      accounts: '41xxx',
      report: m('29000'),
      ledger: m('29000'),
      reconciles: true,
    });
    expect(sales.chart?.points).toEqual([
      { label: '2026-10', value: m('10000') },
      { label: '2026-11', value: m('19000') }, // 20,000 − 2,000 + 1,000
    ]);
    expect(sales.rows[0]?.drill).toEqual({ type: 'document', documentKind: 'INV', documentId: ids.inv1 });
  });

  it('narrows by customer, product, salesperson, project, status and kind (no reconciliation then)', async () => {
    const net = async (extra: Partial<BusinessReportQuery>) => {
      const data = await report('sales', extra);
      expect(data.reconciliation).toBeUndefined();
      return [data.rowCount, data.totals.net];
    };
    expect(await net({ contactId: fx.customerId })).toEqual([1, m('10000')]);
    expect(await net({ itemId: P1 })).toEqual([2, m('11000')]); // INV1 10,000 + CA 1,000
    expect(await net({ salesName: 'Suda' })).toEqual([2, m('18000')]); // 20,000 − 2,000
    expect(await net({ projectId: BETA })).toEqual([1, m('1000')]);
    expect(await net({ status: 'PAID' })).toEqual([1, m('1000')]);
    expect(await net({ kind: 'CN' })).toEqual([1, m('-2000')]);
  });

  it('adds up per product, customer and salesperson to the same 29,000', async () => {
    const byProduct = await report('sales-by-product');
    // Service plan 1 − 1 = 0 units, 20,000 − 2,000 = 18,000; Widget 10 + 4 = 14 units, 10,000 + 1,000 = 11,000.
    expect(money(byProduct, ['code', 'name', 'quantity', 'net'])).toEqual([
      ['S-01', 'Service plan', '0.0000', m('18000')],
      ['W-01', 'Widget', '14.0000', m('11000')],
    ]);
    expect(byProduct.totals.net).toBe(m('29000'));
    expect(byProduct.rows[1]?.drill).toEqual({
      type: 'report',
      report: 'sales',
      filter: 'itemId',
      value: P1,
    });
    expect(byProduct.chart?.points.map((p) => p.label)).toEqual(['Service plan', 'Widget']);

    const byCustomer = await report('sales-by-customer');
    // B: 20,000 − 2,000 + 1,000 = 19,000 (VAT 1,400 − 140 + 70 = 1,330); A: 10,000 (700).
    expect(money(byCustomer, ['name', 'count', 'net', 'vat', 'total'])).toEqual([
      ['ร้านอื่น', 3, m('19000'), m('1330'), m('20330')],
      ['บริษัท ลูกค้า จำกัด', 1, m('10000'), m('700'), m('10700')],
    ]);
    expect(byCustomer.totals).toEqual({ count: 4, net: m('29000'), vat: m('2030'), total: m('31030') });

    const byPerson = await report('sales-by-person');
    expect(money(byPerson, ['name', 'count', 'net'])).toEqual([
      ['Suda', 2, m('18000')],
      ['Somchai', 2, m('11000')], // 10,000 + 1,000
    ]);
  });
});

describe('billing notes and receivables', () => {
  it('lists billing notes with what was received on them', async () => {
    const notes = await report('billing-notes');
    expect(money(notes, ['date', 'dueDate', 'status', 'total', 'received', 'balance'])).toEqual([
      ['2026-11-01', '2026-12-01', 'AWAITING', m('3210'), m('0'), m('3210')],
    ]);
    expect(notes.rows[0]?.drill).toMatchObject({ documentKind: 'BL', documentId: ids.bl });
  });

  it('ages the open invoices and reconciles to 11310', async () => {
    const open = await report('receivables');
    // INV1 10,700 − 5,350 = 5,350, due 09-11-2026: 4 years (1,461 days with 29-02-2028) + 21 + 31 = 1,513 days.
    // INV2 21,400 − 2,140 = 19,260, due 05-12-2026: 1,461 + 26 = 1,487 days.
    expect(
      money(open, ['number', 'total', 'paid', 'credited', 'balance', 'daysOverdue']).map((r) => r.slice(1)),
    ).toEqual([
      [m('10700'), m('5350'), m('0'), m('5350'), 1513],
      [m('21400'), m('0'), m('2140'), m('19260'), 1487],
    ]);
    // 11310: 10,700 − 5,350 + 21,400 − 2,140 (+ 3,210 − 3,210 for the void invoice) = 24,610.
    expect(open.reconciliation).toEqual({
      accounts: '11310',
      report: m('24610'),
      ledger: m('24610'),
      reconciles: true,
    });
    expect(open.chart?.points.find((p) => p.label === 'over90')?.value).toBe(m('24610'));

    // On 31-10-2026 only INV1 exists: 5,350 left, not due until 09-11.
    const october = await report('receivables', { to: '2026-10-31' });
    expect(october.totals.balance).toBe(m('5350'));
    expect(october.reconciliation?.reconciles).toBe(true);
    expect(october.chart?.points.find((p) => p.label === 'notDue')?.value).toBe(m('5350'));
    // Before the receipt: the whole 10,700.
    expect((await report('receivables', { to: '2026-10-24' })).totals.balance).toBe(m('10700'));
  });

  it('answers the first page of rows with the totals and aging of all of them (decision 0202)', async () => {
    const first = await getBusinessReport(fx.database.db, org, 'receivables', query(), 1);
    expect(first.rows.map((r) => r.cells.number)).toEqual([
      (await report('receivables')).rows[0]?.cells.number,
    ]);
    // Both open invoices still count: 5,350 + 19,260 = 24,610, all over 90 days.
    expect([first.rowCount, first.totals.balance, first.totals.total]).toEqual([2, m('24610'), m('32100')]);
    expect(first.chart?.points.find((p) => p.label === 'over90')?.value).toBe(m('24610'));
    expect(first.reconciliation?.reconciles).toBe(true);
    const sales = await getBusinessReport(fx.database.db, org, 'sales', query(), 2);
    expect(sales.rows.map((r) => r.cells.kind)).toEqual(['INV', 'INV']);
    expect([sales.rowCount, sales.totals.net, sales.totals.vat]).toEqual([4, m('29000'), m('2030')]);
  });

  it('puts days past due into the aging buckets', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      'notDue',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });
});

describe('income and expense, projects', () => {
  it('gives revenue and expenses per month, adding up to the profit and loss', async () => {
    const data = await report('income-and-expense');
    expect(data.rows).toHaveLength(51); // 10-2026 … 12-2030
    expect(data.rows[0]?.cells).toEqual({
      month: '2026-10',
      income: m('10000'),
      expense: 0n,
      net: m('10000'),
    });
    // Revenue 29,000 (the void invoice and its reversal cancel); expense 2,000 (53011).
    expect(data.totals).toEqual({ income: m('29000'), expense: m('2000'), net: m('27000') });
    const pl = await getProfitAndLoss(fx.database.db, org, FROM, TO);
    expect([pl.totalRevenue, pl.totalExpenses, pl.netProfit]).toEqual([m('29000'), m('2000'), m('27000')]);
    expect(data.rows[0]?.drill).toEqual({ type: 'ledger', from: '2026-10-01', to: '2026-10-31' });
  });

  it('gives profit and loss per project, the rest as "no project", reconciled to the profit and loss', async () => {
    const data = await report('projects');
    // Alpha: INV1 10,000 (its document's project) − 2,000 (its own line); Beta: the cash sale 1,000.
    // No project: 29,000 − 11,000 = 18,000 revenue, no expense.
    expect(money(data, ['code', 'name', 'income', 'expense', 'profit'])).toEqual([
      ['PRJ-A', 'อาคาร A', m('10000'), m('2000'), m('8000')],
      ['PRJ-B', 'อาคาร B', m('1000'), m('0'), m('1000')],
      [null, null, m('18000'), m('0'), m('18000')],
    ]);
    expect(data.reconciliation).toEqual({
      accounts: '4xxxx − 5xxxx',
      report: m('27000'),
      ledger: m('27000'),
      reconciles: true,
    });
    const alpha = await report('projects', { projectId: ALPHA });
    expect(money(alpha, ['code', 'profit'])).toEqual([['PRJ-A', m('8000')]]);
    expect(alpha.reconciliation).toBeUndefined();
  });

  it('splits a range into calendar months clipped to it', () => {
    expect(monthsOf('2026-01-15', '2026-03-10')).toEqual([
      { month: '2026-01', from: '2026-01-15', to: '2026-01-31' },
      { month: '2026-02', from: '2026-02-01', to: '2026-02-28' },
      { month: '2026-03', from: '2026-03-01', to: '2026-03-10' },
    ]);
  });
});
