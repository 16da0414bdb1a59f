// Accounts payable over HTTP (decision 0172): bills and payment slips of two suppliers, then the AP aging as of a
// date (buckets by days past due; total = the 21210 balance) and each supplier's statement (opening, bills,
// payments, running balance; closing = the aging's row), a voided slip left out; another organisation's member
// gets 404. Every figure is hand-computed in the comments.
import type { PayableAgingReport, SalesDocument, SupplierStatementReport } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let supplierA: string;
let supplierB: string;

async function supplier(name: string, taxId: string): Promise<string> {
  const answer = await t.request('POST', '/contacts', {
    token,
    body: { organizationId: orgId, contact_type: 'SUPPLIER', contact_name: name, taxId, branch: '00000' },
  });
  expect(answer.status).toBe(201);
  return (await json<{ id: string }>(answer)).id;
}

async function post(path: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const answer = await t.request('POST', path, { token, body: { organizationId: orgId, ...body } });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return json<SalesDocument>(answer);
}

const expense = (contactId: string, date: string, dueDate: string, price: string, wht?: string) =>
  post('/expenses', {
    contactId,
    date,
    dueDate,
    items: [
      {
        name: 'ค่าบริการ',
        quantity: '1',
        sale_price: price,
        item_type: 'SERVICE',
        account_code: '53032.01',
        wht_percent: wht,
      },
    ],
  });

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  const b = await t.register();
  token = a.token;
  orgId = a.organization.id;
  otherToken = b.token;
  supplierA = await supplier('บริษัท เอ จำกัด', '0105552029681');
  supplierB = await supplier('บริษัท บี จำกัด', '0105536010112');
});
afterAll(async () => {
  await t.close();
});

describe('accounts payable', () => {
  it('ages the bills per supplier and reconciles to 21210; the statement runs to the same balance', async () => {
    // A: bill 1 dated 2026-07-01 due 2026-07-31, 10,000 + 700 VAT = 10,700 (3% WHT on 10,000 = 300).
    const a1 = await expense(supplierA, '2026-07-01', '2026-07-31', '10000', '3');
    // A: bill 2 dated 2026-10-01 due 2026-10-31, 2,000 + 140 = 2,140.
    await expense(supplierA, '2026-10-01', '2026-10-31', '2000');
    // B: bill dated 2026-09-15 due 2026-12-15, 5,000 + 350 = 5,350.
    await expense(supplierB, '2026-09-15', '2026-12-15', '5000');
    // A: bill 1 paid 2026-08-10 by a slip (Dr 21210 10,700); a second slip on bill 2 is voided (left out).
    const slip = await post('/payment-slip', {
      contactId: supplierA,
      selectedInvoice: a1.id,
      date: '2026-08-10',
    });
    expect(slip.totals).toMatchObject({ grand_total: '10700.00', whtAmount: '300.00' });
    const bills = await t.request('GET', `/expenses/organization/${orgId}?limit=50`, { token });
    const bill2 = (await json<{ data: SalesDocument[] }>(bills)).data.find(
      (d) => d.grand_total === '2140.00',
    );
    const voided = await post('/payment-slip', {
      contactId: supplierA,
      selectedInvoice: bill2?.id,
      date: '2026-10-05',
    });
    const voidAnswer = await t.request('POST', `/payment-slip/${voided.id}/status`, {
      token,
      body: { action: 'VOID' },
    });
    expect(voidAnswer.status).toBe(200);

    // A: bill 3 dated 2026-10-10 due 2026-10-31, 1,000 + 70 = 1,070, unpaid.
    await expense(supplierA, '2026-10-10', '2026-10-31', '1000');

    // The void is reversed on the slip's own 2026-10-05 while October is open (decision 0242): as of 2026-11-20
    // bill 2 is unpaid again.
    const asOf = '2026-11-20';
    const agingAnswer = await t.request('GET', `/reports/ap-aging/organization/${orgId}?asOf=${asOf}`, {
      token,
    });
    expect(agingAnswer.status).toBe(200);
    const aging = await json<PayableAgingReport>(agingAnswer);
    // A owes 2,140 + 1,070 = 3,210 (bills 2 and 3, due 2026-10-31: 20 days overdue on 2026-11-20 → 1–30); B owes
    // 5,350, due 2026-12-15 → not due. Total 8,560 = the 21210 balance: 10,700 + 2,140 + 1,070 + 5,350 − 10,700.
    expect(aging.rows.map((r) => [r.contactName, r.notDue, r.days1to30, r.over90, r.total])).toEqual([
      ['บริษัท บี จำกัด', '5350.00', '0.00', '0.00', '5350.00'],
      ['บริษัท เอ จำกัด', '0.00', '3210.00', '0.00', '3210.00'],
    ]);
    expect(aging).toMatchObject({ accountCode: '21210', accountBalance: '8560.00', reconciles: true });
    expect(aging.totals.total).toBe('8560.00');

    const statementOf = async (contactId: string, from: string, to: string) => {
      const answer = await t.request(
        'GET',
        `/reports/supplier-statement/organization/${orgId}?contactId=${contactId}&from=${from}&to=${to}`,
        { token },
      );
      expect(answer.status).toBe(200);
      return json<SupplierStatementReport>(answer);
    };
    const statement = await statementOf(supplierA, '2026-08-01', asOf);
    // Opening (before 2026-08-01): bill 1, 10,700. Slip −10,700 → 0; bill 2 +2,140 → 2,140; the voided slip and
    // its reversal, both of 2026-10-05, left out; bill 3 +1,070 → 3,210 = A's aging total.
    expect(statement.opening).toBe('10700.00');
    expect(statement.rows.map((r) => [r.date, r.kind, r.billed, r.paid, r.balance])).toEqual([
      ['2026-08-10', 'PS', '0.00', '10700.00', '0.00'],
      ['2026-10-01', 'EXP', '2140.00', '0.00', '2140.00'],
      ['2026-10-10', 'EXP', '1070.00', '0.00', '3210.00'],
    ]);
    expect(statement).toMatchObject({ totals: { billed: '3210.00', paid: '10700.00' }, closing: '3210.00' });
    expect((await statementOf(supplierB, '2026-01-01', asOf)).closing).toBe('5350.00');

    // Whatever the range ends on, the same: A owes 2,140 + 1,070 = 3,210, B 5,350; 21210 = 8,560 = the aging.
    const later = await statementOf(supplierA, '2026-08-01', '2099-12-31');
    expect(later.rows.map((r) => [r.date, r.kind, r.balance])).toEqual([
      ['2026-08-10', 'PS', '0.00'],
      ['2026-10-01', 'EXP', '2140.00'],
      ['2026-10-10', 'EXP', '3210.00'],
    ]);
    const agingLater = await json<PayableAgingReport>(
      await t.request('GET', `/reports/ap-aging/organization/${orgId}?asOf=2099-12-31`, { token }),
    );
    expect(agingLater).toMatchObject({
      accountBalance: '8560.00',
      reconciles: true,
      totals: { total: '8560.00' },
    });

    const csv = await t.request(
      'GET',
      `/reports/supplier-statement/organization/${orgId}?contactId=${supplierA}&from=2026-08-01&to=${asOf}&format=csv`,
      { token },
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('3210.00');
  });

  it('answers 404 to another organisation and for a contact not of this one, 422 on a bad range', async () => {
    const aging = await t.request('GET', `/reports/ap-aging/organization/${orgId}?asOf=2026-11-20`, {
      token: otherToken,
    });
    expect(aging.status).toBe(404);
    const statement = await t.request(
      'GET',
      `/reports/supplier-statement/organization/${orgId}?contactId=${supplierA}&from=2026-01-01&to=2026-11-20`,
      { token: otherToken },
    );
    expect(statement.status).toBe(404);
    const stranger = await t.request(
      'GET',
      `/reports/supplier-statement/organization/${orgId}?contactId=${crypto.randomUUID()}&from=2026-01-01&to=2026-11-20`,
      { token },
    );
    expect(stranger.status).toBe(404);
    const range = await t.request(
      'GET',
      `/reports/supplier-statement/organization/${orgId}?contactId=${supplierA}&from=2026-12-01&to=2026-11-20`,
      { token },
    );
    expect(range.status).toBe(422);
  });
});
