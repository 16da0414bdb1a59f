// Property: any sequence of valid sales documents posted by the domain's posting rules (invoices for goods and
// services, cash sales, receipts with or without WHT, credit notes), expenses, voids (reversals) and a year-end
// close keeps the books consistent: the trial balance balances, the balance sheet balances, the receivable
// aging equals the receivable account, the monthly summary equals the lines, and summary-based sums equal
// line-based sums for any range.
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import {
  addDays,
  computeDocumentTotals,
  percentOf,
  postCashSale,
  postCreditNote,
  postInvoice,
  postReceipt,
  undueVatDueOnReceipt,
  type JournalLine,
  type Money,
  type SalesPostingInput,
} from '@banchee/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type PostingLine } from '../journals/journals.service.ts';
import { closeFiscalYear } from '../periods/periods.service.ts';
import { findBalanceSummaryMismatches } from './ledger-ranges.ts';
import { createCustomer, createLedgerOrganization, inTransaction } from './ledger-fixture.test-support.ts';
import { queryAccountNet, queryTrialBalance } from './reports.queries.ts';
import { getReceivableAging } from './reports.aging.ts';
import { getBalanceSheet, getProfitAndLoss, getTrialBalance } from './reports.service.ts';

const FIRST_DAY = '2025-01-01';

const saleLine = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  /** satang */
  unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
  services: fc.boolean(),
});

const command = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    customer: fc.integer({ min: 0, max: 1 }),
    day: fc.integer({ min: 0, max: 729 }),
    lines: fc.array(saleLine, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('cashSale' as const),
    day: fc.integer({ min: 0, max: 729 }),
    lines: fc.array(saleLine, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('receipt' as const),
    day: fc.integer({ min: 0, max: 729 }),
    /** Percent of the latest invoice of the customer that is paid (over 100: an overpayment). */
    percent: fc.integer({ min: 1, max: 120 }),
    withholding: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('creditNote' as const),
    day: fc.integer({ min: 0, max: 729 }),
    lines: fc.array(saleLine, { minLength: 1, maxLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    day: fc.integer({ min: 0, max: 729 }),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat(), days: fc.integer({ min: 0, max: 60 }) }),
);

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function salesInput(
  date: string,
  lines: readonly { quantity: number; unitPrice: number; services: boolean }[],
) {
  const totals = computeDocumentTotals({
    priceType: 'vat_exclusive',
    vatEnabled: true,
    date,
    lines: lines.map((line) => ({
      quantity: String(line.quantity),
      unitPrice: (Number(line.unitPrice) / 100).toFixed(2),
    })),
  });
  return {
    totals,
    lineInfo: lines.map((line) => ({ itemType: line.services ? ('services' as const) : ('goods' as const) })),
  } satisfies SalesPostingInput;
}

/** Domain lines → posting lines, the receivable lines tagged with the customer. */
function withCustomer(lines: readonly JournalLine[], contactId: string): PostingLine[] {
  return lines.map((line) => ({ ...line, contactId: line.accountCode === '11310' ? contactId : null }));
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('ledger invariants under random valid postings', () => {
  it('trial balance and balance sheet balance, aging equals 11310, summary equals lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        async (commands: Command[], close2025: boolean, dayA: number, dayB: number) => {
          const db = database.db;
          const org = await createLedgerOrganization(db);
          const customers = [
            await createCustomer(db, org, 'ลูกค้า 1'),
            await createCustomer(db, org, 'ลูกค้า 2'),
          ];
          const posted: { id: string; date: string }[] = [];
          const lastInvoice = new Map<string, { input: SalesPostingInput; date: string }>();
          const post = async (date: string, description: string, lines: PostingLine[]) => {
            const entry = await inTransaction(db, (tx) => postEntry(tx, org, { date, description, lines }));
            posted.push({ id: entry.id, date });
          };

          for (const [index, cmd] of commands.entries()) {
            const customer = customers[index % 2] ?? '';
            if (cmd.kind === 'invoice') {
              const date = addDays(FIRST_DAY, cmd.day);
              const input = salesInput(date, cmd.lines);
              const contact = customers[cmd.customer] ?? '';
              await post(date, 'invoice', withCustomer(postInvoice(input), contact));
              lastInvoice.set(contact, { input, date });
            } else if (cmd.kind === 'cashSale') {
              const date = addDays(FIRST_DAY, cmd.day);
              await post(
                date,
                'cash sale',
                withCustomer(postCashSale(salesInput(date, cmd.lines)), customer),
              );
            } else if (cmd.kind === 'receipt') {
              const invoice = lastInvoice.get(customer);
              if (!invoice) continue;
              const date = addDays(invoice.date, cmd.day % 90);
              const amount: Money = (invoice.input.totals.grandTotal * BigInt(cmd.percent)) / 100n;
              if (amount <= 0n) continue;
              const lines = postReceipt({
                amount,
                whtWithheld: cmd.withholding ? percentOf(amount, '3') : 0n,
                vatBecomingDue: undueVatDueOnReceipt(invoice.input, amount),
              });
              await post(date, 'receipt', withCustomer(lines, customer));
            } else if (cmd.kind === 'creditNote') {
              const date = addDays(FIRST_DAY, cmd.day);
              await post(
                date,
                'credit note',
                withCustomer(postCreditNote(salesInput(date, cmd.lines)), customer),
              );
            } else if (cmd.kind === 'expense') {
              const date = addDays(FIRST_DAY, cmd.day);
              await post(date, 'electricity', [
                { accountCode: '53022', debit: BigInt(cmd.amount), credit: 0n },
                { accountCode: '11121', debit: 0n, credit: BigInt(cmd.amount) },
              ]);
            } else if (posted.length > 0) {
              const target = posted.splice(cmd.pick % posted.length, 1)[0];
              if (!target) continue;
              await inTransaction(db, (tx) =>
                reverseEntry(tx, org, target.id, { date: addDays(target.date, cmd.days), reason: 'void' }),
              );
            }
          }
          if (close2025) {
            await inTransaction(db, (tx) => closeFiscalYear(tx, org, 2025)).catch((error: unknown) => {
              // A 2025 without revenue or expense has nothing to close; any other refusal is a failure.
              if (
                !(error instanceof Error) ||
                !('code' in error) ||
                error.code !== 'PERIOD.NOTHING_TO_CLOSE'
              ) {
                throw error;
              }
            });
          }

          const [from, to] = [
            addDays(FIRST_DAY, Math.min(dayA, dayB)),
            addDays(FIRST_DAY, Math.max(dayA, dayB)),
          ];
          const tb = await getTrialBalance(db, org, from, to);
          expect(tb.balanced).toBe(true);
          expect(tb.totals.closing.debit).toBe(tb.totals.closing.credit);

          const bs = await getBalanceSheet(db, org, to);
          expect(bs.totalAssets).toBe(bs.totalLiabilities + bs.totalEquity);

          const aging = await getReceivableAging(db, org, to);
          expect(aging.totals.total).toBe(aging.accountBalance);
          expect(aging.accountBalance).toBe(await queryAccountNet(db, org, '11310', to, 'lines'));

          // Profit is never lost: all P&L activity = profit lines of the balance sheet + what closing moved to 32200.
          const pl = await getProfitAndLoss(db, org, FIRST_DAY, to);
          const retained = bs.equity.flatMap((s) => s.accounts).find((a) => a.code === '32200')?.amount ?? 0n;
          expect(pl.netProfit).toBe(bs.currentYearProfit + bs.unclosedPriorYearsProfit + retained);

          expect(await findBalanceSummaryMismatches(db, org)).toEqual([]);
          const byCode = (rows: Awaited<ReturnType<typeof queryTrialBalance>>) =>
            [...rows].sort((a, b) => (a.accountCode < b.accountCode ? -1 : 1));
          expect(byCode(await queryTrialBalance(db, org, from, to, 'summary'))).toEqual(
            byCode(await queryTrialBalance(db, org, from, to, 'lines')),
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
