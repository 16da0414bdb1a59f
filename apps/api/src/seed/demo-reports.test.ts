// Every report of the demo organisation agrees with its books (issue 24 item 7, decision 0237): the demo seeded on
// a fresh database as at start-up (today pinned to 21 November 2026), each report of the year 1 December 2025 –
// 21 November 2026 read through the report services, its reconciliation holding with the figures by hand, and
// the sales report holding month by month too. The demo buys its goods every month (decision 0224): the
// receiving, payment and stock reports agree with 21210 and 11510; it withholds no tax.
import { businessReportNames, type BusinessReportName } from '@banchee/contracts';
import { parseMoney as m, toMoneyString } from '@banchee/domain';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBusinessReport, monthsOf } from '../modules/business-reports/business-reports.service.ts';
import { getReceivableAging } from '../modules/reports/reports.aging.ts';
import { getPayableAging } from '../modules/reports/reports.payables.ts';
import { getProfitAndLoss, getTrialBalance } from '../modules/reports/reports.service.ts';
import { seedDemo, type DemoSeed } from './demo.ts';

const TODAY = '2026-11-21';
const FROM = '2025-12-01';
let database: TestDatabase;
let seed: DemoSeed;

beforeAll(async () => {
  database = await createTestDatabase();
  seed = await seedDemo(database.db, { today: TODAY });
}, 180_000);
afterAll(async () => {
  await database.close();
});

const read = (report: BusinessReportName, from = FROM, to = TODAY) =>
  getBusinessReport(database.db, seed.organizationId, report, { from, to, format: 'json', lang: 'th' });

/** The reconciliation as decimal strings (what the banner shows). */
async function reconciliationOf(report: BusinessReportName, from = FROM, to = TODAY) {
  const r = (await read(report, from, to)).reconciliation;
  if (!r) return undefined;
  return {
    accounts: r.accounts,
    report: toMoneyString(r.report),
    ledger: toMoneyString(r.ledger),
    reconciles: r.reconciles,
    ...(r.items
      ? { items: r.items.map((i) => ({ item: i.item, count: i.count, amount: toMoneyString(i.amount) })) }
      : {}),
  };
}

describe('the demo organisation’s reports agree with its books', { timeout: 120_000 }, () => {
  it('sales: the rows plus the revenue of other documents equal 41xxx (280,510.00)', async () => {
    // Rows (invoices, cash sales, debit and credit notes at their net): 201,560.00. Besides them: the receipts of
    // the 40% and 60% billing notes of the consulting quotations of 8 and 2 months back, which are those sales —
    // 16 × 2,500 + 1,500 = 41,500.00 and 10 × 2,500 + 1,500 = 26,500.00, together 68,000.00 in 4 receipts — and
    // the 30% deposit of the quotation of 6 months back (14 × 2,500 + 1,500 = 36,500.00 × 30% = 10,950.00) that
    // its final invoice deducts: revenue out of 21510 beyond the invoice's net. 201,560 + 68,000 + 10,950 =
    // 280,510.00.
    expect(await reconciliationOf('sales')).toEqual({
      accounts: '41xxx',
      report: '201560.00',
      ledger: '280510.00',
      reconciles: true,
      items: [
        { item: 'receiptSales', count: 4, amount: '68000.00' },
        { item: 'depositsDeducted', count: 1, amount: '10950.00' },
      ],
    });
    // The same figure as the profit and loss's revenue (the demo has no other income).
    const pl = await getProfitAndLoss(database.db, seed.organizationId, FROM, TODAY);
    expect(toMoneyString(pl.totalRevenue)).toBe('280510.00');
  });

  it('sales, month by month: each month’s reconciliation holds', async () => {
    const failing: string[] = [];
    for (const month of monthsOf(FROM, TODAY)) {
      const r = await reconciliationOf('sales', month.from, month.to);
      if (!r?.reconciles) failing.push(`${month.month}: ${JSON.stringify(r)}`);
    }
    expect(failing).toEqual([]);
  });

  it('sales by customer and by salesperson add up to the sales rows; by product also holds the deposit', async () => {
    for (const report of ['sales-by-customer', 'sales-by-person'] as const) {
      expect(toMoneyString((await read(report)).totals.net as bigint), report).toBe('201560.00');
    }
    // Product lines carry the final invoice's whole 36,500.00 (its deposit deduction is not a product line):
    // 201,560.00 + 10,950.00 = 212,510.00.
    expect(toMoneyString((await read('sales-by-product')).totals.net as bigint)).toBe('212510.00');
  });

  it('receivables and the receivable aging equal 11310 (24,048.25)', async () => {
    expect(await reconciliationOf('receivables')).toEqual({
      accounts: '11310',
      report: '24048.25',
      ledger: '24048.25',
      reconciles: true,
    });
    const aging = await getReceivableAging(database.db, seed.organizationId, TODAY);
    expect([
      toMoneyString(aging.totals.total),
      toMoneyString(aging.accountBalance),
      aging.reconciles,
    ]).toEqual(['24048.25', '24048.25', true]);
  });

  it('purchases, payments and stock agree with 21210 and 11510; AP aging = 21210; no WHT', async () => {
    // Goods received on the 1st of each of the 12 months: 30 × 95 + 5 × 210 + 12 × 430 + 48 × 4.25 = 9,264.00 +
    // VAT 648.48 = 9,912.48, × 12 = 118,949.76; 11 of them paid by a slip 30 days later: 109,037.28.
    // Stock left (bought and sold at constant prices, so at cost): coffee 360 − (186 invoiced + 36 + 40 cash)
    // = 98 × 95 = 9,310.00; paper 144 − 109 = 35 × 430 = 15,050.00; cups 60 − 60 and water 576 − 576: 24,360.00.
    for (const [report, accounts, figure] of [
      ['receiving-inventory', '21210', '118949.76'],
      ['expenses', '21210', '0.00'],
      ['payments', '21210', '109037.28'],
      ['withholding-tax', '27230 + 27240', '0.00'],
      ['inventory', '11510', '24360.00'],
    ] as const) {
      expect(await reconciliationOf(report), report).toEqual({
        accounts,
        report: figure,
        ledger: figure,
        reconciles: true,
      });
    }
    expect((await read('purchase-orders')).rowCount).toBe(0);
    const payables = await getPayableAging(database.db, seed.organizationId, TODAY);
    // November's goods, due 1 December.
    expect([payables.totals.total, payables.accountBalance, payables.reconciles]).toEqual([
      m('9912.48'),
      m('9912.48'),
      true,
    ]);
  });

  it('income and expense, projects, billing notes and the trial balance', async () => {
    const income = await read('income-and-expense');
    // The cost of the goods sold: coffee 262 × 95 = 24,890 + cups 60 × 210 = 12,600 + paper 109 × 430 = 46,870
    // + water 576 × 4.25 = 2,448 = 86,808.00; 280,510.00 − 86,808.00 = 193,702.00.
    expect([income.totals.income, income.totals.expense]).toEqual([m('280510.00'), m('86808.00')]);
    expect(await reconciliationOf('projects')).toEqual({
      accounts: '4xxxx − 5xxxx',
      report: '193702.00',
      ledger: '193702.00',
      reconciles: true,
    });
    // The five billing notes (a deposit, 2 × 40% and 2 × 60%) are received in full: 84,476.50.
    const notes = await read('billing-notes');
    expect([notes.totals.total, notes.totals.received, notes.totals.balance]).toEqual([
      m('84476.50'),
      m('84476.50'),
      0n,
    ]);
    expect((await getTrialBalance(database.db, seed.organizationId, FROM, TODAY)).balanced).toBe(true);
  });

  it('no report claims a reconciliation that does not hold', async () => {
    const failing: string[] = [];
    for (const report of businessReportNames) {
      if (report === 'stock-card') continue; // one product's card: asks for a product
      const r = await reconciliationOf(report);
      if (r && !r.reconciles) failing.push(`${report}: ${JSON.stringify(r)}`);
    }
    expect(failing).toEqual([]);
  });
});
