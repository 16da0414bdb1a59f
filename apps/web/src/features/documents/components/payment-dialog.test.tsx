// The payment dialog's Receive Payment in a DOM against a fake server: it opens on the invoice's balance with the WHT
// carried over and the organisation's first bank account, shows the money received as figures are typed,
// refuses in Thai before sending, posts a receipt the API contract accepts, and shows a server refusal on its
// field by error code.
import { createDocumentSchema, type SalesDocument } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { paymentDialogOf } from '../model/receive-payment';
import { ORG_ID, quotationFixture } from '../model/test-fixtures';
import { PaymentDialog } from './payment-dialog';

const INVOICE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
const RECEIPT_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d2';
const BANK_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e1';
const CONTACT_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';

/** 10,700.00 with WHT 300.00; 5,350.00 still owed. */
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

function fakeServer(receiptAnswer: () => Response) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path === `/bank-accounts/organization/${ORG_ID}`) {
      return Promise.resolve(
        jsonResponse({
          data: [
            {
              id: BANK_ID,
              organizationId: ORG_ID,
              bankCode: 'KBANK',
              bankNameTh: 'ธนาคารกสิกรไทย',
              bankNameEn: 'Kasikornbank',
              accountNumber: '123-4-56789-0',
              glAccountCode: '11121.01',
              created_at: '2026-11-01T00:00:00.000Z',
              updated_at: '2026-11-01T00:00:00.000Z',
            },
          ],
        }),
      );
    }
    if (path === `/refunds/customer/${CONTACT_ID}`) {
      return Promise.resolve(
        jsonResponse({
          contact_id: CONTACT_ID,
          credit: '400.00',
          refunded: '0.00',
          used: '0.00',
          available: '400.00',
        }),
      );
    }
    if (path === '/receipts' && init?.method === 'POST') return Promise.resolve(receiptAnswer());
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
}

function renderDialog() {
  const mode = paymentDialogOf(invoice, 'RECEIVE PAYMENT');
  if (!mode) throw new Error('no dialog');
  renderRoutes(
    [{ path: '/', element: <PaymentDialog organizationId={ORG_ID} mode={mode} onClose={() => {}} /> }],
    '/',
  );
}

function type(testId: string, value: string) {
  const element = screen.getByTestId(testId);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  fireEvent.change(input, { target: { value } });
}
const value = (testId: string) => screen.getByTestId<HTMLInputElement>(testId).value;

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('Receive Payment dialog', { timeout: 60_000 }, () => {
  it('opens on the balance with the WHT carried over, refuses in Thai, then posts the receipt', async () => {
    fakeServer(() => jsonResponse({ ...invoice, id: RECEIPT_ID, kind: 'RE', number: 'RE202611230001' }, 201));
    renderDialog();
    expect(await screen.findByText('รับชำระเงิน INV202611230001')).toBeTruthy();
    expect(value('payment-amount')).toBe('5,350.00');
    // 300.00 × 5,350.00 / 10,700.00 = 150.00 carried over
    expect(value('payment-wht')).toBe('150.00');
    // The first bank account, by transfer; 5,350.00 − 150.00 = 5,200.00 received
    await waitFor(() => expect(value('payment-method')).toBe('โอนเงิน'));
    expect(screen.getByTestId('payment-received').textContent).toBe('ยอดเงินที่ได้รับ: 5,200.00');

    // 500.00 of credit when 400.00 is open: refused before sending, in Thai.
    await screen.findByTestId('payment-customer-credit');
    type('payment-customer-credit', '500');
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText('มากกว่าเครดิตลูกค้าคงเหลือ')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // 100.00 of credit, a 25.00 fee: 5,350.00 − 150.00 − 25.00 − 100.00 = 5,075.00 received.
    type('payment-customer-credit', '100');
    type('payment-bank-fee', '25');
    type('payment-reference', 'KB-7781');
    expect(screen.getByTestId('payment-received').textContent).toBe('ยอดเงินที่ได้รับ: 5,075.00');
    fireEvent.click(screen.getByTestId('payment-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      organizationId: ORG_ID,
      selectedInvoice: INVOICE_ID,
      whtAmount: '150.00',
      customerCreditAmount: '100.00',
      paymentMethod: 'TRANSFER',
      paymentAccountId: BANK_ID,
      paymentReference: 'KB-7781',
      bankFee: '25',
    });
    expect(post?.body).not.toHaveProperty('partialAmount');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
  });

  it("shows the server's refusal on its field, by error code, in Thai", async () => {
    fakeServer(() =>
      jsonResponse(
        {
          error: {
            code: 'RECEIPT.CUSTOMER_CREDIT_EXCEEDED',
            message: 'The credit used 300.00 exceeds the customer credit 200.00',
            details: [
              {
                path: 'customerCreditAmount',
                message: 'The credit used 300.00 exceeds the customer credit 200.00',
                code: 'RECEIPT.CUSTOMER_CREDIT_EXCEEDED',
              },
            ],
          },
        },
        422,
      ),
    );
    renderDialog();
    await screen.findByTestId('payment-customer-credit');
    type('payment-customer-credit', '300');
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findAllByText('ยอดเครดิตที่ใช้มากกว่าเครดิตคงเหลือของลูกค้า')).not.toHaveLength(0);
  });
});
