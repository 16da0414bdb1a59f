// The WHT submission screen in a DOM against a fake server: the PND53 rows, their total and the difference from
// 27240 as the server computed them; a row the RD file cannot take disables the file download; marking the
// return filed posts to the desk's one filing route; PND1 points to payroll.
import type { OrganizationWithUsers, WhtSubmission } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { WhtSubmissionPage } from '../index';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท ภาษี จำกัด',
  branch_code: '00000',
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
  users: [],
};

const pnd53: WhtSubmission = {
  form: 'PND53',
  month: '2026-10',
  source: 'CERTIFICATES',
  rows: [
    {
      line: 1,
      certificateId: '0193a1b2-c3d4-7e5f-8a9b-00000000000a',
      certificateNumber: 'WHT202610050001',
      paidOn: '2026-10-05',
      taxId: '0105552029681',
      branch: '00000',
      payeeName: 'บริษัท ที่ปรึกษา จำกัด',
      incomeDescription: 'ค่าบริการ',
      rate: '3',
      income: '10000.00',
      wht: '300.00',
      condition: '1',
    },
  ],
  totals: { count: 1, income: '10000.00', wht: '300.00' },
  ledger: '250.00',
  reconciles: false,
  difference: '50.00',
  fileName: 'WHT-P53-256910.txt',
  obligation: {
    organizationId: ORG_ID,
    organizationName: 'บริษัท ภาษี จำกัด',
    form: 'PND53',
    month: '2026-10',
    dueDate: '2026-11-15',
    amount: '250.00',
    state: 'READY',
    available: true,
  },
};

let posted: unknown[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeServer(answer: (url: URL) => WhtSubmission) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (init?.method === 'POST') {
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      posted.push({ path: url.pathname, body });
      return Promise.resolve(json({}));
    }
    return Promise.resolve(json(answer(url)));
  });
}

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
        children: [{ path: 'accounting/withholdingtax-submission', element: <WhtSubmissionPage /> }],
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
}

beforeEach(async () => {
  posted = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('WhtSubmissionPage', () => {
  it('shows the PND53 rows, the total and the difference from 27240, and files through the desk', async () => {
    fakeServer(() => pnd53);
    renderAt(`/${ORG_ID}/accounting/withholdingtax-submission?month=2026-10&form=PND53`);
    expect(await screen.findByRole('heading', { name: 'ยื่นภาษีหัก ณ ที่จ่าย' })).toBeTruthy();
    const row = await screen.findByTestId('wht-row-1');
    expect(row.textContent).toContain('บริษัท ที่ปรึกษา จำกัด');
    expect(row.textContent).toContain('10,000.00');
    expect(screen.getByTestId('wht-total').textContent).toContain('300.00');
    expect(screen.getByTestId('wht-difference').textContent).toContain('50.00');
    fireEvent.click(screen.getByTestId('wht-file'));
    fireEvent.change(await screen.findByRole('textbox', { name: /เลขอ้างอิง/ }), {
      target: { value: 'P53-OCT' },
    });
    fireEvent.click(screen.getByTestId('dialog-submit'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      path: '/tax-filings/file',
      body: { organizationId: ORG_ID, form: 'PND53', month: '2026-10', reference: 'P53-OCT' },
    });
  }, 60_000);

  it('disables the RD file when a row cannot go in it, and sends PND1 to payroll', async () => {
    fakeServer((url) =>
      url.searchParams.get('form') === 'PND1'
        ? {
            form: 'PND1',
            month: '2026-10',
            source: 'PAYROLL',
            rows: [],
            totals: { count: 0, income: '0.00', wht: '0.00' },
          }
        : { ...pnd53, fileProblem: { row: 1, field: 'taxId', message: 'tax id must be 13 digits' } },
    );
    renderAt(`/${ORG_ID}/accounting/withholdingtax-submission?month=2026-10&form=PND53`);
    expect((await screen.findByTestId('wht-file-problem')).textContent).toContain('tax id');
    expect(screen.getByTestId('wht-download-file').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('ภ.ง.ด.1 (เงินเดือน)'));
    expect(await screen.findByTestId('wht-pnd1')).toBeTruthy();
  }, 60_000);
});
