// Voiding a purchase bill (its life cycle calls it REJECTED) undoes its input VAT marks (issue #12; decision
// 0200), figures by hand. "Today" is
// 2 December 2026 (the void itself is dated on the machine's clock, as the documents module dates it). Each
// mark's entries are reversed in their own month while its VAT is open (decision 0242), and never before their
// own date:
//   A  goods 5,000 + VAT 350 of 10 Nov, claim moved to January 2027: defer Dr 11612 · Cr 11610 350 (10 Nov) and
//      claim Dr 11610 · Cr 11612 350 (1 Jan) — voided: the defer reversed on 10 Nov, the claim on 1 Jan.
//   B  goods 1,000 + VAT 70 of 12 Nov, not claimable: Dr 53074 · Cr 11610 70 (12 Nov) — reversed on 12 Nov.
//   C  goods 2,000 + VAT 140 of 5 Oct, claimed by default in October, whose VAT is then closed — void refused.
//   D  an expense of 8 Nov bought from abroad, 10,000 → PP36 VAT 700 on 11611 / 27113 — reversed on 8 Nov.
// After A, B and D are voided 11610, 11612, 53074, 11611 and 27113 all end at nothing.
import type { RegisterResponse, SalesDocument } from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';
import { bangkokToday } from '../documents/index.ts';

// The documents module dates a void on the machine's own clock (its own reversals too), not the test clock.
const later = (a: string, b: string) => (a > b ? a : b);
const voidDay = () => bangkokToday();
/** A mark dated `date` is reversed on that date when it is of an earlier (open) month than the void, else later. */
const inItsMonth = (date: string) =>
  date.slice(0, 7) < voidDay().slice(0, 7) ? date : later(date, voidDay());

interface ErrorAnswer {
  error: { code: string; details?: { path: string; params?: Record<string, string> }[] };
}

let t: TestApp, me: RegisterResponse, orgId: string;
const ids: Record<string, string> = {};

async function create(path: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const response = await t.request('POST', path, {
    token: me.token,
    body: { organizationId: orgId, ...body },
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return json<SalesDocument>(response);
}
async function ok(response: Response, status = 200) {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`);
}
const choose = (body: Record<string, unknown>) =>
  t.request('POST', '/tax-filings/purchase-vat', {
    token: me.token,
    body: { organizationId: orgId, ...body },
  });
const voidBill = (kind: 'purchases' | 'expenses', id: string) =>
  t.request('POST', `/${kind}/${id}/status`, { token: me.token, body: { action: 'REJECTED' } });
const net = async (code: string, to = '2027-12-31') =>
  (
    await t.db.execute<{
      net: string;
    }>(sql`SELECT coalesce(sum(debit) - sum(credit), 0)::numeric(18, 2)::text AS net
      FROM journal_lines WHERE organization_id = ${orgId} AND account_code = ${code} AND entry_date <= ${to}`)
  ).rows[0]?.net;
const reversalDates = async (documentNumber: string) =>
  (
    await t.db.execute<{ date: string }>(sql`SELECT entry_date::text AS date FROM journal_entries
      WHERE organization_id = ${orgId} AND kind = 'REVERSAL' AND description LIKE ${`%${documentNumber}%`}
        AND description LIKE ${'%input VAT mark undone%'}
      ORDER BY entry_date`)
  ).rows.map((r) => r.date);
const marks = async (table: 'input_vat_claims' | 'self_assessed_vat', documentId: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE organization_id = ${orgId} AND document_id = ${documentId}`,
    )
  ).rows[0]?.n;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-02T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ยกเลิกบิล จำกัด' } });
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
  const supplier = (await json<{ id: string }>(contact)).id;
  const goods = (date: string, invoice: string, price: string) =>
    create('/purchases', {
      contactId: supplier,
      date,
      supplierTaxInvoiceNo: invoice,
      supplierTaxInvoiceDate: date,
      items: [{ name: 'Paper', quantity: '1', sale_price: price, account_code: '51111.01' }],
    });
  ids.a = (await goods('2026-11-10', 'A-1', '5000')).id;
  ids.b = (await goods('2026-11-12', 'B-1', '1000')).id;
  ids.c = (await goods('2026-10-05', 'C-1', '2000')).id;
  await ok(await choose({ documentId: ids.a, action: 'CLAIM', month: '2027-01' }));
  await ok(await choose({ documentId: ids.b, action: 'NOT_CLAIMABLE' }));
  const abroad = await t.request('POST', '/contacts', {
    token: me.token,
    body: { organizationId: orgId, contact_type: 'SUPPLIER', contact_name: 'Design Ltd. (Hong Kong)' },
  });
  ids.d = (
    await create('/expenses', {
      contactId: (await json<{ id: string }>(abroad)).id,
      date: '2026-11-08',
      vatEnabled: false,
      items: [
        { name: 'Logo', quantity: '1', sale_price: '10000', item_type: 'SERVICE', account_code: '53032.01' },
      ],
    })
  ).id;
  await ok(
    await t.request('POST', '/tax-filings/foreign-input-tax', {
      token: me.token,
      body: { organizationId: orgId, documentId: ids.d, foreign: true },
    }),
    204,
  );
  await ok(
    await t.request('POST', '/tax-filings/pp30/close', {
      token: me.token,
      body: {
        organizationId: orgId,
        month: '2026-10',
        excessChoice: 'CARRY_FORWARD',
        acceptDifference: true,
      },
    }),
    201,
  );
}, 180_000);
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

describe('voiding a purchase bill undoes its input VAT marks', () => {
  it('before: 11612 holds A’s 350, 53074 B’s 70, 27113 D’s 700', async () => {
    expect(await net('11612', '2026-12-31')).toBe('350.00');
    expect(await net('53074')).toBe('70.00');
    expect(await net('27113')).toBe('-700.00');
  });

  it('A, claim moved to January: the defer reversed on its 10 November, the claim on its own 1 January', async () => {
    const bill = await voidBill('purchases', ids.a ?? '');
    expect(bill.status).toBe(200);
    const { number } = await json<SalesDocument>(bill);
    expect(await reversalDates(number)).toEqual([inItsMonth('2026-11-10'), inItsMonth('2027-01-01')]);
    expect(await marks('input_vat_claims', ids.a ?? '')).toBe(0);
    // 11612: +350 (10 Nov) − 350 (its reversal) + 350 (1 Jan reversal of the claim) − 350 (1 Jan claim) = 0 at
    // every month end from November; 11610 at 31 Dec: +350 − 350 (defer) + 350 (its reversal) − 350 (the bill's) = 0.
    expect(await net('11612', '2026-12-31')).toBe('0.00');
    expect(await net('11612')).toBe('0.00');
    expect(await net('11610', '2026-12-31')).toBe(await net('11610', '2026-10-31'));
  });

  it('B, not claimable: the 53074 cost reversed on its 12 November', async () => {
    const bill = await voidBill('purchases', ids.b ?? '');
    expect(bill.status).toBe(200);
    const { number } = await json<SalesDocument>(bill);
    expect(await reversalDates(number)).toEqual([inItsMonth('2026-11-12')]);
    expect(await net('53074')).toBe('0.00');
    expect(await marks('input_vat_claims', ids.b ?? '')).toBe(0);
  });

  it('D, a service from abroad: its PP36 VAT reversed on its own date, 11611 and 27113 back to nothing', async () => {
    expect((await voidBill('expenses', ids.d ?? '')).status).toBe(200);
    expect(await net('27113', '2026-11-30')).toBe('0.00');
    expect(await net('11611')).toBe('0.00');
    expect(await marks('self_assessed_vat', ids.d ?? '')).toBe(0);
  });

  it('C, claimed in October whose VAT is closed: refused with the month, nothing written', async () => {
    const before = await net('11610');
    const refused = await voidBill('purchases', ids.c ?? '');
    expect(refused.status).toBe(422);
    expect((await json<ErrorAnswer>(refused)).error).toMatchObject({
      code: 'INPUT_VAT.CLAIMED_IN_CLOSED_MONTH',
      details: [{ path: 'action', params: { month: '2026-10' } }],
    });
    const { rows } = await t.db.execute<{ status: string }>(
      sql`SELECT status FROM documents WHERE organization_id = ${orgId} AND id = ${ids.c ?? ''}`,
    );
    expect(rows[0]?.status).toBe('AWAITING');
    expect(await net('11610')).toBe(before);
  });

  it('the database keeps marks off voided bills (migration 0039)', async () => {
    const entry = sql`(SELECT id FROM journal_entries WHERE organization_id = ${orgId} LIMIT 1)`;
    // A mark placed on a voided bill (B) is refused at once.
    await expect(
      t.db
        .execute(sql`INSERT INTO input_vat_claims (organization_id, id, document_id, status, vat, defer_entry_id)
        VALUES (${orgId}, gen_random_uuid(), ${ids.b ?? ''}, 'NOT_CLAIMABLE', 70, ${entry})`),
    ).rejects.toThrow();
    // A bill voided while it still holds a mark (C, behind the API's back) is refused at commit.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO input_vat_claims (organization_id, id, document_id, status, vat, defer_entry_id)
          VALUES (${orgId}, gen_random_uuid(), ${ids.c ?? ''}, 'NOT_CLAIMABLE', 140, ${entry})`);
        await tx.execute(
          sql`UPDATE documents SET status = 'VOID' WHERE organization_id = ${orgId} AND id = ${ids.c ?? ''}`,
        );
      }),
    ).rejects.toThrow();
    expect(await marks('input_vat_claims', ids.c ?? '')).toBe(0);
  });
});
