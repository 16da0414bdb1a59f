// Paying purchase bills (issue 24 item 6, decisions 0235, 0236), over HTTP with "today" 20 April 2026:
//   - a bill paid in full by a payment slip becomes PAID and no longer offers Paid nor Create payment slip; one
//     paid in part stays APPROVED and offers only another slip; voiding the slip gives Paid back;
//   - the payment slip is PAID once it posted and issued its 50 ทวิ, VOID when voided, PAID again when reset;
//   - "Paid" takes a payment date (collected_at): the payment entry and the 50 ทวิ are dated on it, never before
//     the bill nor in a locked period (refused on the field collected_at), and a reset clears it;
//   - the payment report lists the bills paid at once beside the slips and compares them with every 21210 debit
//     of the range (a journal paying a supplier shows as a difference).
import type { BusinessReport, Contact, SalesDocument } from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, postJson, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string; code?: string }[] };
}

let t: TestApp, token: string, otherToken: string, orgId: string;
let supplier: Contact;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-04-20T03:00:00Z') });
  const me = await t.register();
  const other = await t.register();
  token = me.token;
  otherToken = other.token;
  orgId = me.organization.id;
  supplier = (
    await postJson<Contact>(t, '/contacts', token, {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ผู้ขาย จำกัด',
      tax_id: '0105552029681',
      branch: '00000',
    })
  ).body;
}, 120_000);
afterAll(() => t.close());

async function bill(resource: 'purchases' | 'expenses', date: string, items: Record<string, unknown>[]) {
  const r = await postJson<SalesDocument>(t, `/${resource}`, token, {
    organizationId: orgId,
    contactId: supplier.id,
    date,
    items,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function act(resource: string, id: string, body: Record<string, unknown>, as = token) {
  const r = await t.request('POST', `/${resource}/${id}/status`, { token: as, body });
  return { status: r.status, body: await json<SalesDocument & ErrorAnswer>(r) };
}

async function get(resource: string, id: string) {
  return json<SalesDocument>(await t.request('GET', `/${resource}/${id}`, { token }));
}

async function slip(date: string, billId: string, partialAmount?: string) {
  const r = await postJson<SalesDocument>(t, '/payment-slip', token, {
    organizationId: orgId,
    contactId: supplier.id,
    date,
    selectedInvoice: billId,
    ...(partialAmount ? { partialAmount } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** The entries a document posted: date, 21210 debit and credit, reversal or not; oldest first. */
async function entriesOf(documentId: string) {
  const { rows } = await t.db.execute<{ date: string; debit: string; credit: string; reversal: boolean }>(sql`
    SELECT e.entry_date::text AS date, coalesce(sum(l.debit), 0)::text AS debit,
      coalesce(sum(l.credit), 0)::text AS credit, e.reverses_entry_id IS NOT NULL AS reversal
    FROM journal_entries e
    LEFT JOIN journal_lines l ON l.organization_id = e.organization_id AND l.entry_id = e.id
      AND l.account_code = '21210'
    WHERE e.organization_id = ${orgId}
      AND coalesce(e.source_document_id, (SELECT o.source_document_id FROM journal_entries o
        WHERE o.organization_id = e.organization_id AND o.id = e.reverses_entry_id)) = ${documentId}
    GROUP BY e.id, e.entry_date, e.number, e.reverses_entry_id ORDER BY e.number`);
  return rows.map((r) => [r.date, r.debit, r.credit, r.reversal]);
}

/** 10 × 100 = 1,000 + VAT 70 = 1,070.00 of goods. */
const goods = [{ name: 'กระดาษ', quantity: '10', sale_price: '100', account_code: '51111.01' }];
/** Rent 10,000 + VAT 700 = 10,700.00, WHT 5% of 10,000 = 500.00. */
const rent = [
  {
    name: 'ค่าเช่าโกดัง',
    quantity: '1',
    sale_price: '10000',
    item_type: 'SERVICE',
    account_code: '53032.01',
    wht_percent: '5',
  },
];

describe('a bill paid by payment slips (decision 0236)', () => {
  it('becomes PAID when the slips pay it in full, and offers neither Paid nor Create payment slip', async () => {
    const ri = await bill('purchases', '2026-04-01', goods);
    expect((await act('purchases', ri.id, { action: 'APPROVED' })).status).toBe(200);
    // 400 of 1,070.00 paid: still APPROVED, another slip offered, Paid (the whole bill again) not.
    await slip('2026-04-02', ri.id, '400');
    const part = await get('purchases', ri.id);
    expect(part.status).toBe('APPROVED');
    expect(part.allowedActions).toEqual(['CREATE SCHEDULE PAYMENT/PAYMENT SLIP']);
    expect((await act('purchases', ri.id, { action: 'PAID' })).status).toBe(409);
    // The other 670.00: paid in full, PAID, nothing left to offer.
    const rest = await slip('2026-04-03', ri.id);
    expect(rest.status).toBe('PAID');
    const paid = await get('purchases', ri.id);
    expect([paid.status, paid.allowedActions, paid.progress?.balance]).toEqual(['PAID', [], '0.00']);
    expect(paid.history.at(-1)).toMatchObject({ action: 'CHILD_CREATED', toStatus: 'PAID' });
    // Edit Payment would post a payment the bill never made: refused.
    expect((await act('purchases', ri.id, { action: 'EDIT PAYMENT' })).status).toBe(409);
    // Voiding the second slip gives the bill back its balance and its status; Paid is not offered while the
    // first slip still pays part of it.
    expect((await act('payment-slip', rest.id, { action: 'VOID' })).body.status).toBe('VOID');
    const back = await get('purchases', ri.id);
    expect([back.status, back.allowedActions, back.progress?.balance]).toEqual([
      'APPROVED',
      ['CREATE SCHEDULE PAYMENT/PAYMENT SLIP'],
      '670.00',
    ]);
    // Reset of the void slip pays it again: PAID, and the bill PAID.
    expect((await act('payment-slip', rest.id, { action: 'RESET' })).body.status).toBe('PAID');
    expect((await get('purchases', ri.id)).status).toBe('PAID');
  });

  it('an expense in AWAITING paid in full by one slip is PAID too', async () => {
    const exp = await bill('expenses', '2026-04-01', rent);
    await slip('2026-04-05', exp.id);
    const paid = await get('expenses', exp.id);
    expect([paid.status, paid.allowedActions]).toEqual(['PAID', []]);
  });
});

describe('the payment slip (decision 0236)', () => {
  it('is PAID once it posted and issued its 50 ทวิ', async () => {
    const exp = await bill('expenses', '2026-04-06', rent);
    const ps = await slip('2026-04-07', exp.id);
    // Rent 10,000.00 at 5% = 500.00 on PND53 (the supplier is a company).
    expect(ps.status).toBe('PAID');
    expect(ps.allowedActions).toEqual(['VOID']);
    expect(ps.whtCertificates?.map((c) => [c.status, c.form_type, c.total_tax])).toEqual([
      ['ISSUED', 'PND53', '500.00'],
    ]);
    expect(ps.history.map((h) => h.toStatus)).toEqual(['PAID']);
  });
});

describe('"Paid" with its payment date (decision 0235)', () => {
  it('dates the payment entry and the 50 ทวิ on the day paid, not the bill’s', async () => {
    const exp = await bill('expenses', '2026-04-08', rent);
    await act('expenses', exp.id, { action: 'APPROVED' });
    const paid = await act('expenses', exp.id, {
      action: 'PAID',
      collected_at: '2026-04-15',
      paymentMethod: 'CASH',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect([paid.body.status, paid.body.collected_at]).toEqual(['PAID', '2026-04-15']);
    // The bill credits 21210 with 10,700.00 on the 8th; its payment debits it on the 15th.
    expect(await entriesOf(exp.id)).toEqual([
      ['2026-04-08', '0.00', '10700.00', false],
      ['2026-04-15', '10700.00', '0.00', false],
    ]);
    const certificates = await t.db.execute<{ date: string; issue_date: string; total_tax: string }>(sql`
      SELECT date::text AS date, issue_date::text AS issue_date, total_tax::text AS total_tax
      FROM wht_certificates WHERE organization_id = ${orgId} AND payment_slip_id = ${exp.id}`);
    expect(certificates.rows).toEqual([
      { date: '2026-04-15', issue_date: '2026-04-15', total_tax: '500.00' },
    ]);
    // Reset: the payment reversed, the day it was paid cleared with it.
    const reset = await act('expenses', exp.id, { action: 'RESET' });
    expect([reset.body.status, reset.body.collected_at]).toEqual(['AWAITING', undefined]);
  });

  it('without a date the payment takes the bill’s date, as before', async () => {
    const ri = await bill('purchases', '2026-04-09', goods);
    await act('purchases', ri.id, { action: 'APPROVED' });
    expect((await act('purchases', ri.id, { action: 'PAID', paymentMethod: 'CASH' })).status).toBe(200);
    expect((await entriesOf(ri.id)).map((e) => e[0])).toEqual(['2026-04-09', '2026-04-09']);
  });

  it('refuses a payment date before the bill or in a locked period, on collected_at, writing nothing', async () => {
    const ri = await bill('purchases', '2026-04-10', goods);
    await act('purchases', ri.id, { action: 'APPROVED' });
    const early = await act('purchases', ri.id, {
      action: 'PAID',
      collected_at: '2026-04-09',
      paymentMethod: 'CASH',
    });
    expect([early.status, early.body.error.code]).toEqual([422, 'DOCUMENT.BEFORE_SOURCE_DATE']);
    expect(early.body.error.details?.map((d) => d.path)).toEqual(['collected_at']);
    // A payment date on or before the lock date: the bill (never later than its payment) is locked too.
    const march = await bill('purchases', '2026-03-20', goods);
    await act('purchases', march.id, { action: 'APPROVED' });
    const lock = await postJson(t, '/periods/lock', token, { organizationId: orgId, lockDate: '2026-03-31' });
    expect(lock.status).toBe(200);
    const locked = await act('purchases', march.id, {
      action: 'PAID',
      collected_at: '2026-03-25',
      paymentMethod: 'CASH',
    });
    expect([locked.status, locked.body.error.code]).toEqual([422, 'LEDGER.PERIOD_LOCKED']);
    await postJson(t, '/periods/lock', token, { organizationId: orgId, lockDate: null });
    // Nothing was written: each bill has its own entry only, and is still APPROVED.
    expect(await entriesOf(ri.id)).toEqual([['2026-04-10', '0.00', '1070.00', false]]);
    expect(await entriesOf(march.id)).toEqual([['2026-03-20', '0.00', '1070.00', false]]);
    expect((await get('purchases', ri.id)).status).toBe('APPROVED');
    // On the bill's day itself: paid.
    const same = await act('purchases', ri.id, {
      action: 'PAID',
      collected_at: '2026-04-10',
      paymentMethod: 'CASH',
    });
    expect(same.status).toBe(200);
  });

  it('answers 404 for another organisation’s bill', async () => {
    const ri = await bill('purchases', '2026-04-12', goods);
    const r = await act('purchases', ri.id, { action: 'APPROVED' }, otherToken);
    expect(r.status).toBe(404);
  });
});

describe('the payment report (decision 0235)', () => {
  it('lists the bills paid at once beside the slips and compares them with every 21210 debit', async () => {
    // An organisation of its own, so April holds only these: EXP rent 10,700.00 paid at once on the 5th (WHT
    // 500.00), RI goods 1,070.00 paid by a slip on the 6th.
    const me = await t.register();
    const org = me.organization.id;
    const post = async <T>(path: string, body: Record<string, unknown>) => {
      const r = await postJson<T>(t, path, me.token, { organizationId: org, ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    };
    const seller = await post<Contact>('/contacts', {
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ผู้ให้เช่า จำกัด',
      tax_id: '0105552029681',
      branch: '00000',
    });
    const status = async (resource: string, id: string, body: Record<string, unknown>) => {
      const r = await t.request('POST', `/${resource}/${id}/status`, { token: me.token, body });
      expect(r.status, await r.clone().text()).toBe(200);
    };
    const exp = await post<SalesDocument>('/expenses', {
      contactId: seller.id,
      date: '2026-04-01',
      items: rent,
    });
    await status('expenses', exp.id, { action: 'APPROVED' });
    await status('expenses', exp.id, { action: 'PAID', collected_at: '2026-04-05', paymentMethod: 'CASH' });
    const ri = await post<SalesDocument>('/purchases', {
      contactId: seller.id,
      date: '2026-04-02',
      items: goods,
    });
    const ps = await post<SalesDocument>('/payment-slip', {
      contactId: seller.id,
      date: '2026-04-06',
      selectedInvoice: ri.id,
    });
    const report = async (to: string) => {
      const r = await t.request('GET', `/reports/payments/organization/${org}?from=2026-04-01&to=${to}`, {
        token: me.token,
      });
      expect(r.status).toBe(200);
      return json<BusinessReport>(r);
    };
    const april = await report('2026-04-30');
    expect(
      april.rows.map((r) => [r.cells.date, r.cells.number, r.cells.amountPaid, r.cells.wht, r.cells.netPaid]),
    ).toEqual([
      ['2026-04-05', exp.number, '10700.00', '500.00', '10200.00'],
      ['2026-04-06', ps.number, '1070.00', '0.00', '1070.00'],
    ]);
    expect(april.rows[0]?.drill).toEqual({ type: 'document', documentKind: 'EXP', documentId: exp.id });
    // 10,700 + 1,070 = 11,770.00 paid; WHT 500.00; 11,270.00 paid out. The ledger: the bill's payment entry
    // debits 21210 10,700.00 on the 5th, the slip 1,070.00 on the 6th.
    expect(april.totals).toEqual({ amountPaid: '11770.00', wht: '500.00', netPaid: '11270.00' });
    expect(april.reconciliation).toEqual({
      accounts: '21210',
      report: '11770.00',
      ledger: '11770.00',
      reconciles: true,
    });
    // Before the day the rent was paid, it is not a payment yet.
    expect((await report('2026-04-04')).rows).toEqual([]);
    // A supplier paid by a journal (Dr 21210 200.00 · Cr 11111) is a 21210 debit the report does not list: the
    // report says so (11,770.00 beside 11,970.00) instead of matching.
    await post('/journals', {
      date: '2026-04-10',
      description: 'จ่ายเจ้าหนี้ด้วยเงินสด',
      lines: [
        { accountCode: '21210', debit: '200', contactId: seller.id },
        { accountCode: '11111', credit: '200' },
      ],
    });
    expect((await report('2026-04-30')).reconciliation).toEqual({
      accounts: '21210',
      report: '11770.00',
      ledger: '11970.00',
      reconciles: false,
    });
  });
});
