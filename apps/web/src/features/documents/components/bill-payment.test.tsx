// Paying a purchase bill on the screen (issue 24 item 6), in a DOM against a fake server: the Paid dialog asks
// the day the money went out (today by default, typed as DD-MM-YYYY of the Buddhist era), refuses a day before
// the bill or on or before the lock date in Thai before sending, and sends it as collected_at (the date of the
// payment entry and of the 50 ทวิ, decision 0235); a bill its payment slips paid in full (PAID, decision 0236)
// offers neither Paid nor Create payment slip; a payment slip shows as paid (decision 0236).
import type { SalesDocument } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate, toCalendarDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../lib/test-dom';
import { ORG_ID } from '../model/test-fixtures';
import { EXPENSE_ID, calls, expenseFixture, fakeServer, renderAt } from './purchase-test-support';

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

const statusCalls = () => calls.filter((call) => call.url.pathname.endsWith('/status'));

/** The expense of 22 November 2026 with the lock date the server answers. */
function serve(lockDate: string | undefined, answer: SalesDocument = expenseFixture()) {
  fakeServer((call) => {
    if (call.url.pathname === `/expenses/${EXPENSE_ID}`) return jsonResponse(answer);
    if (call.url.pathname === `/periods/organization/${ORG_ID}`)
      return jsonResponse({ closedYears: [], ...(lockDate ? { lockDate } : {}) });
    if (call.url.pathname === `/expenses/${EXPENSE_ID}/status`)
      return jsonResponse({ ...expenseFixture(), status: 'PAID', allowedActions: ['GOT RECEIPT'] });
    return undefined;
  });
}

async function openPaid() {
  renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
  await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001');
  fireEvent.click(screen.getByTestId('action-menu'));
  fireEvent.click(await screen.findByTestId('action-PAID'));
  return screen.findByTestId('payment-dialog');
}

describe('Paid on a purchase bill', { timeout: 60_000 }, () => {
  it('asks the day paid (today by default), refuses a day before the bill or in the locked period', async () => {
    serve('2026-11-22');
    const dialog = await openPaid();
    const date = within(dialog).getByRole('textbox', { name: 'วันที่จ่ายเงิน' });
    // Today, shown in the Buddhist era.
    expect((date as HTMLInputElement).value).toBe(formatDisplayDate(toCalendarDate(new Date()) ?? '', 'BE'));
    fireEvent.click(within(dialog).getByTestId('payment-method'));
    fireEvent.click(await screen.findByRole('option', { name: 'เงินสด' }));
    const type = (value: string) => {
      fireEvent.change(date, { target: { value } });
      fireEvent.blur(date);
    };
    // 21-11-2569 = 21 November 2026, the day before the bill.
    type('21-11-2569');
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('ต้องไม่ก่อนวันที่ของเอกสาร')).toBeTruthy();
    // The bill's own day, but the books are locked up to it.
    type('22-11-2569');
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('งวดบัญชีของวันที่นี้ปิดแล้ว')).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
    // The next day: sent with the action, by the keyboard (Enter records).
    type('23-11-2569');
    fireEvent.submit(dialog);
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(statusCalls()[0]?.body).toEqual({
      action: 'PAID',
      collected_at: '2026-11-23',
      paymentMethod: 'CASH',
    });
  });

  it('shows the server’s refusal of the day on the date field, in Thai', async () => {
    fakeServer((call) => {
      if (call.url.pathname === `/expenses/${EXPENSE_ID}`) return jsonResponse(expenseFixture());
      if (call.url.pathname === `/periods/organization/${ORG_ID}`) return jsonResponse({ closedYears: [] });
      if (call.url.pathname === `/expenses/${EXPENSE_ID}/status`) {
        const message = 'The date 2026-11-22 is in a locked period';
        return jsonResponse(
          {
            error: {
              code: 'LEDGER.PERIOD_LOCKED',
              message,
              details: [{ path: 'collected_at', code: 'LEDGER.PERIOD_LOCKED', message }],
            },
          },
          422,
        );
      }
      return undefined;
    });
    const dialog = await openPaid();
    fireEvent.click(within(dialog).getByTestId('payment-method'));
    fireEvent.click(await screen.findByRole('option', { name: 'เงินสด' }));
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(
      await within(dialog).findByText('งวดบัญชีของวันที่นี้ปิดแล้ว กรุณาติดต่อเจ้าของกิจการเพื่อเลื่อนวันปิดงวด'),
    ).toBeTruthy();
  });
});

describe('a bill its payment slips paid in full', { timeout: 60_000 }, () => {
  it('is shown PAID and offers neither Paid nor Create payment slip', async () => {
    // What the API answers for it (decision 0236): PAID, nothing left to do on it.
    serve(undefined, {
      ...expenseFixture(),
      status: 'PAID',
      allowedActions: [],
      progress: { paid: '10700.00', balance: '0.00' },
    });
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001');
    expect(screen.getAllByTestId('status-badge')[0]?.textContent).toBe('ชำระแล้ว');
    fireEvent.click(screen.getByTestId('action-menu'));
    expect(await screen.findByText('ไม่มีการดำเนินการในสถานะนี้')).toBeTruthy();
    expect(screen.queryByTestId('action-PAID')).toBeNull();
    expect(screen.queryByTestId('action-CREATE SCHEDULE PAYMENT/PAYMENT SLIP')).toBeNull();
  });
});
