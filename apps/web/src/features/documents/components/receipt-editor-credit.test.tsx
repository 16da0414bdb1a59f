// The receipt editor's customer credit (issue #10 §3, decisions 0188 and 0197) in a DOM against a fake server:
// the field shows only when the customer has open credit, says how much is open, checks what is typed against
// the open credit and the money the receipt brings in, sends customerCreditAmount with the receipt, and shows
// the server's refusal on the field by its error code, in Thai.
import { createDocumentSchema, type SalesDocument } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationWithUsers } from '@banchee/contracts';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { DocumentEditorPage } from '../index';
import { ORG_ID, quotationFixture } from '../model/test-fixtures';

const INVOICE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
const CONTACT_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [],
};

/** 10,000.00 + VAT 700.00 = 10,700.00 with 3% WHT 300.00; 5,350.00 still owed. */
const base = quotationFixture();
const invoice: SalesDocument = {
  ...base,
  id: INVOICE_ID,
  kind: 'INV',
  number: 'INV202611230001',
  status: 'AWAITING',
  contactId: CONTACT_ID,
  grand_total: '10700.00',
  totals: { ...base.totals, grand_total: '10700.00', whtAmount: '300.00' },
  allowedActions: ['CREATE RECEIPT', 'PARTIAL RECEIPT', 'VOID'],
  progress: { balance: '5350.00', paid: '5350.00' },
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];

function fakeServer(available: string, receiptAnswer: () => Response) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path === `/invoices/${INVOICE_ID}`) return Promise.resolve(jsonResponse(invoice));
    if (path === `/refunds/customer/${CONTACT_ID}`) {
      return Promise.resolve(
        jsonResponse({
          contact_id: CONTACT_ID,
          credit: available,
          refunded: '0.00',
          used: '0.00',
          available,
        }),
      );
    }
    if (path === '/receipts' && init?.method === 'POST') return Promise.resolve(receiptAnswer());
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
}

function renderEditor() {
  renderRoutes(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [{ path: 'receipts/new', element: <DocumentEditorPage kind="RE" /> }],
      },
    ],
    `/${ORG_ID}/receipts/new?INV=${INVOICE_ID}`,
  );
}

function type(testId: string, value: string) {
  const element = screen.getByTestId(testId);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  fireEvent.change(input, { target: { value } });
}

const refusal = (code: string) =>
  jsonResponse(
    { error: { code, message: code, details: [{ path: 'customerCreditAmount', message: code, code }] } },
    422,
  );

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('receipt editor: customer credit', { timeout: 60_000 }, () => {
  it('shows no credit field when the customer has no open credit, and sends none', async () => {
    fakeServer('0.00', () => refusal('TEST.STOP'));
    renderEditor();
    expect(await screen.findByTestId('source-panel', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/refunds/customer/'))).toBe(true));
    expect(screen.queryByTestId('payment-customer-credit')).toBeNull();
    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('customerCreditAmount');
  });

  it('checks the credit as typed, sends it, and shows the server refusal on the field by code', async () => {
    fakeServer('400.00', () => refusal('RECEIPT.CUSTOMER_CREDIT_EXCEEDS_PAYMENT'));
    renderEditor();
    await screen.findByTestId('source-panel', {}, { timeout: 20_000 });
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/refunds/customer/'))).toBe(true));
    const field = await screen.findByTestId('payment-customer-credit', {}, { timeout: 20_000 });
    expect(field).toHaveProperty('value', '');
    expect(screen.getByText('เครดิตลูกค้าคงเหลือ 400.00')).toBeTruthy();
    // More than the 400.00 open: said at once, in Thai.
    type('payment-customer-credit', '400.01');
    expect(await screen.findByText('มากกว่าเครดิตลูกค้าคงเหลือ')).toBeTruthy();
    // 300.00 is within the open credit and the 5,350.00 − 150.00 = 5,200.00 the receipt brings in.
    type('payment-customer-credit', '300');
    await waitFor(() => expect(screen.queryByText('มากกว่าเครดิตลูกค้าคงเหลือ')).toBeNull());
    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ selectedInvoice: INVOICE_ID, customerCreditAmount: '300' });
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    // The server's refusal, on the field, by its code.
    expect(
      await screen.findAllByText('ยอดเครดิตที่ใช้มากกว่ายอดรับชำระครั้งนี้', {}, { timeout: 20_000 }),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('payment-customer-credit').getAttribute('aria-invalid')).toBe('true');
  });
});
