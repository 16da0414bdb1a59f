// The business reports (issue 15, decision 0156): sales, sales by product, salesperson and customer, billing
// notes, receivables, income and expense by month and profit and loss by project. Each is built from the
// registers (business-reports.queries.ts) into one tabular shape — typed columns, rows with where they drill
// down to, totals, a chart series and, where the ledger holds the same figure, the reconciliation to it.
import type {
  BusinessReportName,
  BusinessReportQuery,
  ReportColumnType,
  ReportDrill,
  SalesReconcilingItem,
} from '@banchee/contracts';
import { eq, projects, type Database } from '@banchee/db';
import { addDays, parseMoney, sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import { validationError } from '../../http/errors.ts';
import { rangeRows } from '../reports/index.ts';
import * as q from './business-reports.queries.ts';
import { receivables } from './business-reports.receivables.ts';
import { queryBillingNotes } from './business-reports.settled-queries.ts';
import { col, documentDrill } from './business-reports.rows.ts';
import * as purchases from './purchase-reports.service.ts';
import { inventoryReport, stockCardReport } from './business-reports.stock.ts';

export { agingBucket } from './business-reports.receivables.ts';

export type Cell = string | Money | number | null;

export interface ReportRow {
  readonly cells: Readonly<Record<string, Cell>>;
  readonly drill?: ReportDrill;
}

export interface BusinessReportData {
  readonly report: BusinessReportName;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly columns: readonly { readonly key: string; readonly type: ReportColumnType }[];
  readonly rows: readonly ReportRow[];
  /** Rows before the JSON limit cut them (exports hold them all). */
  readonly rowCount: number;
  readonly totals: Readonly<Record<string, Money | number>>;
  readonly chart?: {
    readonly kind: 'month' | 'top' | 'bucket';
    readonly points: { label: string; value: Money }[];
  };
  readonly reconciliation?: Reconciliation & {
    /** Per account, where the figure spans several (stock on hand by inventory account, decision 0211). */
    readonly byAccount?: readonly (Omit<Reconciliation, 'accounts'> & { readonly account: string })[];
    /** What the ledger holds besides the rows, from the documents (the sales report, decision 0237). */
    readonly items?: readonly {
      readonly item: SalesReconcilingItem;
      readonly count: number;
      readonly amount: Money;
    }[];
  };
}

interface Reconciliation {
  readonly accounts: string;
  readonly report: Money;
  readonly ledger: Money;
  readonly reconciles: boolean;
}

/** The most rows a JSON answer carries; the totals and the exports cover every row. */
export const JSON_ROW_LIMIT = 1000;
/** No limit (exports). */
export const ALL_ROWS = 10_000_000;
/** The chart of a grouped report shows this many of the largest groups. */
export const TOP_N = 10;
/** Income and expense reads one ledger range per month: at most ten years. */
const MAX_MONTHS = 120;

const m = parseMoney;
const salesDrill = (filter: 'contactId' | 'itemId' | 'salesName', value: string | null) =>
  value ? ({ type: 'report', report: 'sales', filter, value } as const) : undefined;

function checkPeriod(query: BusinessReportQuery): void {
  if (query.from > query.to) {
    throw validationError([{ path: 'query.from', message: `from ${query.from} is after to ${query.to}` }]);
  }
}

async function salesReport(db: Database, org: string, f: BusinessReportQuery, limit: number) {
  const rows = await q.querySalesDocuments(db, org, f, limit);
  const months = await q.querySalesByMonth(db, org, f);
  // Credit notes come in rows of their own: their sums count negative.
  const sum = (key: 'net' | 'vat' | 'total', rs = months) =>
    sumMoney(rs.map((r) => (r.credit ? -m(r[key]) : m(r[key]))));
  const report = sum('net');
  const unfiltered = !f.contactId && !f.itemId && !f.salesName && !f.projectId && !f.status && !f.kind;
  const ledger = unfiltered
    ? m(await q.queryLedgerCredit(db, rangeRows(org, f.from, f.to, { filter: q.OPERATING_REVENUE_LINES })))
    : undefined;
  // Revenue the rows do not carry, from the documents (decision 0237): the report plus these is the ledger.
  const items =
    ledger === undefined
      ? []
      : (await q.querySalesReconcilingItems(db, org, f.from, f.to)).map((i) => ({
          item: i.item,
          count: Number(i.count),
          amount: m(i.amount),
        }));
  const explained = report + sumMoney(items.map((i) => i.amount));
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('kind', 'text'),
      col('contact', 'text'),
      col('salesName', 'text'),
      col('status', 'text'),
      col('net', 'money'),
      col('vat', 'money'),
      col('total', 'money'),
    ],
    rows: rows.map((r) => ({
      cells: {
        date: r.date,
        number: r.number,
        kind: r.kind,
        contact: r.contact_name,
        salesName: r.sales_name,
        status: r.status,
        net: m(r.net),
        vat: m(r.vat),
        total: m(r.total),
      },
      drill: documentDrill(r.kind, r.id),
    })),
    rowCount: months.reduce((n, r) => n + Number(r.count), 0),
    totals: { net: report, vat: sum('vat'), total: sum('total') },
    chart: {
      kind: 'month' as const,
      points: [...new Set(months.map((r) => r.month))].map((month) => ({
        label: month,
        value: sum(
          'net',
          months.filter((r) => r.month === month),
        ),
      })),
    },
    ...(ledger === undefined
      ? {}
      : {
          reconciliation: {
            accounts: '41xxx',
            report,
            ledger,
            reconciles: explained === ledger,
            ...(items.length > 0 ? { items } : {}),
          },
        }),
  };
}

async function groupedSales(db: Database, org: string, f: BusinessReportQuery, by: q.SalesGrouping) {
  const groups = await q.querySalesGrouped(db, org, f, by);
  const rows = groups.map((g) => ({
    cells: { name: g.name, count: Number(g.count), net: m(g.net), vat: m(g.vat), total: m(g.total) },
    drill: salesDrill(by === 'customer' ? 'contactId' : 'salesName', g.key),
  }));
  return {
    columns: [
      col('name', 'text'),
      col('count', 'count'),
      col('net', 'money'),
      col('vat', 'money'),
      col('total', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: {
      count: groups.reduce((n, g) => n + Number(g.count), 0),
      net: sumMoney(rows.map((r) => r.cells.net)),
      vat: sumMoney(rows.map((r) => r.cells.vat)),
      total: sumMoney(rows.map((r) => r.cells.total)),
    },
    chart: {
      kind: 'top' as const,
      points: rows.slice(0, TOP_N).map((r) => ({ label: r.cells.name ?? '', value: r.cells.net })),
    },
  };
}

async function salesByProduct(db: Database, org: string, f: BusinessReportQuery) {
  const products = await q.querySalesByProduct(db, org, f);
  const rows = products.map((p) => ({
    cells: { code: p.code, name: p.name, unit: p.unit, quantity: p.quantity, net: m(p.net) },
    drill: salesDrill('itemId', p.item_id),
  }));
  return {
    columns: [
      col('code', 'text'),
      col('name', 'text'),
      col('unit', 'text'),
      col('quantity', 'quantity'),
      col('net', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { net: sumMoney(rows.map((r) => r.cells.net)) },
    chart: {
      kind: 'top' as const,
      points: rows.slice(0, TOP_N).map((r) => ({ label: r.cells.name, value: r.cells.net })),
    },
  };
}

async function billingNotes(db: Database, org: string, f: BusinessReportQuery) {
  const notes = await queryBillingNotes(db, org, f);
  const rows = notes.map((n) => {
    const total = m(n.total);
    const received = m(n.paid);
    return {
      cells: {
        date: n.date,
        number: n.number,
        contact: n.contact_name,
        dueDate: n.due_date,
        status: n.status,
        total,
        received,
        balance: total - received,
      },
      drill: documentDrill(n.kind, n.id),
    };
  });
  const active = rows.filter((r) => r.cells.status !== 'VOID');
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('contact', 'text'),
      col('dueDate', 'date'),
      col('status', 'text'),
      col('total', 'money'),
      col('received', 'money'),
      col('balance', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: {
      total: sumMoney(active.map((r) => r.cells.total)),
      received: sumMoney(active.map((r) => r.cells.received)),
      balance: sumMoney(active.map((r) => r.cells.balance)),
    },
  };
}

/** The calendar months the range touches, each clipped to the range. */
export function monthsOf(
  from: CalendarDate,
  to: CalendarDate,
): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const nextMonth = `${addDays(`${start.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
    const end = addDays(nextMonth, -1) < to ? addDays(nextMonth, -1) : to;
    months.push({ month: start.slice(0, 7), from: start, to: end });
    start = nextMonth;
  }
  return months;
}

async function incomeAndExpense(db: Database, org: string, f: BusinessReportQuery) {
  const months = monthsOf(f.from, f.to);
  if (months.length > MAX_MONTHS) {
    throw validationError([{ path: 'query.from', message: `at most ${MAX_MONTHS} months` }]);
  }
  const rows: ReportRow[] = [];
  for (const month of months) {
    // One query after the other: the caller may hand a transaction's single connection.
    const sums = await q.queryIncomeAndExpense(
      db,
      rangeRows(org, month.from, month.to, { filter: q.PROFIT_AND_LOSS_LINES }),
    );
    const income = m(sums.income);
    const expense = m(sums.expense);
    rows.push({
      cells: { month: month.month, income, expense, net: income - expense },
      drill: { type: 'ledger', from: month.from, to: month.to },
    });
  }
  const total = (key: string) => sumMoney(rows.map((r) => r.cells[key] as Money));
  return {
    columns: [col('month', 'text'), col('income', 'money'), col('expense', 'money'), col('net', 'money')],
    rows,
    rowCount: rows.length,
    totals: { income: total('income'), expense: total('expense'), net: total('net') },
    chart: {
      kind: 'month' as const,
      points: rows.map((r) => ({ label: String(r.cells.month), value: r.cells.net as Money })),
    },
  };
}

async function projectsReport(db: Database, org: string, f: BusinessReportQuery) {
  const sums = await q.queryProjectSums(db, org, f.from, f.to, f.projectId);
  const list = await db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(eq(projects.organizationId, org));
  const byId = new Map(sums.map((s) => [s.project_id, s]));
  const shown = list.filter((p) => (f.projectId ? p.id === f.projectId : byId.has(p.id)));
  const rows: ReportRow[] = shown
    .map((p) => {
      const s = byId.get(p.id);
      const income = m(s?.income ?? '0');
      const expense = m(s?.expense ?? '0');
      return { cells: { code: p.code, name: p.name, income, expense, profit: income - expense } };
    })
    .sort((a, b) => String(a.cells.code ?? '~').localeCompare(String(b.cells.code ?? '~')));
  let reconciliation: BusinessReportData['reconciliation'];
  if (!f.projectId) {
    // The rest of the ledger (lines of no project) makes the report add up to the profit and loss.
    const all = await q.queryIncomeAndExpense(
      db,
      rangeRows(org, f.from, f.to, { filter: q.PROFIT_AND_LOSS_LINES }),
    );
    const income = m(all.income) - sumMoney(rows.map((r) => r.cells.income as Money));
    const expense = m(all.expense) - sumMoney(rows.map((r) => r.cells.expense as Money));
    rows.push({ cells: { code: null, name: null, income, expense, profit: income - expense } });
    const report = sumMoney(rows.map((r) => r.cells.profit as Money));
    const ledger = m(all.income) - m(all.expense);
    reconciliation = { accounts: '4xxxx − 5xxxx', report, ledger, reconciles: report === ledger };
  }
  const total = (key: string) => sumMoney(rows.map((r) => r.cells[key] as Money));
  return {
    columns: [
      col('code', 'text'),
      col('name', 'text'),
      col('income', 'money'),
      col('expense', 'money'),
      col('profit', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { income: total('income'), expense: total('expense'), profit: total('profit') },
    chart: {
      kind: 'top' as const,
      points: rows
        .filter((r) => r.cells.name !== null)
        .map((r) => ({ label: String(r.cells.name), value: r.cells.profit as Money })),
    },
    ...(reconciliation ? { reconciliation } : {}),
  };
}

/** One business report for the query; `limit` caps the rows of a document list (JSON), not its totals. */
export async function getBusinessReport(
  db: Database,
  organizationId: string,
  report: BusinessReportName,
  query: BusinessReportQuery,
  limit: number = JSON_ROW_LIMIT,
): Promise<BusinessReportData> {
  checkPeriod(query);
  const build = {
    sales: () => salesReport(db, organizationId, query, limit),
    'sales-by-product': () => salesByProduct(db, organizationId, query),
    'sales-by-person': () => groupedSales(db, organizationId, query, 'person'),
    'sales-by-customer': () => groupedSales(db, organizationId, query, 'customer'),
    'billing-notes': () => billingNotes(db, organizationId, query),
    receivables: () => receivables(db, organizationId, query, limit),
    'income-and-expense': () => incomeAndExpense(db, organizationId, query),
    projects: () => projectsReport(db, organizationId, query),
    'purchase-orders': () => purchases.purchaseOrdersReport(db, organizationId, query),
    'receiving-inventory': () => purchases.billsReport(db, organizationId, query, 'RI'),
    'receiving-inventory-by-product': () => purchases.receivedByProductReport(db, organizationId, query),
    expenses: () => purchases.billsReport(db, organizationId, query, 'EXP'),
    payments: () => purchases.paymentsReport(db, organizationId, query),
    'withholding-tax': () => purchases.withholdingReport(db, organizationId, query),
    inventory: () => inventoryReport(db, organizationId, query),
    'stock-card': () => stockCardReport(db, organizationId, query, limit),
  }[report];
  const data: Omit<BusinessReportData, 'report' | 'from' | 'to'> = await build();
  return { report, from: query.from, to: query.to, ...data, rows: data.rows.slice(0, limit) };
}
