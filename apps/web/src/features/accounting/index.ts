// Public face of the accounting feature: the books' screens, each a lazy-loadable page that reads the
// organisation from the :orgId route parameter (and :id where it has one) and its filters from the URL.
//
// Routes → components (all under /:orgId; menu paths as spec §2 spells them):
//
//   inside the sidebar layout (ShellLayout):
//     accounting/journals             → <JournalsPage />          list page of spec §2
//     accounting/chart-of-account     → <ChartOfAccountsPage />   menu entry (Accounting)
//     accounting/trial-balance        → <TrialBalancePage />      menu entry (?from&to)
//     accounting/transaction          → <GeneralLedgerPage />     menu entry (?account&from&to)
//     accounting/profit-loss          → <ProfitLossPage />        menu entry (?from&to)
//     accounting/balance-sheet        → <BalanceSheetPage />      menu entry (?asOf)
//     accounting/journal-book         → <JournalBookPage />       no menu entry; linked from every report
//     reports/account-receivable      → <ArAgingPage />           menu entry (Reports; ?asOf)
//     reports/account-payable         → <ApAgingPage />           menu entry (Reports; ?asOf)
//     reports/account-payable/:id     → <SupplierStatementPage /> the AP aging's drill-down (?from&to)
//     reports/sales, salesbyproduct, salesbyperson, salesbycustomer, billingnote, receivables, projects and
//     accounting/income-and-expense   → <BusinessReportPage report=… /> (businessReportPaths; ?from&to&filters)
//     accounting/projects             → <ProjectsPage />          no menu entry: linked from the projects report
//     accounting/closing              → <PeriodClosingPage />     no menu entry: linked from the journals page
//     accounting/opening-balances     → <OpeningBalancesPage />   no menu entry: linked from journals and chart
//   outside the sidebar layout (DocumentLayout: /new and /{id} pages, spec §2):
//     accounting/journals/new         → <JournalFormPage />       manual journal entry (JV)
//     accounting/journals/:id         → <JournalDetailPage />     one entry; reverse it
//
// `accounting/journals/new` must be declared before `accounting/journals/:id` or be matched first (React
// Router ranks the static segment higher, so either order works with createBrowserRouter). The menu model's
// state for these entries becomes 'built'. accountingRoutes below lists the same table as data.
//
//   import { lazy } from 'react';
//   const TrialBalancePage = lazy(() =>
//     import('../features/accounting').then((m) => ({ default: m.TrialBalancePage })));
import './i18n/use-acct-text';
import './i18n/use-report-text';

export { ChartOfAccountsPage } from './components/chart-of-accounts-page';
export { JournalsPage } from './components/journals-page';
export { JournalDetailPage } from './components/journal-detail-page';
export { JournalFormPage } from './components/journal-form-page';
export { TrialBalancePage } from './components/trial-balance-page';
export { GeneralLedgerPage } from './components/general-ledger-page';
export { JournalBookPage } from './components/journal-book-page';
export { ProfitLossPage } from './components/profit-loss-page';
export { BalanceSheetPage } from './components/balance-sheet-page';
export { ApAgingPage, ArAgingPage } from './components/ar-aging-page';
export { SupplierStatementPage } from './components/supplier-statement-page';
export { BusinessReportPage } from './components/business-report-page';
export { ProjectsPage } from './components/projects-page';
export { PeriodClosingPage } from './components/period-closing-page';
export { OpeningBalancesPage } from './components/opening-balances-page';
export { accountingPaths, businessReportPaths, projectsPath } from './model/paths';

/** The table above as data: path below /:orgId, the export that renders it, and its layout. */
export const accountingRoutes = [
  { path: 'accounting/journals', component: 'JournalsPage', layout: 'shell' },
  { path: 'accounting/chart-of-account', component: 'ChartOfAccountsPage', layout: 'shell' },
  { path: 'accounting/trial-balance', component: 'TrialBalancePage', layout: 'shell' },
  { path: 'accounting/transaction', component: 'GeneralLedgerPage', layout: 'shell' },
  { path: 'accounting/profit-loss', component: 'ProfitLossPage', layout: 'shell' },
  { path: 'accounting/balance-sheet', component: 'BalanceSheetPage', layout: 'shell' },
  { path: 'accounting/journal-book', component: 'JournalBookPage', layout: 'shell' },
  { path: 'reports/account-receivable', component: 'ArAgingPage', layout: 'shell' },
  { path: 'reports/account-payable', component: 'ApAgingPage', layout: 'shell' },
  { path: 'reports/account-payable/:contactId', component: 'SupplierStatementPage', layout: 'shell' },
  { path: 'accounting/projects', component: 'ProjectsPage', layout: 'shell' },
  { path: 'accounting/closing', component: 'PeriodClosingPage', layout: 'shell' },
  { path: 'accounting/opening-balances', component: 'OpeningBalancesPage', layout: 'shell' },
  { path: 'accounting/journals/new', component: 'JournalFormPage', layout: 'document' },
  { path: 'accounting/journals/:id', component: 'JournalDetailPage', layout: 'document' },
] as const;
