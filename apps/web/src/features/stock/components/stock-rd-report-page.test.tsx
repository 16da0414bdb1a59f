// The รายงานสินค้าและวัตถุดิบ page in a DOM against a fake server: nothing is asked before a warehouse is chosen;
// then the month's rows show with the balance brought and carried forward, the PDF is fetched in the RD layout
// with the month chosen, and the English screen says the remark in English.
import type { OrganizationWithUsers, StockRdReport } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { StockRdReportPage } from './stock-rd-report-page';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const WAREHOUSE = '0193a1b2-c3d4-7e5f-8a9b-0000000000w1';
const PEN = '0193a1b2-c3d4-7e5f-8a9b-0000000000p1';
const organization = { id: ORG, name: 'บริษัท ทดสอบ จำกัด', users: [] } as unknown as OrganizationWithUsers;

const november: StockRdReport = {
  year: 2026,
  month: 11,
  operator: { name: 'บริษัท ทดสอบ จำกัด', taxId: '0105558000014', branch: '00000', address: '' },
  warehouse: 'คลังหลัก',
  products: [
    {
      itemId: PEN,
      code: 'PEN',
      name: 'ปากกา',
      unit: 'ด้าม',
      opening: { quantity: '10.0000', value: '200.00' },
      rows: [
        {
          date: '2026-11-20',
          number: 'SC202611200001',
          received: '',
          issued: '1.0000',
          balance: '9.0000',
          balanceValue: '180.00',
          remark: 'ปรับปรุงจากการตรวจนับ: ตรวจนับสิ้นเดือน',
          moveType: 'ADJUSTMENT',
          reason: 'ตรวจนับสิ้นเดือน',
        },
      ],
      totals: { received: '0.0000', issued: '1.0000' },
      closing: { quantity: '9.0000', value: '180.00' },
    },
  ],
};

const sent: { path: string; query: string }[] = [];
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  sent.length = 0;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'open').mockImplementation(() => null);
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    sent.push({ path: url.pathname, query: url.search });
    if (url.pathname === `/warehouses/organization/${ORG}`) {
      return Promise.resolve(reply({ data: [{ id: WAREHOUSE, name: 'คลังหลัก' }] }));
    }
    if (url.pathname === `/reports/stock-rd/organization/${ORG}`) {
      if (url.searchParams.get('format') === 'pdf') {
        return Promise.resolve(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
      }
      return Promise.resolve(reply(november));
    }
    return Promise.resolve(reply({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

function show() {
  const router = createMemoryRouter(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [{ path: 'reports/inventory/rd', element: <StockRdReportPage /> }],
      },
    ],
    { initialEntries: [`/${ORG}/reports/inventory/rd`] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

async function chooseWarehouse() {
  fireEvent.click(await screen.findByLabelText(/คลังสินค้า|Warehouse/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: 'คลังหลัก' }));
}

describe('รายงานสินค้าและวัตถุดิบ page', { timeout: 60_000 }, () => {
  it('asks for the warehouse, then shows the month with the balances and fetches the PDF', async () => {
    show();
    expect(await screen.findByText('เลือกคลังสินค้าและเดือน')).toBeTruthy();
    expect(sent.some((call) => call.path.startsWith('/reports/stock-rd'))).toBe(false);
    await chooseWarehouse();
    expect(await screen.findByText('SC202611200001')).toBeTruthy();
    expect(screen.getByText('ยอดยกมา')).toBeTruthy();
    expect(screen.getByText('ปรับปรุงจากการตรวจนับ: ตรวจนับสิ้นเดือน')).toBeTruthy();
    expect(screen.getAllByText('180.00')).toHaveLength(2);
    const report = sent.find((call) => call.path === `/reports/stock-rd/organization/${ORG}`);
    expect(new URLSearchParams(report?.query).get('warehouseId')).toBe(WAREHOUSE);
    fireEvent.click(screen.getByRole('button', { name: 'PDF (แบบกรมสรรพากร)' }));
    await waitFor(() =>
      expect(sent.some((call) => new URLSearchParams(call.query).get('format') === 'pdf')).toBe(true),
    );
  });

  it('says the remark in English on the English screen', async () => {
    await i18n.changeLanguage('en');
    show();
    await chooseWarehouse();
    expect(await screen.findByText('Stock count adjustment: ตรวจนับสิ้นเดือน')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stock and raw materials report', level: 1 })).toBeTruthy();
  });
});
