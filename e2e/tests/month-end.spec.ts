// A month of a small Thai company clicked through the screens as a bookkeeper would (issue 24 "The mechanism":
// e2e writes go through the screens; decision 0243). The API is used only to sign up (the fixture) and to read
// figures back with GETs. October 2026 (ตุลาคม 2569), in an empty organisation of its own, step by step in
// ./month-end/*.ts, each with its figures worked out by hand (the ภ.พ.36 of October is filed and paid in
// November, as it is due); the books check closes the story with no skips.
import { signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { setUpCatalogue } from './month-end/setup';
import { buyCoffee } from './month-end/purchase';
import { buyNotebookAsAsset, buyServiceFromAbroad, payFreelancer } from './month-end/expenses';
import { moveAndCountStock } from './month-end/stock';
import { runPayroll } from './month-end/payroll';
import { fileAndClose, managePurchaseVat } from './month-end/tax';
import { readReconciliations } from './month-end/reports';

test('a month of a small company through the screens: the books reconcile', async ({ page }) => {
  test.setTimeout(1_200_000);
  const orgId = await signUpToEmptyOrganization(page, `บริษัท สิ้นเดือน ${Date.now()} จำกัด`);
  await test.step('suppliers, the coffee and the branch warehouse', () => setUpCatalogue(page, orgId));
  const bought = await test.step('PO → receiving into WH01 → payment slip with 3 % WHT → 50 ทวิ', () =>
    buyCoffee(page, orgId));
  await test.step('a service from abroad (ภ.พ.36)', () => buyServiceFromAbroad(page, orgId));
  const notebook = await test.step('a notebook → an asset from its line → October depreciation', () =>
    buyNotebookAsAsset(page, orgId));
  await test.step('a designer paid at once with 3 % WHT (PND3)', () => payFreelancer(page, orgId));
  await test.step('a transfer to the branch and its count', () => moveAndCountStock(page, orgId));
  await test.step('payroll for three: a joiner on the 30th, one above the SSO ceiling', () =>
    runPayroll(page, orgId));
  await test.step('manage purchase VAT', () =>
    managePurchaseVat(page, orgId, [
      { number: bought.receivingNumber, parts: ['GOODS', 'SERVICES'] },
      { number: notebook },
    ]));
  await test.step('every report banner matches the books', () => readReconciliations(page, orgId));
  await test.step('PP30, PND3/PND53 files, close the VAT month, lock October; ภ.พ.36 paid in November', () =>
    fileAndClose(page, orgId));
  await test.step('the books check', () => expectBooksReconcile(page, orgId));
});
