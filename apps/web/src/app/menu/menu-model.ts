// The navigation model of the shell (spec §2): the eight rail sections, the entries of each section's
// second panel with their collapsible sub-menus, and which screens exist. Pure data plus small
// functions, so the rail, the panel, the router and the tests all read the same source.

export const sectionIds = [
  'sell',
  'buy',
  'expenses',
  'products',
  'contacts',
  'employees',
  'reports',
  'accounting',
] as const;
export type SectionId = (typeof sectionIds)[number];

/**
 * How much of an entry exists:
 * - `built`: a working screen;
 * - `planned`: the spec gives it a route but the screen is not built yet (a "not available yet" page);
 * - `unrouted`: the spec's menu links to it but gives it no route (also a "not available yet" page).
 */
export type EntryState = 'built' | 'planned' | 'unrouted';

export interface MenuLink {
  readonly kind: 'link';
  /** Path below /{orgId}/, e.g. "billing-notes" or "reports/salesbyproduct"; also the i18n key suffix. */
  readonly path: string;
  readonly state: EntryState;
}

export interface MenuGroup {
  readonly kind: 'group';
  /** i18n key suffix of the group title. */
  readonly id: string;
  readonly children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  readonly id: SectionId;
  /** Where the rail icon leads (below /{orgId}/). */
  readonly home: string;
  /** First path segments (after the organisation id) that make this section the active one. */
  readonly segments: readonly string[];
  /** The second panel; empty for Contacts, which has none. */
  readonly entries: readonly MenuEntry[];
}

const link = (path: string, state: EntryState = 'planned'): MenuLink => ({ kind: 'link', path, state });
const group = (id: string, children: readonly MenuLink[]): MenuGroup => ({ kind: 'group', id, children });

// Entries the spec lists without a route live under their section's prefix (reports/…, accounting/…);
// decision 0020 records why.
export const menuSections: readonly MenuSection[] = [
  {
    id: 'sell',
    home: 'dashboard',
    segments: [
      'dashboard',
      'quotations',
      'billing-notes',
      'invoices',
      'receipts',
      'cash-invoices',
      'credit-notes',
      'debit-notes',
      'refunds',
    ],
    entries: [
      link('dashboard', 'built'),
      link('quotations', 'built'),
      link('billing-notes', 'built'),
      link('invoices', 'built'),
      link('receipts', 'built'),
      link('cash-invoices', 'built'),
      link('credit-notes', 'built'),
      link('debit-notes', 'built'),
      link('refunds', 'built'),
    ],
  },
  {
    id: 'buy',
    home: 'purchase-orders',
    segments: ['purchase-orders', 'purchases'],
    entries: [link('purchase-orders', 'built'), link('purchases', 'built')],
  },
  {
    id: 'expenses',
    home: 'expenses',
    segments: ['expenses', 'wth', 'payment-slip', 'assets', 'asset-category', 'depreciation'],
    entries: [
      link('expenses', 'built'),
      link('wth', 'built'),
      link('payment-slip', 'built'),
      group('asset-management', [
        link('assets', 'built'),
        link('asset-category', 'built'),
        link('depreciation', 'built'),
      ]),
    ],
  },
  {
    id: 'products',
    home: 'products',
    segments: ['products', 'warehouse', 'inter-warehouse-transfer'],
    entries: [
      link('products', 'built'),
      link('warehouse', 'built'),
      link('inter-warehouse-transfer', 'built'),
    ],
  },
  { id: 'contacts', home: 'contacts', segments: ['contacts'], entries: [] },
  {
    id: 'employees',
    home: 'employees',
    segments: ['employees'],
    entries: [
      link('employees', 'built'),
      link('employees/departments', 'built'),
      link('employees/payroll', 'built'),
    ],
  },
  {
    id: 'reports',
    home: 'reports/sales',
    segments: ['reports'],
    entries: [
      group('sales-reports', [
        link('reports/sales', 'built'),
        link('reports/salesbyproduct', 'built'),
        link('reports/salesbyperson', 'built'),
        link('reports/salesbycustomer', 'built'),
        link('reports/billingnote', 'built'),
        link('reports/receivables', 'built'),
      ]),
      group('buy-reports', [
        link('reports/purchaseorder', 'built'),
        link('reports/receivinginventory', 'built'),
        link('reports/receivingInventorybyproduct', 'built'),
      ]),
      group('expense-reports', [link('reports/expense', 'built'), link('reports/payment', 'built')]),
      link('reports/projects', 'built'),
      link('reports/inventory', 'built'),
      group('tax-reports', [
        link('reports/salestax', 'built'),
        link('reports/purchasevat', 'built'),
        link('reports/withholdingtax', 'built'),
        // Not in the spec's menu: the received-WHT tracker (issue #11, decision 0125).
        link('reports/received-withholding-tax', 'built'),
      ]),
      group('receivable-payable', [
        link('reports/account-receivable', 'built'),
        link('reports/account-payable', 'built'),
      ]),
    ],
  },
  {
    id: 'accounting',
    home: 'accounting/journals',
    segments: ['accounting'],
    entries: [
      link('accounting/journals', 'built'),
      link('accounting/chart-of-account', 'built'),
      group('financial-statements', [
        link('accounting/income-and-expense', 'built'),
        link('accounting/trial-balance', 'built'),
        link('accounting/profit-loss', 'built'),
        link('accounting/balance-sheet', 'built'),
        link('accounting/transaction', 'built'),
      ]),
      group('vat-management', [
        link('accounting/manage-purchase-vat', 'built'),
        link('accounting/input-tax-report', 'built'),
        link('accounting/output-tax-report', 'built'),
        link('accounting/foreign-input-tax-report', 'built'),
      ]),
      group('online-tax-filing', [
        link('accounting/montly-tax-filing', 'built'),
        link('accounting/withholdingtax-submission', 'built'),
      ]),
    ],
  },
];

/** Document kinds that have a list page, a /new page and a /{id} page (spec §2). */
export const documentKinds = [
  'cash-invoices',
  'credit-notes',
  'purchase-orders',
  'purchases',
  'debit-notes',
  'billing-notes',
  'invoices',
  'quotations',
  'receipts',
  'expenses',
  'wth',
  'payment-slip',
  'assets',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Every link of every section, sub-menus flattened, in menu order. */
export function allLinks(sections: readonly MenuSection[] = menuSections): MenuLink[] {
  return sections.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children)),
  );
}

/** The link for a path below the organisation (exact match), if the menu has one. */
export function findLink(path: string): MenuLink | undefined {
  return allLinks().find((entry) => entry.path === path);
}

/**
 * The active rail section for a path below the organisation id: it follows the first path segment
 * (spec §2). Unknown segments fall back to Sell, the section that holds the dashboard.
 */
export function sectionForPath(pathBelowOrg: string): SectionId {
  const first = pathBelowOrg.replace(/^\/+/, '').split('/')[0] ?? '';
  return menuSections.find((section) => section.segments.includes(first))?.id ?? 'sell';
}

export function getSection(id: SectionId): MenuSection {
  const section = menuSections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  return section;
}

/** Splits "/{orgId}/rest/of/path" into the organisation id and the path below it. */
export function splitOrgPath(pathname: string): { orgId: string; rest: string } {
  const [, orgId = '', ...rest] = pathname.split('/');
  return { orgId, rest: rest.join('/') };
}

/** Whether a link is the current page or an ancestor of it (billing-notes is active on billing-notes/42). */
export function isLinkActive(linkPath: string, pathBelowOrg: string): boolean {
  const path = pathBelowOrg.replace(/^\/+|\/+$/g, '');
  if (path === linkPath) return true;
  if (!path.startsWith(`${linkPath}/`)) return false;
  // employees must not light up on employees/payroll, which has its own entry.
  return !allLinks().some(
    (other) =>
      other.path !== linkPath && other.path.startsWith(`${linkPath}/`) && isLinkActive(other.path, path),
  );
}

/** The sub-menu (group id) that holds the current page, so it starts expanded. */
export function openGroupFor(section: MenuSection, pathBelowOrg: string): string | undefined {
  for (const entry of section.entries) {
    if (entry.kind === 'group' && entry.children.some((child) => isLinkActive(child.path, pathBelowOrg))) {
      return entry.id;
    }
  }
  return undefined;
}
