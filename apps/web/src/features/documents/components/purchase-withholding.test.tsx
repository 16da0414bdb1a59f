// The purchase editor's withholding choices in a DOM against a fake server (issue #11 remainder): a line with
// WHT picks its 50 ทวิ income row (row 5 until chosen), the document says who bears the WHT (borne: the
// supplier is paid in full), both are sent on save and read back; and a payment slip opened from receiving
// inventory also pays an expense of the same supplier, picked from the expenses list.
import { createDocumentSchema, updateDocumentSchema, type SalesDocument } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../lib/test-dom';
import { ORG_ID } from '../model/test-fixtures';
import {
  EXPENSE_ID,
  SUPPLIER_ID,
  calls,
  expenseFixture,
  fakeServer,
  inputOf,
  renderAt,
} from './purchase-test-support';

const RECEIVING_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000b7';

/** Receiving inventory of goods: 1 × 5,000.00, VAT 350.00, grand total 5,350.00, no WHT, all still to pay. */
function receivingFixture(): SalesDocument {
  const expense = expenseFixture();
  return {
    ...expense,
    id: RECEIVING_ID,
    kind: 'RI',
    number: 'RI202611230001',
    net_total: '5000.00',
    vat_amount: '350.00',
    grand_total: '5350.00',
    totals: {
      ...expense.totals,
      subtotal: '5000.00',
      amountAfterDiscount: '5000.00',
      vatBase: '5000.00',
      vat: '350.00',
      net_total: '5000.00',
      grand_total: '5350.00',
      whtAmount: '0.00',
      amountDue: '5350.00',
      taxes: [{ vatType: 'VAT7', base: '5000.00', vat: '350.00' }],
    },
    taxPoint: { ...expense.taxPoint, title: { th: 'ใบรับสินค้า', en: 'Receiving Inventory' } },
    items: [],
    progress: { paid: '0.00', balance: '5350.00' },
  };
}

const summaryOf = (document: SalesDocument) => ({
  id: document.id,
  organizationId: ORG_ID,
  kind: document.kind,
  number: document.number,
  status: document.status,
  date: document.date,
  contactId: SUPPLIER_ID,
  contact_name: document.contact_name,
  net_total: document.net_total,
  vat_amount: document.vat_amount,
  grand_total: document.grand_total,
  createdAt: '2026-11-23T02:00:00.000Z',
});

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('purchase withholding choices', { timeout: 60_000 }, () => {
  it('a line with WHT picks its income row and the expense says who bears the WHT; both are sent', async () => {
    fakeServer((call) => {
      if (call.url.pathname === `/expenses/${EXPENSE_ID}` && call.method === 'GET')
        return jsonResponse(expenseFixture());
      if (call.method === 'PUT') return jsonResponse({ error: { code: 'TEST.STOP', message: 'stop' } }, 422);
      return undefined;
    });
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001');
    // No row stored: the server's default, row 5 (services, rent, … under s.3 tres), is shown.
    expect(screen.getByText('ประเภทเงินได้ (50 ทวิ)')).toBeTruthy();
    expect(inputOf('line-income-type-0').value).toMatch(/^5 การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย/);
    fireEvent.click(inputOf('line-income-type-0'));
    fireEvent.click(await screen.findByRole('option', { name: '2 ค่าธรรมเนียม ค่านายหน้า ฯลฯ' }));
    await waitFor(() => expect(inputOf('line-income-type-0').value).toBe('2 ค่าธรรมเนียม ค่านายหน้า ฯลฯ'));

    // Withheld at source: 10,700.00 − 300.00 = 10,400.00 paid to the supplier.
    expect(inputOf('wht-payer-select').value).toBe('หัก ณ ที่จ่าย');
    expect(screen.getByTestId('totals-payable').textContent).toBe('10,400.00');
    fireEvent.click(inputOf('wht-payer-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'ออกให้ครั้งเดียว' }));
    // Borne once: the supplier is paid the whole 10,700.00; the WHT 300.00 is still shown (ours to remit).
    await waitFor(() => expect(screen.getByTestId('totals-payable').textContent).toBe('10,700.00'));
    expect(screen.getByTestId('totals-wht').textContent).toBe('300.00');
    expect(screen.getByTestId('wht-payer-hint').textContent).toContain('ผู้จำหน่ายได้รับเงินเต็มจำนวน');

    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/expenses/${EXPENSE_ID}`);
    expect(updateDocumentSchema.safeParse(put?.body).success).toBe(true);
    expect(put?.body).toMatchObject({
      whtPayer: 'PAID_ONE_TIME',
      items: [{ name: 'ค่าทำบัญชี', wht_percent: '3.00', wht_income_type: '2' }],
    });
  });

  it('reads back a stored income row and a payer bearing the WHT continuously', async () => {
    const stored: SalesDocument = {
      ...expenseFixture(),
      whtPayer: 'PAID_CONTINUOUSLY',
      items: expenseFixture().items.map((line) => ({ ...line, wht_income_type: '3' as const })),
      totals: { ...expenseFixture().totals, amountDue: '10700.00' },
    };
    fakeServer((call) =>
      call.url.pathname === `/expenses/${EXPENSE_ID}` ? jsonResponse(stored) : undefined,
    );
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001');
    expect(inputOf('line-income-type-0').value).toBe('3 ค่าแห่งลิขสิทธิ์ ฯลฯ');
    expect(inputOf('wht-payer-select').value).toBe('ออกให้ตลอดไป');
    expect(screen.getByTestId('totals-payable').textContent).toBe('10,700.00');
  });

  it('in English the row and the payer are English', async () => {
    await i18n.changeLanguage('en');
    fakeServer((call) =>
      call.url.pathname === `/expenses/${EXPENSE_ID}` ? jsonResponse(expenseFixture()) : undefined,
    );
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    await waitFor(() => expect(inputOf('wht-payer-select').value).toBe('Withheld at source'));
    expect(inputOf('line-income-type-0').value).toMatch(/^5 Payments under the s\.3 tres orders/);
    expect(screen.getByText('Who bears the withholding tax')).toBeTruthy();
  });

  it('a payment slip from receiving inventory also pays an expense of the same supplier', async () => {
    fakeServer((call) => {
      const path = call.url.pathname;
      if (path === `/purchases/${RECEIVING_ID}`) return jsonResponse(receivingFixture());
      if (path === `/expenses/${EXPENSE_ID}`) return jsonResponse(expenseFixture());
      if (path === `/expenses/organization/${ORG_ID}`)
        return jsonResponse({
          data: [summaryOf(expenseFixture())],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        });
      if (call.method === 'POST') return jsonResponse({ error: { code: 'TEST.STOP', message: 'stop' } }, 422);
      return undefined;
    });
    renderAt(`/${ORG_ID}/payment-slip/new?RI=${RECEIVING_ID}`);
    expect(await screen.findByTestId('source-panel')).toBeTruthy();
    // The expense is offered beside the receiving inventory, named by its kind.
    const expense = await screen.findByTestId('cumulative-EXP202611230001');
    expect(screen.getByText(/^บันทึกค่าใช้จ่าย EXP202611230001 · /)).toBeTruthy();
    fireEvent.click(expense.querySelector('input') ?? expense);
    // 5,350.00 + 10,700.00 = 16,050.00; the expense's WHT 300.00 is carried; 16,050.00 − 300.00 = 15,750.00.
    // The picked expense is loaded after the draft settles (debounced): a generous wait on a loaded machine.
    const loaded = { timeout: 15_000 };
    await waitFor(() => expect(screen.getByTestId('totals-grand').textContent).toBe('16,050.00'), loaded);
    await waitFor(() => expect(inputOf('receipt-wht').value).toBe('300.00'), loaded);
    await waitFor(() => expect(screen.getByTestId('totals-payable').textContent).toBe('15,750.00'), loaded);

    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/payment-slip');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({
      isCumulative: true,
      cumulativeInvoices: [RECEIVING_ID, EXPENSE_ID],
      whtPayer: 'TAX_AT_SOURCE',
    });
    expect(post?.body).not.toHaveProperty('whtAmount');
  });
});
