// SQL of the business reports, read straight from the registers the documents write (documents, their lines,
// their links) and from the ledger — no copy of any figure. Every function takes the organisation id and
// filters on it. Sums travel as decimal text; the service turns them into Money.
//
// What counts as a sale (decision 0156): invoices, debit notes and credit notes that are not void, and cash
// sales once paid — exactly the documents the ledger has a sale entry for (documents.postings.ts). A credit
// note counts negative. The amount of a sale is its pre-VAT total (documents.net_total), which is what the
// revenue accounts receive.
import { sql, type Database, type SQL } from '@banchee/db';
import type { BusinessReportQuery, SalesReconcilingItem } from '@banchee/contracts';
import type { CalendarDate } from '@banchee/domain';
import { splitByMonths } from '../reports/index.ts';

export const SALES_KINDS = ['INV', 'CA', 'DN', 'CN'] as const;

export type SalesFilters = Pick<
  BusinessReportQuery,
  'from' | 'to' | 'contactId' | 'itemId' | 'salesName' | 'projectId' | 'status' | 'kind'
>;

/** +1, or −1 for a credit note. */
const SIGN = sql`(CASE WHEN d.kind = 'CN' THEN -1 ELSE 1 END)`;

/**
 * Kind codes of the registry as SQL literals, not parameters: the planner then proves the partial index of the
 * sales (documents_sales_date_idx, migration 0040) also when a statement is planned once for any parameters.
 */
function kindList(kinds: readonly string[]): SQL {
  for (const kind of kinds) if (!/^[A-Z]{2,3}$/.test(kind)) throw new Error(`not a kind code: ${kind}`);
  return sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));
}

/**
 * The documents of `kinds` dated in the range (`from` null: since the beginning) that match the filters; `d` is
 * the documents alias.
 */
export function documentWhere(
  organizationId: string,
  kinds: readonly string[],
  f: Omit<SalesFilters, 'from'> & { from: CalendarDate | null },
): SQL {
  const parts: SQL[] = [
    sql`d.organization_id = ${organizationId}`,
    sql`d.kind IN (${kindList(kinds)})`,
    ...(f.from === null ? [] : [sql`d.date >= ${f.from}`]),
    sql`d.date <= ${f.to}`,
  ];
  if (f.kind) parts.push(sql`d.kind = ${f.kind}`);
  if (f.contactId) parts.push(sql`d.contact_id = ${f.contactId}`);
  if (f.projectId) parts.push(sql`d.project_id = ${f.projectId}`);
  if (f.salesName) parts.push(sql`d.sales_name = ${f.salesName}`);
  if (f.status) parts.push(sql`upper(d.status) = ${f.status}`);
  if (f.itemId) {
    parts.push(sql`EXISTS (SELECT 1 FROM document_lines il WHERE il.organization_id = d.organization_id
      AND il.document_id = d.id AND il.item_id = ${f.itemId})`);
  }
  return sql.join(parts, sql` AND `);
}

/** The sales of the range (see the header), filtered. */
function salesWhere(organizationId: string, f: SalesFilters): SQL {
  return sql`${documentWhere(organizationId, SALES_KINDS, f)} AND d.status <> 'VOID'
    AND (d.kind <> 'CA' OR d.status = 'PAID')`;
}

export type SalesDocumentRow = {
  id: string;
  kind: string;
  number: string;
  date: string;
  status: string;
  contact_name: string | null;
  sales_name: string | null;
  net: string;
  vat: string;
  total: string;
};

export type SalesTotals = {
  count: string;
  net: string;
  vat: string;
  total: string;
};

/**
 * One row per sale, oldest first (`limit` rows at most): read in the order of the sales index, so a year of
 * 27,000 sales costs the first `limit` rows only.
 */
export async function querySalesDocuments(
  db: Database,
  organizationId: string,
  f: SalesFilters,
  limit: number,
): Promise<SalesDocumentRow[]> {
  const { rows } = await db.execute<SalesDocumentRow>(sql`
    SELECT d.id, d.kind, d.number, d.date::text AS date, d.status, d.contact_name, d.sales_name,
      (${SIGN} * d.net_total)::text AS net, (${SIGN} * d.vat_amount)::text AS vat,
      (${SIGN} * d.grand_total)::text AS total
    FROM documents d WHERE ${salesWhere(organizationId, f)}
    ORDER BY d.date, d.number LIMIT ${limit}`);
  return rows;
}

/** The sales of one calendar month (yyyy-mm), credit notes apart (`credit`: their sums are to be negated). */
export type SalesMonthRow = SalesTotals & { month: string; credit: boolean };

/**
 * Count and sums of the sales per calendar month, credit notes in rows of their own, oldest first: the chart
 * and — added up — the totals of the report, in one pass over the sales index (no per-row arithmetic).
 */
export async function querySalesByMonth(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<SalesMonthRow[]> {
  const { rows } = await db.execute<SalesMonthRow>(sql`
    SELECT to_char(s.month, 'YYYY-MM') AS month, s.credit, s.count::text AS count, s.net::text AS net,
      s.vat::text AS vat, s.total::text AS total
    FROM (
      SELECT date_trunc('month', d.date) AS month, d.kind = 'CN' AS credit, count(*) AS count,
        sum(d.net_total) AS net, sum(d.vat_amount) AS vat, sum(d.grand_total) AS total
      FROM documents d WHERE ${salesWhere(organizationId, f)}
      GROUP BY 1, 2
    ) s
    ORDER BY s.month, s.credit`);
  return rows;
}

export type SalesGrouping = 'customer' | 'person';

export type SalesGroupRow = {
  key: string | null;
  name: string | null;
  count: string;
  net: string;
  vat: string;
  total: string;
};

/** Sales per customer (contact, else the name on the document) or per salesperson (sales_name), largest first. */
export async function querySalesGrouped(
  db: Database,
  organizationId: string,
  f: SalesFilters,
  by: SalesGrouping,
): Promise<SalesGroupRow[]> {
  const key = by === 'customer' ? sql`d.contact_id::text` : sql`d.sales_name`;
  const name = by === 'customer' ? sql`max(d.contact_name)` : sql`d.sales_name`;
  // A customer typed on the document without a contact record is grouped by the name it carries.
  const group =
    by === 'customer' ? sql`d.contact_id, CASE WHEN d.contact_id IS NULL THEN d.contact_name END` : key;
  const { rows } = await db.execute<SalesGroupRow>(sql`
    SELECT ${key} AS key, ${name} AS name, count(*)::text AS count,
      sum(${SIGN} * d.net_total)::text AS net, sum(${SIGN} * d.vat_amount)::text AS vat,
      sum(${SIGN} * d.grand_total)::text AS total
    FROM documents d WHERE ${salesWhere(organizationId, f)}
    GROUP BY ${group} ORDER BY sum(${SIGN} * d.net_total) DESC, 2 NULLS LAST`);
  return rows;
}

export type SalesProductRow = {
  item_id: string | null;
  code: string | null;
  name: string;
  unit: string | null;
  quantity: string;
  net: string;
};

/** The (item_id, name, unit, credit, quantity, net) rows of the sales' item lines dated in [from, to]. */
function saleLines(
  organizationId: string,
  f: SalesFilters,
  from: CalendarDate | null,
  to: CalendarDate,
): SQL {
  const itemFilter = f.itemId ? sql`AND l.item_id = ${f.itemId}` : sql``;
  return sql`
    SELECT l.item_id, l.name, l.main_unit AS unit, d.kind = 'CN' AS credit, l.quantity,
      l.grand_total - l.tax_amount AS net
    FROM documents d
    JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
    WHERE ${salesWhere(organizationId, { ...f, from: from ?? '0001-01-01', to })} AND l.line_kind = 'item'
      ${itemFilter}`;
}

/**
 * The same rows, each standing for its lines: whole calendar months from the monthly summary of migration 0042
 * (decision 0204), the days at the edges of the range from the lines. The summary holds every sale's lines per
 * month, product, name and unit, so only the product filter applies to it: any other filter reads the lines.
 */
function saleLineSums(organizationId: string, f: SalesFilters): SQL {
  const onLinesOnly = f.contactId || f.projectId || f.salesName || f.status || f.kind;
  const { months, days } = onLinesOnly ? { months: null, days: [] } : splitByMonths(f.from, f.to);
  if (months === null) return saleLines(organizationId, f, f.from, f.to);
  const itemFilter = f.itemId ? sql`AND item_id = ${f.itemId}` : sql``;
  const parts = [
    sql`
    SELECT item_id, name, unit, credit, quantity, net FROM sales_product_months
    WHERE organization_id = ${organizationId} AND period_month >= ${months.first ?? '0001-01-01'}
      AND period_month <= ${months.last} ${itemFilter}`,
    ...days.map(([from, to]) => saleLines(organizationId, f, from, to)),
  ];
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Item lines of the sales per product (a line without a catalogue item is grouped by its name), largest first:
 * quantity and pre-VAT amount (line grand total less its VAT, the document discount already spread on it).
 */
export async function querySalesByProduct(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<SalesProductRow[]> {
  // The lines are added up per product and sign first (no per-line arithmetic, no join per line), the
  // catalogue code joined to the few hundred sums after.
  const { rows } = await db.execute<SalesProductRow>(sql`
    WITH s AS (
      SELECT l.item_id, CASE WHEN l.item_id IS NULL THEN l.name END AS free_name, l.credit,
        min(l.name) AS name, max(l.unit) AS unit, sum(l.quantity) AS quantity, sum(l.net) AS net
      FROM (${saleLineSums(organizationId, f)}) l
      GROUP BY 1, 2, 3
    )
    SELECT s.item_id, max(i.code) AS code, min(s.name) AS name, max(s.unit) AS unit,
      sum(CASE WHEN s.credit THEN -s.quantity ELSE s.quantity END)::text AS quantity,
      sum(CASE WHEN s.credit THEN -s.net ELSE s.net END)::text AS net
    FROM s LEFT JOIN items i ON i.organization_id = ${organizationId} AND i.id = s.item_id
    GROUP BY s.item_id, s.free_name
    ORDER BY sum(CASE WHEN s.credit THEN -s.net ELSE s.net END) DESC, 3`);
  return rows;
}

export type SalesReconcilingRow = {
  item: SalesReconcilingItem;
  count: string;
  amount: string;
};

/**
 * Revenue of the range that the sales rows do not carry, from the documents (decision 0237), each kind with its
 * count and pre-VAT amount (none when there is none):
 *   receiptSales      receipts not void dated in the range that collect a billing note neither cumulative nor a
 *                     deposit: the receipt is that sale (documents.postings.ts billingNoteSaleLines) — the note's
 *                     net for the whole of it, else the amount less the note's VAT in proportion (half up)
 *   depositsDeducted  the deposits the sales of the range deduct (deposit_deduction lines, pre-VAT): their
 *                     revenue comes out of 21510 at the sale, beyond its net total
 *   depositInvoices   the deposit invoices and deposit cash sales among the rows (decision 0246): they credit
 *                     21510 (owed to the customer), not revenue, so their net counts negative here; the
 *                     revenue comes when the final sale deducts them (depositsDeducted)
 *   manualEntries     journal entries made by hand (and their reversals) dated in the range that move 41xxx:
 *                     an adjustment of revenue, not a sale (its credit − debit on 41xxx; none when they net to 0)
 */
export async function querySalesReconcilingItems(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<SalesReconcilingRow[]> {
  const { rows } = await db.execute<SalesReconcilingRow>(sql`
    SELECT 'receiptSales' AS item, count(DISTINCT r.id)::text AS count,
      sum(CASE WHEN k.amount = b.grand_total THEN b.net_total
        ELSE k.amount - round(b.vat_amount * k.amount / nullif(b.grand_total, 0), 2) END)::text AS amount
    FROM documents r
    JOIN document_links k ON k.organization_id = r.organization_id AND k.child_id = r.id
      AND k.link_type = 'RECEIPT'
    JOIN documents b ON b.organization_id = k.organization_id AND b.id = k.parent_id
    WHERE r.organization_id = ${organizationId} AND r.kind = 'RE' AND r.status <> 'VOID'
      AND r.date >= ${from} AND r.date <= ${to}
      AND b.kind = 'BL' AND NOT b.is_cumulative AND NOT b.is_deposit
    HAVING count(*) > 0
    UNION ALL
    SELECT 'depositsDeducted', count(DISTINCT d.id)::text, sum(l.tax_amount - l.grand_total)::text
    FROM documents d
    JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
      AND l.line_kind = 'deposit_deduction'
    WHERE ${salesWhere(organizationId, { from, to })}
    HAVING count(*) > 0
    UNION ALL
    SELECT 'depositInvoices', count(*)::text, (-sum(${SIGN} * d.net_total))::text
    FROM documents d
    WHERE ${salesWhere(organizationId, { from, to })} AND d.is_deposit
    HAVING count(*) > 0
    UNION ALL
    SELECT 'manualEntries', count(DISTINCT e.id)::text, sum(l.credit - l.debit)::text
    FROM journal_entries e
    JOIN journal_lines l ON l.organization_id = e.organization_id AND l.entry_id = e.id
      AND l.account_code >= '41' AND l.account_code < '42'
    LEFT JOIN journal_entries o ON o.organization_id = e.organization_id AND o.id = e.reverses_entry_id
    WHERE e.organization_id = ${organizationId} AND e.entry_date >= ${from} AND e.entry_date <= ${to}
      AND (e.kind = 'MANUAL' OR (e.kind = 'REVERSAL' AND o.kind = 'MANUAL'))
    HAVING sum(l.credit - l.debit) <> 0`);
  return rows;
}

/** Operating revenue (41xxx), year-end closing entries left out: a rangeRows filter. */
export const OPERATING_REVENUE_LINES = sql`account_code >= '41' AND account_code < '42' AND NOT is_closing`;

/**
 * Σcredit − Σdebit of the lines `rangeRowsSql` selects (reports/ledger-ranges.ts: whole months from the
 * summary): every revenue of the range, whatever posted it, so a sale the report does not list shows up.
 */
export async function queryLedgerCredit(db: Database, rangeRowsSql: SQL): Promise<string> {
  const { rows } = await db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(credit - debit), 0)::text AS amount FROM (${rangeRowsSql}) s`);
  return rows[0]?.amount ?? '0';
}

/**
 * Σdebit − Σcredit of one account up to `asOf`, through the monthly summary (`rangeRowsSql`: rangeRows of
 * reports/ledger-ranges.ts from the beginning to `asOf`, filtered on the account).
 */
export async function queryAccountBalance(db: Database, rangeRowsSql: SQL): Promise<string> {
  const { rows } = await db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(debit - credit), 0)::text AS amount FROM (${rangeRowsSql}) s`);
  return rows[0]?.amount ?? '0';
}

export type ProjectSumsRow = {
  project_id: string;
  income: string;
  expense: string;
};

/**
 * Revenue (group 4, Σcredit − Σdebit) and expenses (group 5, Σdebit − Σcredit) per project in the range: a
 * line counts towards its own project, or else towards the project of the document its entry was posted from.
 * Only lines with a project are read (two indexed paths), so the query grows with tagged lines, not the ledger.
 */
export async function queryProjectSums(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  projectId: string | undefined,
): Promise<ProjectSumsRow[]> {
  const own = projectId ? sql`AND l.project_id = ${projectId}` : sql`AND l.project_id IS NOT NULL`;
  const viaDocument = projectId ? sql`AND d.project_id = ${projectId}` : sql`AND d.project_id IS NOT NULL`;
  const range = sql`l.entry_date >= ${from} AND l.entry_date <= ${to}
    AND l.account_code >= '4' AND l.account_code < '6' AND NOT l.is_closing`;
  const { rows } = await db.execute<ProjectSumsRow>(sql`
    SELECT project_id::text AS project_id,
      coalesce(sum(CASE WHEN account_code < '5' THEN credit - debit END), 0)::text AS income,
      coalesce(sum(CASE WHEN account_code >= '5' THEN debit - credit END), 0)::text AS expense
    FROM (
      SELECT l.project_id, l.account_code, l.debit, l.credit FROM journal_lines l
      WHERE l.organization_id = ${organizationId} ${own} AND ${range}
      UNION ALL
      SELECT d.project_id, l.account_code, l.debit, l.credit FROM documents d
      JOIN journal_entries e ON e.organization_id = d.organization_id AND e.source_document_id = d.id
      JOIN journal_lines l ON l.organization_id = e.organization_id AND l.entry_id = e.id
      WHERE d.organization_id = ${organizationId} ${viaDocument} AND l.project_id IS NULL AND ${range}
    ) s
    GROUP BY project_id`);
  return rows;
}

/** Revenue and expenses of the range (all lines, through the monthly summary): the profit and loss totals. */
export async function queryIncomeAndExpense(
  db: Database,
  rangeRowsSql: SQL,
): Promise<{ income: string; expense: string }> {
  const { rows } = await db.execute<{ income: string; expense: string }>(sql`
    SELECT coalesce(sum(CASE WHEN account_code < '5' THEN credit - debit END), 0)::text AS income,
      coalesce(sum(CASE WHEN account_code >= '5' THEN debit - credit END), 0)::text AS expense
    FROM (${rangeRowsSql}) s`);
  return rows[0] ?? { income: '0', expense: '0' };
}

/** Revenue and expense lines (groups 4 and 5), year-end closing entries left out: a rangeRows filter. */
export const PROFIT_AND_LOSS_LINES = sql`account_code >= '4' AND account_code < '6' AND NOT is_closing`;
