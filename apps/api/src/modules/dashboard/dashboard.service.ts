// The organisation dashboard for a day: sales (revenue accounts of the ledger) this month to the day and last
// month, the receivable (11310), overdue invoices (open invoices past their due date, by their balance), cash
// and bank (111xx), the top customers by revenue over the twelve months and the twelve months of sales.
import { sql, type Database } from '@banchee/db';
import { addDays, sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import { collectableBalance } from '../documents/index.ts';
import { RECEIVABLE_ACCOUNT } from '../reports/index.ts';
import { queryAccountNet } from '../reports/index.ts';
import {
  findChildLinksOfDocuments,
  findOverdueInvoiceRows,
  queryAccountBalances,
  queryMonthlyRevenue,
  queryTopCustomers,
  type AccountBalance,
  type CustomerRevenue,
} from './dashboard.queries.ts';

export const DASHBOARD_MONTHS = 12;
export const TOP_CUSTOMERS = 5;

export interface MonthSales {
  /** yyyy-mm */
  readonly month: string;
  readonly from: CalendarDate;
  /** The month's last day, or the dashboard's day for the current month. */
  readonly to: CalendarDate;
  readonly amount: Money;
}

export interface Dashboard {
  readonly date: CalendarDate;
  readonly sales: { readonly thisMonth: MonthSales; readonly lastMonth: MonthSales };
  readonly receivables: { readonly accountCode: string; readonly balance: Money };
  readonly overdueInvoices: { readonly count: number; readonly amount: Money };
  readonly cashAndBank: { readonly accounts: readonly AccountBalance[]; readonly total: Money };
  readonly topCustomers: {
    readonly from: CalendarDate;
    readonly to: CalendarDate;
    readonly customers: readonly CustomerRevenue[];
  };
  /** Oldest first, the current month last. */
  readonly monthlySales: readonly MonthSales[];
}

/** The first day of the month `back` months before the month of `date`. */
export function monthStartBefore(date: CalendarDate, back: number): CalendarDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The months from `DASHBOARD_MONTHS - 1` months back to the month of `date`, each with its revenue or zero. */
function salesMonths(date: CalendarDate, revenue: ReadonlyMap<string, Money>): MonthSales[] {
  return Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
    const from = monthStartBefore(date, DASHBOARD_MONTHS - 1 - i);
    const to = i === DASHBOARD_MONTHS - 1 ? date : addDays(monthStartBefore(from, -1), -1);
    return { month: from.slice(0, 7), from, to, amount: revenue.get(from) ?? 0n };
  });
}

/** Count and balance of the open invoices past due on `date` (receipts and notes dated after it not counted). */
async function overdueInvoices(db: Database, organizationId: string, date: CalendarDate) {
  const invoices = await findOverdueInvoiceRows(db, organizationId, date);
  const links = await findChildLinksOfDocuments(
    db,
    organizationId,
    invoices.map((i) => i.id),
  );
  const balances = invoices
    .map((invoice) =>
      collectableBalance(
        invoice,
        links.filter((l) => l.link.parentId === invoice.id && l.document.date <= date),
      ),
    )
    .map((b) => b.balance)
    .filter((balance) => balance > 0n);
  return { count: balances.length, amount: sumMoney(balances) };
}

export async function getDashboard(
  db: Database,
  organizationId: string,
  date: CalendarDate,
): Promise<Dashboard> {
  const first = monthStartBefore(date, DASHBOARD_MONTHS - 1);
  // One query after the other: the caller may hand a transaction's single connection.
  const revenue = await queryMonthlyRevenue(db, organizationId, first, date);
  const receivable = await queryAccountNet(db, organizationId, RECEIVABLE_ACCOUNT, date);
  const cash = await queryAccountBalances(db, organizationId, date, sql`account_code LIKE '111%'`);
  const customers = await queryTopCustomers(db, organizationId, first, date, TOP_CUSTOMERS);
  const overdue = await overdueInvoices(db, organizationId, date);

  const monthlySales = salesMonths(date, new Map(revenue.map((r) => [r.month, r.amount])));
  const thisMonth = monthlySales[DASHBOARD_MONTHS - 1];
  const lastMonth = monthlySales[DASHBOARD_MONTHS - 2];
  if (!thisMonth || !lastMonth) throw new Error('the dashboard needs at least two months');
  return {
    date,
    sales: { thisMonth, lastMonth },
    receivables: { accountCode: RECEIVABLE_ACCOUNT, balance: receivable },
    overdueInvoices: overdue,
    cashAndBank: { accounts: cash, total: sumMoney(cash.map((a) => a.balance)) },
    topCustomers: { from: first, to: date, customers },
    monthlySales,
  };
}
