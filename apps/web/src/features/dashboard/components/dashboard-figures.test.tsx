// The dashboard's figures in a DOM against a fake server: the four cards show the server's amounts as money
// and link to their reports and lists, the change against last month is a whole percent, the top customers
// link to their contacts; a new organisation shows the empty state with a way to make the first invoice.
import type { DashboardReport } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { i18n } from '../../../lib/i18n';
import { DashboardFigures } from './dashboard-figures';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const CUSTOMER_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';

const month = (m: string, amount: string) => ({ month: m, from: `${m}-01`, to: `${m}-28`, amount });

function report(overrides: Partial<DashboardReport> = {}): DashboardReport {
  return {
    date: '2026-11-21',
    sales: {
      thisMonth: { month: '2026-11', from: '2026-11-01', to: '2026-11-21', amount: '6940.00' },
      lastMonth: { month: '2026-10', from: '2026-10-01', to: '2026-10-31', amount: '29740.00' },
    },
    receivables: { accountCode: '11310', balance: '24048.25' },
    overdueInvoices: { count: 4, amount: '17585.45' },
    cashAndBank: {
      accounts: [
        { code: '11121', nameTh: 'เงินฝากธนาคาร - กระแสรายวัน', nameEn: 'Bank', balance: '274773.10' },
      ],
      total: '274773.10',
    },
    topCustomers: {
      from: '2025-12-01',
      to: '2026-11-21',
      customers: [{ contactId: CUSTOMER_ID, contactName: 'ห้างหุ้นส่วนจำกัด เชียงใหม่การค้า', amount: '98280.00' }],
    },
    monthlySales: [month('2026-10', '29740.00'), month('2026-11', '6940.00')],
    ...overrides,
  };
}

let requested: URL[] = [];
function serve(body: DashboardReport) {
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(new URL(href, 'http://localhost'));
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

function renderFigures() {
  const router = createMemoryRouter(
    [{ path: '/:orgId/dashboard', element: <DashboardFigures organizationId={ORG_ID} /> }],
    { initialEntries: [`/${ORG_ID}/dashboard`] },
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
}

beforeEach(async () => {
  requested = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('DashboardFigures', { timeout: 30_000 }, () => {
  it('shows the figures as money, each linking to its report or list', async () => {
    serve(report());
    renderFigures();
    const sales = await screen.findByTestId('sales-this-month');
    expect(requested[0]?.pathname).toBe(`/dashboard/organization/${ORG_ID}`);
    expect(requested[0]?.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sales.textContent).toContain('6,940.00');
    expect(sales.getAttribute('href')).toBe(
      `/${ORG_ID}/accounting/profit-loss?from=2026-11-01&to=2026-11-21`,
    );
    expect(screen.getByTestId('sales-last-month').textContent).toContain('เดือนที่แล้ว 29,740.00');
    // (6,940 − 29,740) / 29,740 = −76.66…% → −76% (whole percent, towards zero).
    expect(screen.getByTestId('sales-change').textContent).toContain('-76%');
    expect(screen.getByTestId('receivables').textContent).toContain('24,048.25');
    expect(screen.getByTestId('receivables').getAttribute('href')).toBe(
      `/${ORG_ID}/reports/account-receivable?asOf=2026-11-21`,
    );
    expect(screen.getByTestId('overdue-amount').textContent).toContain('17,585.45');
    expect(screen.getByTestId('overdue-amount').getAttribute('href')).toBe(`/${ORG_ID}/invoices`);
    expect(screen.getByTestId('overdue-count').textContent).toContain('4 ใบ');
    expect(screen.getByTestId('cash-and-bank').textContent).toContain('274,773.10');
    expect(screen.getByRole('link', { name: 'เงินฝากธนาคาร - กระแสรายวัน' }).getAttribute('href')).toBe(
      `/${ORG_ID}/accounting/transaction?account=11121&from=2026-01-01&to=2026-11-21`,
    );
    const customer = screen.getByTestId('top-customer');
    expect(customer.textContent).toContain('98,280.00');
    expect(screen.getByRole('link', { name: 'ห้างหุ้นส่วนจำกัด เชียงใหม่การค้า' }).getAttribute('href')).toBe(
      `/${ORG_ID}/contacts/${CUSTOMER_ID}`,
    );
  });

  it('shows the empty state of a new organisation', async () => {
    serve(
      report({
        sales: {
          thisMonth: { month: '2026-11', from: '2026-11-01', to: '2026-11-21', amount: '0.00' },
          lastMonth: { month: '2026-10', from: '2026-10-01', to: '2026-10-31', amount: '0.00' },
        },
        receivables: { accountCode: '11310', balance: '0.00' },
        overdueInvoices: { count: 0, amount: '0.00' },
        cashAndBank: { accounts: [], total: '0.00' },
        topCustomers: { from: '2025-12-01', to: '2026-11-21', customers: [] },
        monthlySales: [month('2026-10', '0.00'), month('2026-11', '0.00')],
      }),
    );
    renderFigures();
    expect((await screen.findByTestId('sales-this-month')).textContent).toContain('0.00');
    expect(screen.queryByTestId('sales-change')).toBeNull();
    expect(screen.getByText('ยังไม่มียอดขาย เริ่มจากสร้างใบแจ้งหนี้หรือใบเสร็จรับเงิน (เงินสด)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'สร้างใบแจ้งหนี้' }).getAttribute('href')).toBe(
      `/${ORG_ID}/invoices/new`,
    );
    expect(screen.getByText('ยังไม่มียอดขายให้ลูกค้า')).toBeTruthy();
  });
});
