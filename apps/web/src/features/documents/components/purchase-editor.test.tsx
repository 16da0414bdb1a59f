// The one editor on the purchase side, in a DOM against a fake server (issue 11 §2): a new expense names the
// supplier and prices a picked product at its purchase price; a stored expense shows the account its line was
// booked to; a payment slip made from an expense carries its 3 % WHT and pays the rest; a purchase order offers
// receiving inventory in full and by quantity; Paid asks how the money went out before it is applied.
import { createDocumentSchema, type Item, type SalesDocument } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { toCalendarDate } from '../../../lib/format';
import { jsonResponse } from '../../../lib/test-dom';
import { ORG_ID } from '../model/test-fixtures';
import {
  ACCOUNT_ID,
  EXPENSE_ID,
  ORDER_ID,
  calls,
  expenseFixture,
  fakeServer,
  inputOf,
  renderAt,
} from './purchase-test-support';

function orderFixture(): SalesDocument {
  return {
    ...expenseFixture(),
    id: ORDER_ID,
    kind: 'PO',
    number: 'PO202611230001',
    taxPoint: {
      isTaxInvoice: false,
      title: { th: 'ใบสั่งซื้อ', en: 'Purchase Order' },
      vat: 'none',
      choice: 'none',
    },
    allowedActions: ['ISSUED', 'CREATE RECEIVING INVENTORY', 'CREATE EXPENSE', 'REJECTED', 'RESET'],
  };
}

const paper: Item = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000001a1',
  organizationId: ORG_ID,
  type: 'PRODUCT',
  code: 'P-A4',
  name: 'กระดาษ A4',
  unit: 'รีม',
  sale_price: '150.00',
  sale_vat_inclusive: false,
  purchase_price: '110.00',
  purchase_vat_inclusive: false,
  vat_type: 'VAT7',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('purchase editor', { timeout: 60_000 }, () => {
  it('a new expense names the supplier and prices a picked product at its purchase price', async () => {
    fakeServer((call) =>
      call.url.pathname === `/items/organization/${ORG_ID}`
        ? jsonResponse({ data: [paper], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } })
        : undefined,
    );
    renderAt(`/${ORG_ID}/expenses/new`);
    expect(await screen.findByText('สร้างบันทึกค่าใช้จ่าย')).toBeTruthy();
    // The party block is the supplier's, and its picker asks for SUPPLIER contacts.
    expect(screen.getByText('ผู้จำหน่าย')).toBeTruthy();
    expect(screen.getByText('ชื่อผู้จำหน่าย')).toBeTruthy();
    // An expense records the supplier's tax invoice and books each line to an expense account.
    expect(screen.getByText('ใบกำกับภาษีของผู้จำหน่าย')).toBeTruthy();
    expect(screen.getByTestId('line-account-0')).toBeTruthy();

    const name = inputOf('line-name-0');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'กระดาษ' } });
    const option = await screen.findByRole('option', { name: /P-A4/ }, { timeout: 5_000 });
    // The option shows the purchase price per unit.
    expect(option.textContent).toContain('110.00 / รีม');
    fireEvent.click(option);
    // The purchase price 110.00, not the sale price 150.00; quantity 1 → 110.00 + VAT 7.70 = 117.70.
    await waitFor(() => expect(inputOf('line-price-0').value).toBe('110.00'));
    await waitFor(() => expect(screen.getByTestId('totals-grand').textContent).toBe('117.70'));
  });

  it('a stored expense shows the expense account its line was booked to', async () => {
    fakeServer((call) => {
      if (call.url.pathname === `/expenses/${EXPENSE_ID}`) return jsonResponse(expenseFixture());
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`)
        return jsonResponse({
          data: [
            {
              id: ACCOUNT_ID,
              code: '53032.01',
              nameTh: 'ค่าทำบัญชี',
              nameEn: 'Accounting fees',
              group: 5,
              type: 'expense',
              normalBalance: 'debit',
              isPostable: true,
              isActive: true,
              level: 2,
              balance: '0.00',
              lineCount: 0,
              hasChildren: false,
            },
          ],
        });
      return undefined;
    });
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    expect(await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001')).toBeTruthy();
    await waitFor(() => expect(inputOf('line-account-0').value).toBe('53032.01 ค่าทำบัญชี'));
  });

  it('a payment slip from an expense carries its 3 % WHT and pays 10,400.00', async () => {
    fakeServer((call) => {
      if (call.url.pathname === `/expenses/${EXPENSE_ID}`) return jsonResponse(expenseFixture());
      if (call.method === 'POST') return jsonResponse({ error: { code: 'TEST.STOP', message: 'stop' } }, 422);
      return undefined;
    });
    renderAt(`/${ORG_ID}/payment-slip/new?EXP=${EXPENSE_ID}`);
    expect(await screen.findByTestId('source-panel')).toBeTruthy();
    expect(screen.getByTestId('settlement-balance').textContent).toBe('ยอดค้างจ่าย 10,700.00');
    // The WHT of the expense (3 % of 10,000.00 = 300.00) is carried, labelled as ours to deduct.
    expect(inputOf('receipt-wht').value).toBe('300.00');
    expect(screen.getByText('ภาษีหัก ณ ที่จ่ายที่เราหักไว้ (50 ทวิ)')).toBeTruthy();
    // 10,700.00 − 300.00 = 10,400.00 paid to the supplier.
    await waitFor(() => expect(screen.getByTestId('totals-wht').textContent).toBe('300.00'));
    expect(screen.getByTestId('totals-payable').textContent).toBe('10,400.00');
    // The payment: from which account, how; the account is the organisation's.
    expect(screen.getByTestId('payment-fields')).toBeTruthy();

    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/payment-slip');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({ selectedInvoice: EXPENSE_ID });
    // The WHT is the bills' lines' (computed by the server per income type and rate): shown, not sent.
    expect(post?.body).not.toHaveProperty('whtAmount');
    // The supplier's tax invoice stays on the bill: a payment slip records none.
    expect(post?.body).not.toHaveProperty('supplierTaxInvoiceNo');
    expect(inputOf('receipt-wht').readOnly).toBe(true);
  });

  it('a purchase order offers receiving inventory and expenses in full and by quantity', async () => {
    fakeServer((call) =>
      call.url.pathname === `/purchase-orders/${ORDER_ID}` ? jsonResponse(orderFixture()) : undefined,
    );
    renderAt(`/${ORG_ID}/purchase-orders/${ORDER_ID}`);
    expect(await screen.findByText('ใบสั่งซื้อ PO202611230001')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-menu'));
    const full = await screen.findByTestId('action-CREATE RECEIVING INVENTORY');
    expect(full.dataset.href).toBe(`/${ORG_ID}/purchases/new?PO=${ORDER_ID}`);
    expect(screen.getByTestId('action-CREATE RECEIVING INVENTORY-QUANTITY').dataset.href).toBe(
      `/${ORG_ID}/purchases/new?PO=${ORDER_ID}&PARTIAL_TYPE=QUANTITY`,
    );
    expect(screen.getByTestId('action-CREATE EXPENSE-QUANTITY').dataset.href).toBe(
      `/${ORG_ID}/expenses/new?PO=${ORDER_ID}&PARTIAL_TYPE=QUANTITY`,
    );
    expect(screen.getByTestId('action-ISSUED').textContent).toBe('ออกเอกสาร');
  });

  it('Paid on an expense asks how the money went out, then sends it with the action', async () => {
    fakeServer((call) => {
      if (call.url.pathname === `/expenses/${EXPENSE_ID}`) return jsonResponse(expenseFixture());
      if (call.url.pathname === `/expenses/${EXPENSE_ID}/status`)
        return jsonResponse({ ...expenseFixture(), status: 'PAID', allowedActions: ['GOT RECEIPT'] });
      return undefined;
    });
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001');
    fireEvent.click(screen.getByTestId('action-menu'));
    fireEvent.click(await screen.findByTestId('action-PAID'));
    const dialog = await screen.findByTestId('payment-dialog');
    // Nothing is sent before the person confirms.
    expect(screen.getByText('ชำระแล้ว?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('payment-method'));
    fireEvent.click(await screen.findByRole('option', { name: 'เงินสด' }));
    expect(calls.some((call) => call.url.pathname.endsWith('/status'))).toBe(false);
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/status'))).toBe(true));
    // Paid today unless another day is typed (decision 0235; the bill is dated 22 November 2026).
    expect(calls.find((call) => call.url.pathname.endsWith('/status'))?.body).toEqual({
      action: 'PAID',
      collected_at: toCalendarDate(new Date()),
      paymentMethod: 'CASH',
    });
  });
});
