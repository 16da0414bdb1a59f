// Helpers of the sales-documents spec: picking from a search-as-you-type field, reading the totals panel, and
// reading a document from the API with the signed-in user's token (to compare with the screen).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a picker field, waits until the server's suggestions show the wanted one first, and picks it
 * with the keyboard (ArrowDown, Enter), as a keyboard user would.
 */
export async function pickOption(page: Page, field: Locator, search: string, option: RegExp): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.fill(search);
  await expect(page.getByRole('option').first()).toHaveText(option);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
}

/** The figures of the totals panel as shown ("4,526.10"). */
export async function totalsOnScreen(page: Page): Promise<Record<string, string>> {
  const read = async (testId: string) => {
    const locator = page.getByTestId(testId);
    return (await locator.count()) > 0 ? ((await locator.textContent()) ?? '').trim() : '';
  };
  return {
    subtotal: await read('totals-subtotal'),
    discount: await read('totals-discount'),
    net: await read('totals-net'),
    vat: await read('totals-vat'),
    grand: await read('totals-grand'),
  };
}

/**
 * GET an API path as the signed-in user. The web app keeps its access token in memory, so the test gets its
 * own through the page's refresh cookie (which rotates it in the browser context too).
 */
/** The access token of the browser's session, or null when it has none (the test signed out). */
export async function sessionToken(page: Page): Promise<string | null> {
  // eslint-disable-next-line no-restricted-syntax -- the token refresh writes no data: it lets the test read figures back (decision 0244)
  const refreshed = await page.request.post('/auth/refresh', { headers: { 'X-Requested-With': 'e2e' } });
  if (!refreshed.ok()) return null;
  return ((await refreshed.json()) as { token: string }).token;
}

export async function apiToken(page: Page): Promise<string> {
  const token = await sessionToken(page);
  if (token === null) throw new Error('The page has no session: sign in before reading figures back');
  return token;
}

export async function apiGet(
  page: Page,
  path: string,
): Promise<Record<string, unknown> & { totals: Record<string, string> }> {
  const token = await apiToken(page);
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
  return (await response.json()) as Record<string, unknown> & { totals: Record<string, string> };
}
