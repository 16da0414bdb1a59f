// PP36 on the monthly tax-filing desk (issue #12; decision 0200), figures by hand: a 30,000.00 cloud service
// bought from Singapore on 8 November 2026 is marked as from abroad (7% = 2,100.00, Dr 11611 · Cr 27113). The
// desk lists November's PP36 for 2,100.00 due 15 December (7th on paper + 8 days e-filed); filed on 5 December
// it freezes the month's marks; paid on 10 December it posts Dr 27113 · Cr 11121 and Dr 11610 · Cr 11611, and
// December's input tax report and PP30 (boxes 6 and 7) claim it, reconciled to 11610. Bad input is a 4xx with
// its field; another organisation's member gets 404.
import type {
  InputTaxReport,
  Pp30Worksheet,
  RegisterResponse,
  SalesDocument,
  TaxDesk,
  TaxFiling,
} from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string; params?: Record<string, string> }[] };
}

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string, expense: SalesDocument;

beforeAll(async () => {
  // "Today" is 10 December 2026 in Thailand: November has ended, its PP36 is due on the 15th.
  t = await createTestApp({ now: () => new Date('2026-12-10T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ใช้คลาวด์ จำกัด' } });
  other = await t.register({ organization: { name: 'บริษัท อื่น จำกัด' } });
  orgId = me.organization.id;
  const supplier = await t.request('POST', '/contacts', {
    token: me.token,
    body: { organizationId: orgId, contact_type: 'SUPPLIER', contact_name: 'Cloud Pte. Ltd. (Singapore)' },
  });
  const created = await t.request('POST', '/expenses', {
    token: me.token,
    body: {
      organizationId: orgId,
      contactId: (await json<{ id: string }>(supplier)).id,
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
    },
  });
  if (created.status !== 201) throw new Error(`expense: ${created.status} ${await created.text()}`);
  expense = await json<SalesDocument>(created);
  const marked = await mark(true);
  if (marked.status !== 204) throw new Error(`mark: ${marked.status} ${await marked.text()}`);
}, 120_000);
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

function mark(foreign: boolean) {
  return t.request('POST', '/tax-filings/foreign-input-tax', {
    token: me.token,
    body: { organizationId: orgId, documentId: expense.id, foreign },
  });
}
const post = (path: string, body: Record<string, unknown>, token = me.token) =>
  t.request('POST', path, {
    token,
    body: { organizationId: orgId, form: 'PP36', month: '2026-11', ...body },
  });
const desk = async (month = '2026-11') =>
  json<TaxDesk>(
    await t.request('GET', `/tax-filings/desk/organization/${orgId}?month=${month}`, { token: me.token }),
  );
const pp36Row = async () => (await desk()).obligations.find((o) => o.form === 'PP36');
const net = async (code: string, to = '2026-12-31') =>
  (
    await t.db.execute<{
      net: string;
    }>(sql`SELECT coalesce(sum(debit) - sum(credit), 0)::numeric(18, 2)::text AS net
      FROM journal_lines WHERE organization_id = ${orgId} AND account_code = ${code} AND entry_date <= ${to}`)
  ).rows[0]?.net;

describe('PP36 on the tax-filing desk', () => {
  it('lists November’s PP36: 2,100.00 on 27113, due 15 December e-filed, ready', async () => {
    expect(await pp36Row()).toMatchObject({
      form: 'PP36',
      month: '2026-11',
      amount: '2100.00',
      dueDate: '2026-12-15',
      state: 'READY',
    });
    // October had no service from abroad: no PP36 row.
    expect((await desk('2026-10')).obligations.map((o) => o.form)).toEqual(['PP30']);
    expect(await net('11611')).toBe('2100.00');
    expect(await net('27113')).toBe('-2100.00');
  });

  it('is on the tax calendar and its iCalendar feed in Thai', async () => {
    const calendar = await t.request('GET', '/tax-calendar?from=2026-11&to=2026-11', { token: me.token });
    const { obligations } = await json<{ obligations: { form: string; amount: string; dueDate: string }[] }>(
      calendar,
    );
    expect(obligations.find((o) => o.form === 'PP36')).toMatchObject({
      amount: '2100.00',
      dueDate: '2026-12-15',
    });
    const { path } = await json<{ path: string }>(
      await t.request('POST', '/tax-calendar/feed-token', { token: me.token }),
    );
    const feed = await (await t.request('GET', path)).text();
    // The summary a calendar shows is Thai (the event's UID may carry the form code).
    expect(feed).toMatch(/SUMMARY:ภ\.พ\.36 /);
    expect(feed).not.toMatch(/SUMMARY:[^\r]*PP36/);
  });

  it("keeps another organisation's member out (desk, file, pay)", async () => {
    const d = await t.request('GET', `/tax-filings/desk/organization/${orgId}?month=2026-11`, {
      token: other.token,
    });
    expect(d.status).toBe(404);
    expect(
      (await post('/tax-filings/file', { filedOn: '2026-12-05', reference: 'X' }, other.token)).status,
    ).toBe(404);
    expect((await post('/tax-filings/pay', { paidOn: '2026-12-10' }, other.token)).status).toBe(404);
  });

  it('refuses bad input with the field at fault, nothing written', async () => {
    const early = await post('/tax-filings/file', { filedOn: '2026-11-30', reference: 'PP36-1' });
    expect(early.status).toBe(422);
    expect((await json<ErrorAnswer>(early)).error).toMatchObject({
      code: 'TAX_FILING.FILED_BEFORE_MONTH_END',
      details: [{ path: 'filedOn' }],
    });
    const unpaidFirst = await post('/tax-filings/pay', { paidOn: '2026-12-10' });
    expect(unpaidFirst.status).toBe(422);
    expect((await json<ErrorAnswer>(unpaidFirst)).error.code).toBe('TAX_FILING.NOT_FILED');
    const badForm = await post('/tax-filings/file', { form: 'PP99', filedOn: '2026-12-05', reference: 'X' });
    expect(badForm.status).toBe(400);
    expect((await pp36Row())?.filing).toBeUndefined();
  });

  it('filed on 5 December: recorded with its reference, and the month’s marks are frozen', async () => {
    const filed = await post('/tax-filings/file', { filedOn: '2026-12-05', reference: 'PP36-6911-0001' });
    expect(filed.status).toBe(200);
    expect(await json<TaxFiling>(filed)).toMatchObject({
      form: 'PP36',
      month: '2026-11',
      amount: '2100.00',
      filedOn: '2026-12-05',
      filingReference: 'PP36-6911-0001',
    });
    expect((await pp36Row())?.state).toBe('FILED');
    const unmark = await mark(false);
    expect(unmark.status).toBe(422);
    expect((await json<ErrorAnswer>(unmark)).error).toMatchObject({
      code: 'INPUT_VAT.PP36_FILED',
      details: [{ path: 'documentId', params: { month: '2026-11' } }],
    });
    expect(await net('27113')).toBe('-2100.00');
  });

  it('paid on 10 December: Dr 27113 · Cr 11121 and the VAT made claimable, Dr 11610 · Cr 11611', async () => {
    const paid = await post('/tax-filings/pay', { paidOn: '2026-12-10', reference: 'RCPT-PP36-77' });
    expect(paid.status).toBe(200);
    const filing = await json<TaxFiling>(paid);
    expect(filing).toMatchObject({ paidOn: '2026-12-10', paymentAccountCode: '11121' });
    expect(filing.paymentEntryId).toBeDefined();
    expect(filing.vatClaimEntryId).toBeDefined();
    const lines = async (entryId: string) =>
      (
        await t.db.execute<{ account_code: string; debit: string; credit: string; entry_date: string }>(sql`
          SELECT account_code, debit::text AS debit, credit::text AS credit, entry_date::text AS entry_date
          FROM journal_lines WHERE organization_id = ${orgId} AND entry_id = ${entryId} ORDER BY debit DESC`)
      ).rows;
    expect(await lines(filing.paymentEntryId ?? '')).toEqual([
      { account_code: '27113', debit: '2100.00', credit: '0.00', entry_date: '2026-12-10' },
      { account_code: '11121', debit: '0.00', credit: '2100.00', entry_date: '2026-12-10' },
    ]);
    expect(await lines(filing.vatClaimEntryId ?? '')).toEqual([
      { account_code: '11610', debit: '2100.00', credit: '0.00', entry_date: '2026-12-10' },
      { account_code: '11611', debit: '0.00', credit: '2100.00', entry_date: '2026-12-10' },
    ]);
    expect(await net('27113')).toBe('0.00');
    expect(await net('11611')).toBe('0.00');
    expect(await net('11610', '2026-11-30')).toBe('0.00');
    expect(await net('11610')).toBe('2100.00');
    expect((await pp36Row())?.state).toBe('PAID');
    // Paid once only.
    const again = await post('/tax-filings/pay', { paidOn: '2026-12-11' });
    expect((await json<ErrorAnswer>(again)).error.code).toBe('TAX_FILING.ALREADY_PAID');
  });

  it('December claims it: the input tax report row and PP30 boxes 6 and 7 reconciled to 11610', async () => {
    const report = await json<InputTaxReport>(
      await t.request('GET', `/tax-filings/input-tax/organization/${orgId}?month=2026-12`, {
        token: me.token,
      }),
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      documentId: expense.id,
      number: 'RCPT-PP36-77',
      date: '2026-12-10',
      counterpartyName: 'Cloud Pte. Ltd. (Singapore)',
      standardBase: '30000.00',
      vat: '2100.00',
    });
    expect(report.totals).toMatchObject({ standardBase: '30000.00', vat: '2100.00' });
    const november = await json<InputTaxReport>(
      await t.request('GET', `/tax-filings/input-tax/organization/${orgId}?month=2026-11`, {
        token: me.token,
      }),
    );
    expect(november.rows).toEqual([]);
    const pp30 = await json<Pp30Worksheet>(
      await t.request('GET', `/tax-filings/pp30/organization/${orgId}?month=2026-12`, { token: me.token }),
    );
    expect(pp30.boxes).toMatchObject({ box6: '30000.00', box7: '2100.00' });
    expect(pp30.reconciliation).toMatchObject({ reconciled: true, inputDifference: '0.00' });
  });
});
