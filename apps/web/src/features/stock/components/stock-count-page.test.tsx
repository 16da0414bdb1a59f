// The stock count detail screen in a DOM against a fake server (decision 0206): the count's book, counted,
// difference, value and reason per product; Print opens the count sheet in the UI language with the era of
// the person (Thai → lang=th&be=1, English → lang=en&be=0); the organisation's document era wins over it.
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
import { preferences } from '../../../lib/preferences';
import { stockCountsEn } from '../i18n/en';
import { stockCountsTh } from '../i18n/th';
import { StockCountPage } from './stock-count-page';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const COUNT = '0193a1b2-c3d4-7e5f-8a9b-0000000000s1';

const count: StockCount = {
  id: COUNT,
  organizationId: ORG,
  number: 'SC202611270001',
  date: '2026-11-27',
  warehouse_id: '0193a1b2-c3d4-7e5f-8a9b-0000000000w1',
  warehouse_name: 'คลังหลัก',
  remarks: 'ตรวจนับสิ้นเดือน',
  status: 'POSTED',
  shortage_value: '200.00',
  surplus_value: '400.00',
  lines: [
    {
      item_id: '0193a1b2-c3d4-7e5f-8a9b-0000000000p1',
      item_code: 'PEN',
      item_name: 'ปากกา',
      on_hand_quantity: '1200.0000',
      counted_quantity: '1198.0000',
      difference: '-2.0000',
      value: '-200.00',
      reason: 'แตกหัก',
    },
    {
      item_id: '0193a1b2-c3d4-7e5f-8a9b-0000000000p2',
      item_name: 'หมึก',
      on_hand_quantity: '-3.0000',
      difference: '4.0000',
      value: '400.00',
      reason: 'พบเพิ่ม',
    },
  ],
  created_at: '2026-11-27T00:00:00.000Z',
};

const asked: URL[] = [];
let tab: { location: { href: string }; close: () => void };

beforeEach(() => {
  asked.length = 0;
  tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:count-sheet');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    asked.push(url);
    if (url.pathname === `/stock-counts/${COUNT}`) {
      return Promise.resolve(
        new Response(JSON.stringify(count), { headers: { 'Content-Type': 'application/json' } }),
      );
    }
    if (url.pathname === `/stock-counts/${COUNT}/pdf`) {
      return Promise.resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  preferences.set({ language: 'th', era: 'BE' });
});

function show(documentEra?: 'BE' | 'CE') {
  const organization = {
    id: ORG,
    name: 'บริษัท ทดสอบ จำกัด',
    users: [],
    ...(documentEra ? { document_era: documentEra } : {}),
  } as unknown as OrganizationWithUsers;
  const router = createMemoryRouter(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [{ path: 'warehouse/counts/:id', element: <StockCountPage /> }],
      },
    ],
    { initialEntries: [`/${ORG}/warehouse/counts/${COUNT}`] },
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

async function printed(): Promise<URL> {
  const label = i18n.language === 'en' ? stockCountsEn.print : stockCountsTh.print;
  fireEvent.click(await screen.findByRole('button', { name: label }));
  await waitFor(() => expect(tab.location.href).toBe('blob:count-sheet'));
  const pdf = asked.find((url) => url.pathname.endsWith('/pdf'));
  if (!pdf) throw new Error('the count sheet was not asked for');
  return pdf;
}

describe('StockCountPage', { timeout: 30_000 }, () => {
  it('shows each line in Thai and prints the sheet in Thai with Buddhist-era dates', async () => {
    preferences.set({ language: 'th', era: 'BE' });
    await i18n.changeLanguage('th');
    show();
    const first = await screen.findByTestId('count-line-0');
    for (const figure of ['PEN · ปากกา', '1,200.00', '1,198.00', '-2.00', '-200.00', 'แตกหัก']) {
      expect(within(first).getByText(figure)).toBeTruthy();
    }
    const second = screen.getByTestId('count-line-1');
    for (const figure of ['-3.00', '+4.00', '400.00', 'พบเพิ่ม']) {
      expect(within(second).getByText(figure)).toBeTruthy();
    }
    expect(screen.getByText('ยอดตามบัญชี')).toBeTruthy();
    const pdf = await printed();
    expect(Object.fromEntries(pdf.searchParams)).toEqual({ lang: 'th', be: '1' });
  });

  it('prints in English with Common-era dates from the English UI', async () => {
    preferences.set({ language: 'en', era: 'CE' });
    await i18n.changeLanguage('en');
    show();
    expect(await screen.findByText('Book quantity')).toBeTruthy();
    expect(Object.fromEntries((await printed()).searchParams)).toEqual({ lang: 'en', be: '0' });
  });

  it('uses the organisation’s document era when it has one', async () => {
    preferences.set({ language: 'en', era: 'CE' });
    await i18n.changeLanguage('en');
    show('BE');
    expect(Object.fromEntries((await printed()).searchParams)).toEqual({ lang: 'en', be: '1' });
  });
});
