// The pages in a DOM against a fake server: the editor opens with the spec §3 defaults, live totals follow
// typed lines after the 150 ms debounce, the contact picker fills the customer block, and saving posts a body
// the API contract accepts; a partial invoice route opens pre-filled from its quotation; the list shows the
// spec's badge colours and asks the server again when filtered.
import { createDocumentSchema, type OrganizationWithUsers, type SalesDocument } from '@banchee/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { toCalendarDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { DocumentEditorPage, DocumentListPage } from '../index';
import { ORG_ID, QUOTATION_ID, quotationFixture } from '../model/test-fixtures';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [
    {
      id: '0193a1b2-c3d4-7e5f-8a9b-0000000000e1',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      email: 'somchai@example.test',
      role: 'OWNER',
      is_default: true,
    },
  ],
};

const contact = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000c1',
  organizationId: ORG_ID,
  contact_type: 'CLIENT',
  contact_name: 'บริษัท ลูกค้าดี จำกัด',
  tax_id: '0105558000111',
  branch: '00001',
  address: '99 ถนนสุขุมวิท กรุงเทพฯ',
  zip_code: '10110',
  credit_days: 45,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = jsonResponse;

let calls: Call[] = [];

function fakeServer(handler: (call: Call) => Response | undefined) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return Promise.resolve(
      handler(call) ?? json({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404),
    );
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [
          { path: 'quotations', element: <DocumentListPage kind="QT" /> },
          { path: 'quotations/new', element: <DocumentEditorPage kind="QT" /> },
          { path: 'quotations/:id', element: <DocumentEditorPage kind="QT" /> },
          { path: 'invoices/new', element: <DocumentEditorPage kind="INV" /> },
        ],
      },
    ],
    path,
  );
}

function type(testId: string, value: string) {
  const element = screen.getByTestId(testId);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  fireEvent.change(input, { target: { value } });
}

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('document editor', { timeout: 60_000 }, () => {
  it('opens with the spec defaults, computes live totals, fills the customer and posts a valid body', async () => {
    const saved = quotationFixture({ status: 'AWAITING' });
    fakeServer((call) => {
      if (call.url.pathname === `/contacts/organization/${ORG_ID}`)
        return json({ data: [contact], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } });
      if (call.method === 'POST' && call.url.pathname === '/quotations') return json(saved, 201);
      if (call.url.pathname === `/quotations/${QUOTATION_ID}`) return json(saved);
      return undefined;
    });
    const router = renderAt(`/${ORG_ID}/quotations/new`);

    const today = toCalendarDate(new Date()) ?? '';
    const [y, m, d] = today.split('-');
    expect(await screen.findByText('สร้างใบเสนอราคา')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('credit-days').value).toBe('30');
    // The Thai UI shows Buddhist-Era dates by default (year + 543).
    expect(screen.getByTestId<HTMLInputElement>('document-date').value).toBe(`${d}-${m}-${Number(y) + 543}`);
    expect(screen.getAllByTestId(/^line-\d+$/)).toHaveLength(3);
    expect(screen.getByTestId<HTMLInputElement>('vat-enabled').checked).toBe(true);
    // No line has a discount or WHT: those columns are hidden (spec §5).
    expect(screen.queryByTestId('line-discount-percent-0')).toBeNull();

    type('line-name-0', 'เก้าอี้สำนักงาน');
    type('line-quantity-0', '2');
    type('line-price-0', '1500');
    type('line-name-1', 'ค่าติดตั้ง');
    type('line-quantity-1', '1');
    type('line-price-1', '850.50');
    type('discount-amount', '350.50');
    // 3,000.00 + 850.50 − 350.50 = 3,500.00; VAT 245.00; 3,745.00 — after the 150 ms debounce.
    await waitFor(() => expect(screen.getByTestId('totals-grand').textContent).toBe('3,745.00'));
    expect(screen.getByTestId('totals-vat').textContent).toBe('245.00');
    expect(screen.getByTestId('line-amount-1').textContent).toBe('850.50');

    // The contact picker searches and fills the customer block and the contact's 45 credit days.
    const picker = screen.getByTestId('contact-picker');
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'ลูกค้า' } });
    // The server is asked with the typed text, 150 ms after typing stops (a loaded machine may take longer
    // than waitFor's default second to get there).
    await waitFor(
      () => expect(calls.some((call) => call.url.searchParams.get('search') === 'ลูกค้า')).toBe(true),
      { timeout: 5_000 },
    );
    const option = await screen.findByText('บริษัท ลูกค้าดี จำกัด');
    fireEvent.click(option);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('contact-tax-id').value).toBe('0105558000111'),
    );
    expect(screen.getByTestId<HTMLTextAreaElement>('contact-address').value).toBe('99 ถนนสุขุมวิท กรุงเทพฯ');
    expect(screen.getByTestId<HTMLInputElement>('credit-days').value).toBe('45');

    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${ORG_ID}/quotations/${QUOTATION_ID}`));
    const post = calls.find((call) => call.method === 'POST');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({
      organizationId: ORG_ID,
      contactId: contact.id,
      creditDays: 45,
      discountAmount: '350.50',
      salesName: 'สมชาย ใจดี',
      items: [
        { name: 'เก้าอี้สำนักงาน', quantity: '2', sale_price: '1500' },
        { name: 'ค่าติดตั้ง', quantity: '1', sale_price: '850.50' },
      ],
    });
    await waitFor(
      () => expect(screen.getByTestId('document-title').textContent).toBe('ใบเสนอราคา QT202611220001'),
      {
        timeout: 8000,
      },
    );
    expect(screen.getByTestId('status-badge').dataset.status).toBe('AWAITING');
  });

  it('shows a line without a name as an error on that line, and sends nothing', async () => {
    fakeServer(() => undefined);
    renderAt(`/${ORG_ID}/quotations/new`);
    await screen.findByTestId('document-editor');
    type('line-quantity-1', '2');
    type('line-price-1', '100');
    fireEvent.click(screen.getByTestId('save-document'));
    // The contract's rule (a line needs a name) shown on line 2's name field, in Thai.
    const name = screen.getByTestId('line-name-1');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('จำเป็นต้องกรอก')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('?QT=…&PARTIAL_TYPE=PERCENTAGE opens pre-filled from the quotation; 50 % posts the share', async () => {
    const quotation = quotationFixture();
    fakeServer((call) => {
      if (call.url.pathname === `/quotations/${QUOTATION_ID}`) return json(quotation);
      if (call.method === 'POST') return json({ error: { code: 'TEST.STOP', message: 'stop' } }, 422);
      return undefined;
    });
    renderAt(`/${ORG_ID}/invoices/new?QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`);
    expect(await screen.findByTestId('source-panel')).toBeTruthy();
    expect(screen.getByTestId('contact-tax-id')).toHaveProperty('value', '0105558000111');
    type('partial-percent', '50');
    await waitFor(() => expect(screen.getByTestId('totals-grand').textContent).toBe('2,407.50'));
    expect(screen.getByTestId('totals-vat').textContent).toBe('157.50');
    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      parentQuotationId: QUOTATION_ID,
      partialType: 'PERCENTAGE',
      partialPercent: '50',
    });
  });
});

describe('document list', { timeout: 30_000 }, () => {
  it('shows badges in the spec colours and filters by status on the server', async () => {
    const rows: Partial<SalesDocument>[] = [
      { ...quotationFixture(), status: 'APPROVED' },
      {
        ...quotationFixture(),
        id: '0193a1b2-c3d4-7e5f-8a9b-0000000000f2',
        number: 'QT202611220002',
        status: 'PARTIALS',
      },
      {
        ...quotationFixture(),
        id: '0193a1b2-c3d4-7e5f-8a9b-0000000000f3',
        number: 'QT202611220003',
        status: 'ISSUED',
      },
    ];
    fakeServer((call) => {
      if (call.url.pathname !== `/quotations/organization/${ORG_ID}`) return undefined;
      const status = call.url.searchParams.get('status');
      const data = status ? rows.filter((row) => row.status === status) : rows;
      return json({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
    });
    renderAt(`/${ORG_ID}/quotations`);
    await screen.findByText('QT202611220002');
    const badges = screen.getAllByTestId('status-badge');
    expect(badges.map((badge) => [badge.dataset.status, badge.dataset.colour])).toEqual([
      ['APPROVED', 'green'],
      ['PARTIALS', 'pink'],
      ['ISSUED', 'sky'],
    ]);
    expect(screen.getAllByTestId('row-grand-total')[0]?.textContent).toBe('4,815.00');

    const filter = screen.getByTestId('status-filter');
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'ออกเอกสารแล้ว' }));
    await waitFor(() => expect(screen.queryByText('QT202611220001')).toBeNull());
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('ISSUED');
    expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('20');
    await act(async () => {
      await Promise.resolve();
    });
  });
});
