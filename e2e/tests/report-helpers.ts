// Helpers of the report specs (their documents are made on the screens: screens/*.ts): opening a report and
// reading its table, picking a filter, and catching a download (its file name, text and first bytes).
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The footer cells of the table named `table`, as shown. */
export async function footerCells(page: Page, table: string): Promise<string[]> {
  const cells = page.getByRole('table', { name: table }).locator('tfoot').getByRole('cell');
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

export interface Downloaded {
  name: string;
  text: string;
  /** The first four bytes as latin1 ('%PDF', 'PK\u0003\u0004'). */
  head: string;
}

/** Runs `trigger` and answers the file the browser downloaded because of it. */
export async function downloadOf(page: Page, trigger: () => Promise<void>): Promise<Downloaded> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const bytes = readFileSync(await file.path());
  return {
    name: file.suggestedFilename(),
    text: bytes.toString('utf8'),
    head: bytes.subarray(0, 4).toString('latin1'),
  };
}

export const PDF_MAGIC = '%PDF';
export const XLSX_MAGIC = 'PK\u0003\u0004';

/** Opens a report page and waits for its heading and rows. */
export async function openReport(page: Page, url: string, title: string, rows: number): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: title }).locator('tbody tr')).toHaveCount(rows, {
    timeout: 30_000,
  });
}

export const rowsOf = (page: Page, title: string) =>
  page.getByRole('table', { name: title }).locator('tbody tr');

export const csvOf = (page: Page, title: string) =>
  downloadOf(page, () => page.getByRole('button', { name: `ดาวน์โหลด${title}เป็น CSV` }).click());

/** The business reports' export menu for October 2026: XLSX and both PDFs start with their magic bytes. */
export async function checkExportMenu(page: Page, title: string, name: string): Promise<void> {
  for (const [item, extension, magic] of [
    ['Excel (XLSX)', 'xlsx', XLSX_MAGIC],
    ['PDF ภาษาไทย', 'pdf', PDF_MAGIC],
    ['PDF ภาษาอังกฤษ', 'pdf', PDF_MAGIC],
  ] as const) {
    await page.getByRole('button', { name: `ส่งออก${title}` }).click();
    const file = await downloadOf(page, () => page.getByRole('menuitem', { name: item }).click());
    expect(file.name).toBe(`${name}-2026-10-01-2026-10-31.${extension}`);
    expect(file.head).toBe(magic);
  }
}

/** Picks an entry of a searchable filter (supplier, product); the choice goes into the URL. */
export async function pickFilter(page: Page, label: string, search: string, option: string, param: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(page).toHaveURL(new RegExp(`${param}=`));
}

export async function rowCells(page: Page, testId: string): Promise<string[]> {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  return (await page.getByTestId(testId).getByRole('cell').allInnerTexts()).map((text) => text.trim());
}
