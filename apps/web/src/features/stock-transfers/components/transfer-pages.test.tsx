// The inter-warehouse transfer screens in a DOM against a fake server: the form refuses the same warehouse on
// both sides in Thai without calling the API, then sends what was picked; a stock refusal from the server is
// shown on the line it names; void is sent only after the confirmation; the list speaks English when asked.
import type { OrganizationWithUsers, StockTransfer } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { StockTransferPage } from './transfer-page';
import { StockTransfersPage } from './transfers-page';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const A = '0193a1b2-c3d4-7e5f-8a9b-0000000000b1';
const B = '0193a1b2-c3d4-7e5f-8a9b-0000000000b2';
const PEN = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';
const SHIPPING = '0193a1b2-c3d4-7e5f-8a9b-0000000000c2';
const TRANSFER = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
const ENTRY = '0193a1b2-c3d4-7e5f-8a9b-0000000000e7';
const organization = {
  id: ORG,
  name: 'บริษัท ทดสอบ จำกัด',
  branch_code: '00000',
  users: [],
} as unknown as OrganizationWithUsers;

const done: StockTransfer = {
  id: TRANSFER,
  organizationId: ORG,
  number: 'TF202611230001',
  date: '2026-11-23',
  status: 'DONE',
  from: { id: A, name: 'คลัง A' },
  to: { id: B, name: 'คลัง B' },
  items: [
    {
      itemId: PEN,
      code: 'PEN',
      name: 'ปากกา',
      unit: 'ด้าม',
      quantity: '4.0000',
      unitCost: '115.0000',
      value: '460.00',
    },
  ],
  totalValue: '460.00',
  created_at: '2026-11-23T03:00:00.000Z',
  updated_at: '2026-11-23T03:00:00.000Z',
};

const sent: { method: string; path: string; body: unknown }[] = [];
let refuseStock = false;
/** The transfer as read back: with its journal entry (warehouses on two accounts) or without. */
let readBack: StockTransfer = done;
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  sent.length = 0;
  refuseStock = false;
  readBack = done;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === `/warehouses/organization/${ORG}`) {
      return Promise.resolve(
        reply({
          data: [
            { id: A, name: 'คลัง A' },
            { id: B, name: 'คลัง B' },
          ],
        }),
      );
    }
    if (url.pathname === `/items/organization/${ORG}`) {
      return Promise.resolve(
        reply({
          data: [
            { id: PEN, type: 'PRODUCT', code: 'PEN', name: 'ปากกา', unit: 'ด้าม' },
            { id: SHIPPING, type: 'SERVICE', code: 'SHIP', name: 'ค่าขนส่ง' },
          ],
          pagination: { page: 1, limit: 500, total: 2, totalPages: 1 },
        }),
      );
    }
    if (url.pathname === '/stock-transfers' && method === 'POST') {
      if (refuseStock) {
        return Promise.resolve(
          reply(
            {
              error: {
                code: 'STOCK.INSUFFICIENT',
                message: 'Only 16.0000 on hand',
                details: [{ path: 'items.0', message: 'Only 16.0000 on hand' }],
              },
            },
            422,
          ),
        );
      }
      return Promise.resolve(reply(done, 201));
    }
    if (url.pathname === `/stock-transfers/${TRANSFER}`) return Promise.resolve(reply(readBack));
    if (url.pathname === `/stock-transfers/${TRANSFER}/void`) {
      return Promise.resolve(reply({ ...done, status: 'VOID', voidDate: '2026-11-24' }));
    }
    if (url.pathname === `/stock-transfers/organization/${ORG}`) {
      const { items: _items, ...summary } = done;
      return Promise.resolve(
        reply({
          data: [{ ...summary, lineCount: 1 }],
          pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
        }),
      );
    }
    return Promise.resolve(reply({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

function show(path: string) {
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
          { path: 'inter-warehouse-transfer', element: <StockTransfersPage /> },
          { path: 'inter-warehouse-transfer/new', element: <StockTransferPage /> },
          { path: 'inter-warehouse-transfer/:id', element: <StockTransferPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
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

async function pick(label: RegExp | string, option: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const posts = () => sent.filter((call) => call.method === 'POST');

describe('inter-warehouse transfer screens', { timeout: 30_000 }, () => {
  it('refuses the same warehouse in Thai without calling the API, then sends the transfer', async () => {
    show(`/${ORG}/inter-warehouse-transfer/new`);
    expect(await screen.findByRole('heading', { name: 'ใบโอนสินค้าระหว่างคลังใหม่' })).toBeTruthy();
    await pick(/^จากคลัง/, 'คลัง A');
    await pick(/^ไปยังคลัง/, 'คลัง A');
    // Only products are offered: the service is not.
    fireEvent.click(screen.getByLabelText('สินค้า 1', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'PEN · ปากกา' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'SHIP · ค่าขนส่ง' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'PEN · ปากกา' }));
    fireEvent.change(screen.getByLabelText('จำนวน 1', { selector: 'input' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการโอน' }));
    expect(await screen.findByText('กรุณาเลือกคลังปลายทางที่ไม่ใช่คลังต้นทาง')).toBeTruthy();
    expect(posts()).toEqual([]);

    await pick(/^ไปยังคลัง/, 'คลัง B');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการโอน' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      path: '/stock-transfers',
      body: {
        organizationId: ORG,
        fromWarehouseId: A,
        toWarehouseId: B,
        items: [{ itemId: PEN, quantity: '4' }],
      },
    });
    expect((posts()[0]?.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Saved: the transfer's own page shows what moved and at which cost.
    expect(await screen.findByRole('heading', { name: 'TF202611230001' })).toBeTruthy();
    expect(screen.getByText('115.00')).toBeTruthy();
    expect(screen.getAllByText('460.00').length).toBeGreaterThan(0);
  });

  it('shows a stock refusal on the line it names', async () => {
    refuseStock = true;
    show(`/${ORG}/inter-warehouse-transfer/new`);
    await pick(/^จากคลัง/, 'คลัง A');
    await pick(/^ไปยังคลัง/, 'คลัง B');
    await pick('สินค้า 1', 'PEN · ปากกา');
    fireEvent.change(screen.getByLabelText('จำนวน 1', { selector: 'input' }), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการโอน' }));
    const quantity = screen.getByLabelText('จำนวน 1', { selector: 'input' });
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('สินค้าในคลังไม่พอสำหรับรายการนี้').length).toBeGreaterThan(0);
  });

  it('links to the journal entry the transfer posted, or says why there is none', async () => {
    readBack = { ...done, journalEntry: { id: ENTRY, number: 'JV202611230007' } };
    show(`/${ORG}/inter-warehouse-transfer/${TRANSFER}`);
    const link = await screen.findByRole('link', { name: 'รายการบัญชี JV202611230007' });
    expect(link.getAttribute('href')).toBe(`/${ORG}/accounting/journals/${ENTRY}`);
    cleanup();
    readBack = done;
    show(`/${ORG}/inter-warehouse-transfer/${TRANSFER}`);
    expect(await screen.findByText('ไม่มีการบันทึกบัญชี เพราะไม่มีมูลค่าย้ายระหว่างบัญชีสินค้าคงเหลือ')).toBeTruthy();
  });

  it('voids only after the confirmation', async () => {
    show(`/${ORG}/inter-warehouse-transfer/${TRANSFER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกใบโอน' }));
    const dialog = await screen.findByRole('dialog');
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิกใบโอน' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.path).toBe(`/stock-transfers/${TRANSFER}/void`);
  });

  it('speaks English when asked', async () => {
    await i18n.changeLanguage('en');
    show(`/${ORG}/inter-warehouse-transfer`);
    expect(await screen.findByRole('heading', { name: 'Inter-warehouse transfers', level: 1 })).toBeTruthy();
    expect(await screen.findByText('TF202611230001')).toBeTruthy();
    expect(screen.getByText('Transferred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New transfer' })).toBeTruthy();
  });
});
