// The rest of a quotation and cumulative documents (issue 10 §3). Every document is made on its editor
// (decision 0244). Figures by hand:
//   quotation 3 × 333.33 ชิ้น + 1 × 100.01 ชุด = 1,100.00 less 10.01 = 1,089.99; VAT 76.30; 1,166.29.
//   30 %: 326.997 → 327.00, VAT 22.89, 349.89. The rest, 70 %: exactly 762.99, VAT 53.41, 816.40.
//   349.89 + 816.40 = 1,166.29.
//   Two invoices of one customer: 100.00 + VAT 7.00 = 107.00 and 250.00 + VAT 17.50 = 267.50; one cumulative
//   billing note over both: 374.50, VAT 24.50.
import { expect, screenshot, signInToDemo, test } from './fixtures';
import { createDocument } from './screens/documents';
import { apiGet, totalsOnScreen } from './sales-helpers';

const customer = (label: string) => ({
  name: `ลูกค้า ${label} ${Date.now()}`,
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
});

test('a quotation billed 30% + the remaining 70% exactly', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await signInToDemo(page);
  const quotation = await createDocument(page, orgId, 'quotations', {
    party: customer('ส่วนที่เหลือ'),
    lines: [
      { name: 'แผงโซลาร์', quantity: '3', unit: 'ชิ้น', price: '333.33' },
      { name: 'ค่าติดตั้ง', quantity: '1', unit: 'ชุด', price: '100.01' },
    ],
    discountAmount: '10.01',
  });
  const quotationId = quotation.id;
  expect((await apiGet(page, `/quotations/${quotationId}`)).totals).toMatchObject({
    net_total: '1089.99',
    vat: '76.30',
    grand_total: '1166.29',
  });

  // 30 % from the screen.
  await page.goto(`/${orgId}/billing-notes/new?QT=${quotationId}&PARTIAL_TYPE=PERCENTAGE`);
  await page.getByTestId('partial-percent').fill('30');
  await expect(page.getByTestId('totals-grand')).toHaveText('349.89', { timeout: 30_000 });
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/billing-notes/[0-9a-f-]{36}$`));
  const first = await apiGet(page, `/billing-notes/${new URL(page.url()).pathname.split('/').at(-1) ?? ''}`);
  expect(first.totals).toMatchObject({ net_total: '327.00', vat: '22.89', grand_total: '349.89' });

  // The quotation is in PARTIALS: its menu offers the rest and Reset.
  await page.goto(`/${orgId}/quotations/${quotationId}`);
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'PARTIALS');
  await page.getByTestId('action-menu').click();
  await expect(page.getByTestId('action-RESET')).toBeVisible();
  await page.getByTestId('action-ADD PARTIAL BILLING NOTE-PERCENTAGE').click();
  // Prefilled with exactly the rest.
  await expect(page.getByTestId('partial-percent')).toHaveValue('70.00', { timeout: 30_000 });
  await expect(page.getByTestId('totals-grand')).toHaveText('816.40');
  expect(await totalsOnScreen(page)).toMatchObject({ net: '762.99', vat: '53.41', grand: '816.40' });
  // Typed over, the button puts the rest back.
  await page.getByTestId('partial-percent').fill('10');
  await page.getByTestId('bill-rest').click();
  await expect(page.getByTestId('partial-percent')).toHaveValue('70.00');
  await screenshot(page, 'rest-01-remaining-70');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/billing-notes/[0-9a-f-]{36}$`));
  const second = await apiGet(page, `/billing-notes/${new URL(page.url()).pathname.split('/').at(-1) ?? ''}`);
  expect(second.totals).toMatchObject({ net_total: '762.99', vat: '53.41', grand_total: '816.40' });
  // The lines keep the quotation lines' quantity and unit in their description.
  expect((second.items as { sale_description?: string }[]).map((l) => l.sale_description)).toEqual([
    `เรียกเก็บร้อยละ 70.00 ของ 3 ชิ้น ตามใบเสนอราคาเลขที่ ${quotation.number}`,
    `เรียกเก็บร้อยละ 70.00 ของ 1 ชุด ตามใบเสนอราคาเลขที่ ${quotation.number}`,
  ]);

  const done = await apiGet(page, `/quotations/${quotationId}`);
  expect(done.status).toBe('ISSUED');
  expect(done.progress).toMatchObject({ remainingAmount: '0.00', remainingPercentage: '0.00' });
});

test('a cumulative billing note over two invoices', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await signInToDemo(page);
  const contact = customer('รวมบิล');
  const invoice = (price: string) =>
    createDocument(page, orgId, 'invoices', {
      party: contact,
      lines: [{ name: 'บริการ', quantity: '1', price }],
    });
  const a = await invoice('100');
  const b = await invoice('250');

  await page.goto(`/${orgId}/billing-notes/new?INV=${a.id}`);
  const other = page.getByTestId(`cumulative-${b.number}`);
  await expect(other).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('totals-grand')).toHaveText('107.00');
  // Keyboard: focus the checkbox and tick it with Space.
  await other.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('cumulative-count')).toHaveText('รวม 2 เอกสาร');
  await expect(page.getByTestId('totals-grand')).toHaveText('374.50');
  await screenshot(page, 'rest-02-cumulative-billing-note');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/billing-notes/[0-9a-f-]{36}$`));
  const note = await apiGet(page, `/billing-notes/${new URL(page.url()).pathname.split('/').at(-1) ?? ''}`);
  expect(note.isCumulative).toBe(true);
  expect(note.totals).toMatchObject({ vat: '24.50', grand_total: '374.50' });
  expect((note.items as { name: string }[]).map((l) => l.name)).toEqual([a.number, b.number]);
});
