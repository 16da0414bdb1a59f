// The route table, exactly as spec §2: /login (public), /test, / (home), and under /{orgId} the list
// pages inside the shell, the /new and /{id} pages outside it, and a "not available yet" page for every
// menu entry whose screen is not built. Also /register (sign-up), which the spec's home page links to.
import { businessReportNames } from '@banchee/contracts';
import { businessReportPaths } from '../features/accounting/model/paths';
import { EDITOR_KINDS, resourceOf } from '../features/documents/model/kinds';
import { Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { Loading } from '../components/full-page-loading';
import { api } from '../lib/api';
import { useSession } from '../lib/use-session';
import * as Pages from './lazy-pages';
import { allLinks } from './menu/menu-model';
import { NotFoundPage } from './pages/not-found';

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading fullPage />}>{children}</Suspense>;
}

/**
 * After a reload the access token (kept in memory only) is gone but the user is remembered: one refresh
 * through the HttpOnly cookie restores the session. If it fails the session is cleared and RequireAuth
 * sends the visitor to /login.
 */
function RestoreSession() {
  useEffect(() => {
    // Concurrent callers share one refresh, so a double effect (StrictMode) spends the cookie once.
    api.refresh().catch(() => undefined);
  }, []);
  return <Loading fullPage />;
}

/** Signed-out visitors go to /login; ?next= remembers where they were going (spec §2, §6). */
function RequireAuth() {
  const { token, user } = useSession();
  const location = useLocation();
  if (!token && user) return <RestoreSession />;
  if (!token) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

// The kinds of the one document editor and their route segments (quotations → QT, …, purchase-orders → PO,
// purchases → RI, expenses → EXP, payment-slip → PS), read off the kind registry.
const editorDocuments = EDITOR_KINDS.map((kind) => ({ kind, segment: resourceOf(kind) }));

// Entries whose screens exist get their own element; every other menu entry shows "not available yet".
const builtShellPages: Record<string, ReactNode> = {
  dashboard: <Pages.DashboardPage />,
  products: <Pages.ProductsPage />,
  warehouse: <Pages.WarehousesPage />,
  'inter-warehouse-transfer': <Pages.StockTransfersPage />, // decision 0192
  'warehouse/counts': <Pages.StockCountsPage />, // no menu entry: linked from the warehouses page (decision 0194)
  'reports/inventory/rd': <Pages.StockRdReportPage />, // no menu entry: linked from stock on hand (decision 0195)
  refunds: <Pages.RefundsPage />, // credit after payment (decision 0166)
  contacts: <Pages.ContactsPage />,
  ...Object.fromEntries(
    editorDocuments.map(({ kind, segment }) => [segment, <Pages.DocumentListPage key={kind} kind={kind} />]),
  ),
  // The books (features/accounting).
  'accounting/journals': <Pages.JournalsPage />,
  'accounting/chart-of-account': <Pages.ChartOfAccountsPage />,
  'accounting/trial-balance': <Pages.TrialBalancePage />,
  'accounting/transaction': <Pages.GeneralLedgerPage />,
  'accounting/profit-loss': <Pages.ProfitLossPage />,
  'accounting/balance-sheet': <Pages.BalanceSheetPage />,
  'accounting/journal-book': <Pages.JournalBookPage />, // no menu entry: linked from every report
  'accounting/closing': <Pages.PeriodClosingPage />, // no menu entry: linked from the journals page
  'accounting/opening-balances': <Pages.OpeningBalancesPage />, // no menu entry: from journals and chart
  'reports/account-receivable': <Pages.ArAgingPage />,
  'reports/account-payable': <Pages.ApAgingPage />,
  // Tax filings (features/tax-filings).
  'accounting/output-tax-report': <Pages.OutputTaxPage />,
  'reports/salestax': <Pages.OutputTaxPage />,
  'accounting/input-tax-report': <Pages.InputTaxPage />, // decision 0176
  'reports/purchasevat': <Pages.InputTaxPage />,
  'accounting/manage-purchase-vat': <Pages.ManagePurchaseVatPage />, // decision 0177
  'accounting/foreign-input-tax-report': <Pages.ForeignInputTaxPage />, // decision 0178
  'accounting/montly-tax-filing': <Pages.FilingDeskPage />,
  'accounting/withholdingtax-submission': <Pages.WhtSubmissionPage />, // decision 0173
  'accounting/tax-calendar': <Pages.TaxCalendarPage />, // no menu entry: linked from the filing desk
  'reports/received-withholding-tax': <Pages.ReceivedWhtPage />, // decision 0125
  wth: <Pages.WthListPage />, // withholding-tax certificates (issue #11)
  // The sales, receivable and project reports (issue 15) and the projects they are kept by.
  ...Object.fromEntries(
    businessReportNames.map((report) => [
      businessReportPaths[report],
      <Pages.BusinessReportPage key={report} report={report} />,
    ]),
  ),
  'accounting/projects': <Pages.ProjectsPage />, // no menu entry: linked from the projects report
  members: <Pages.MembersPage />, // no menu entry: linked from the dashboard
  settings: <Pages.OrganizationSettingsPage />, // from the profile menu (issue #10 §2)
  employees: <Pages.EmployeesPage />,
  'employees/departments': <Pages.DepartmentsPage />,
  'employees/payroll': <Pages.PayrollPage />,
  // Fixed assets (features/assets).
  assets: <Pages.AssetsPage />,
  'asset-category': <Pages.AssetCategoriesPage />,
  depreciation: <Pages.DepreciationPage />,
};

const shellRoutes: RouteObject[] = [
  ...Object.entries(builtShellPages).map(([path, element]) => ({ path, element })),
  ...allLinks()
    .filter((entry) => entry.state !== 'built')
    .map((entry) => ({ path: entry.path, element: <Pages.NotAvailablePage path={entry.path} /> })),
  // The payroll detail route shows the same page as the payroll list (spec §2).
  { path: 'employees/payroll/:id', element: <Pages.PayrollPage /> },
  // The AP aging's drill-down: one supplier's statement (decision 0172).
  { path: 'reports/account-payable/:contactId', element: <Pages.SupplierStatementPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const documentRoutes: RouteObject[] = [
  ...editorDocuments.flatMap(({ kind, segment }) => [
    { path: `${segment}/new`, element: <Pages.DocumentEditorPage kind={kind} /> },
    { path: `${segment}/:id`, element: <Pages.DocumentEditorPage kind={kind} /> },
  ]),
  { path: 'wth/new', element: <Pages.WthEditorPage /> },
  { path: 'wth/:id', element: <Pages.WthEditorPage /> },
  { path: 'inter-warehouse-transfer/new', element: <Pages.StockTransferPage /> },
  { path: 'inter-warehouse-transfer/:id', element: <Pages.StockTransferPage /> },
  { path: 'warehouse/counts/:id', element: <Pages.StockCountPage /> }, // decision 0206
  { path: 'assets/new', element: <Pages.AssetFormPage /> },
  { path: 'assets/:id', element: <Pages.AssetFormPage /> },
  { path: 'accounting/journals/new', element: <Pages.JournalFormPage /> },
  { path: 'accounting/journals/:id', element: <Pages.JournalDetailPage /> },
  { path: 'contacts/new', element: <Pages.ContactFormPage /> },
  { path: 'contacts/:id', element: <Pages.ContactFormPage /> },
  { path: 'employees/:id', element: <Pages.EmployeePage /> },
  { path: 'employees/departments/:id', element: <Pages.DepartmentPage /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <Lazy>
        <Outlet />
      </Lazy>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <Pages.RegisterPage /> },
      { path: '/test', element: <Pages.TestPage /> },
      {
        element: <RequireAuth />,
        children: [
          { element: <Pages.SignedInLayout />, children: [{ index: true, element: <Pages.HomePage /> }] },
          {
            path: '/:orgId',
            element: <Pages.OrganizationScope />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { element: <Pages.ShellLayout />, children: shellRoutes },
              { element: <Pages.DocumentLayout />, children: documentRoutes },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
