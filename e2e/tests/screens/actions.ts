// A document's action menu (decision 0244): a status change (approve, …) and the payment dialog of
// Receive Payment / Paid, as a bookkeeper clicks them on the document's page.
import { expect, type Page } from '@playwright/test';
import { chooseOption, typeDate } from './documents';

/** Runs a status action of the open document's menu and waits for the badge to show `status`. */
export async function statusAction(page: Page, action: string, status: string): Promise<void> {
  await page.getByTestId('action-menu').click();
  await page.getByTestId(`action-${action}`).click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', status);
}

export interface PaymentInput {
  /** The method as the select shows it ("เงินสด", "โอนเงิน"). */
  method?: string;
  /** The money account, by a part of its label (its number). */
  account?: RegExp;
  date?: string;
  bankFee?: string;
}

/** Opens Receive Payment or Paid from the menu and fills the dialog; submits it unless told not to. */
export async function openPaymentDialog(
  page: Page,
  action: 'RECEIVE PAYMENT' | 'PAID',
  payment: PaymentInput,
) {
  await page.getByTestId('action-menu').click();
  await page.getByTestId(`action-${action}`).click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog).toBeVisible();
  if (payment.date) await typeDate(page, 'payment-date', payment.date);
  if (payment.method) await chooseOption(page, 'payment-method', payment.method);
  if (payment.account) await chooseOption(page, 'payment-account', payment.account);
  if (payment.bankFee) await dialog.getByTestId('payment-bank-fee').fill(payment.bankFee);
  return dialog;
}
