// The business report page and the projects page in a DOM against a fake server: the sales report asks for its
// period and filters from the URL, shows the rows, totals, the agreement with the ledger and links each row to
// its document; typing a salesperson narrows the request; a project is added with the exact body.
import type { BusinessReport, OrganizationWithUsers } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { BusinessReportPage, ProjectsPage } from '../index';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const INVOICE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const organization = { id: ORG_ID, name: 'บริษัท รายงานดี จำกัด', users: [] } as unknown as OrganizationWithUsers;

const sales: BusinessReport = {
  report: 'sales',
  from: '2026-03-01',
  to: '2026-03-31',
  columns: [
    { key: 'date', type: 'date' },
    { key: 'number', type: 'text' },
    { key: 'kind', type: 'text' },
    { key: 'net', type: 'money' },
    { key: 'total', type: 'money' },
  ],
  rows: [
    {
      cells: { date: '2026-03-10', number: 'INV2026030001', kind: 'INV', net: '3000.00', total: '3210.00' },
      drill: { type: 'document', documentKind: 'INV', documentId: INVOICE_ID },
    },
    { cells: { date: '2026-03-12', number: 'CN2026030001', kind: 'CN', net: '-500.00', total: '-535.00' } },
  ],
  rowCount: 2,
  totals: { net: '2500.00', total: '2675.00' },
  reconciliation: { accounts: '41xxx', report: '2500.00', ledger: '2500.00', reconciles: true },
};

/** The demo's March (decision 0237): 17,460.00 of sales rows and one receipt that is a billing note's sale. */
let salesAnswer: BusinessReport = sales;

let requests: URL[] = [];
let posted: unknown[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(async () => {
  requests = [];
  posted = [];
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    requests.push(url);
    if (init?.method === 'POST') {
      posted.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
      return Promise.resolve(json({ id: INVOICE_ID, name: 'x', isActive: true }, 201));
    }
    if (url.pathname === `/reports/sales/organization/${ORG_ID}`) return Promise.resolve(json(salesAnswer));
    if (url.pathname === `/projects/organization/${ORG_ID}`) return Promise.resolve(json({ data: [] }));
    return Promise.resolve(json({ data: [] }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  salesAnswer = sales;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [
          { path: 'reports/sales', element: <BusinessReportPage report="sales" /> },
          { path: 'accounting/projects', element: <ProjectsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

describe('BusinessReportPage', { timeout: 30_000 }, () => {
  it('lists the revenue from other documents that makes the sales agree with the ledger', async () => {
    // 17,460.00 of rows + 16,600.00 of a receipt that is a billing note's sale = 34,060.00 in 41xxx.
    salesAnswer = {
      ...sales,
      totals: { net: '17460.00', total: '18682.20' },
      reconciliation: {
        accounts: '41xxx',
        report: '17460.00',
        ledger: '34060.00',
        reconciles: true,
        items: [{ item: 'receiptSales', count: 1, amount: '16600.00' }],
      },
    };
    renderAt(`/${ORG_ID}/reports/sales?from=2026-03-01&to=2026-03-31`);
    const items = await screen.findByTestId('reconciling-items');
    expect(screen.getByText('ตรงกับสมุดบัญชี (41xxx): 34,060.00')).toBeTruthy();
    expect(items.textContent).toBe(
      'รายการในรายงาน 17,460.00 และรายได้จากเอกสารอื่น:' + 'ใบเสร็จรับเงินที่เป็นการขายตามใบวางบิล (1 ใบ): 16,600.00',
    );
  });

  it('shows the rows, totals and ledger agreement, links to the document and narrows by salesperson', async () => {
    const router = renderAt(`/${ORG_ID}/reports/sales?from=2026-03-01&to=2026-03-31`);
    const table = await screen.findByRole('table', { name: 'รายงานยอดขาย' });
    const report = requests.find((u) => u.pathname.startsWith('/reports/sales'));
    expect(Object.fromEntries(report?.searchParams ?? [])).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second, footer] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10-03-2569', 'INV2026030001', 'ใบแจ้งหนี้', '3,000.00', '3,210.00']);
    expect(within(second as HTMLElement).getByText('ใบลดหนี้')).toBeTruthy();
    expect(
      within(footer as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['รวม', '', '', '2,500.00', '2,675.00']);
    expect(screen.getByText('ตรงกับสมุดบัญชี (41xxx): 2,500.00')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/${ORG_ID}/invoices/${INVOICE_ID}`);

    const salesperson = screen.getByRole('textbox', { name: 'พนักงานขาย' });
    fireEvent.change(salesperson, { target: { value: 'สมชาย' } });
    fireEvent.keyDown(salesperson, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toContain('salesName='));
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('salesName') === 'สมชาย')).toBe(true));
  });
});

describe('ProjectsPage', { timeout: 30_000 }, () => {
  it('adds a project with the exact body', async () => {
    renderAt(`/${ORG_ID}/accounting/projects`);
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มโปรเจกต์' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /ชื่อ/ }), {
      target: { value: 'ไซต์งานบางนา' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'รหัส' }), { target: { value: 'P-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(posted).toEqual([{ name: 'ไซต์งานบางนา', code: 'P-01', isActive: true, organizationId: ORG_ID }]),
    );
  });
});
