// The projects page (decision 0244): a project added from its dialog by code and name.
import { expect, type Page } from '@playwright/test';

export async function createProject(page: Page, orgId: string, project: { code: string; name: string }) {
  await page.goto(`/${orgId}/accounting/projects`);
  await page.getByRole('button', { name: 'เพิ่มโปรเจกต์' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(project.code);
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(project.name);
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'โปรเจกต์' })).toContainText(project.name);
}
