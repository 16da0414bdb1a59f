// The ledger agings' bucket FIFO (decision 0212) against the per-debit FIFO it replaced (kept below verbatim as
// the reference recount): a fixture with opening balances, bills with and without a due date, a manual line,
// payments out of order, an overpayment and a voided payment, every figure hand-computed for as-of dates before,
// between and after the settlements; then a fast-check property over random postings on 21210 (payable) and
// their mirror on 11310 (receivable) — bills due before, on or long after their date, payments, manual lines with
// and without a contact, voids — for as-of dates at and around every posting, due date and 90-day edge.
import { newId, sql, type Database } from '@banchee/db';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { addDays, parseMoney, toMoneyString, type CalendarDate } from '@banchee/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type PostingLine } from '../journals/journals.service.ts';
import { postOpeningBalances } from '../periods/periods.service.ts';
import {
  cr,
  createCustomer,
  createLedgerOrganization,
  dr,
  inTransaction,
} from './ledger-fixture.test-support.ts';
import { getPayableAging } from './reports.payables.ts';
import { getReceivableAging } from './reports.aging.ts';
import { queryReceivableAging, type AgingSums } from './reports.queries.ts';

/** The aging query before decision 0212: each open debit by a window over all the contact's debits. */
async function referenceFifo(
  db: Database,
  organizationId: string,
  accountCode: string,
  asOf: CalendarDate,
  nature: 'debit' | 'credit',
): Promise<AgingSums[]> {
  const amounts = nature === 'credit' ? sql`l.credit AS debit, l.debit AS credit` : sql`l.debit, l.credit`;
  const { rows } = await db.execute<{
    contact_id: string | null;
    contact_name: string | null;
    not_due: string;
    d30: string;
    d60: string;
    d90: string;
    over90: string;
    total: string;
  }>(sql`
    WITH lines AS (
      SELECT l.contact_id, l.entry_date, l.id, ${amounts},
             coalesce(d.due_date, l.entry_date) AS due_date
      FROM journal_lines l
      JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
      LEFT JOIN documents d ON d.organization_id = e.organization_id AND d.id = e.source_document_id
      WHERE l.organization_id = ${organizationId} AND l.account_code = ${accountCode}
        AND l.entry_date <= ${asOf}
        AND e.reverses_entry_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = e.organization_id
                          AND r.reverses_entry_id = e.id AND r.entry_date <= ${asOf})
    ),
    paid AS (
      SELECT contact_id, sum(credit) AS credit, sum(debit) AS debit FROM lines GROUP BY contact_id
    ),
    debits AS (
      SELECT * FROM (
        SELECT l.contact_id, l.due_date, l.debit,
               sum(l.debit) OVER (PARTITION BY l.contact_id ORDER BY l.due_date, l.entry_date, l.id) AS running,
               sum(l.credit) OVER (PARTITION BY l.contact_id) AS credit
        FROM lines l
      ) w WHERE w.debit > 0
    ),
    open_items AS (
      SELECT d.contact_id, ${asOf}::date - d.due_date AS overdue,
             greatest(0, least(d.debit, d.running - d.credit)) AS amount
      FROM debits d
    ),
    buckets AS (
      SELECT contact_id,
             coalesce(sum(amount) FILTER (WHERE overdue <= 0), 0) AS not_due,
             coalesce(sum(amount) FILTER (WHERE overdue BETWEEN 1 AND 30), 0) AS d30,
             coalesce(sum(amount) FILTER (WHERE overdue BETWEEN 31 AND 60), 0) AS d60,
             coalesce(sum(amount) FILTER (WHERE overdue BETWEEN 61 AND 90), 0) AS d90,
             coalesce(sum(amount) FILTER (WHERE overdue > 90), 0) AS over90
      FROM open_items GROUP BY contact_id
    )
    SELECT p.contact_id::text AS contact_id, c.contact_name,
           (coalesce(b.not_due, 0) + least(0, p.debit - p.credit))::text AS not_due,
           coalesce(b.d30, 0)::text AS d30, coalesce(b.d60, 0)::text AS d60,
           coalesce(b.d90, 0)::text AS d90, coalesce(b.over90, 0)::text AS over90,
           (p.debit - p.credit)::text AS total
    FROM paid p
    LEFT JOIN buckets b ON b.contact_id IS NOT DISTINCT FROM p.contact_id
    LEFT JOIN contacts c ON c.organization_id = ${organizationId} AND c.id = p.contact_id
    WHERE p.debit <> p.credit
    ORDER BY c.contact_name NULLS LAST, p.contact_id`);
  return rows.map((row) => ({
    contactId: row.contact_id,
    contactName: row.contact_name,
    notDue: parseMoney(row.not_due),
    days1to30: parseMoney(row.d30),
    days31to60: parseMoney(row.d60),
    days61to90: parseMoney(row.d90),
    over90: parseMoney(row.over90),
    total: parseMoney(row.total),
  }));
}

/** A bare purchase bill (EXP) with a due date or none, for an entry to name as its source. */
async function createBill(
  db: Database,
  organizationId: string,
  input: { number: string; date: string; dueDate: string | null; contactId: string | null },
): Promise<{ documentId: string; kind: string; number: string }> {
  const id = newId();
  await db.execute(sql`
    INSERT INTO documents (organization_id, id, kind, number, status, date, due_date, contact_id)
    VALUES (${organizationId}, ${id}, 'EXP', ${input.number}, 'AWAITING', ${input.date}, ${input.dueDate},
            ${input.contactId})`);
  return { documentId: id, kind: 'EXP', number: input.number };
}

const money = (row: AgingSums) =>
  [row.notDue, row.days1to30, row.days31to60, row.days61to90, row.over90, row.total].map(toMoneyString);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('aging by buckets equals the per-debit FIFO', () => {
  it('ages opening balances, bills, manual lines and payments as hand-computed, before and after a void', async () => {
    const db = database.db;
    const org = await createLedgerOrganization(db);
    const [a, b, c] = [
      await createCustomer(db, org, 'ผู้ขาย ก'),
      await createCustomer(db, org, 'ผู้ขาย ข'),
      await createCustomer(db, org, 'ผู้ขาย ค'),
    ];
    const post = (
      date: string,
      lines: PostingLine[],
      source?: { documentId: string; kind: string; number: string },
    ) => inTransaction(db, (tx) => postEntry(tx, org, { date, description: 'fixture', source, lines }));
    const bill = async (
      contactId: string,
      number: string,
      date: string,
      dueDate: string | null,
      amount: string,
    ) =>
      post(
        date,
        [dr('53022', amount), cr('21210', amount, contactId)],
        await createBill(db, org, {
          number,
          date,
          dueDate,
          contactId,
        }),
      );

    // Opening balances on 2026-01-01 (no document: due on their own date): A is owed 1,000.00; 500.00 on 21210
    // has no contact.
    await inTransaction(db, (tx) =>
      postOpeningBalances(tx, org, {
        date: '2026-01-01',
        lines: [dr('11121', '1500.00'), cr('21210', '1000.00', a), cr('21210', '500.00')],
      }),
    );
    await bill(a, 'EXP-A1', '2026-01-10', '2026-02-09', '2000.00');
    await bill(a, 'EXP-A2', '2026-03-01', '2026-03-31', '3000.00');
    await bill(b, 'EXP-B1', '2026-02-01', '2026-05-02', '4000.00');
    await bill(c, 'EXP-C1', '2026-02-01', '2026-03-03', '1000.00');
    // B: a manual debit of 1,000.00 on 2026-02-15 (no document).
    await post('2026-02-15', [dr('21210', '1000.00', b), cr('53022', '1000.00')]);
    // C overpaid: 1,200.00 on 2026-02-20 against 1,000.00 billed.
    await post('2026-02-20', [dr('21210', '1200.00', c), cr('11121', '1200.00')]);
    // A pays 2,500.00 on 2026-03-15 (oldest first: the opening 1,000.00, then 1,500.00 of A1).
    await post('2026-03-15', [dr('21210', '2500.00', a), cr('11121', '2500.00')]);
    // B pays 1,000.00 on 2026-04-01; the payment is voided on 2026-04-20.
    const paymentB = await post('2026-04-01', [dr('21210', '1000.00', b), cr('11121', '1000.00')]);
    await inTransaction(db, (tx) =>
      reverseEntry(tx, org, paymentB.id, { date: '2026-04-20', reason: 'void' }),
    );
    // B: a bill without a due date (due on its own date) on 2026-05-20, 600.00.
    await bill(b, 'EXP-B2', '2026-05-20', null, '600.00');

    const rows = async (asOf: string) => {
      const aging = await getPayableAging(db, org, asOf);
      expect(aging.reconciles).toBe(true);
      expect(aging.rows).toEqual(await referenceFifo(db, org, '21210', asOf, 'credit'));
      return [aging.rows.map((row) => [row.contactName, ...money(row)]), toMoneyString(aging.accountBalance)];
    };
    // [name, not due, 1–30, 31–60, 61–90, over 90, total]
    // 2026-03-10, before the payments of A and B. A: opening due 2026-01-01 (68 days → 61–90) 1,000; A1 due
    // 2026-02-09 (29 days) 2,000; A2 due 2026-03-31 not due 3,000. B: 4,000 − 1,000 = 3,000 on B1, not due.
    // C: 1,000 − 1,200 = −200, shown as not due. No contact: 500 from 2026-01-01 (68 days).
    // 21210: 6,000 + 3,000 − 200 + 500 = 9,300.
    expect(await rows('2026-03-10')).toEqual([
      [
        ['ผู้ขาย ก', '3000.00', '2000.00', '0.00', '1000.00', '0.00', '6000.00'],
        ['ผู้ขาย ข', '3000.00', '0.00', '0.00', '0.00', '0.00', '3000.00'],
        ['ผู้ขาย ค', '-200.00', '0.00', '0.00', '0.00', '0.00', '-200.00'],
        [null, '0.00', '0.00', '0.00', '500.00', '0.00', '500.00'],
      ],
      '9300.00',
    ]);
    // 2026-04-10, between B's payment and its void. A: 6,000 − 2,500 = 3,500 on the newest: A2 3,000 (due
    // 2026-03-31, 10 days), then 500 of A1 (due 2026-02-09, 60 days). B: 4,000 − 1,000 − 1,000 = 2,000 on B1,
    // not due. No contact: 500, 99 days. 21210: 3,500 + 2,000 − 200 + 500 = 5,800.
    expect(await rows('2026-04-10')).toEqual([
      [
        ['ผู้ขาย ก', '0.00', '3000.00', '500.00', '0.00', '0.00', '3500.00'],
        ['ผู้ขาย ข', '2000.00', '0.00', '0.00', '0.00', '0.00', '2000.00'],
        ['ผู้ขาย ค', '-200.00', '0.00', '0.00', '0.00', '0.00', '-200.00'],
        [null, '0.00', '0.00', '0.00', '0.00', '500.00', '500.00'],
      ],
      '5800.00',
    ]);
    // 2026-05-31, after the void (B's payment and its reversal both left out). A: A2 3,000 (61 days), 500 of A1
    // (111 days). B: 4,000 + 600 − 1,000 = 3,600: B2 600 (due 2026-05-20, 11 days), then 3,000 of B1 (due
    // 2026-05-02, 29 days). No contact: 500, 150 days. 21210: 3,500 + 3,600 − 200 + 500 = 7,400.
    expect(await rows('2026-05-31')).toEqual([
      [
        ['ผู้ขาย ก', '0.00', '0.00', '0.00', '3000.00', '500.00', '3500.00'],
        ['ผู้ขาย ข', '0.00', '3600.00', '0.00', '0.00', '0.00', '3600.00'],
        ['ผู้ขาย ค', '-200.00', '0.00', '0.00', '0.00', '0.00', '-200.00'],
        [null, '0.00', '0.00', '0.00', '0.00', '500.00', '500.00'],
      ],
      '7400.00',
    ]);
  });

  it('equals the per-debit FIFO on random postings, payable and receivable, at every edge', async () => {
    const FIRST_DAY = '2026-01-01';
    const contact = fc.integer({ min: 0, max: 2 }); // 2: no contact
    const amount = fc.integer({ min: 1, max: 500_000 }); // satang
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('bill' as const),
        contact,
        day: fc.integer({ min: 0, max: 300 }),
        /** days from the bill's date to its due date; null: no due date */
        terms: fc.option(fc.integer({ min: -10, max: 150 }), { nil: null }),
        amount,
      }),
      fc.record({
        kind: fc.constant('payment' as const),
        contact,
        day: fc.integer({ min: 0, max: 300 }),
        amount,
      }),
      fc.record({
        kind: fc.constant('manual' as const),
        contact,
        day: fc.integer({ min: 0, max: 300 }),
        amount,
        credit: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('void' as const),
        pick: fc.nat(),
        days: fc.integer({ min: 0, max: 60 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 14 }),
        fc.array(fc.integer({ min: -5, max: 420 }), { minLength: 1, maxLength: 3 }),
        async (commands, extraDays) => {
          const db = database.db;
          const org = await createLedgerOrganization(db);
          const contacts = [await createCustomer(db, org, 'คู่ค้า 1'), await createCustomer(db, org, 'คู่ค้า 2')];
          const posted: { id: string; date: string }[] = [];
          const days = new Set<string>(extraDays.map((d) => addDays(FIRST_DAY, d)));
          const mark = (date: string) => {
            // the day itself, the day before, and where it crosses each bucket edge
            for (const offset of [0, -1, 1, 30, 31, 60, 61, 90, 91]) days.add(addDays(date, offset));
          };
          // Each posting moves 21210 (credit = a bill) and mirrors it on 11310 (debit = an invoice).
          const lines = (contactId: string | null, satang: number, billSide: boolean): PostingLine[] => {
            const value = BigInt(satang);
            return billSide
              ? [
                  { accountCode: '11310', debit: value, credit: 0n, contactId },
                  { accountCode: '21210', debit: 0n, credit: value, contactId },
                ]
              : [
                  { accountCode: '21210', debit: value, credit: 0n, contactId },
                  { accountCode: '11310', debit: 0n, credit: value, contactId },
                ];
          };
          for (const [index, cmd] of commands.entries()) {
            if (cmd.kind === 'void') {
              const target = posted.splice(cmd.pick % Math.max(posted.length, 1), 1)[0];
              if (!target) continue;
              const reversal = await inTransaction(db, (tx) =>
                reverseEntry(tx, org, target.id, { date: addDays(target.date, cmd.days), reason: 'void' }),
              );
              mark(reversal.date);
              continue;
            }
            const date = addDays(FIRST_DAY, cmd.day);
            const contactId = contacts[cmd.contact] ?? null;
            let source: { documentId: string; kind: string; number: string } | undefined;
            if (cmd.kind === 'bill') {
              const dueDate = cmd.terms === null ? null : addDays(date, cmd.terms);
              source = await createBill(db, org, { number: `EXP-${index}`, date, dueDate, contactId });
              if (dueDate) mark(dueDate);
            }
            const billSide = cmd.kind === 'bill' || (cmd.kind === 'manual' && cmd.credit);
            const entry = await inTransaction(db, (tx) =>
              postEntry(tx, org, {
                date,
                description: cmd.kind,
                source,
                lines: lines(contactId, cmd.amount, billSide),
              }),
            );
            posted.push({ id: entry.id, date });
            mark(date);
          }
          for (const asOf of [...days].sort()) {
            expect(await queryReceivableAging(db, org, '21210', asOf, 'credit')).toEqual(
              await referenceFifo(db, org, '21210', asOf, 'credit'),
            );
            const receivable = await getReceivableAging(db, org, asOf);
            expect(receivable.reconciles).toBe(true);
            expect(receivable.rows).toEqual(await referenceFifo(db, org, '11310', asOf, 'debit'));
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 600_000);
});
