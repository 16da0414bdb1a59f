// Menu labels equal page titles (issue #10 §4): every built entry of the second panel says, in Thai and in
// English, exactly what the page it opens says in its heading. The table names the title each page shows;
// the test also reads the features' sources to check that a page really shows that title.
import { describe, expect, it } from 'vitest';
import { accountingEn } from '../../features/accounting/i18n/en';
import { accountingTh } from '../../features/accounting/i18n/th';
import { reportsEn } from '../../features/accounting/i18n/reports-en';
import { reportsTh } from '../../features/accounting/i18n/reports-th';
import { assetsEn } from '../../features/assets/i18n/en';
import { assetsTh } from '../../features/assets/i18n/th';
import { documentsEn } from '../../features/documents/i18n/en';
import { documentsTh } from '../../features/documents/i18n/th';
import { employeesEn } from '../../features/employees/i18n/en';
import { employeesTh } from '../../features/employees/i18n/th';
import { receivedWhtEn } from '../../features/received-wht/i18n/en';
import { receivedWhtTh } from '../../features/received-wht/i18n/th';
import { taxFilingsEn } from '../../features/tax-filings/i18n/en';
import { taxFilingsTh } from '../../features/tax-filings/i18n/th';
import { wthEn } from '../../features/wth/i18n/en';
import { wthTh } from '../../features/wth/i18n/th';
import { en, type Messages } from '../../lib/locales/en';
import { th } from '../../lib/locales/th';
import { refundsEn } from '../../features/refunds/i18n/en';
import { refundsTh } from '../../features/refunds/i18n/th';
import { stockTransfersEn } from '../../features/stock-transfers/i18n/en';
import { stockTransfersTh } from '../../features/stock-transfers/i18n/th';
import { allLinks } from './menu-model';

const pageSources = Object.values(
  import.meta.glob<string>(['../../features/**/*.tsx', '!**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

type Titles = { th: string; en: string; shownBy: string };
const shell = (key: 'dashboard' | 'products' | 'warehouses' | 'contacts'): Titles => ({
  th: th[key].title,
  en: en[key].title,
  shownBy: `t('${key}.title')`,
});
const list = (kind: keyof typeof documentsEn.lists): Titles => ({
  th: documentsTh.lists[kind],
  en: documentsEn.lists[kind],
  shownBy: 'text(`lists.${kind}`)',
});
const report = (
  key:
    | 'arAging'
    | 'apAging'
    | 'journals'
    | 'chart'
    | 'trialBalance'
    | 'profitLoss'
    | 'balanceSheet'
    | 'generalLedger',
): Titles => ({
  th: accountingTh[key].title,
  en: accountingEn[key].title,
  shownBy: `text('${key}.title')`,
});
const businessReport = (name: keyof typeof reportsEn.titles): Titles => ({
  th: reportsTh.titles[name],
  en: reportsEn.titles[name],
  shownBy: 'text(`titles.${report}`)',
});
const employees = (key: 'employees' | 'departments' | 'payroll'): Titles => ({
  th: employeesTh[key].title,
  en: employeesEn[key].title,
  shownBy: `text('${key}.title')`,
});
const assets = (key: 'assets' | 'categories' | 'runs'): Titles => ({
  th: assetsTh[key].title,
  en: assetsEn[key].title,
  shownBy: `text('${key}.title')`,
});
const inputTax: Titles = {
  th: taxFilingsTh.input.report.title,
  en: taxFilingsEn.input.report.title,
  shownBy: "text('input.report.title')",
};
const outputTax: Titles = {
  th: taxFilingsTh.output.title,
  en: taxFilingsEn.output.title,
  shownBy: "text('output.title')",
};

/** The title of the page each built menu entry opens. */
const pageTitles: Record<string, Titles> = {
  dashboard: shell('dashboard'),
  quotations: list('QT'),
  'billing-notes': list('BL'),
  invoices: list('INV'),
  receipts: list('RE'),
  'cash-invoices': list('CA'),
  'credit-notes': list('CN'),
  'debit-notes': list('DN'),
  'purchase-orders': list('PO'),
  purchases: list('RI'),
  expenses: list('EXP'),
  'payment-slip': list('PS'),
  refunds: { th: refundsTh.title, en: refundsEn.title, shownBy: "text('title')" },
  products: shell('products'),
  warehouse: shell('warehouses'),
  'inter-warehouse-transfer': {
    th: stockTransfersTh.title,
    en: stockTransfersEn.title,
    shownBy: "title={text('title')}",
  },
  'reports/account-receivable': report('arAging'),
  'reports/account-payable': report('apAging'),
  'accounting/journals': report('journals'),
  'accounting/chart-of-account': report('chart'),
  'accounting/trial-balance': report('trialBalance'),
  'accounting/profit-loss': report('profitLoss'),
  'accounting/balance-sheet': report('balanceSheet'),
  'accounting/transaction': report('generalLedger'),
  'accounting/income-and-expense': businessReport('income-and-expense'),
  'reports/sales': businessReport('sales'),
  'reports/salesbyproduct': businessReport('sales-by-product'),
  'reports/salesbyperson': businessReport('sales-by-person'),
  'reports/salesbycustomer': businessReport('sales-by-customer'),
  'reports/billingnote': businessReport('billing-notes'),
  'reports/receivables': businessReport('receivables'),
  'reports/projects': businessReport('projects'),
  'reports/purchaseorder': businessReport('purchase-orders'),
  'reports/receivinginventory': businessReport('receiving-inventory'),
  'reports/receivingInventorybyproduct': businessReport('receiving-inventory-by-product'),
  'reports/expense': businessReport('expenses'),
  'reports/payment': businessReport('payments'),
  'reports/withholdingtax': businessReport('withholding-tax'),
  'reports/inventory': businessReport('inventory'),
  // One page, two entries: the tax reports of the Reports panel and the VAT group of Accounting.
  'reports/salestax': outputTax,
  'accounting/output-tax-report': outputTax,
  'reports/purchasevat': inputTax,
  'accounting/input-tax-report': inputTax,
  'accounting/foreign-input-tax-report': {
    th: taxFilingsTh.input.foreign.title,
    en: taxFilingsEn.input.foreign.title,
    shownBy: "text('input.foreign.title')",
  },
  'accounting/manage-purchase-vat': {
    th: taxFilingsTh.input.manage.title,
    en: taxFilingsEn.input.manage.title,
    shownBy: "text('input.manage.title')",
  },
  'accounting/montly-tax-filing': {
    th: taxFilingsTh.desk.title,
    en: taxFilingsEn.desk.title,
    shownBy: "text('desk.title')",
  },
  'accounting/withholdingtax-submission': {
    th: taxFilingsTh.wht.title,
    en: taxFilingsEn.wht.title,
    shownBy: "text('wht.title')",
  },
  'reports/received-withholding-tax': {
    th: receivedWhtTh.title,
    en: receivedWhtEn.title,
    shownBy: "text('title')",
  },
  wth: { th: wthTh.title, en: wthEn.title, shownBy: "text('title')" },
  employees: employees('employees'),
  'employees/departments': employees('departments'),
  'employees/payroll': employees('payroll'),
  assets: assets('assets'),
  'asset-category': assets('categories'),
  depreciation: assets('runs'),
};

const menuLabel = (messages: Messages, path: string) => (messages.shell.menu as Record<string, string>)[path];

describe('menu labels and page titles', () => {
  it('knows the title of every built entry', () => {
    const built = allLinks()
      .filter((link) => link.state === 'built')
      .map((link) => link.path);
    expect(built.sort()).toEqual(Object.keys(pageTitles).sort());
  });

  it.each(Object.entries(pageTitles))('%s: the menu says what the page heading says', (path, titles) => {
    expect(pageSources).toContain(titles.shownBy);
    expect(menuLabel(th, path)).toBe(titles.th);
    expect(menuLabel(en, path)).toBe(titles.en);
  });

  it('names the Contacts rail section as its page', () => {
    expect(th.shell.sections.contacts).toBe(th.contacts.title);
    expect(en.shell.sections.contacts).toBe(en.contacts.title);
  });
});
