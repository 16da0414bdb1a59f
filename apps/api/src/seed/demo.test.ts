// The demo seed on a fresh database: a year of documents made through the services, dated back from the day
// it runs (pinned here), so every sales list, the dashboard and the reports have figures; the ledger balances
// and its monthly summary equals its lines.
import { parseMoney as m } from '@banchee/domain';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '../modules/dashboard/dashboard.service.ts';
import { listDocuments } from '../modules/documents/documents.service.ts';
import { findBalanceSummaryMismatches } from '../modules/reports/ledger-ranges.ts';
import { getTrialBalance } from '../modules/reports/reports.service.ts';
import { getPp30, obligationsOf } from '../modules/tax-filings/tax-filings.service.ts';
import { isEmpty, seedDemo, type DemoSeed } from './demo.ts';

const TODAY = '2026-11-21';
let database: TestDatabase;
let seed: DemoSeed;
let seconds: number;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await isEmpty(database.db)).toBe(true);
  const started = performance.now();
  seed = await seedDemo(database.db, { today: TODAY });
  seconds = (performance.now() - started) / 1000;
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('demo seed', () => {
  it('makes a year of documents of every kind (the time is logged)', () => {
    console.log(`demo seed: ${JSON.stringify(seed.documents)} in ${seconds.toFixed(1)} s`);
    // 12 months × (goods, services, paper) less the paper of the 22nd, not yet come; plus the final invoice
    // after a deposit. Cash sales on the 8th and 25th (the 25th of this month not yet). 6 quotations: every
    // other month. Receipts: 35 invoices less the 3 left overdue and the 3 of the last three weeks, plus the
    // deposit's and the 2 × 2 partial billing notes'.
    // Goods received on the 1st of every month, each paid 30 days later but this month's (due 1 December).
    expect(seed.documents).toEqual({ QT: 6, BL: 5, INV: 36, CA: 23, RE: 36, CN: 3, DN: 1, RI: 12, PS: 11 });
  });

  it('fills every sales list', async () => {
    for (const kind of ['QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN'] as const) {
      const list = await listDocuments(database.db, seed.organizationId, kind, { page: 1, limit: 1 });
      expect(list.pagination.total, kind).toBe(seed.documents[kind]);
    }
  });

  it('leaves a balanced ledger whose monthly summary equals its lines', async () => {
    const tb = await getTrialBalance(database.db, seed.organizationId, '2025-12-01', TODAY);
    expect(tb.balanced).toBe(true);
    expect(tb.totals.period.debit).toBeGreaterThan(0n);
    expect(await findBalanceSummaryMismatches(database.db, seed.organizationId)).toEqual([]);
  });

  it('gives the dashboard figures: sales every month, a receivable, overdue invoices, money in the bank', async () => {
    const dashboard = await getDashboard(database.db, seed.organizationId, TODAY);
    expect(dashboard.monthlySales.every((month) => month.amount > 0n)).toBe(true);
    // November to the 21st: goods on the 5th 10 × 180 + 5 × 350 = 3,550; services on the 14th 990 + 1 × 1,500 =
    // 2,490; cash sale on the 8th 48 × 7.50 + 3 × 180 = 900 (the quotation of the 2nd is still open).
    expect(dashboard.sales.thisMonth.amount).toBe(m('6940.00'));
    expect(dashboard.receivables.balance).toBeGreaterThan(0n);
    // Overdue: the goods of 4 months back, the paper of 2 and 3 months back (left open), the half-paid services
    // of 3 months back. The invoices of the last three weeks are unpaid but not yet due.
    expect(dashboard.overdueInvoices.count).toBe(4);
    expect(dashboard.cashAndBank.total).toBeGreaterThan(0n);
    expect(dashboard.topCustomers.customers).toHaveLength(4);
  });

  it('filed PP30 for every month before October; October is ready and its desk = its worksheet (0225)', async () => {
    const db = database.db;
    const org = seed.organizationId;
    const october = { year: 2026, month: 10 };
    const p = await getPp30(db, org, october);
    expect([p.earlierOpenMonth, p.reconciliation.reconciled, p.filing]).toEqual([undefined, true, undefined]);
    const [pp30] = await obligationsOf(db, org, october, october, TODAY);
    expect([pp30?.amount, pp30?.state]).toEqual([p.boxes.box11, 'READY']);
    // December 2025 … September 2026 (the year of documents starts in December 2025): filed and paid.
    const before = await obligationsOf(db, org, { year: 2025, month: 12 }, { year: 2026, month: 9 }, TODAY);
    const states = before.filter((o) => o.form === 'PP30').map((o) => o.state);
    expect(states).toEqual(Array.from({ length: 10 }, () => 'PAID'));
  });
});
