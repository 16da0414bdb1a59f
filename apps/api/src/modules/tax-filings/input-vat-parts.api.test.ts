// A bill with a goods line and a service line (decision 0245): its goods' input VAT is due at the bill (s.78) and
// its service's when paid (s.78/1), so it is two purchase tax invoices, each claimed in its own month on the
// input tax report, PP30 box 6 / 7 and manage purchase VAT, as the ledger has them in 11610. Figures by hand:
//
//   15 Oct EXP  paper 2 × 1,000 = 2,000 + VAT 140 (goods) · delivery 1 × 500 = 500 + VAT 35 (service)
//               = 2,675; Dr 11610 140 · Dr 11611 35 (its tax invoice T-1 of 15 Oct)
//   20 Nov PS   pays 2,675: Dr 11610 35 · Cr 11611 35
//
//   October  report 2,000 / 140 (the goods part); 11610 +140; the service part UNDUE (500 / 35)
//   November report   500 /  35 (the service part); 11610 +35
//   5 Nov EXP   ink 1,000 + 70 (goods) · setup 200 + 14 (service), no tax invoice: the goods part blocked (70.00
//               in 11610, the books check's listed item), the service part undue; paid 25 Nov, both blocked
//               (70.00 + 14.00), the bill listed once among the checks
import type {
  InputTaxReport,
  Pp30Worksheet,
  PurchaseTaxInvoice,
  PurchaseVatList,
  RegisterResponse,
  SalesDocument,
  TaxInvoiceChecks,
} from '@banchee/contracts';
import { parseMoney, sumMoney, toMoneyString } from '@banchee/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectBooksReconcile, json, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp;
let me: RegisterResponse;
let orgId: string;
let bill: SalesDocument;

const get = async <T>(path: string) => json<T>(await t.request('GET', path, { token: me.token }));
const report = (month: string) =>
  get<InputTaxReport>(`/tax-filings/input-tax/organization/${orgId}?month=${month}`);
const pp30 = (month: string) => get<Pp30Worksheet>(`/tax-filings/pp30/organization/${orgId}?month=${month}`);
const parts = async (month: string) =>
  (await get<PurchaseVatList>(`/tax-filings/purchase-vat/organization/${orgId}?month=${month}`)).invoices.map(
    (i) => [i.part, i.split, i.base, i.vat, i.state, i.claimMonth ?? null, i.dueDate ?? null],
  );
/** The month's 11610 debits less credits. */
async function inputVatMoved(month: string, end: string): Promise<string> {
  const gl = await get<{ lines: { debit: string; credit: string }[] }>(
    `/reports/general-ledger/organization/${orgId}?accountCode=11610&from=${month}-01&to=${end}&limit=500`,
  );
  return toMoneyString(sumMoney(gl.lines.map((l) => parseMoney(l.debit) - parseMoney(l.credit))));
}
const choose = (body: Record<string, unknown>) =>
  t.request('POST', '/tax-filings/purchase-vat', {
    token: me.token,
    body: { organizationId: orgId, documentId: bill.id, ...body },
  });

beforeAll(async () => {
  // "Today" is 2 December 2026: October and November have ended.
  t = await createTestApp({ now: () => new Date('2026-12-02T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ซื้อผสม จำกัด' } });
  orgId = me.organization.id;
  const contact = await t.request('POST', '/contacts', {
    token: me.token,
    body: {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ดี จำกัด',
      tax_id: '0105556012341',
      branch: '00000',
    },
  });
  const response = await t.request('POST', '/expenses', {
    token: me.token,
    body: {
      organizationId: orgId,
      contactId: (await json<{ id: string }>(contact)).id,
      date: '2026-10-15',
      supplierTaxInvoiceNo: 'T-1',
      supplierTaxInvoiceDate: '2026-10-15',
      items: [
        { name: 'Paper', quantity: '2', sale_price: '1000', account_code: '51111.01' },
        {
          name: 'Delivery',
          quantity: '1',
          sale_price: '500',
          item_type: 'SERVICE',
          account_code: '53032.01',
        },
      ],
    },
  });
  expect(response.status).toBe(201);
  bill = await json<SalesDocument>(response);
}, 60_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238), input tax and PP30 included.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

describe('a bill of goods and a service', () => {
  it('claims the goods VAT in the bill month, as 11610 has it; the service VAT waits for the payment', async () => {
    // October: the goods part 2,000 / 140, claimed by default; the service part 500 / 35 undue.
    expect(await parts('2026-10')).toEqual([
      ['GOODS', true, '2000.00', '140.00', 'CLAIMED', '2026-10', '2026-10-15'],
      ['SERVICES', true, '500.00', '35.00', 'UNDUE', null, null],
    ]);
    const october = await report('2026-10');
    expect(october.rows.map((r) => [r.documentNumber, r.number, r.standardBase, r.vat])).toEqual([
      [bill.number, 'T-1', '2000.00', '140.00'],
    ]);
    expect(await inputVatMoved('2026-10', '2026-10-31')).toBe('140.00');
    const worksheet = await pp30('2026-10');
    expect([worksheet.boxes.box6, worksheet.boxes.box7, worksheet.ledger.inputVat]).toEqual([
      '2000.00',
      '140.00',
      '140.00',
    ]);
  });

  it('claims the service VAT in the month it is paid (35.00), beside the 11610 the payment moves', async () => {
    const slip = await t.request('POST', '/payment-slip', {
      token: me.token,
      body: { organizationId: orgId, selectedInvoice: bill.id, date: '2026-11-20' },
    });
    expect(slip.status).toBe(201);
    expect(await parts('2026-11')).toEqual([
      // the goods part is listed where it could still move (its window runs to April 2027)
      ['GOODS', true, '2000.00', '140.00', 'CLAIMED', '2026-10', '2026-10-15'],
      ['SERVICES', true, '500.00', '35.00', 'CLAIMED', '2026-11', '2026-11-20'],
    ]);
    const november = await report('2026-11');
    expect(november.rows.map((r) => [r.number, r.standardBase, r.vat])).toEqual([['T-1', '500.00', '35.00']]);
    expect(await inputVatMoved('2026-11', '2026-11-30')).toBe('35.00');
    expect((await report('2026-10')).totals.vat).toBe('140.00');
  });

  it('places each part on its own: without the part the choice is refused at part', async () => {
    const unnamed = await choose({ action: 'CLAIM', month: '2026-12' });
    expect(unnamed.status).toBe(400);
    const error = await json<{ error: { details?: { path: string }[] } }>(unnamed);
    expect(error.error.details?.map((d) => d.path)).toEqual(['part']);

    // The service part moved to December: out of November (11610 +35 − 35 = 0), the goods part untouched.
    const moved = await choose({ part: 'SERVICES', action: 'CLAIM', month: '2026-12' });
    expect(moved.status).toBe(200);
    expect(await json<PurchaseTaxInvoice>(moved)).toMatchObject({
      part: 'SERVICES',
      vat: '35.00',
      claimMonth: '2026-12',
      chosen: true,
    });
    expect((await report('2026-11')).totals.vat).toBe('0.00');
    expect(await inputVatMoved('2026-11', '2026-11-30')).toBe('0.00');
    expect((await report('2026-12')).totals.vat).toBe('35.00');
    expect((await report('2026-10')).totals.vat).toBe('140.00');

    expect((await choose({ part: 'SERVICES', action: 'RESET' })).status).toBe(200);
    expect((await report('2026-11')).totals.vat).toBe('35.00');
  });

  it('a bill of both without its tax invoice: both parts blocked, the bill listed once among the checks', async () => {
    // 5 Nov: ink 1,000 + 70 (goods, in 11610, blocked: no tax invoice number or date) · setup 200 + 14 (undue).
    const response = await t.request('POST', '/expenses', {
      token: me.token,
      body: {
        organizationId: orgId,
        contactId: bill.contactId,
        date: '2026-11-05',
        items: [
          { name: 'Ink', quantity: '1', sale_price: '1000', account_code: '51111.01' },
          { name: 'Setup', quantity: '1', sale_price: '200', item_type: 'SERVICE', account_code: '53032.01' },
        ],
      },
    });
    expect(response.status).toBe(201);
    const second = await json<SalesDocument>(response);
    const list = await get<PurchaseVatList>(`/tax-filings/purchase-vat/organization/${orgId}?month=2026-11`);
    expect(
      list.invoices.filter((i) => i.documentId === second.id).map((i) => [i.part, i.vat, i.state]),
    ).toEqual([
      ['GOODS', '70.00', 'BLOCKED'],
      ['SERVICES', '14.00', 'UNDUE'],
    ]);
    // Paid on 25 Nov: the service's 14.00 reaches 11610 and its part is due, blocked by the same tax invoice.
    const status = (body: Record<string, unknown>) =>
      t.request('POST', `/expenses/${second.id}/status`, { token: me.token, body });
    expect((await status({ action: 'APPROVED' })).status).toBe(200);
    const paid = await status({ action: 'PAID', collected_at: '2026-11-25', paymentMethod: 'CASH' });
    expect(paid.status).toBe(200);
    const after = await get<PurchaseVatList>(`/tax-filings/purchase-vat/organization/${orgId}?month=2026-11`);
    expect(
      after.invoices.filter((i) => i.documentId === second.id).map((i) => [i.part, i.vat, i.state]),
    ).toEqual([
      ['GOODS', '70.00', 'BLOCKED'],
      ['SERVICES', '14.00', 'BLOCKED'],
    ]);
    // One supplier document, one line among the desk's checks.
    const checks = await get<TaxInvoiceChecks>(`/tax-filings/checks/organization/${orgId}?month=2026-11`);
    expect(checks.purchases.map((p) => [p.number, p.part])).toEqual([[second.number, 'GOODS']]);
  });
});
