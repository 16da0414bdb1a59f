// Fixture ledger → exact report figures, computed by hand (see the comments on each figure): opening balances,
// a credit note on a contra revenue account, an allowance (contra asset), a voided (reversed) invoice, a
// year-end close and reopen, a locked period, and the receivable aging reconciling to 11310.
import { sql } from '@banchee/db';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountByCode } from '../accounts/accounts.queries.ts';
import { postEntry, reverseEntry } from '../journals/journals.service.ts';
import {
  closeFiscalYear,
  postOpeningBalances,
  reopenFiscalYear,
  setLockDate,
} from '../periods/periods.service.ts';
import {
  createCustomer,
  createInvoiceDocument,
  createLedgerOrganization,
  cr,
  dr,
  causeText,
  inTransaction,
} from './ledger-fixture.test-support.ts';
import { getReceivableAging } from './reports.aging.ts';
import { getGeneralLedger, getJournalBook } from './reports.general-ledger.ts';
import {
  getBalanceSheet,
  getProfitAndLoss,
  getTrialBalance,
  type StatementSection,
} from './reports.service.ts';
import { findBalanceSummaryMismatches } from './ledger-ranges.ts';
import { queryTrialBalance } from './reports.queries.ts';

let database: TestDatabase;
let org: string;
let customerA: string;
let customerB: string;
let invoiceB2026: string;

const section = (sections: readonly StatementSection[], code: string) =>
  sections.find((s) => s.code === code);
const amounts = (s: StatementSection | undefined) => s?.accounts.map((a) => [a.code, a.amount]);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  org = await createLedgerOrganization(db);
  customerA = await createCustomer(db, org, 'ลูกค้า ก');
  customerB = await createCustomer(db, org, 'ลูกค้า ข');
  // 2025 -------------------------------------------------------------------------------------------------
  await inTransaction(db, (tx) =>
    postOpeningBalances(tx, org, {
      date: '2025-01-01',
      lines: [dr('11121', '100000.00'), dr('11310', '5000.00', customerA), cr('31110', '105000.00')],
    }),
  );
  const post = (date: string, description: string, lines: ReturnType<typeof dr>[]) =>
    inTransaction(db, (tx) => postEntry(tx, org, { date, description, lines }));
  await post('2025-03-10', 'Invoice goods to A', [
    dr('11310', '10700.00', customerA),
    cr('41110', '10000.00'),
    cr('27111', '700.00'),
  ]);
  await post('2025-03-15', 'Credit note to A', [
    dr('41300', '1000.00'),
    dr('27111', '70.00'),
    cr('11310', '1070.00', customerA),
  ]);
  await post('2025-04-01', 'Receipt from A', [dr('11121', '9630.00'), cr('11310', '9630.00', customerA)]);
  await post('2025-05-01', 'Office rent, 5% WHT', [
    dr('53021', '20000.00'),
    cr('11121', '19000.00'),
    cr('27230', '1000.00'),
  ]);
  const voided = await post('2025-06-01', 'Service invoice to B', [
    dr('11310', '5350.00', customerB),
    cr('41210', '5000.00'),
    cr('27112', '350.00'),
  ]);
  await inTransaction(db, (tx) => reverseEntry(tx, org, voided.id, { date: '2025-06-05', reason: 'void' }));
  await post('2025-07-01', 'Doubtful debt allowance', [dr('53082', '500.00'), cr('11390', '500.00')]);
  // 2026 -------------------------------------------------------------------------------------------------
  invoiceB2026 = await createInvoiceDocument(db, org, {
    number: 'INV202601150001',
    date: '2026-01-15',
    dueDate: '2026-02-14',
    contactId: customerB,
  });
  await inTransaction(db, (tx) =>
    postEntry(tx, org, {
      date: '2026-01-15',
      description: 'Invoice goods to B',
      source: { documentId: invoiceB2026, kind: 'INV', number: 'INV202601150001' },
      lines: [dr('11310', '2140.00', customerB), cr('41110', '2000.00'), cr('27111', '140.00')],
    }),
  );
  await post('2026-02-10', 'Electricity', [dr('53022', '300.00'), cr('11121', '300.00')]);
});

afterAll(async () => {
  await database.close();
});

describe('before the year-end close', () => {
  it('profit and loss 2025: revenue net of returns, expenses, a net loss', async () => {
    const pl = await getProfitAndLoss(database.db, org, '2025-01-01', '2025-12-31');
    // 41110 10,000.00 less returns 41300 1,000.00 (contra: shows negative); the voided 41210 nets to zero.
    expect(amounts(section(pl.revenue, '41000'))).toEqual([
      ['41110', m('10000.00')],
      ['41300', m('-1000.00')],
    ]);
    expect(amounts(section(pl.expenses, '53000'))).toEqual([
      ['53021', m('20000.00')],
      ['53082', m('500.00')],
    ]);
    expect(pl.totalRevenue).toBe(m('9000.00'));
    expect(pl.totalExpenses).toBe(m('20500.00'));
    expect(pl.grossProfit).toBe(m('9000.00'));
    expect(pl.netProfit).toBe(m('-11500.00'));
  });

  it('balance sheet 31-12-2025: contra asset, the loss as current-year profit, balanced', async () => {
    const bs = await getBalanceSheet(database.db, org, '2025-12-31');
    // bank 100,000 + 9,630 − 19,000; AR 5,000 + 10,700 − 1,070 − 9,630 (+5,350 − 5,350 voided); allowance −500.
    expect(amounts(section(bs.assets, '11000'))).toEqual([
      ['11121', m('90630.00')],
      ['11310', m('5000.00')],
      ['11390', m('-500.00')],
    ]);
    expect(bs.totalAssets).toBe(m('95130.00'));
    // output VAT 700 − 70; undue VAT 350 − 350 drops out; WHT payable 1,000.
    expect(amounts(section(bs.liabilities, '27000'))).toEqual([
      ['27111', m('630.00')],
      ['27230', m('1000.00')],
    ]);
    expect(bs.totalLiabilities).toBe(m('1630.00'));
    expect(bs.currentYearProfit).toBe(m('-11500.00'));
    expect(bs.unclosedPriorYearsProfit).toBe(0n);
    expect(bs.totalEquity).toBe(m('93500.00'));
    expect(bs.balanced).toBe(true);
  });
});

describe('year-end close 2025', () => {
  it('posts one closing entry moving the loss to retained earnings 32200', async () => {
    const closing = await inTransaction(database.db, (tx) => closeFiscalYear(tx, org, 2025));
    expect(closing.date).toBe('2025-12-31');
    expect(closing.kind).toBe('CLOSING');
    expect(closing.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['41110', m('10000.00'), 0n],
      ['41300', 0n, m('1000.00')],
      ['53021', 0n, m('20000.00')],
      ['53082', 0n, m('500.00')],
      ['32200', m('11500.00'), 0n],
    ]);
    await expect(inTransaction(database.db, (tx) => closeFiscalYear(tx, org, 2025))).rejects.toMatchObject({
      code: 'PERIOD.YEAR_ALREADY_CLOSED',
    });
  });

  it('the 2025 P&L still shows the year; the balance sheet shows retained earnings instead of profit', async () => {
    const pl = await getProfitAndLoss(database.db, org, '2025-01-01', '2025-12-31');
    expect(pl.netProfit).toBe(m('-11500.00'));
    const bs = await getBalanceSheet(database.db, org, '2025-12-31');
    expect(amounts(section(bs.equity, '32000'))).toEqual([['32200', m('-11500.00')]]);
    expect(bs.currentYearProfit).toBe(0n);
    expect(bs.totalEquity).toBe(m('93500.00'));
    expect(bs.balanced).toBe(true);
  });

  it('trial balance 2026 (Jan–Feb): opening after the close, movements, closing; every column balances', async () => {
    const tb = await getTrialBalance(database.db, org, '2026-01-01', '2026-02-28');
    const row = (code: string) => tb.rows.find((r) => r.code === code);
    expect(tb.rows.map((r) => r.code)).toEqual([
      '11121',
      '11310',
      '11390',
      '27111',
      '27230',
      '31110',
      '32200',
      '41110',
      '53022',
    ]);
    expect(row('11121')).toMatchObject({
      opening: { debit: m('90630.00'), credit: 0n },
      period: { debit: 0n, credit: m('300.00') },
      closing: { debit: m('90330.00'), credit: 0n },
    });
    expect(row('11390')?.closing).toEqual({ debit: 0n, credit: m('500.00') });
    expect(row('32200')?.opening).toEqual({ debit: m('11500.00'), credit: 0n });
    expect(tb.totals).toEqual({
      opening: { debit: m('107130.00'), credit: m('107130.00') },
      period: { debit: m('2440.00'), credit: m('2440.00') },
      closing: { debit: m('109270.00'), credit: m('109270.00') },
    });
    expect(tb.balanced).toBe(true);
  });

  it('balance sheet 28-02-2026: current-year profit 1,700 as its own line', async () => {
    const bs = await getBalanceSheet(database.db, org, '2026-02-28');
    expect(bs.totalAssets).toBe(m('96970.00'));
    expect(bs.totalLiabilities).toBe(m('1770.00'));
    expect(bs.currentYearProfit).toBe(m('1700.00'));
    expect(bs.totalEquity).toBe(m('95200.00'));
    expect(bs.balanced).toBe(true);
  });
});

describe('general ledger', () => {
  it('11310 from March 2025: opening, running and closing balance, the void and its reversal', async () => {
    const account = await getAccountByCode(database.db, org, '11310');
    if (!account) throw new Error('11310 missing');
    const gl = await getGeneralLedger(database.db, org, account, '2025-03-01', '2025-12-31');
    expect(gl.opening).toBe(m('5000.00'));
    expect(gl.lines.map((l) => [l.date, l.debit, l.credit, l.balance])).toEqual([
      ['2025-03-10', m('10700.00'), 0n, m('15700.00')],
      ['2025-03-15', 0n, m('1070.00'), m('14630.00')],
      ['2025-04-01', 0n, m('9630.00'), m('5000.00')],
      ['2025-06-01', m('5350.00'), 0n, m('10350.00')],
      ['2025-06-05', 0n, m('5350.00'), m('5000.00')],
    ]);
    expect(gl.totalDebit).toBe(m('16050.00'));
    expect(gl.totalCredit).toBe(m('16050.00'));
    expect(gl.closing).toBe(m('5000.00'));
    expect(gl.lines[0]?.contactName).toBe('ลูกค้า ก');
  });

  it('pages carry the running balance over: page 2 of 2-line pages starts at 14,630', async () => {
    const account = await getAccountByCode(database.db, org, '11310');
    if (!account) throw new Error('11310 missing');
    const gl = await getGeneralLedger(database.db, org, account, '2025-03-01', '2025-12-31', {
      page: 2,
      limit: 2,
    });
    // 5,000 + 10,700 − 1,070 before the page; then −9,630 and +5,350.
    expect(gl.pageOpening).toBe(m('14630.00'));
    expect(gl.lines.map((l) => [l.date, l.balance])).toEqual([
      ['2025-04-01', m('5000.00')],
      ['2025-06-01', m('10350.00')],
    ]);
    expect([gl.lineCount, gl.totalDebit, gl.totalCredit, gl.closing]).toEqual([
      5,
      m('16050.00'),
      m('16050.00'),
      m('5000.00'),
    ]);
  });

  it('a credit-normal contra asset (11390) runs positive on its credit side', async () => {
    const account = await getAccountByCode(database.db, org, '11390');
    if (!account) throw new Error('11390 missing');
    const gl = await getGeneralLedger(database.db, org, account, '2025-01-01', '2026-12-31');
    expect(gl.opening).toBe(0n);
    expect(gl.lines.map((l) => l.balance)).toEqual([m('500.00')]);
    expect(gl.closing).toBe(m('500.00'));
  });

  it('the source document link comes with the line', async () => {
    const account = await getAccountByCode(database.db, org, '41110');
    if (!account) throw new Error('41110 missing');
    const gl = await getGeneralLedger(database.db, org, account, '2026-01-01', '2026-12-31');
    expect(gl.lines[0]?.source).toEqual({ documentId: invoiceB2026, kind: 'INV', number: 'INV202601150001' });
  });
});

describe('journal book', () => {
  it('lists the range oldest first with JV numbers and range totals', async () => {
    const book = await getJournalBook(database.db, org, '2025-06-01', '2025-06-30', { page: 1, limit: 10 });
    expect(book.entries.map((e) => [e.number, e.kind])).toEqual([
      ['JV202506010001', 'MANUAL'],
      ['JV202506050001', 'REVERSAL'],
    ]);
    expect(book.entries[0]?.reversedBy?.number).toBe('JV202506050001');
    expect(book.entries[1]?.reverses?.number).toBe('JV202506010001');
    expect(book.totals).toEqual({ debit: m('10700.00'), credit: m('10700.00') });
  });
});

describe('receivable aging', () => {
  it('ages per customer by due date, leaves the void out, and reconciles to 11310', async () => {
    const aging = await getReceivableAging(database.db, org, '2026-02-28');
    // A: credits 10,700 settle the opening 5,000 first, then 5,700 of the 10,700 invoice → 5,000 open since
    // 10-03-2025 (355 days). B: the voided invoice cancels; the 2,140 invoice is due 14-02-2026 → 14 days.
    expect(aging.rows.map((r) => [r.contactName, r.notDue, r.days1to30, r.over90, r.total])).toEqual([
      ['ลูกค้า ก', 0n, 0n, m('5000.00'), m('5000.00')],
      ['ลูกค้า ข', 0n, m('2140.00'), 0n, m('2140.00')],
    ]);
    expect(aging.totals.total).toBe(m('7140.00'));
    expect(aging.accountBalance).toBe(m('7140.00'));
    expect(aging.reconciles).toBe(true);
  });
});

describe('monthly balance summary', () => {
  it('equals the lines (checker), and summary-based sums equal line-based sums on odd ranges', async () => {
    expect(await findBalanceSummaryMismatches(database.db, org)).toEqual([]);
    for (const [from, to] of [
      ['2025-03-12', '2026-02-09'],
      ['2025-01-01', '2025-12-31'],
      ['2025-06-02', '2025-06-04'],
    ] as const) {
      const bySummary = await queryTrialBalance(database.db, org, from, to, 'summary');
      const byLines = await queryTrialBalance(database.db, org, from, to, 'lines');
      const sort = (rows: typeof bySummary) =>
        [...rows].sort((a, b) => (a.accountCode < b.accountCode ? -1 : 1));
      expect(sort(bySummary)).toEqual(sort(byLines));
    }
  });
});

describe('locked period and reopening', () => {
  it('refuses postings and reversals dated on or before the lock date', async () => {
    await inTransaction(database.db, (tx) => setLockDate(tx, org, '2026-01-31'));
    await expect(
      inTransaction(database.db, (tx) =>
        postEntry(tx, org, {
          date: '2026-01-31',
          description: 'late',
          lines: [dr('53022', '1.00'), cr('11121', '1.00')],
        }),
      ),
    ).rejects.toMatchObject({ code: 'LEDGER.PERIOD_LOCKED' });
    // Reopening 2025 would post on 31-12-2025, inside the lock.
    await expect(
      inTransaction(database.db, (tx) => reopenFiscalYear(tx, org, 2025, 'adjust')),
    ).rejects.toMatchObject({ code: 'LEDGER.PERIOD_LOCKED' });
    // The database refuses it too, whatever the writer.
    const direct = await database.db
      .execute(
        sql`INSERT INTO journal_entries (organization_id, id, number, entry_date, kind)
          VALUES (${org}, ${'0190a000-0000-7000-8000-000000000001'}, 'X1', '2026-01-02', 'MANUAL')`,
      )
      .then(
        () => 'inserted',
        (error: unknown) => causeText(error),
      );
    expect(direct).toMatch(/LEDGER.PERIOD_LOCKED/);
  });

  it('reopens 2025 once unlocked: retained earnings go back to profit lines', async () => {
    await inTransaction(database.db, (tx) => setLockDate(tx, org, null));
    const reversal = await inTransaction(database.db, (tx) => reopenFiscalYear(tx, org, 2025, 'adjust'));
    expect(reversal.date).toBe('2025-12-31');
    expect(reversal.isClosing).toBe(true);
    const bs = await getBalanceSheet(database.db, org, '2026-02-28');
    expect(section(bs.equity, '32000')).toBeUndefined();
    expect(bs.unclosedPriorYearsProfit).toBe(m('-11500.00'));
    expect(bs.currentYearProfit).toBe(m('1700.00'));
    expect(bs.totalEquity).toBe(m('95200.00'));
    expect(bs.balanced).toBe(true);
    // P&L 2025 is unchanged by close + reopen.
    expect((await getProfitAndLoss(database.db, org, '2025-01-01', '2025-12-31')).netProfit).toBe(
      m('-11500.00'),
    );
    // Closing 2026 then refusing to reopen 2025 while 2026 is closed.
    await inTransaction(database.db, (tx) => closeFiscalYear(tx, org, 2025));
    await inTransaction(database.db, (tx) => closeFiscalYear(tx, org, 2026));
    await expect(
      inTransaction(database.db, (tx) => reopenFiscalYear(tx, org, 2025, 'again')),
    ).rejects.toMatchObject({ code: 'PERIOD.LATER_YEAR_CLOSED' });
    const after = await getBalanceSheet(database.db, org, '2026-12-31');
    // 32200: −11,500 (2025) + 1,700 (2026) = −9,800; no profit lines remain.
    expect(amounts(section(after.equity, '32000'))).toEqual([['32200', m('-9800.00')]]);
    expect(after.currentYearProfit).toBe(0n);
    expect(after.balanced).toBe(true);
  });
});
