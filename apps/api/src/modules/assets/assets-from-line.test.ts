// An asset made from an expense line (issue #13; decision 0182): cost = the line before VAT, acquired on the
// document date, linked to the line and its document, the expensed cost moved to the asset account; one asset per line; a sales line or another
// organisation's line refused with the field at fault; another organisation's member gets 404.
import type {
  Asset,
  AssetCategoryList,
  JournalEntry,
  RegisterResponse,
  SalesDocument,
} from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
let computers: string, expense: SalesDocument;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  const categories = await json<AssetCategoryList>(
    await t.request('GET', `/asset-categories/organization/${orgId}`, { token: me.token }),
  );
  computers = categories.data.find((c) => c.code === 'COM')!.id;
  const supplier = await postJson<{ id: string }>(t, '/contacts', me.token, {
    organizationId: orgId,
    contact_type: 'SUPPLIER',
    contact_name: 'บริษัท คอมพิวเตอร์ จำกัด',
  });
  const created = await postJson<SalesDocument>(t, '/expenses', me.token, {
    organizationId: orgId,
    contactId: supplier.body.id,
    date: '2026-05-20',
    items: [
      // 2 × 25,000 less 1,000 = 49,000 before VAT; VAT 7% = 3,430
      {
        name: 'คอมพิวเตอร์โน้ตบุ๊ก',
        quantity: '2',
        sale_price: '25000',
        discount_amount: '1000',
        // booked as an expense (53032.01); making the asset moves it to 12470 computers
        account_code: '53032.01',
      },
      { name: 'ค่าติดตั้ง', quantity: '1', sale_price: '500', item_type: 'SERVICE', account_code: '53032.01' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expense = created.body;
}, 180_000);
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const fromLine = (body: Record<string, unknown>, token = me.token) =>
  postJson<Asset & { error: { code: string; details?: { path: string }[] } }>(
    t,
    '/fixed-assets/from-line',
    token,
    { organizationId: orgId, categoryId: computers, usefulLifeYears: 3, method: 'STRAIGHT_LINE', ...body },
  );

describe('an asset from an expense line', () => {
  it('takes the cost before VAT and the document date, and keeps the line', async () => {
    const line = expense.items[0]!;
    expect([line.total_after_discount, line.tax_amount, line.grand_total]).toEqual([
      '49000.00',
      '3430.00',
      '52430.00',
    ]);
    const made = await fromLine({ sourceLineId: line.id, code: 'FA-COM-1' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'คอมพิวเตอร์โน้ตบุ๊ก',
      cost: '49000.00',
      acquisitionDate: '2026-05-20',
      startDate: '2026-05-20',
      sourceDocumentId: expense.id,
      sourceLineId: line.id,
      bookValue: '49000.00',
    });
    // capitalised: Dr 12470 49,000 · Cr 53032.01 49,000 on the document date
    const entry = await json<JournalEntry>(
      await t.request('GET', `/journals/${made.body.capitalisationEntryId ?? ''}`, { token: me.token }),
    );
    expect([entry.date, entry.lines.map((l) => [l.accountCode, l.debit, l.credit])]).toEqual([
      '2026-05-20',
      [
        ['12470', '49000.00', '0.00'],
        ['53032.01', '0.00', '49000.00'],
      ],
    ]);
    const again = await fromLine({ sourceLineId: line.id });
    expect([again.status, again.body.error.code]).toEqual([409, 'ASSET.LINE_TAKEN']);
  });

  it('refuses a line that is not of a purchase or expense, and keeps other organisations out', async () => {
    const unknown = await fromLine({ sourceLineId: '0193a1b2-c3d4-7e5f-8a9b-000000000099' });
    expect([unknown.status, unknown.body.error.details?.[0]?.path]).toEqual([400, 'sourceLineId']);
    const theirs = await fromLine({ sourceLineId: expense.items[1]!.id }, other.token);
    expect(theirs.status).toBe(404);
    // their own organisation does not hold my line
    const crossed = await postJson<{ error: { details?: { path: string }[] } }>(
      t,
      '/fixed-assets/from-line',
      other.token,
      {
        organizationId: other.organization.id,
        sourceLineId: expense.items[1]!.id,
        categoryId: computers,
        usefulLifeYears: 3,
        method: 'STRAIGHT_LINE',
      },
    );
    expect([crossed.status, crossed.body.error.details?.[0]?.path]).toEqual([400, 'sourceLineId']);
  });
});
