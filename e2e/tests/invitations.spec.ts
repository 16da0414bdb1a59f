// Invitations (issue #9 item 5): an owner invites an e-mail on the members page and copies the link (no
// e-mail is sent); the invited person signs up with that address, opens the link and accepts; only then is
// the organisation theirs too.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

/** Fills and sends the sign-up form (the page must be on /register). */
async function fillSignUp(page: Page, email: string, organization: string): Promise<void> {
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมศรี');
  await page.getByLabel('นามสกุล').fill('ทดสอบ');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน').fill('invitation test phrase');
  await page.getByLabel('ชื่อองค์กร').fill(organization);
  await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
}

test('an owner invites by e-mail; the invited person signs up, opens the link and accepts', async ({
  browser,
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const ownerOrg = `ร้านเจ้าของ ${stamp}`;
  const invitee = `invitee.${stamp}@example.test`;
  await page.goto('/register');
  await fillSignUp(page, `owner.${stamp}@example.test`, ownerOrg);
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/dashboard$/);
  await page.getByRole('link', { name: 'จัดการสมาชิก' }).click();
  await expect(page.getByRole('heading', { name: 'สมาชิก', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'เชิญสมาชิก' });
  await form.getByLabel('อีเมล').fill(invitee);
  await form.getByRole('button', { name: 'สร้างคำเชิญ' }).click();
  const linkField = page.getByRole('textbox', { name: /ลิงก์คำเชิญ/ });
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL ?? ''}/\\?invitation=`));
  await expect(page.getByRole('cell', { name: invitee })).toBeVisible(); // pending list
  await screenshot(page, '40-members-invitation-link');
  const link = await linkField.inputValue();

  // The invited person, in a browser of their own, opens the link signed out: sign-in page, then sign-up
  // with the invited address, then back on the link.
  const other = await browser.newContext({ baseURL });
  const guest = await other.newPage();
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/login\?next=/);
  await guest.getByRole('link', { name: 'สมัครใช้งาน' }).click();
  await fillSignUp(guest, invitee, `ร้านผู้รับเชิญ ${stamp}`);
  await expect(guest).toHaveURL(/\/\?invitation=/);
  const notice = guest.getByRole('region', { name: 'คำเชิญเข้าร่วมองค์กร' });
  await expect(notice.getByText(`คุณได้รับเชิญเข้าร่วม “${ownerOrg}”`, { exact: false })).toBeVisible();
  await screenshot(guest, '41-invitation-notice');
  await notice.getByRole('button', { name: 'ตอบรับ' }).click();
  await expect(guest.getByTestId('dashboard-organization')).toHaveText(ownerOrg);
  await guest.goto('/');
  await expect(guest.getByRole('link', { name: new RegExp(ownerOrg) })).toBeVisible();
  await other.close();

  // The owner's members page now lists the new member and no pending invitation.
  await page.reload();
  await expect(page.getByRole('cell', { name: invitee })).toBeVisible();
  await expect(page.getByText('ไม่มีคำเชิญที่รอตอบรับ')).toBeVisible();
});
