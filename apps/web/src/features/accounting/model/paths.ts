// Where each accounting screen lives below /{orgId}/ — the menu paths of spec §2 (accounting/chart-of-account,
// trial-balance, profit-loss, balance-sheet, transaction, reports/account-receivable) plus the journal pages.
// The router (app/router.tsx) must use the same strings; index.ts lists them for the lead who wires it.
import type { BusinessReportName } from '@banchee/contracts';

export const accountingPaths = {
  chart: 'accounting/chart-of-account',
  journals: 'accounting/journals',
  journalNew: 'accounting/journals/new',
  journal: (id: string) => `accounting/journals/${id}`,
  /** Lock date and year-end closing (no menu entry: linked from the journals page). */
  closing: 'accounting/closing',
  /** The opening entry on the conversion date (no menu entry: linked from the journals and chart pages). */
  openingBalances: 'accounting/opening-balances',
  trialBalance: 'accounting/trial-balance',
  /** "transaction" in the menu: the account transactions, i.e. the general ledger. */
  generalLedger: 'accounting/transaction',
  journalBook: 'accounting/journal-book',
  profitLoss: 'accounting/profit-loss',
  balanceSheet: 'accounting/balance-sheet',
  arAging: 'reports/account-receivable',
  apAging: 'reports/account-payable',
  /** The aging's drill-down: one supplier's statement. */
  supplierStatement: (contactId: string) => `reports/account-payable/${contactId}`,
} as const;

/** A general ledger link for one account and range. */
export function generalLedgerHref(
  orgId: string,
  accountCode: string,
  range?: { from?: string; to?: string },
): string {
  const query = new URLSearchParams({ account: accountCode });
  if (range?.from) query.set('from', range.from);
  if (range?.to) query.set('to', range.to);
  return `/${orgId}/${accountingPaths.generalLedger}?${query.toString()}`;
}

/** Where each business report lives below /{orgId}/: the menu's paths (spec §2), projects under reports/. */
export const businessReportPaths = {
  sales: 'reports/sales',
  'sales-by-product': 'reports/salesbyproduct',
  'sales-by-person': 'reports/salesbyperson',
  'sales-by-customer': 'reports/salesbycustomer',
  'billing-notes': 'reports/billingnote',
  receivables: 'reports/receivables',
  'income-and-expense': 'accounting/income-and-expense',
  projects: 'reports/projects',
  'purchase-orders': 'reports/purchaseorder',
  'receiving-inventory': 'reports/receivinginventory',
  'receiving-inventory-by-product': 'reports/receivingInventorybyproduct',
  expenses: 'reports/expense',
  payments: 'reports/payment',
  'withholding-tax': 'reports/withholdingtax',
  inventory: 'reports/inventory',
  'stock-card': 'reports/stock-card',
} as const satisfies Record<BusinessReportName, string>;

/** The projects list (decision 0155: no route in the spec; beside the accounting screens). */
export const projectsPath = 'accounting/projects';
