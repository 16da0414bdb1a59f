// Helpers of the report specs: creating documents through the API as the signed-in user, reading a report
// table's footer, and catching a download (its file name, text and first bytes).
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken } from './sales-helpers';

/** POST an API path as the signed-in user; expects 201 and answers the created body. */
export async function apiPost(page: Page, path: string, body: unknown): Promise<Record<string, unknown>> {
  const token = await apiToken(page);
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

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
