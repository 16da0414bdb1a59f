// Where each accounting screen lives below /{orgId}/ — the menu paths of spec §2 (accounting/chart-of-account,
// trial-balance, profit-loss, balance-sheet, transaction, reports/account-receivable) plus the journal pages.
// The router (app/router.tsx) must use the same strings; index.ts lists them for the lead who wires it.
export const accountingPaths = {
  chart: 'accounting/chart-of-account',
  journals: 'accounting/journals',
  journalNew: 'accounting/journals/new',
  journal: (id: string) => `accounting/journals/${id}`,
  trialBalance: 'accounting/trial-balance',
  /** "transaction" in the menu: the account transactions, i.e. the general ledger. */
  generalLedger: 'accounting/transaction',
  journalBook: 'accounting/journal-book',
  profitLoss: 'accounting/profit-loss',
  balanceSheet: 'accounting/balance-sheet',
  arAging: 'reports/account-receivable',
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
