// Times the purchase-side reports (issue 15) at 100,000 documents on PostgreSQL, as business-reports.ts does
// the sales side: a dedicated database loaded once (BENCH_DATABASE, default banchee_bench_purchases), every
// report called through the application's own function (getBusinessReport, and getPayableAging for
// reports/account-payable) beside the very same SQL run by psql — the database floor.
//
// Data, made by INSERT … SELECT generate_series inside PostgreSQL through the real triggers: one organisation
// with the default chart, 300 suppliers, 500 products and 100,000 documents over 2024–2026 in number order —
// 20,000 purchase orders, 40,000 receiving inventories (half made from an order), 25,000 expenses (a quarter
// with 3 % WHT) each with three lines, and 15,000 payment slips each settling four bills in full (60,000 of the
// 65,000 bills), the slips that withheld with a PND53 certificate — with the ledger entries they post: a bill
// Dr 11510 (RI) or 53032.01 (EXP) and 11610 · Cr 21210; a slip Dr 21210 · Cr 11121 and 27240. 100 other
// organisations hold 200 documents each. Left out: stock moves and the VAT reclass of a payment (11610 → 11611),
// which no purchase report reads.
//
// BENCH_ONLY (comma-separated report names, e.g. expenses,account-payable), BENCH_EXPLAIN=<file> as in
// business-reports.ts.
//
//   node --import tsx bench/purchase-reports.ts [iterations]
import './purchase-database.ts';
import type { BusinessReportName, BusinessReportQuery } from '@banchee/contracts';
import { createDatabase, migrate, sql, type Database } from '@banchee/db';
import { getBusinessReport } from '../apps/api/src/modules/business-reports/business-reports.service.ts';
import { getPayableAging } from '../apps/api/src/modules/reports/reports.payables.ts';
import { getInputTaxReport } from '../apps/api/src/modules/tax-filings/input-tax.service.ts';
import { ensureDatabase, insertProducts, prepareOnce, runCases, type BenchCase } from './bench-database.ts';
import { benchDatabaseUrl } from './ledger-load.ts';

const ITERATIONS = Number(process.argv[2] ?? 20);
const DOCUMENTS = 100_000;

/** One organisation's purchase documents, their links and ledger entries, as set-based inserts. */
async function load(db: Database, org: string, n: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO contacts (organization_id, id, contact_type, contact_name)
    SELECT ${org}, gen_random_uuid(), 'SUPPLIER', 'ผู้ขาย ' || g FROM generate_series(1, 300) g`);
  await insertProducts(db, org, 500);
  // k = 1..n; kind by k mod 20 (4 PO, 8 RI, 5 EXP, 3 PS); an expense with k / 20 divisible by 4 withholds 3 %.
  await db.execute(sql`
    WITH c AS (SELECT array_agg(id ORDER BY contact_name) a, array_agg(contact_name ORDER BY contact_name) n
               FROM contacts WHERE organization_id = ${org}),
         g AS (SELECT k, CASE WHEN k % 20 < 4 THEN 'PO' WHEN k % 20 < 12 THEN 'RI' WHEN k % 20 < 17 THEN 'EXP'
                              ELSE 'PS' END AS kind,
                      (1000 + (k * 37) % 4000)::numeric(18,2) * 3 AS net
               FROM generate_series(1, ${n}) k)
    INSERT INTO documents (organization_id, id, kind, number, status, date, due_date, contact_id, contact_name,
      subtotal, amount_after_discount, vat_base, vat_amount, net_total, grand_total, wht_amount, amount_due)
    SELECT ${org}, gen_random_uuid(), g.kind, g.kind || lpad(g.k::text, 8, '0'),
      CASE WHEN g.kind = 'PO' THEN (CASE WHEN g.k % 80 = 0 THEN 'REJECTED' ELSE 'ISSUED' END) ELSE 'AWAITING' END,
      DATE '2024-01-01' + ((g.k - 1) * 1096 / ${n})::int, DATE '2024-01-01' + ((g.k - 1) * 1096 / ${n})::int + 30,
      c.a[1 + abs(hashtext(g.k::text)) % 300], c.n[1 + abs(hashtext(g.k::text)) % 300],
      g.net, g.net, g.net, round(g.net * 0.07, 2), g.net, g.net + round(g.net * 0.07, 2),
      CASE WHEN g.kind = 'EXP' AND (g.k / 20) % 4 = 0 THEN round(g.net * 0.03, 2) ELSE 0 END,
      g.net + round(g.net * 0.07, 2)
    FROM g, c`);
  await db.execute(sql`
    WITH i AS (SELECT array_agg(id ORDER BY code) a, array_agg(name ORDER BY code) n FROM items
               WHERE organization_id = ${org})
    INSERT INTO document_lines (organization_id, id, document_id, position, item_id, name, main_unit, quantity,
      sale_price, total, total_after_discount, tax_amount, grand_total)
    SELECT d.organization_id, gen_random_uuid(), d.id, s,
      CASE WHEN d.kind <> 'EXP' THEN i.a[1 + ((hashtext(d.number) & 1023) + s) % 500] END,
      CASE WHEN d.kind <> 'EXP' THEN i.n[1 + ((hashtext(d.number) & 1023) + s) % 500] ELSE 'ค่าบริการ ' || s END,
      'ชิ้น', 1, d.net_total / 3, d.net_total / 3, d.net_total / 3, round(d.net_total / 3 * 0.07, 2),
      d.net_total / 3 + round(d.net_total / 3 * 0.07, 2)
    FROM documents d, i, generate_series(1, 3) s
    WHERE d.organization_id = ${org} AND d.kind <> 'PS'`);
  await db.execute(sql`ANALYZE documents`);
  await db.execute(sql`ANALYZE document_lines`);
  // Every other receiving inventory is made from an order (FULL, as documents.from-order.ts links it).
  await db.execute(sql`
    WITH po AS (SELECT id, status, amount_after_discount, date, row_number() OVER (ORDER BY number) r
                FROM documents WHERE organization_id = ${org} AND kind = 'PO'),
         ri AS (SELECT id, date, row_number() OVER (ORDER BY number) r FROM documents
                WHERE organization_id = ${org} AND kind = 'RI')
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, percent, amount)
    SELECT ${org}, gen_random_uuid(), po.id, ri.id, 'FULL', 100, po.amount_after_discount
    FROM po JOIN ri ON ri.r = po.r * 2 AND ri.date >= po.date WHERE po.status <> 'REJECTED'`);
  // Each payment slip settles four bills in full, with the WHT of the expenses that withhold.
  await db.execute(sql`
    WITH b AS (SELECT id, date, grand_total, wht_amount,
                 row_number() OVER (ORDER BY replace(number, kind, '')) r FROM documents
               WHERE organization_id = ${org} AND kind IN ('RI', 'EXP')),
         ps AS (SELECT id, date, row_number() OVER (ORDER BY number) r FROM documents
                WHERE organization_id = ${org} AND kind = 'PS')
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount, wht_amount)
    SELECT ${org}, gen_random_uuid(), b.id, ps.id, 'RECEIPT', b.grand_total, b.wht_amount
    FROM b JOIN ps ON (b.r - 1) / 4 + 1 = ps.r AND ps.date >= b.date`);
  await db.execute(sql`
    UPDATE documents d SET subtotal = s.amount, amount_after_discount = s.amount, vat_base = 0, vat_amount = 0,
      net_total = s.amount, grand_total = s.amount, wht_amount = s.wht, amount_due = s.amount - s.wht
    FROM (SELECT child_id, sum(amount) AS amount, sum(wht_amount) AS wht FROM document_links
          WHERE organization_id = ${org} AND link_type = 'RECEIPT' GROUP BY child_id) s
    WHERE d.organization_id = ${org} AND d.id = s.child_id`);
  await db.execute(sql`
    INSERT INTO wht_certificates (organization_id, id, number, status, date, issue_date, contact_id, contact_name,
      payment_slip_id, form_type, form_year, total_amount, total_tax)
    SELECT d.organization_id, gen_random_uuid(), 'WHT' || replace(d.number, 'PS', ''), 'ISSUED', d.date, d.date,
      d.contact_id, d.contact_name, d.id, 'PND53', extract(year FROM d.date)::int,
      round(d.wht_amount / 0.03, 2), d.wht_amount
    FROM documents d WHERE d.organization_id = ${org} AND d.kind = 'PS' AND d.wht_amount > 0`);
  await db.execute(sql`ANALYZE document_links`);
  for (const year of ['2024', '2025', '2026']) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO journal_entries (organization_id, id, number, entry_date, kind, description, source_document_id,
          source_kind, source_number)
        SELECT organization_id, gen_random_uuid(), 'JV' || replace(number, kind, '') || kind, date, 'DOCUMENT',
          kind || ' ' || number, id, kind, number
        FROM documents WHERE organization_id = ${org} AND kind IN ('RI', 'EXP', 'PS') AND grand_total > 0
          AND date >= ${`${year}-01-01`} AND date <= ${`${year}-12-31`}`);
      await tx.execute(sql`
        WITH e AS (SELECT e.id, e.source_kind, d.grand_total, d.net_total, d.vat_amount, d.wht_amount, d.contact_id
                   FROM journal_entries e JOIN documents d ON d.organization_id = e.organization_id
                     AND d.id = e.source_document_id
                   WHERE e.organization_id = ${org} AND e.entry_date >= ${`${year}-01-01`}
                     AND e.entry_date <= ${`${year}-12-31`})
        INSERT INTO journal_lines (organization_id, id, entry_id, line_no, account_code, entry_date, entry_number,
          debit, credit, contact_id)
        SELECT ${org}, gen_random_uuid(), e.id, l.no, l.code, DATE '2000-01-01', '', l.dr, l.cr, e.contact_id
        FROM e CROSS JOIN LATERAL (VALUES
          (1, CASE e.source_kind WHEN 'RI' THEN '11510' WHEN 'EXP' THEN '53032.01' ELSE '21210' END,
              CASE WHEN e.source_kind = 'PS' THEN e.grand_total ELSE e.net_total END, 0),
          (2, CASE WHEN e.source_kind = 'PS' THEN '11121' ELSE '11610' END,
              CASE WHEN e.source_kind = 'PS' THEN 0 ELSE e.vat_amount END,
              CASE WHEN e.source_kind = 'PS' THEN e.grand_total - e.wht_amount ELSE 0 END),
          (3, CASE WHEN e.source_kind = 'PS' THEN '27240' ELSE '21210' END, 0,
              CASE WHEN e.source_kind = 'PS' THEN e.wht_amount ELSE e.grand_total END)
        ) AS l(no, code, dr, cr)
        WHERE l.dr > 0 OR l.cr > 0`);
    });
  }
}

type PurchaseCase =
  | { report: BusinessReportName; query: BusinessReportQuery }
  | { asOf: string }
  | { taxYear: number; month: number };

/**
 * The supplier's tax invoice on every receiving inventory and expense (a valid tax id, head office, its number
 * and date, the VAT7 breakdown), so the purchase VAT report has claims to list: goods are due on receipt.
 * Idempotent (a database loaded before this step gets it on the next run).
 */
async function addTaxInvoiceParticulars(db: Database, org: string): Promise<void> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE documents SET contact_tax_id = '0105558000014', contact_branch = '00000',
      supplier_tax_invoice_no = 'T' || number, supplier_tax_invoice_date = date,
      tax_breakdown = jsonb_build_array(jsonb_build_object('vatType', 'VAT7', 'base', vat_base::text,
        'vat', vat_amount::text))
    WHERE organization_id = ${org} AND kind IN ('RI', 'EXP') AND supplier_tax_invoice_no IS NULL
    RETURNING id`);
  // The old row versions would otherwise double what the year's reports read (106 → 326 ms measured).
  if (rows.length > 0) await db.execute(sql`VACUUM ANALYZE documents`);
}

async function main(): Promise<void> {
  ensureDatabase();
  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  await migrate(handle.db);
  const db = handle.db;
  const org = await prepareOnce(db, 'บริษัท เบนช์ จัดซื้อ จำกัด', DOCUMENTS, load);
  await addTaxInvoiceParticulars(db, org);
  const supplier = await db.execute<{ id: string }>(sql`
    SELECT contact_id::text AS id FROM documents WHERE organization_id = ${org} AND kind = 'PS' LIMIT 1`);
  const year: BusinessReportQuery = { from: '2026-01-01', to: '2026-12-31', format: 'json', lang: 'th' };
  const month: BusinessReportQuery = { ...year, from: '2026-06-01', to: '2026-06-30' };
  const one: BusinessReportQuery = { ...year, from: '2024-01-01', contactId: supplier.rows[0]?.id };
  const reports: [string, BusinessReportName][] = [
    ['Purchase orders', 'purchase-orders'],
    ['Receiving inventory', 'receiving-inventory'],
    ['Expenses', 'expenses'],
    ['Payments', 'payments'],
    ['Withholding tax', 'withholding-tax'],
  ];
  const cases: BenchCase<PurchaseCase>[] = reports.flatMap(([label, report]) => [
    { name: `${label}, year 2026`, report, query: { report, query: year } },
    { name: `${label}, June 2026`, report, query: { report, query: month } },
    { name: `${label} of one supplier, 2024–2026`, report, query: { report, query: one } },
  ]);
  cases.splice(6, 0, {
    name: 'Receiving inventory by product, year 2026',
    report: 'receiving-inventory-by-product',
    query: { report: 'receiving-inventory-by-product', query: year },
  });
  cases.push(
    {
      name: 'Accounts payable aging as of 2026-12-31',
      report: 'account-payable',
      query: { asOf: '2026-12-31' },
    },
    {
      name: 'Accounts payable aging as of 2025-06-30',
      report: 'account-payable',
      query: { asOf: '2025-06-30' },
    },
    ...[6, 12].map((month) => ({
      name: `Purchase VAT report, ${month === 6 ? 'June' : 'December'} 2026`,
      report: 'purchasevat',
      query: { taxYear: 2026, month },
    })),
  );
  await runCases(
    db,
    org,
    cases,
    async (database, c) => {
      if ('asOf' in c) return { rowCount: (await getPayableAging(database, org, c.asOf)).rows.length };
      if ('taxYear' in c)
        return { rowCount: (await getInputTaxReport(database, org, c.taxYear, c.month)).report.rows.length };
      return getBusinessReport(database, org, c.report, c.query);
    },
    ITERATIONS,
  );
  await handle.close();
}

await main();
