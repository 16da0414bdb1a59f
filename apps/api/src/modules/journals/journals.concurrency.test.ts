// Concurrent postings (meaningful on PostgreSQL, where transactions really overlap; PGlite runs them one after
// another): 30 entries of one day posted at once get JV…0001 to JV…0030 with no gap, none deadlocks on the
// monthly summary rows although they touch the same accounts in different orders, and the summary still equals
// the lines.
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBalanceSummaryMismatches } from '../reports/ledger-ranges.ts';
import { createLedgerOrganization, cr, dr, inTransaction } from '../reports/ledger-fixture.test-support.ts';
import { getTrialBalance } from '../reports/reports.service.ts';
import { postEntry } from './journals.service.ts';

let database: TestDatabase;
let org: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await createLedgerOrganization(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('concurrent postings', () => {
  it('number gaplessly and keep the summary exact', async () => {
    const entries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inTransaction(database.db, (tx) =>
          postEntry(tx, org, {
            date: '2026-11-21',
            description: `sale ${i}`,
            // Half list revenue first, half receivables first: the summary rows are still locked in key order.
            lines:
              i % 2 === 0
                ? [dr('11310', '107.00'), cr('41110', '100.00'), cr('27111', '7.00')]
                : [cr('27111', '7.00'), cr('41110', '100.00'), dr('11310', '107.00')],
          }),
        ),
      ),
    );
    expect(entries.map((e) => e.number).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `JV20261121${String(i + 1).padStart(4, '0')}`),
    );
    expect(await findBalanceSummaryMismatches(database.db, org)).toEqual([]);
    const tb = await getTrialBalance(database.db, org, '2026-11-01', '2026-11-30');
    // 30 × 107.00 = 3,210.00 on each side.
    expect(tb.totals.period).toEqual({ debit: 321000n, credit: 321000n });
  });
});
