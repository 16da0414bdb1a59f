// The stock counts screen in a DOM against a fake server: the list shows the counts with the value missing and
// found; a new count lists the warehouse's stock on hand, shows counted − on hand as the difference, and posts
// only the lines given a quantity; a refusal naming a line is shown on that line in Thai; English when asked.
import type { OrganizationWithUsers, StockCount } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { StockCountsPage } from './stock-counts-page';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const WAREHOUSE = '0193a1b2-c3d4-7e5f-8a9b-0000000000w1';
const PEN = '0193a1b2-c3d4-7e5f-8a9b-0000000000p1';
const INK = '0193a1b2-c3d4-7e5f-8a9b-0000000000p2';
const organization = { id: ORG, name: 'บริษัท ทดสอบ จำกัด', users: [] } as unknown as OrganizationWithUsers;

const posted: StockCount = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000s1',
  organizationId: ORG,
  number: 'SC202611200001',
  date: '2026-11-20',
  warehouse_id: WAREHOUSE,
  warehouse_name: 'คลังหลัก',
  status: 'POSTED',
  shortage_value: '40.67',
  surplus_value: '0.00',
  lines: [],
  created_at: '2026-11-20T00:00:00.000Z',
};

const sent: { method: string; path: string; body: unknown }[] = [];
let refuse = false;
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const cell = (code: string, name: string, quantity: string, itemId: string) => ({
  cells: { warehouse: 'คลังหลัก', code, name, quantity, unitCost: '20.3333', value: '0.00' },
  drill: { type: 'report', report: 'stock-card', filter: 'itemId', value: itemId },
});

beforeEach(async () => {
  sent.length = 0;
  refuse = false;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `/stock-counts/organization/${ORG}`) {
      return Promise.resolve(
        reply({ data: [posted], pagination: { page: 1, limit: 200, total: 1, totalPages: 1 } }),
      );
    }
    if (url.pathname === `/warehouses/organization/${ORG}`) {
      return Promise.resolve(reply({ data: [{ id: WAREHOUSE, name: 'คลังหลัก' }] }));
    }
    if (url.pathname === `/reports/inventory/organization/${ORG}`) {
      return Promise.resolve(
        reply({ rows: [cell('PEN', 'ปากกา', '15.0000', PEN), cell('INK', 'หมึก', '2.0000', INK)] }),
      );
    }
    if (url.pathname === `/items/organization/${ORG}`) {
      return Promise.resolve(
        reply({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
      );
    }
    if (url.pathname === '/stock-counts' && refuse) {
      return Promise.resolve(
        reply(
          {
            error: {
              code: 'STOCK.INSUFFICIENT',
              message: 'Only 2.0000 on hand',
              details: [{ path: 'lines.0', message: 'Only 2.0000 on hand', params: { onHand: '2.0000' } }],
            },
          },
          422,
        ),
      );
    }
    if (url.pathname === '/stock-counts') {
      return Promise.resolve(reply({ ...posted, number: 'SC202611200002' }, 201));
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
        children: [{ path: 'warehouse/counts', element: <StockCountsPage /> }],
      },
    ],
    { initialEntries: [`/${ORG}/warehouse/counts`] },
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

async function openNewCount() {
  fireEvent.click(await screen.findByRole('button', { name: 'ตรวจนับใหม่' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText(/คลังสินค้า/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: 'คลังหลัก' }));
  const fill = await within(dialog).findByRole('button', { name: 'แสดงสินค้าคงเหลือทั้งหมด' });
  // the button waits for the warehouse's stock on hand
  await waitFor(() => expect(fill.hasAttribute('disabled')).toBe(false));
  fireEvent.click(fill);
  await within(dialog).findByText('PEN · ปากกา');
  return dialog;
}

describe('stock counts screen', { timeout: 60_000 }, () => {
  it('lists the counts with the value missing and found', async () => {
    show();
    expect(await screen.findByText('SC202611200001')).toBeTruthy();
    expect(screen.getByText('40.67')).toBeTruthy();
    expect(screen.getByText('บันทึกแล้ว')).toBeTruthy();
  });

  it('counts from the stock on hand and posts only the lines given a quantity', async () => {
    show();
    const dialog = await openNewCount();
    expect(within(dialog).getByText('INK · หมึก')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('จำนวน PEN · ปากกา'), { target: { value: '13' } });
    // 13 counted − 15 on hand
    expect(within(dialog).getByTestId('count-difference-0').textContent).toBe('-2.0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการตรวจนับ' }));
    await waitFor(() => expect(sent.find((call) => call.method === 'POST')).toBeDefined());
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/stock-counts');
    expect(post?.body).toMatchObject({
      organizationId: ORG,
      warehouseId: WAREHOUSE,
      lines: [{ itemId: PEN, countedQuantity: '13', reason: 'ตรวจนับสินค้า' }],
    });
    expect((post?.body as { lines: unknown[] }).lines).toHaveLength(1);
  });

  it('shows a refusal on the line it names, in Thai', async () => {
    refuse = true;
    show();
    const dialog = await openNewCount();
    // the request's only line is the second row on screen (ink): the message lands there
    fireEvent.change(within(dialog).getByLabelText('จำนวน INK · หมึก'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByLabelText('วิธีบันทึก INK · หมึก', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ขาด' }));
    expect(within(dialog).getByTestId('count-difference-1').textContent).toBe('-3.0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการตรวจนับ' }));
    const row = within(dialog).getByTestId('count-line-1');
    expect(await within(row).findByText('สินค้าในคลังไม่พอสำหรับรายการนี้')).toBeTruthy();
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ lines: [{ itemId: INK, direction: 'SHORTAGE', quantity: '3' }] });
  });

  it('speaks English when asked', async () => {
    await i18n.changeLanguage('en');
    show();
    expect(
      await screen.findByRole('heading', { name: 'Stock counts and adjustments', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('Posted')).toBeTruthy();
  });
});
