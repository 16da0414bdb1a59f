// The one document editor as a bookkeeper fills it (decision 0244: e2e writes go through the screens): the party
// (a saved contact picked by search, or one typed on the document), the date, the warehouse, the supplier's tax
// invoice, the salesperson and project, and the lines (a product or service picked from the catalogue or a free
// line, its quantity, price, warehouse, account and WHT); saved with the editor's button.
import { expect, type Page } from '@playwright/test';
import { pickOption } from '../sales-helpers';

/** A saved contact picked by typing `search`; or a party typed on the document. */
export type PartyInput =
  { search: string; name: string } | { name: string; address?: string; taxId?: string; branch?: string };

export interface LineInput {
  /** A catalogue entry picked by its code; else `name` is a free line. */
  code?: string;
  name?: string;
  quantity: string;
  unit?: string;
  price: string;
  /** The line's expense account (purchase kinds), picked by its code. */
  account?: string;
  /** The line's WHT rate, as the select shows it without "%" ("3.00"). */
  wht?: string;
  /** A free purchase line buys a service (its VAT claimable once paid). */
  service?: boolean;
  /** The line's own warehouse, where it differs from the document's. */
  warehouse?: string;
}

export interface DocumentInput {
  party?: PartyInput;
  /** yyyy-mm-dd, typed in the Buddhist-era form the field shows. */
  date?: string;
  /** The document's warehouse, by the name the select shows ("WH01 · คลังสินค้าหลัก" or a bare name). */
  warehouse?: string;
  supplierInvoice?: { number: string; date?: string };
  salesName?: string;
  /** A project picked by its label ("P-01 ไซต์งานบางนา"). */
  project?: string;
  lines?: LineInput[];
  /** The discount on the whole document, as an amount. */
  discountAmount?: string;
}

export interface Saved {
  id: string;
  number: string;
}

/** yyyy-mm-dd → DD-MM-YYYY (พ.ศ.), as the date fields take it. */
export function thaiDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${Number(year) + 543}`;
}

export async function typeDate(page: Page, testId: string, iso: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.fill(thaiDate(iso));
  await field.press('Tab');
  await expect(field).toHaveValue(thaiDate(iso));
}

export async function chooseOption(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function pickAccount(page: Page, testId: string, code: string): Promise<void> {
  const account = page.getByTestId(testId);
  await account.click();
  await account.fill(code);
  await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${code.replace('.', '\\.')} `));
  await account.press('ArrowDown');
  await account.press('Enter');
  await expect(account).toHaveValue(new RegExp(`^${code.replace('.', '\\.')} `));
}

async function fillParty(page: Page, party: PartyInput): Promise<void> {
  const picker = page.getByTestId('contact-picker');
  if ('search' in party) {
    await pickOption(page, picker, party.search, new RegExp(party.name));
    return;
  }
  await picker.fill(party.name);
  if (party.address) await page.getByTestId('contact-address').fill(party.address);
  if (party.taxId) await page.getByTestId('contact-tax-id').fill(party.taxId);
  if (party.branch) await page.getByLabel('สาขา', { exact: true }).fill(party.branch);
}

async function fillLine(page: Page, index: number, line: LineInput): Promise<void> {
  if (line.code) {
    await pickOption(page, page.getByTestId(`line-name-${index}`), line.code, new RegExp(`^${line.code} · `));
  } else {
    await page.getByTestId(`line-name-${index}`).fill(line.name ?? '');
  }
  await page.getByTestId(`line-quantity-${index}`).fill(line.quantity);
  if (line.unit) await page.getByRole('textbox', { name: `หน่วย ${index + 1}`, exact: true }).fill(line.unit);
  await page.getByTestId(`line-price-${index}`).fill(line.price);
  if (line.warehouse) await chooseOption(page, `line-warehouse-${index}`, line.warehouse);
  if (line.service) await page.getByTestId(`line-type-${index}`).getByText('บริการ', { exact: true }).click();
  if (line.account) await pickAccount(page, `line-account-${index}`, line.account);
  if (line.wht) {
    if (!(await page.getByTestId(`line-wht-${index}`).isVisible()))
      await page.getByTestId('toggle-item-wht').click();
    await chooseOption(page, `line-wht-${index}`, `${line.wht}%`);
  }
}

/** Fills the open editor (a new document, or one made from another) with what `input` names. */
export async function fillDocument(page: Page, input: DocumentInput): Promise<void> {
  await expect(page.getByTestId('save-document')).toBeVisible({ timeout: 30_000 });
  if (input.party) await fillParty(page, input.party);
  if (input.date) await typeDate(page, 'document-date', input.date);
  if (input.warehouse) await chooseOption(page, 'document-warehouse', input.warehouse);
  if (input.salesName) await page.getByLabel('พนักงานขาย', { exact: true }).fill(input.salesName);
  if (input.project) await chooseOption(page, 'project-picker', input.project);
  if (input.supplierInvoice) {
    await page.getByTestId('supplier-invoice-number').fill(input.supplierInvoice.number);
    if (input.supplierInvoice.date) await typeDate(page, 'supplier-invoice-date', input.supplierInvoice.date);
  }
  for (const [index, line] of (input.lines ?? []).entries()) {
    if ((await page.getByTestId(`line-${index}`).count()) === 0) await page.getByTestId('add-line').click();
    await fillLine(page, index, line);
  }
  if (input.discountAmount) await page.getByTestId('discount-amount').fill(input.discountAmount);
}

/** Saves the open editor of `resource` (invoices, purchases…) and answers the saved document's id and number. */
export async function saveDocument(page: Page, orgId: string, resource: string): Promise<Saved> {
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/${resource}/[0-9a-f-]{36}$`), { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const number = page.getByTestId('document-number');
  await expect(number).not.toHaveValue('—');
  return { id, number: await number.inputValue() };
}

/** Opens /{resource}/new (with `query`, as the action menu's links do), fills it and saves it. */
export async function createDocument(
  page: Page,
  orgId: string,
  resource: string,
  input: DocumentInput,
  query = '',
): Promise<Saved> {
  await page.goto(`/${orgId}/${resource}/new${query}`);
  await fillDocument(page, input);
  return saveDocument(page, orgId, resource);
}
