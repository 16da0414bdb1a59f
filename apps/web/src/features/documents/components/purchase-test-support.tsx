// What the purchase editor's DOM tests share: a supplier's approved expense as the server answers it, a fake
// server recording every request, and the editor pages of the purchase kinds under one organisation.
import type { OrganizationWithUsers, SalesDocument } from '@banchee/contracts';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { DocumentEditorPage } from '../index';
import { ORG_ID, quotationFixture } from '../model/test-fixtures';

export const SUPPLIER_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
export const EXPENSE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e9';
export const ORDER_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a9';
export const ACCOUNT_ID = '0193a1b2-c3d4-7e5f-8a9b-00000000acc1';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [],
};

/**
 * An approved expense for accounting services: 1 × 10,000.00 booked to 53032.01, VAT 7 % 700.00, grand total
 * 10,700.00; WHT 3 % of 10,000.00 = 300.00; still to pay 10,700.00.
 */
export function expenseFixture(): SalesDocument {
  const base = quotationFixture();
  return {
    ...base,
    id: EXPENSE_ID,
    kind: 'EXP',
    number: 'EXP202611230001',
    status: 'APPROVED',
    contactId: SUPPLIER_ID,
    contact_name: 'บริษัท สำนักงานบัญชี จำกัด',
    contact: { contact_name: 'บริษัท สำนักงานบัญชี จำกัด', taxId: '0105552029681', branch: '00000' },
    net_total: '10000.00',
    vat_amount: '700.00',
    grand_total: '10700.00',
    discountAmount: undefined,
    salesName: undefined,
    supplierTaxInvoiceNo: 'IV6911-0042',
    supplierTaxInvoiceDate: '2026-11-20',
    totals: {
      subtotal: '10000.00',
      discount: '0.00',
      depositDeducted: '0.00',
      amountAfterDiscount: '10000.00',
      vatBase: '10000.00',
      vat: '700.00',
      net_total: '10000.00',
      grand_total: '10700.00',
      whtAmount: '300.00',
      amountDue: '10400.00',
      taxes: [{ vatType: 'VAT7', base: '10000.00', vat: '700.00' }],
    },
    taxPoint: {
      isTaxInvoice: false,
      title: { th: 'บันทึกค่าใช้จ่าย', en: 'Expense' },
      vat: 'none',
      choice: 'none',
    },
    showItemDiscount: false,
    showItemWHT: true,
    items: [
      {
        id: '0193a1b2-c3d4-7e5f-8a9b-0000000000f1',
        item_type: 'SERVICE',
        name: 'ค่าทำบัญชี',
        quantity: '1.0000',
        sale_price: '10000.0000',
        vat_type: 'VAT7',
        wht_percent: '3.00',
        total: '10000.00',
        total_after_discount: '10000.00',
        tax_amount: '700.00',
        wht_amount: '300.00',
        grand_total: '10700.00',
        account_code: '53032.01',
      },
    ],
    allowedActions: ['CREATE SCHEDULE PAYMENT/PAYMENT SLIP', 'PAID', 'REJECTED', 'RESET'],
    progress: { paid: '0.00', balance: '10700.00' },
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}
/** The requests the editor made, in order (emptied before each test). */
export const calls: Call[] = [];

export function fakeServer(handler: (call: Call) => Response | undefined) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    const empty = { data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };
    return Promise.resolve(
      handler(call) ??
        (call.method === 'GET' && call.url.pathname.includes('/organization/')
          ? jsonResponse(empty)
          : jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404)),
    );
  });
}

export function renderAt(path: string) {
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
          { path: 'expenses/new', element: <DocumentEditorPage kind="EXP" /> },
          { path: 'purchases/new', element: <DocumentEditorPage kind="RI" /> },
          { path: 'expenses/:id', element: <DocumentEditorPage kind="EXP" /> },
          { path: 'purchase-orders/:id', element: <DocumentEditorPage kind="PO" /> },
          { path: 'payment-slip/new', element: <DocumentEditorPage kind="PS" /> },
          { path: 'payment-slip/:id', element: <DocumentEditorPage kind="PS" /> },
        ],
      },
    ],
    path,
  );
}

export function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  return input;
}
