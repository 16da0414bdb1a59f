// The route table, exactly as spec §2: /login (public), /test, / (home), and under /{orgId} the list
// pages inside the shell, the /new and /{id} pages outside it, and a "not available yet" page for every
// menu entry whose screen is not built. Also /register (sign-up), which the spec's home page links to.
import { SALES_DOCUMENT_KINDS, SALES_DOCUMENT_RESOURCES } from '@banchee/contracts';
import { Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { Loading } from '../components/full-page-loading';
import { api } from '../lib/api';
import { useSession } from '../lib/use-session';
import * as Pages from './lazy-pages';
import { allLinks, documentKinds } from './menu/menu-model';
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

// The seven sales document kinds and their route segments (quotations → QT, billing-notes → BL, …).
const salesDocuments = SALES_DOCUMENT_KINDS.map((kind) => ({
  kind,
  segment: SALES_DOCUMENT_RESOURCES[kind],
}));

// Entries whose screens exist get their own element; every other menu entry shows "not available yet".
const builtShellPages: Record<string, ReactNode> = {
  dashboard: <Pages.DashboardPage />,
  products: <Pages.ProductsPage />,
  warehouse: <Pages.WarehousesPage />,
  contacts: <Pages.ContactsPage />,
  ...Object.fromEntries(
    salesDocuments.map(({ kind, segment }) => [segment, <Pages.DocumentListPage key={kind} kind={kind} />]),
  ),
  // The books (features/accounting).
  'accounting/journals': <Pages.JournalsPage />,
  'accounting/chart-of-account': <Pages.ChartOfAccountsPage />,
  'accounting/trial-balance': <Pages.TrialBalancePage />,
  'accounting/transaction': <Pages.GeneralLedgerPage />,
  'accounting/profit-loss': <Pages.ProfitLossPage />,
  'accounting/balance-sheet': <Pages.BalanceSheetPage />,
  'accounting/journal-book': <Pages.JournalBookPage />, // no menu entry: linked from every report
  'reports/account-receivable': <Pages.ArAgingPage />,
  members: <Pages.MembersPage />, // no menu entry: linked from the dashboard
  settings: <Pages.OrganizationSettingsPage />, // from the profile menu (issue #10 §2)
};

const shellRoutes: RouteObject[] = [
  ...Object.entries(builtShellPages).map(([path, element]) => ({ path, element })),
  ...allLinks()
    .filter((entry) => entry.state !== 'built')
    .map((entry) => ({ path: entry.path, element: <Pages.NotAvailablePage path={entry.path} /> })),
  // The payroll detail route shows the same page as the payroll list (spec §2).
  { path: 'employees/payroll/:id', element: <Pages.NotAvailablePage path="employees/payroll" /> },
  { path: '*', element: <NotFoundPage /> },
];

const documentRoutes: RouteObject[] = [
  ...salesDocuments.flatMap(({ kind, segment }) => [
    { path: `${segment}/new`, element: <Pages.DocumentEditorPage kind={kind} /> },
    { path: `${segment}/:id`, element: <Pages.DocumentEditorPage kind={kind} /> },
  ]),
  ...documentKinds
    .filter((kind) => !salesDocuments.some((sales) => sales.segment === kind))
    .flatMap((kind) => [
      { path: `${kind}/new`, element: <Pages.DocumentNotAvailablePage kind={kind} /> },
      { path: `${kind}/:id`, element: <Pages.DocumentNotAvailablePage kind={kind} /> },
    ]),
  { path: 'accounting/journals/new', element: <Pages.JournalFormPage /> },
  { path: 'accounting/journals/:id', element: <Pages.JournalDetailPage /> },
  { path: 'contacts/new', element: <Pages.ContactFormPage /> },
  { path: 'contacts/:id', element: <Pages.ContactFormPage /> },
  { path: 'employees/:id', element: <Pages.DocumentNotAvailablePage kind="employees" /> },
  {
    path: 'employees/departments/:id',
    element: <Pages.DocumentNotAvailablePage kind="employees/departments" />,
  },
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
