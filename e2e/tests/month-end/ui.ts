// Small screen helpers of the month-end spec (issue 24 "e2e writes go through the screens"): every write is a
// click or a keystroke on a screen; the API is only read (GET) to read figures back.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../sales-helpers';

/** The month of the story: October 2026 (ตุลาคม 2569), a past month when the spec runs. */
export const MONTH = '2026-10';
/** A day of that month typed as the Thai screens read it: DD-MM-YYYY in the Buddhist era. */
export const day = (d: number): string => `${String(d).padStart(2, '0')}-10-2569`;
export const iso = (d: number): string => `${MONTH}-${String(d).padStart(2, '0')}`;

/** Types a date into a date field (DD-MM-YYYY, B.E.) and leaves it, as a keyboard user would. */
export async function typeDate(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
}

/** Opens a select by its label and picks an option by its exact name. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Picks an account in an account search field by its code (the first suggestion must be that code). */
export async function pickAccount(page: Page, field: Locator, code: string): Promise<void> {
  await field.click();
  await field.fill(code);
  await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${code} `));
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(new RegExp(`^${code} `));
}

/** The id at the end of the page's URL (/{orgId}/purchases/{id}). */
export const idInUrl = (page: Page): string => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** A toast that says `text` (sonner). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** GET an API path as the signed-in user (reads only). */
export async function read<T>(page: Page, path: string): Promise<T> {
  const token = await apiToken(page);
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
  return (await response.json()) as T;
}

/** The closing balance (debit − credit, in the account's sign as a decimal string) of accounts on the TB. */
export async function balances(page: Page, orgId: string, codes: readonly string[]) {
  const tb = await read<{ rows: { code: string; closing: { debit: string; credit: string } }[] }>(
    page,
    `/reports/trial-balance/organization/${orgId}?from=${MONTH}-01&to=${MONTH}-31`,
  );
  return Object.fromEntries(
    codes.map((code) => {
      const row = tb.rows.find((r) => r.code === code);
      return [code, row ? row.closing : { debit: '0.00', credit: '0.00' }];
    }),
  );
}
