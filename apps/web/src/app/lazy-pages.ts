// Route-level code splitting: every screen except sign-in is its own chunk, loaded when first opened,
// so the sign-in page's first download stays small (measured by scripts/measure-login-bundle.mjs).
import { lazy } from 'react';

export const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const HomePage = lazy(() =>
  import('../features/organizations/components/home-page').then((m) => ({ default: m.HomePage })),
);
export const MembersPage = lazy(() =>
  import('../features/organizations/components/members-page').then((m) => ({ default: m.MembersPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const ProductsPage = lazy(() =>
  import('../features/products/components/products-page').then((m) => ({ default: m.ProductsPage })),
);
export const RefundsPage = lazy(() =>
  import('../features/refunds/components/refunds-page').then((m) => ({ default: m.RefundsPage })),
);
export const WarehousesPage = lazy(() =>
  import('../features/warehouses/components/warehouses-page').then((m) => ({ default: m.WarehousesPage })),
);
export const StockCountsPage = lazy(() =>
  import('../features/stock/components/stock-counts-page').then((m) => ({
    default: m.StockCountsPage,
  })),
);
export const StockCountPage = lazy(() =>
  import('../features/stock/components/stock-count-page').then((m) => ({ default: m.StockCountPage })),
);
export const StockRdReportPage = lazy(() =>
  import('../features/stock/components/stock-rd-report-page').then((m) => ({ default: m.StockRdReportPage })),
);
export const ContactsPage = lazy(() =>
  import('../features/contacts/components/contacts-page').then((m) => ({ default: m.ContactsPage })),
);
export const ContactFormPage = lazy(() =>
  import('../features/contacts/components/contact-form-page').then((m) => ({ default: m.ContactFormPage })),
);
export const SignedInLayout = lazy(() =>
  import('./layouts/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);
export const OrganizationScope = lazy(() =>
  import('./layouts/organization-scope').then((m) => ({ default: m.OrganizationScope })),
);
export const ShellLayout = lazy(() =>
  import('./layouts/shell-layout').then((m) => ({ default: m.ShellLayout })),
);
export const DocumentLayout = lazy(() =>
  import('./layouts/document-layout').then((m) => ({ default: m.DocumentLayout })),
);
export const NotAvailablePage = lazy(() =>
  import('./pages/not-available').then((m) => ({ default: m.NotAvailablePage })),
);
export const TestPage = lazy(() => import('./pages/test-page').then((m) => ({ default: m.TestPage })));
// Sales documents (issue 5's feature): list pages in the shell, editor pages outside it.
export const DocumentListPage = lazy(() =>
  import('../features/documents').then((m) => ({ default: m.DocumentListPage })),
);
export const DocumentEditorPage = lazy(() =>
  import('../features/documents').then((m) => ({ default: m.DocumentEditorPage })),
);

// Accounting (the books' screens): one chunk for the feature, one lazy component per page.
const accounting = () => import('../features/accounting');
export const JournalsPage = lazy(() => accounting().then((m) => ({ default: m.JournalsPage })));
export const ChartOfAccountsPage = lazy(() => accounting().then((m) => ({ default: m.ChartOfAccountsPage })));
export const TrialBalancePage = lazy(() => accounting().then((m) => ({ default: m.TrialBalancePage })));
export const GeneralLedgerPage = lazy(() => accounting().then((m) => ({ default: m.GeneralLedgerPage })));
export const ProfitLossPage = lazy(() => accounting().then((m) => ({ default: m.ProfitLossPage })));
export const BalanceSheetPage = lazy(() => accounting().then((m) => ({ default: m.BalanceSheetPage })));
export const JournalBookPage = lazy(() => accounting().then((m) => ({ default: m.JournalBookPage })));
export const ArAgingPage = lazy(() => accounting().then((m) => ({ default: m.ArAgingPage })));
export const ApAgingPage = lazy(() => accounting().then((m) => ({ default: m.ApAgingPage })));
export const SupplierStatementPage = lazy(() =>
  accounting().then((m) => ({ default: m.SupplierStatementPage })),
);
export const ReceivedWhtPage = lazy(() =>
  import('../features/received-wht').then((m) => ({ default: m.ReceivedWhtPage })),
);
const wth = () => import('../features/wth');
export const WthListPage = lazy(() => wth().then((m) => ({ default: m.WthListPage })));
export const WthEditorPage = lazy(() => wth().then((m) => ({ default: m.WthEditorPage })));
export const BusinessReportPage = lazy(() => accounting().then((m) => ({ default: m.BusinessReportPage })));
export const ProjectsPage = lazy(() => accounting().then((m) => ({ default: m.ProjectsPage })));
export const PeriodClosingPage = lazy(() => accounting().then((m) => ({ default: m.PeriodClosingPage })));
export const OpeningBalancesPage = lazy(() => accounting().then((m) => ({ default: m.OpeningBalancesPage })));
export const JournalFormPage = lazy(() => accounting().then((m) => ({ default: m.JournalFormPage })));
export const JournalDetailPage = lazy(() => accounting().then((m) => ({ default: m.JournalDetailPage })));
// Tax filings (issue #12): the output tax report, the monthly filing desk and the tax calendar.
const taxFilings = () => import('../features/tax-filings');
export const OutputTaxPage = lazy(() => taxFilings().then((m) => ({ default: m.OutputTaxPage })));
export const FilingDeskPage = lazy(() => taxFilings().then((m) => ({ default: m.FilingDeskPage })));
export const WhtSubmissionPage = lazy(() => taxFilings().then((m) => ({ default: m.WhtSubmissionPage })));
export const TaxCalendarPage = lazy(() => taxFilings().then((m) => ({ default: m.TaxCalendarPage })));
export const ForeignInputTaxPage = lazy(() => taxFilings().then((m) => ({ default: m.ForeignInputTaxPage })));
export const InputTaxPage = lazy(() => taxFilings().then((m) => ({ default: m.InputTaxPage })));
export const ManagePurchaseVatPage = lazy(() =>
  taxFilings().then((m) => ({ default: m.ManagePurchaseVatPage })),
);
export const OrganizationSettingsPage = lazy(() =>
  import('../features/organizations/components/organization-settings-page').then((m) => ({
    default: m.OrganizationSettingsPage,
  })),
);

// Employees, departments and payroll (features/employees, issue #14).
const employees = () => import('../features/employees/components/employees-routes');
export const EmployeesPage = lazy(() => employees().then((m) => ({ default: m.EmployeesPage })));
export const EmployeePage = lazy(() => employees().then((m) => ({ default: m.EmployeePage })));
export const DepartmentsPage = lazy(() => employees().then((m) => ({ default: m.DepartmentsPage })));
export const DepartmentPage = lazy(() => employees().then((m) => ({ default: m.DepartmentPage })));
export const PayrollPage = lazy(() => employees().then((m) => ({ default: m.PayrollPage })));
export const AssetCategoriesPage = lazy(() =>
  import('../features/assets/components/asset-categories-page').then((m) => ({
    default: m.AssetCategoriesPage,
  })),
);
export const AssetsPage = lazy(() =>
  import('../features/assets/components/assets-page').then((m) => ({ default: m.AssetsPage })),
);
export const AssetFormPage = lazy(() =>
  import('../features/assets/components/asset-form-page').then((m) => ({ default: m.AssetFormPage })),
);
export const DepreciationPage = lazy(() =>
  import('../features/assets/components/depreciation-page').then((m) => ({ default: m.DepreciationPage })),
);

// Inter-warehouse transfers (features/stock-transfers, decision 0192).
const stockTransfers = () => import('../features/stock-transfers');
export const StockTransfersPage = lazy(() =>
  stockTransfers().then((m) => ({ default: m.StockTransfersPage })),
);
export const StockTransferPage = lazy(() => stockTransfers().then((m) => ({ default: m.StockTransferPage })));
