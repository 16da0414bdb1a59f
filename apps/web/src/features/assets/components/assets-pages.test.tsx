// The fixed-asset screens in a DOM against a fake server: a depreciation run asks first and posts the period
// chosen; the asset form refuses a residual value above the cost in Thai without calling the API; the screens speak
// English when asked.
import type { DepreciationRun, OrganizationWithUsers } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { AssetFormPage } from './asset-form-page';
import { DepreciationPage } from './depreciation-page';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const CATEGORY = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';
const organization = {
  id: ORG,
  name: 'บริษัท ทดสอบ จำกัด',
  branch_code: '00000',
  users: [],
} as unknown as OrganizationWithUsers;

const january: DepreciationRun = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000r1',
  organizationId: ORG,
  frequency: 'MONTH',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  total: '1000.00',
  entryId: '0193a1b2-c3d4-7e5f-8a9b-0000000000e1',
  entryNumber: 'JV202601310001',
  reversed: false,
  lines: [],
  created_at: '2026-02-01T00:00:00.000Z',
};

const sent: { method: string; path: string; body: unknown }[] = [];
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  sent.length = 0;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `/depreciation-runs/organization/${ORG}`)
      return Promise.resolve(reply({ data: [january] }));
    if (url.pathname === '/depreciation-runs')
      return Promise.resolve(reply({ ...january, total: '0.00' }, 201));
    if (url.pathname === `/asset-categories/organization/${ORG}`) {
      return Promise.resolve(reply({ data: [{ id: CATEGORY, name: 'เครื่องคอมพิวเตอร์', usefulLifeYears: 3 }] }));
    }
    return Promise.resolve(reply({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

function show(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: routes,
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

describe('fixed-asset screens', { timeout: 30_000 }, () => {
  it('lists the runs and posts a run only after the confirmation', async () => {
    show(`/${ORG}/depreciation`, [{ path: 'depreciation', element: <DepreciationPage /> }]);
    expect(await screen.findByText('JV202601310001')).toBeTruthy();
    expect(screen.getByText('1,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'คำนวณค่าเสื่อมราคา' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'คำนวณค่าเสื่อมราคา' }));
    await waitFor(() => expect(sent.find((call) => call.method === 'POST')).toBeDefined());
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/depreciation-runs');
    expect(post?.body).toMatchObject({ organizationId: ORG, frequency: 'MONTH' });
    expect((post?.body as { month: number }).month).toBeGreaterThanOrEqual(1);
  });

  it('refuses a residual value above the cost without calling the API', async () => {
    show(`/${ORG}/assets/new`, [{ path: 'assets/new', element: <AssetFormPage /> }]);
    fireEvent.change(await screen.findByLabelText(/ชื่อทรัพย์สิน/, { selector: 'input' }), {
      target: { value: 'โน้ตบุ๊ก' },
    });
    const category = screen.getByLabelText(/^หมวด/, { selector: 'input' });
    fireEvent.click(category);
    fireEvent.click(await screen.findByRole('option', { name: 'เครื่องคอมพิวเตอร์' }));
    for (const label of [/วันที่ได้มา/, /วันที่เริ่มใช้งาน/]) {
      const date = screen.getByLabelText(label, { selector: 'input' });
      fireEvent.change(date, { target: { value: '01-01-2569' } });
      fireEvent.blur(date);
    }
    fireEvent.change(screen.getByLabelText(/ราคาทุน/, { selector: 'input' }), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText(/มูลค่าซาก/, { selector: 'input' }), {
      target: { value: '1000.01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('มูลค่าซากต้องไม่เกินราคาทุน')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks English when asked', async () => {
    await i18n.changeLanguage('en');
    show(`/${ORG}/depreciation`, [{ path: 'depreciation', element: <DepreciationPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Depreciation', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run depreciation' })).toBeTruthy();
    expect(await screen.findByText(/^January (2026|2569)$/)).toBeTruthy();
  });
});
