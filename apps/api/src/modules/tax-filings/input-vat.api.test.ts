// Input VAT over HTTP (decisions 0176, 0177), figures by hand: goods with a supplier tax invoice claimed by
// default; a service undue until its payment slip pays it, then claimable in the payment month; an invoice
// without its supplier tax invoice number and date blocked (box 7 leaves it out and the difference is shown) until it is
// marked not claimable (Dr 53074 · Cr 11610); a claim outside the window, into a closed month or a locked
// period refused with the field; another organisation's member answered 404 everywhere.
import type {
  InputTaxReport,
  Pp30Worksheet,
  PurchaseTaxInvoice,
  PurchaseVatList,
  RegisterResponse,
  SalesDocument,
  TaxInvoiceChecks,
  ForeignInputTaxReport,
} from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';
import { claimedInMonth, listPurchaseTaxInvoices } from './input-vat.service.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string; code?: string; params?: Record<string, string> }[] };
}

let t: TestApp;
let me: RegisterResponse;
let other: RegisterResponse;
let orgId: string;
const ids: Record<string, string> = {};

async function supplier(name: string, taxId: string): Promise<string> {
  const response = await t.request('POST', '/contacts', {
    token: me.token,
    body: {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: name,
      tax_id: taxId,
      branch: '00000',
    },
  });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

async function create(path: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const response = await t.request('POST', path, {
    token: me.token,
    body: { organizationId: orgId, ...body },
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return json<SalesDocument>(response);
}

const choose = (body: Record<string, unknown>, token = me.token) =>
  t.request('POST', '/tax-filings/purchase-vat', { token, body: { organizationId: orgId, ...body } });

beforeAll(async () => {
  // "Today" is 2 December 2026: November has ended.
  t = await createTestApp({ now: () => new Date('2026-12-02T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ซื้อ จำกัด' } });
  other = await t.register({ organization: { name: 'บริษัท อื่น จำกัด' } });
  orgId = me.organization.id;
  // (a supplier's tax id with a bad checksum never reaches a bill: the documents refuse it.)
  const bad = await supplier('บริษัท ลืมใบกำกับ จำกัด', '0105552029681');
  const fine = await supplier('บริษัท ดี จำกัด', '0105556012341');
  // goods 5,000 + VAT 350 on 10 Nov, tax invoice A-1 of 10 Nov
  ids.goods = (
    await create('/purchases', {
      contactId: fine,
      date: '2026-11-10',
      supplierTaxInvoiceNo: 'A-1',
      supplierTaxInvoiceDate: '2026-11-10',
      items: [{ name: 'Paper', quantity: '5', sale_price: '1000', account_code: '51111.01' }],
    })
  ).id;
  // services 2,000 + VAT 140 on 12 Nov, undue until paid
  ids.service = (
    await create('/expenses', {
      contactId: fine,
      date: '2026-11-12',
      supplierTaxInvoiceNo: 'S-1',
      supplierTaxInvoiceDate: '2026-11-20',
      items: [
        { name: 'Repair', quantity: '1', sale_price: '2000', item_type: 'SERVICE', account_code: '53032.01' },
      ],
    })
  ).id;
  // goods 1,000 + VAT 70 on 14 Nov without the supplier's tax invoice number and date
  ids.blocked = (
    await create('/purchases', {
      contactId: bad,
      date: '2026-11-14',
      items: [{ name: 'Ink', quantity: '1', sale_price: '1000', account_code: '51111.01' }],
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const list = async (month: string) =>
  json<PurchaseVatList>(
    await t.request('GET', `/tax-filings/purchase-vat/organization/${orgId}?month=${month}`, {
      token: me.token,
    }),
  );
const pp30 = async (month: string) =>
  json<Pp30Worksheet>(
    await t.request('GET', `/tax-filings/pp30/organization/${orgId}?month=${month}`, { token: me.token }),
  );

describe('isolation', () => {
  it.each([
    ['GET', '/tax-filings/input-tax/organization/{org}?month=2026-11'],
    ['GET', '/tax-filings/purchase-vat/organization/{org}?month=2026-11'],
    ['GET', '/tax-filings/checks/organization/{org}?month=2026-11'],
  ])('%s %s → 404 for another organisation', async (method, path) => {
    const response = await t.request(method, path.replace('{org}', orgId), { token: other.token });
    expect(response.status).toBe(404);
  });

  it('POST /tax-filings/purchase-vat → 404 for another organisation and for its own unknown id', async () => {
    expect((await choose({ documentId: ids.goods, action: 'RESET' }, other.token)).status).toBe(404);
    const mine = await t.request('POST', '/tax-filings/purchase-vat', {
      token: other.token,
      body: { organizationId: other.organization.id, documentId: ids.goods, action: 'RESET' },
    });
    expect(mine.status).toBe(404);
    expect((await json<ErrorAnswer>(mine)).error.code).toBe('INPUT_VAT.NOT_FOUND');
  });
});

describe('foreign input tax (PP36)', () => {
  it('marks an expense from abroad: 7% of 30,000 = 2,100 on 27113, listed with the PP36 due date; undone', async () => {
    const abroad = await t.request('POST', '/contacts', {
      token: me.token,
      body: { organizationId: orgId, contact_type: 'SUPPLIER', contact_name: 'Cloud Inc. (Singapore)' },
    });
    const expense = await create('/expenses', {
      contactId: (await json<{ id: string }>(abroad)).id,
      date: '2026-11-08',
      vatEnabled: false,
      items: [
        {
          name: 'Cloud hosting',
          quantity: '1',
          sale_price: '30000',
          item_type: 'SERVICE',
          account_code: '53032.01',
        },
      ],
    });
    const mark = (foreign: boolean, token = me.token) =>
      t.request('POST', '/tax-filings/foreign-input-tax', {
        token,
        body: { organizationId: orgId, documentId: expense.id, foreign },
      });
    const report = async () =>
      json<ForeignInputTaxReport>(
        await t.request('GET', `/tax-filings/foreign-input-tax/organization/${orgId}?month=2026-11`, {
          token: me.token,
        }),
      );
    expect((await report()).candidates.map((c) => [c.number, c.base])).toEqual([
      [expense.number, '30000.00'],
    ]);
    expect((await mark(true, other.token)).status).toBe(404);
    expect((await mark(true)).status).toBe(204);
    expect((await mark(true)).status).toBe(409);
    const withVat = await t.request('POST', '/tax-filings/foreign-input-tax', {
      token: me.token,
      body: { organizationId: orgId, documentId: ids.service, foreign: true },
    });
    expect((await json<ErrorAnswer>(withVat)).error.code).toBe('INPUT_VAT.HAS_THAI_VAT');
    // 30,000.00 × 7% = 2,100.00; PP36 of November due 15 December online.
    expect(await report()).toEqual({
      month: '2026-11',
      rows: [
        {
          documentId: expense.id,
          number: expense.number,
          date: '2026-11-08',
          supplierName: 'Cloud Inc. (Singapore)',
          base: '30000.00',
          vat: '2100.00',
        },
      ],
      totals: { base: '30000.00', vat: '2100.00' },
      candidates: [],
      dueDate: '2026-12-15',
    });
    const net = async (code: string) =>
      (
        await t.db.execute<{ net: string }>(sql`SELECT coalesce(sum(debit) - sum(credit), 0)::text AS net
          FROM journal_lines WHERE organization_id = ${orgId} AND account_code = ${code}`)
      ).rows[0]?.net;
    expect(await net('27113')).toBe('-2100.00');
    const other404 = await t.request(
      'GET',
      `/tax-filings/foreign-input-tax/organization/${orgId}?month=2026-11`,
      {
        token: other.token,
      },
    );
    expect(other404.status).toBe(404);
    expect((await mark(false)).status).toBe(204);
    expect((await report()).rows).toEqual([]);
    expect(await net('27113')).toBe('0.00');
  });
});

describe('November', () => {
  it('lists the goods claimed, the service undue and the bad tax id blocked', async () => {
    const { invoices } = await list('2026-11');
    const byId = new Map(invoices.map((i) => [i.documentId, i]));
    expect(byId.get(ids.goods ?? '')).toMatchObject({
      state: 'CLAIMED',
      claimMonth: '2026-11',
      window: { first: '2026-11', last: '2027-05' },
      vat: '350.00',
      base: '5000.00',
      problems: [],
    });
    expect(byId.get(ids.service ?? '')).toMatchObject({ state: 'UNDUE', vat: '140.00' });
    expect(byId.get(ids.blocked ?? '')).toMatchObject({
      state: 'BLOCKED',
      problems: ['TAX_INVOICE_NUMBER_MISSING', 'TAX_INVOICE_DATE_MISSING'],
    });
  });

  it('the desk checks list the blocked purchase and the sales tax invoice without the seller tax id', async () => {
    const customer = await t.request('POST', '/contacts', {
      token: me.token,
      body: { organizationId: orgId, contact_type: 'CLIENT', contact_name: 'ลูกค้า', address: '1 ถนนสีลม' },
    });
    const sale = await create('/invoices', {
      contactId: (await json<{ id: string }>(customer)).id,
      date: '2026-11-18',
      items: [{ name: 'Goods', quantity: '1', sale_price: '100' }],
    });
    const checks = await json<TaxInvoiceChecks>(
      await t.request('GET', `/tax-filings/checks/organization/${orgId}?month=2026-11`, { token: me.token }),
    );
    expect(checks.purchases.map((p) => [p.documentId, p.problems])).toEqual([
      [ids.blocked, ['TAX_INVOICE_NUMBER_MISSING', 'TAX_INVOICE_DATE_MISSING']],
    ]);
    // The organisation signed up without a tax id or address: its tax invoice lacks the seller's particulars.
    expect(checks.sales).toEqual([
      {
        documentId: sale.id,
        kind: 'INV',
        number: sale.number,
        date: '2026-11-18',
        missing: ['seller.address', 'seller.taxId'],
      },
    ]);
  });

  it('a blocked invoice cannot be claimed: 422 with the failing check', async () => {
    const response = await choose({ documentId: ids.blocked, action: 'CLAIM', month: '2026-11' });
    expect(response.status).toBe(422);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.code).toBe('INPUT_VAT.CHECKS_FAILED');
    expect(body.error.details?.map((d) => d.code)).toEqual([
      'TAX_INVOICE_NUMBER_MISSING',
      'TAX_INVOICE_DATE_MISSING',
    ]);
  });

  it('an undue service cannot be claimed: 422 INPUT_VAT.NOT_DUE', async () => {
    const response = await choose({ documentId: ids.service, action: 'CLAIM', month: '2026-11' });
    expect(response.status).toBe(422);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('INPUT_VAT.NOT_DUE');
  });

  it('PP30 box 7 shows 350 and the 70 of the blocked invoice as the difference to 11610', async () => {
    const p = await pp30('2026-11');
    // 11610 holds 350 + 70 = 420; the report claims 350: difference 70.
    expect(p.boxes).toMatchObject({ box6: '5000.00', box7: '350.00' });
    expect(p.ledger.inputVat).toBe('420.00');
    expect(p.reconciliation).toMatchObject({ inputDifference: '70.00', reconciled: false });
    expect(p.inputSource).toBe('PURCHASE_REPORT');
  });

  it('marked not claimable, the 70 becomes a cost (Dr 53074 · Cr 11610) and November reconciles', async () => {
    const response = await choose({ documentId: ids.blocked, action: 'NOT_CLAIMABLE' });
    expect(response.status).toBe(200);
    expect(await json<PurchaseTaxInvoice>(response)).toMatchObject({ state: 'NOT_CLAIMABLE', chosen: true });
    const p = await pp30('2026-11');
    expect(p.ledger.inputVat).toBe('350.00');
    expect(p.reconciliation.reconciled).toBe(true);
    const { rows } = await t.db.execute<{ net: string }>(sql`
      SELECT (sum(debit) - sum(credit))::text AS net FROM journal_lines
      WHERE organization_id = ${orgId} AND account_code = '53074'`);
    expect(rows[0]?.net).toBe('70.00');
  });

  it('claiming outside the window is refused with the window; later within it is deferred', async () => {
    const outside = await choose({ documentId: ids.goods, action: 'CLAIM', month: '2027-06' });
    expect(outside.status).toBe(422);
    const body = await json<ErrorAnswer>(outside);
    expect(body.error.code).toBe('INPUT_VAT.OUTSIDE_WINDOW');
    expect(body.error.details?.[0]).toMatchObject({
      path: 'month',
      params: { first: '2026-11', last: '2027-05' },
    });

    const later = await choose({ documentId: ids.goods, action: 'CLAIM', month: '2026-12' });
    expect(later.status).toBe(200);
    expect(await json<PurchaseTaxInvoice>(later)).toMatchObject({ claimMonth: '2026-12', late: true });
    // November: nothing claimed, 11610 back to 0 (350 deferred to 11612); December: 350 claimed.
    const nov = await pp30('2026-11');
    expect([nov.boxes.box7, nov.ledger.inputVat, nov.reconciliation.reconciled]).toEqual([
      '0.00',
      '0.00',
      true,
    ]);
    const dec = await json<InputTaxReport>(
      await t.request('GET', `/tax-filings/input-tax/organization/${orgId}?month=2026-12`, {
        token: me.token,
      }),
    );
    expect(dec.rows.map((r) => [r.number, r.documentNumber.slice(0, 2), r.vat, r.late])).toEqual([
      ['A-1', 'RI', '350.00', true],
    ]);
    expect(dec.totals).toMatchObject({ value: '5000.00', vat: '350.00' });
  });

  it('reset brings it back to November (the two entries reversed)', async () => {
    const reset = await choose({ documentId: ids.goods, action: 'RESET' });
    expect(await json<PurchaseTaxInvoice>(reset)).toMatchObject({ claimMonth: '2026-11', chosen: false });
    const nov = await pp30('2026-11');
    expect([nov.boxes.box7, nov.ledger.inputVat]).toEqual(['350.00', '350.00']);
  });

  it('the service becomes claimable when paid, in the month of the payment', async () => {
    await create('/payment-slip', { selectedInvoice: ids.service, date: '2026-11-25' });
    const { invoices } = await list('2026-11');
    expect(invoices.find((i) => i.documentId === ids.service)).toMatchObject({
      state: 'CLAIMED',
      dueDate: '2026-11-25',
      claimMonth: '2026-11',
    });
    const nov = await pp30('2026-11');
    // 350 + 140 = 490, and 11610 holds the same
    expect([nov.boxes.box7, nov.ledger.inputVat, nov.reconciliation.reconciled]).toEqual([
      '490.00',
      '490.00',
      true,
    ]);
  });

  it("reads a month's claims from its candidates only, with the same result as placing every bill", async () => {
    const all = await listPurchaseTaxInvoices(t.db, orgId);
    const claimed = all.filter((inv) => inv.claimMonth !== null);
    const months = [9, 10, 11, 12].map((month) => ({ year: 2026, month })).concat([{ year: 2027, month: 1 }]);
    const perMonth = await Promise.all(months.map((m) => claimedInMonth(t.db, orgId, m)));
    months.forEach((m, index) => {
      const expected = claimed.filter(
        (inv) => inv.claimMonth?.year === m.year && inv.claimMonth.month === m.month,
      );
      expect(perMonth[index]).toEqual(expected);
    });
    // Every claim falls in one of these months, the deferred one and the service paid later included.
    expect(
      perMonth
        .flat()
        .map((inv) => inv.documentId)
        .sort(),
    ).toEqual(claimed.map((inv) => inv.documentId).sort());
    // November holds the goods and the service paid on 25 November.
    expect(perMonth[2]?.map((inv) => inv.documentId)).toEqual(
      expect.arrayContaining([ids.goods, ids.service]),
    );
  });

  it('the report downloads as CSV with the purchase columns', async () => {
    const response = await t.request(
      'GET',
      `/tax-filings/input-tax/organization/${orgId}?month=2026-11&format=csv`,
      { token: me.token },
    );
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text).toContain('ชื่อผู้ขายสินค้า/ผู้ให้บริการ');
    expect(text).toContain('A-1');
    expect(text).toContain('490.00');
  });

  it('a choice in a locked period is refused (LEDGER.PERIOD_LOCKED), and so is one into a closed month', async () => {
    const lock = (date: string | null) =>
      t.db.execute(sql`INSERT INTO ledger_settings (organization_id, lock_date) VALUES (${orgId}, ${date})
        ON CONFLICT (organization_id) DO UPDATE SET lock_date = EXCLUDED.lock_date`);
    await lock('2026-11-30');
    const locked = await choose({ documentId: ids.goods, action: 'CLAIM', month: '2026-12' });
    expect(locked.status).toBe(422);
    expect((await json<ErrorAnswer>(locked)).error.code).toBe('LEDGER.PERIOD_LOCKED');
    await lock(null);

    const closed = await t.request('POST', '/tax-filings/pp30/close', {
      token: me.token,
      body: { organizationId: orgId, month: '2026-11' },
    });
    expect(closed.status).toBe(201);
    const moved = await choose({ documentId: ids.goods, action: 'CLAIM', month: '2026-12' });
    expect(moved.status).toBe(422);
    expect((await json<ErrorAnswer>(moved)).error).toMatchObject({
      code: 'INPUT_VAT.MONTH_CLOSED',
      details: [{ path: 'documentId', params: { month: '2026-11' } }],
    });
  });
});
