// A document's action menu (decision 0244): a status change (approve, …) as a bookkeeper clicks it on the
// document's page.
import { expect, type Page } from '@playwright/test';

/** Runs a status action of the open document's menu and waits for the badge to show `status`. */
export async function statusAction(page: Page, action: string, status: string): Promise<void> {
  await page.getByTestId('action-menu').click();
  await page.getByTestId(`action-${action}`).click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', status);
}
