// Times the business reports (issue 15) at 100,000 documents on PostgreSQL: loads a dedicated database once
// (BENCH_DATABASE, default banchee_bench_reports) and then calls every report through the application's own
// report function (apps/api/src/modules/business-reports, what the HTTP route calls) beside the very same SQL
// run by psql (ledger-reports.ts's psqlTimes: PREPARE once, EXECUTE with \timing) — the database floor.
//
// Data, made by INSERT … SELECT generate_series inside PostgreSQL through the real triggers: one organisation
// with the default chart, 300 customers, 500 products, 20 projects and 100,000 documents over 2024–2026 in number order —
// 60,000 invoices (three lines each; every other one half paid by a receipt), 15,000 paid cash sales, 5,000
// credit notes and 5,000 debit notes on invoices, 10,000 billing notes, and the receipts (5,000 of them, each
// settling six invoices) — with the ledger entry each sale posts (receivable or bank, revenue, VAT) and the
// receipts' entries (bank, receivable). 100 other organisations hold 200 invoices each.
//
// Each report: p50 and p95 of the application's call and of the same SQL in psql (the floor). The ledger's AR
// aging (reports/account-receivable, getReceivableAging over 11310) is timed beside them as report
// `account-receivable`. BENCH_ONLY (comma-separated report names, e.g. sales,sales-by-product,receivables) runs
// only those; BENCH_EXPLAIN=<file> writes the EXPLAIN (ANALYZE, BUFFERS) of every statement of each case to that
// file.
//
//   BENCH_DATABASE=banchee_bench_reports node --import tsx bench/business-reports.ts [iterations]
import type { BusinessReportName, BusinessReportQuery } from '@banchee/contracts';
import { createDatabase, migrate, sql, type Database } from '@banchee/db';
import { getBusinessReport } from '../apps/api/src/modules/business-reports/business-reports.service.ts';
import { getReceivableAging } from '../apps/api/src/modules/reports/reports.aging.ts';
import { getOutputTaxReport } from '../apps/api/src/modules/tax-filings/output-tax.service.ts';
import { ensureDatabase, insertProducts, prepareOnce, runCases, type BenchCase } from './bench-database.ts';
import { benchDatabaseUrl } from './ledger-load.ts';

const ITERATIONS = Number(process.argv[2] ?? 30);
const DOCUMENTS = 100_000;

/** One organisation's documents: `n` invoice-like sales and what follows them, as set-based inserts. */
async function load(db: Database, org: string, n: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO contacts (organization_id, id, contact_type, contact_name)
    SELECT ${org}, gen_random_uuid(), 'CLIENT', 'ลูกค้า ' || g FROM generate_series(1, 300) g`);
  await insertProducts(db, org, 500);
  await db.execute(sql`
    INSERT INTO projects (organization_id, id, code, name)
    SELECT ${org}, gen_random_uuid(), 'PRJ-' || g, 'โปรเจกต์ ' || g FROM generate_series(1, 20) g`);
  // Documents: k = 1..n; kind by k mod 20 (12 INV, 3 CA, 1 CN, 1 DN, 2 BL, 1 RE); each 3 lines of 1,000–5,000.
  await db.execute(sql`
    WITH c AS (SELECT array_agg(id ORDER BY contact_name) a, array_agg(contact_name ORDER BY contact_name) n
               FROM contacts WHERE organization_id = ${org}),
         p AS (SELECT array_agg(id ORDER BY code) a FROM projects WHERE organization_id = ${org}),
         g AS (SELECT k, CASE WHEN k % 20 < 12 THEN 'INV' WHEN k % 20 < 15 THEN 'CA' WHEN k % 20 = 15 THEN 'CN'
                              WHEN k % 20 = 16 THEN 'DN' WHEN k % 20 < 19 THEN 'BL' ELSE 'RE' END AS kind,
                      (1000 + (k * 37) % 4000)::numeric(18,2) * 3 AS net
               FROM generate_series(1, ${n}) k)
    INSERT INTO documents (organization_id, id, kind, number, status, date, due_date, contact_id, contact_name,
      sales_name, project_id, subtotal, amount_after_discount, vat_base, vat_amount, net_total, grand_total, amount_due)
    SELECT ${org}, gen_random_uuid(), g.kind, g.kind || lpad(g.k::text, 8, '0'),
      CASE g.kind WHEN 'CA' THEN 'PAID' WHEN 'INV' THEN (CASE WHEN g.k % 40 = 1 THEN 'VOID' ELSE 'PAYMENT DUE' END)
        ELSE 'AWAITING' END,
      DATE '2024-01-01' + ((g.k - 1) * 1096 / ${n})::int, DATE '2024-01-01' + ((g.k - 1) * 1096 / ${n})::int + 30,
      c.a[1 + g.k % 300], c.n[1 + g.k % 300], 'พนักงาน ' || (g.k % 12),
      CASE WHEN g.k % 5 = 0 THEN p.a[1 + g.k % 20] END,
      g.net, g.net, g.net, round(g.net * 0.07, 2), g.net, g.net + round(g.net * 0.07, 2),
      g.net + round(g.net * 0.07, 2)
    FROM g, c, p`);
  await db.execute(sql`
    WITH i AS (SELECT array_agg(id ORDER BY code) a, array_agg(name ORDER BY code) n FROM items
               WHERE organization_id = ${org})
    INSERT INTO document_lines (organization_id, id, document_id, position, item_id, name, quantity, sale_price,
      total, total_after_discount, tax_amount, grand_total)
    SELECT d.organization_id, gen_random_uuid(), d.id, s, i.a[1 + ((hashtext(d.number) & 1023) + s) % 500],
      i.n[1 + ((hashtext(d.number) & 1023) + s) % 500], 1, d.net_total / 3, d.net_total / 3,
      d.net_total / 3, round(d.net_total / 3 * 0.07, 2), d.net_total / 3 + round(d.net_total / 3 * 0.07, 2)
    FROM documents d, i, generate_series(1, 3) s
    WHERE d.organization_id = ${org} AND d.kind <> 'RE'`);
  // Fresh statistics before the links are made: without them the planner takes the invoice and receipt CTEs
  // below for one row each and joins 57,500 × 5,000 rows in a nested loop (the load that took minutes before).
  await db.execute(sql`ANALYZE documents`);
  await db.execute(sql`ANALYZE document_lines`);
  // Each receipt settles six invoices, half of each one's total; each note adjusts one invoice (the settlement
  // date check runs once per statement since migration 0033).
  await db.execute(sql`
    WITH inv AS (SELECT id, grand_total, row_number() OVER (ORDER BY number) r FROM documents
                 WHERE organization_id = ${org} AND kind = 'INV' AND status <> 'VOID'),
         re AS (SELECT id, row_number() OVER (ORDER BY number) r FROM documents
                WHERE organization_id = ${org} AND kind = 'RE')
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount)
    SELECT ${org}, gen_random_uuid(), inv.id, re.id, 'RECEIPT', round(inv.grand_total / 2, 2)
    FROM inv JOIN re ON (inv.r - 1) / 6 + 1 = re.r`);
  await db.execute(sql`
    WITH inv AS (SELECT id, row_number() OVER (ORDER BY number) r FROM documents
                 WHERE organization_id = ${org} AND kind = 'INV'),
         note AS (SELECT id, kind, grand_total, row_number() OVER (PARTITION BY kind ORDER BY number) r
                  FROM documents WHERE organization_id = ${org} AND kind IN ('CN', 'DN'))
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount)
    SELECT ${org}, gen_random_uuid(), inv.id, note.id,
      CASE note.kind WHEN 'CN' THEN 'CREDIT_NOTE' ELSE 'DEBIT_NOTE' END, note.grand_total
    FROM note JOIN inv ON inv.r = note.r * 2 + (CASE note.kind WHEN 'CN' THEN 0 ELSE 1 END)`);
  await db.execute(sql`ANALYZE document_links`);
  // The ledger: one entry per posted document, in yearly batches (deferred balance checks stay small).
  for (const year of ['2024', '2025', '2026']) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO journal_entries (organization_id, id, number, entry_date, kind, description, source_document_id,
          source_kind, source_number)
        SELECT organization_id, gen_random_uuid(), 'JV' || replace(number, kind, '') || kind, date, 'DOCUMENT',
          kind || ' ' || number, id, kind, number
        FROM documents WHERE organization_id = ${org} AND kind IN ('INV', 'CA', 'CN', 'DN', 'RE')
          AND status <> 'VOID' AND date >= ${`${year}-01-01`} AND date <= ${`${year}-12-31`}`);
      await tx.execute(sql`
        WITH e AS (SELECT e.id, e.source_kind, d.grand_total, d.net_total, d.vat_amount, d.contact_id,
                     (SELECT coalesce(sum(amount), 0) FROM document_links k
                      WHERE k.organization_id = d.organization_id AND k.child_id = d.id) AS settled
                   FROM journal_entries e JOIN documents d ON d.organization_id = e.organization_id
                     AND d.id = e.source_document_id
                   WHERE e.organization_id = ${org} AND e.entry_date >= ${`${year}-01-01`}
                     AND e.entry_date <= ${`${year}-12-31`})
        INSERT INTO journal_lines (organization_id, id, entry_id, line_no, account_code, entry_date, entry_number,
          debit, credit, contact_id)
        SELECT ${org}, gen_random_uuid(), e.id, l.no, l.code, DATE '2000-01-01', '', l.dr, l.cr, e.contact_id
        FROM e CROSS JOIN LATERAL (VALUES
          (1, CASE e.source_kind WHEN 'CA' THEN '11111' WHEN 'RE' THEN '11111' ELSE '11310' END,
              CASE WHEN e.source_kind = 'CN' THEN 0 WHEN e.source_kind = 'RE' THEN e.settled ELSE e.grand_total END,
              CASE WHEN e.source_kind = 'CN' THEN e.grand_total ELSE 0 END),
          (2, CASE e.source_kind WHEN 'CN' THEN '41300' WHEN 'RE' THEN '11310' ELSE '41110' END,
              CASE WHEN e.source_kind = 'CN' THEN e.net_total ELSE 0 END,
              CASE WHEN e.source_kind = 'CN' THEN 0 WHEN e.source_kind = 'RE' THEN e.settled ELSE e.net_total END),
          (3, '27111', CASE WHEN e.source_kind = 'CN' THEN e.vat_amount ELSE 0 END,
              CASE WHEN e.source_kind IN ('CN', 'RE') THEN 0 ELSE e.vat_amount END)
        ) AS l(no, code, dr, cr)
        WHERE l.dr > 0 OR l.cr > 0`);
    });
  }
}

async function main(): Promise<void> {
  ensureDatabase();
  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  await migrate(handle.db);
  const db = handle.db;
  const org = await prepareOnce(db, 'บริษัท เบนช์ รายงาน จำกัด', DOCUMENTS, load);
  const project = await db.execute<{ id: string }>(sql`
    SELECT id::text AS id FROM projects WHERE organization_id = ${org} ORDER BY code LIMIT 1`);
  const customer = await db.execute<{ id: string }>(sql`
    SELECT contact_id::text AS id FROM documents WHERE organization_id = ${org} AND contact_id IS NOT NULL LIMIT 1`);
  const year: Pick<BusinessReportQuery, 'from' | 'to' | 'format' | 'lang'> = {
    from: '2026-01-01',
    to: '2026-12-31',
    format: 'json',
    lang: 'th',
  };
  const cases: [string, BusinessReportName, BusinessReportQuery][] = [
    ['Sales, year 2026 (first 1,000 rows, totals of all)', 'sales', year],
    ['Sales, June 2026', 'sales', { ...year, from: '2026-06-01', to: '2026-06-30' }],
    [
      'Sales of one customer, 2024–2026',
      'sales',
      { ...year, from: '2024-01-01', contactId: customer.rows[0]?.id },
    ],
    ['Sales by product, year 2026', 'sales-by-product', year],
    ['Sales by salesperson, year 2026', 'sales-by-person', year],
    ['Sales by customer, year 2026', 'sales-by-customer', year],
    ['Billing notes, June 2026', 'billing-notes', { ...year, from: '2026-06-01', to: '2026-06-30' }],
    ['Receivables as of 2026-12-31 (every open invoice)', 'receivables', year],
    ['Income and expense, year 2026 by month', 'income-and-expense', year],
    ['Projects, year 2026', 'projects', year],
    [
      'Projects, one project, 2024–2026',
      'projects',
      { ...year, from: '2024-01-01', projectId: project.rows[0]?.id },
    ],
  ];
  type SalesCase =
    | { report: BusinessReportName; query: BusinessReportQuery }
    | { asOf: string }
    | { taxYear: number; month: number };
  const agings: BenchCase<SalesCase>[] = ['2026-12-31', '2025-06-30'].map((asOf) => ({
    name: `Accounts receivable aging as of ${asOf}`,
    report: 'account-receivable',
    query: { asOf },
  }));
  // The sales VAT report (menu reports/salestax) is monthly, as the Revenue Department's form.
  const salesVat: BenchCase<SalesCase>[] = [6, 12].map((month) => ({
    name: `Sales VAT report, ${month === 6 ? 'June' : 'December'} 2026`,
    report: 'salestax',
    query: { taxYear: 2026, month },
  }));
  await runCases<SalesCase>(
    db,
    org,
    [
      ...cases.map(([name, report, query]) => ({ name, report, query: { report, query } })),
      ...agings,
      ...salesVat,
    ],
    async (database, c) => {
      if ('asOf' in c) return { rowCount: (await getReceivableAging(database, org, c.asOf)).rows.length };
      if ('taxYear' in c)
        return { rowCount: (await getOutputTaxReport(database, org, c.taxYear, c.month)).report.rows.length };
      return getBusinessReport(database, org, c.report, c.query);
    },
    ITERATIONS,
  );
  await handle.close();
}

await main();
