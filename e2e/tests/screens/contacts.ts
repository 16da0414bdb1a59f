// The contact form as a bookkeeper fills it (decision 0244: e2e writes go through the screens): a customer or a
// supplier with its tax id and branch, saved from /contacts/new; answers its id, read from the list's link.
import { expect, type Page } from '@playwright/test';

export interface ContactInput {
  type: 'CLIENT' | 'SUPPLIER';
  name: string;
  taxId?: string;
  branch?: string;
  /** The structured address as typed (no postcode look-up picked). */
  address?: { number: string; road?: string; district?: string; province?: string; postcode?: string };
}

export async function createContact(page: Page, orgId: string, contact: ContactInput): Promise<string> {
  await page.goto(`/${orgId}/contacts/new`);
  const form = page.getByRole('form');
  await expect(page.getByLabel('ชื่อ (ภาษาไทย)')).toBeVisible({ timeout: 30_000 });
  await form
    .getByRole('radiogroup', { name: 'ประเภทผู้ติดต่อ' })
    .getByText(contact.type === 'SUPPLIER' ? 'ผู้จำหน่าย' : 'ลูกค้า', { exact: true })
    .click();
  await page.getByLabel('ชื่อ (ภาษาไทย)').fill(contact.name);
  if (contact.taxId) await page.getByLabel('เลขประจำตัวผู้เสียภาษี').fill(contact.taxId);
  if (contact.branch) await page.getByLabel('สาขา', { exact: true }).fill(contact.branch);
  const address = contact.address;
  if (address) {
    await page.getByLabel('เลขที่ อาคาร หมู่ ซอย').fill(address.number);
    if (address.road) await page.getByLabel('ถนน', { exact: true }).fill(address.road);
    if (address.postcode) await page.getByLabel('รหัสไปรษณีย์').fill(address.postcode);
    if (address.district) await page.getByLabel('อำเภอ / เขต').fill(address.district);
    if (address.province) await page.getByLabel('จังหวัด').fill(address.province);
  }
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts$`));
  await page.getByRole('searchbox').fill(contact.name);
  const link = page.getByRole('link', { name: contact.name, exact: true });
  await expect(link).toHaveCount(1);
  const id = (await link.getAttribute('href'))?.split('/').at(-1) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}
