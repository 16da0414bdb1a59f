// Payments as they really happen (issue #10 §2) over HTTP, figures by hand: a cumulative receipt over three
// services invoices paid by transfer into an organisation bank account with 3% WHT carried over, a bank fee and
// a rounding difference; its void reverses all of it; a cash sale's Receive Payment in cash with rounding; WHT
// carried from a billing note to its receipt; bad payment input answered 400 with the field path; the
// organisation's numbering reset.
import type { BankAccount, SalesDocument } from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string }[] };
}

let t: TestApp, token: string, otherToken: string, orgId: string, otherOrgId: string;
let bank: BankAccount;

beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
  otherOrgId = two.other.organization.id;
  const created = await postJson<BankAccount>(t, '/bank-accounts', token, {
    organizationId: orgId,
    bankCode: 'KASIKORN',
    accountNumber: '123-4-56789-0',
  });
  expect(created.status).toBe(201);
  bank = created.body;
});
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

const customer = {
  contact_name: 'บริษัท ลูกค้า จำกัด',
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0105559876543',
  branch: '00000',
};
const service = (name: string, price: string) => ({
  name,
  quantity: '1',
  sale_price: price,
  item_type: 'SERVICE',
  wht_percent: '3',
});

async function create(resource: string, body: Record<string, unknown>) {
  return postJson<SalesDocument & ErrorAnswer>(t, `/${resource}`, token, { organizationId: orgId, ...body });
}
async function createOk(resource: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const { status, body: document } = await create(resource, body);
  expect(status, JSON.stringify(document)).toBe(201);
  return document;
}
async function act(resource: string, id: string, body: Record<string, unknown>) {
  const response = await t.request('POST', `/${resource}/${id}/status`, { token, body });
  return { status: response.status, body: await json<SalesDocument & ErrorAnswer>(response) };
}

/** Net debit per account of the entries these documents posted (and their reversals), non-zero only. */
async function balances(documentIds: string[]): Promise<Record<string, string>> {
  const ids = sql.join(
    documentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await t.db.execute<{ account_code: string; net: string }>(sql`
    SELECT l.account_code, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${orgId}
      AND (e.source_document_id IN (${ids})
           OR e.reverses_entry_id IN (SELECT id FROM journal_entries WHERE source_document_id IN (${ids})))
    GROUP BY l.account_code HAVING sum(l.debit - l.credit) <> 0 ORDER BY l.account_code`);
  return Object.fromEntries(rows.rows.map((r) => [r.account_code, r.net]));
}

/** The lines of the one entry a document posted itself (not reversals), as [account, debit, credit]. */
async function entryLines(documentId: string): Promise<[string, string, string][]> {
  const rows = await t.db.execute<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text AS debit, l.credit::text AS credit
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${orgId} AND e.source_document_id = ${documentId}
      AND e.reverses_entry_id IS NULL
    ORDER BY l.debit DESC, l.account_code`);
  return rows.rows.map((r) => [r.account_code, r.debit, r.credit]);
}

describe('payments', () => {
  it('a cumulative receipt over three invoices by transfer with WHT, a bank fee and rounding', async () => {
    const invoices = [];
    for (const [name, price] of [
      ['Maintenance', '10000'],
      ['Support', '5000'],
      ['Training', '2000'],
    ] as const) {
      invoices.push(await createOk('invoices', { contact: customer, items: [service(name, price)] }));
    }
    // 10,700 + 5,350 + 2,140 = 18,190.00 with VAT; WHT 3% of 17,000 = 510.00.
    const receipt = await createOk('receipts', {
      cumulativeInvoices: invoices.map((i) => i.id),
      paymentMethod: 'transfer',
      paymentAccountId: bank.id,
      paymentReference: 'KBANK-REF-7781',
      bankFee: '25.00',
      roundingAmount: '-0.40',
    });
    expect(receipt).toMatchObject({
      grand_total: '18190.00',
      paymentMethod: 'TRANSFER',
      paymentAccountId: bank.id,
      paymentReference: 'KBANK-REF-7781',
      bankFee: '25.00',
      roundingAmount: '-0.40',
      totals: { whtAmount: '510.00', amountDue: '17680.00' },
    });
    // 18,190 − 510 WHT − 25 fee − 0.40 short = 17,654.60 into the account's own GL 11121.01.
    expect(await entryLines(receipt.id)).toEqual([
      ['11121.01', '17654.60', '0.00'],
      ['27112', '1190.00', '0.00'],
      ['11630', '510.00', '0.00'],
      ['53033', '25.00', '0.00'],
      ['53094', '0.40', '0.00'],
      ['11310', '0.00', '18190.00'],
      ['27111', '0.00', '1190.00'],
    ]);
    const all = [...invoices.map((i) => i.id), receipt.id];
    expect(await balances(all)).toEqual({
      '11121.01': '17654.60',
      '11630': '510.00',
      '27111': '-1190.00',
      '41210': '-17000.00',
      '53033': '25.00',
      '53094': '0.40',
    });
    // Voiding the receipt reverses the money, fee, rounding, WHT and VAT: the three invoices alone again.
    expect((await act('receipts', receipt.id, { action: 'VOID' })).status).toBe(200);
    expect(await balances(all)).toEqual({
      '11310': '18190.00',
      '27112': '-1190.00',
      '41210': '-17000.00',
    });
  });

  it("a cash sale's Receive Payment in cash with a rounding gain posts to 11111 and 49080", async () => {
    // 1,069.99 incl. VAT = 999.99 + VAT 70.00; the customer hands over 1,070.00.
    const sale = await createOk('cash-invoices', {
      contact: customer,
      priceType: 'vat_inclusive',
      items: [{ name: 'Goods', quantity: '1', sale_price: '1069.99' }],
    });
    const paid = await act('cash-invoices', sale.id, {
      action: 'RECEIVE PAYMENT',
      paymentMethod: 'CASH',
      paymentAccountId: bank.id,
      roundingAmount: '0.01',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Cash drops the bank account named with it.
    expect(paid.body).toMatchObject({ status: 'PAID', paymentMethod: 'CASH', roundingAmount: '0.01' });
    expect(paid.body.paymentAccountId).toBeUndefined();
    expect(await balances([sale.id])).toEqual({
      '11111': '1070.00',
      '27111': '-70.00',
      '41110': '-999.99',
      '49080': '-0.01',
    });
    // Edit Payment: it was a transfer into the bank account after all, 5.00 fee: the cash entry is reversed and
    // the sale posted again: 1,069.99 + 0.01 rounding − 5.00 fee = 1,065.00 into 11121.01.
    const edited = await act('cash-invoices', sale.id, {
      action: 'EDIT PAYMENT',
      paymentMethod: 'TRANSFER',
      paymentAccountId: bank.id,
      bankFee: '5',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ status: 'PAID', paymentMethod: 'TRANSFER', bankFee: '5.00' });
    expect(await balances([sale.id])).toEqual({
      '11121.01': '1065.00',
      '27111': '-70.00',
      '41110': '-999.99',
      '49080': '-0.01',
      '53033': '5.00',
    });
    await act('cash-invoices', sale.id, { action: 'VOID' });
    expect(await balances([sale.id])).toEqual({});
  });

  it('a cheque names its number and date; the receipt carries the billing note WHT by default', async () => {
    const invoice = await createOk('invoices', { contact: customer, items: [service('Audit', '20000')] });
    const note = await createOk('billing-notes', { cumulativeInvoices: [invoice.id] });
    expect(note.totals.whtAmount).toBe('600.00');
    const receipt = await createOk('receipts', {
      selectedInvoice: note.id,
      paymentMethod: 'CHEQUE',
      paymentAccountId: bank.id,
      chequeNumber: '00123456',
      chequeDate: '2026-11-30',
    });
    // 21,400 − 600 WHT carried from the billing note = 20,800 into 11121.01.
    expect(receipt).toMatchObject({
      chequeNumber: '00123456',
      chequeDate: '2026-11-30',
      totals: { whtAmount: '600.00', amountDue: '20800.00' },
    });
    expect(await balances([invoice.id, receipt.id])).toEqual({
      '11121.01': '20800.00',
      '11630': '600.00',
      '27111': '-1400.00',
      '41210': '-20000.00',
    });
    // Edit Payment of the receipt (the web dialog's PUT): it was cash after all, 0.50 short. Reposted:
    // 21,400 − 600 − 0.50 = 20,799.50 into 11111; the rounding loss 0.50 to 53094.
    const edited = await t.request('PUT', `/receipts/${receipt.id}`, {
      token,
      body: { paymentMethod: 'CASH', roundingAmount: '-0.50', collected_at: '2026-11-24' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await json<SalesDocument>(edited)).toMatchObject({
      paymentMethod: 'CASH',
      roundingAmount: '-0.50',
    });
    expect(await balances([invoice.id, receipt.id])).toEqual({
      '11111': '20799.50',
      '11630': '600.00',
      '27111': '-1400.00',
      '41210': '-20000.00',
      '53094': '0.50',
    });
  });

  it('refuses bad payment input with 400 and the field path, storing nothing', async () => {
    const invoice = await createOk('invoices', { contact: customer, items: [service('Design', '1000')] });
    const cases: [Record<string, unknown>, string][] = [
      [{ paymentMethod: 'BITCOIN' }, 'paymentMethod'],
      [{ paymentMethod: 'CHEQUE', paymentAccountId: bank.id, chequeDate: '2026-11-30' }, 'chequeNumber'],
      [{ paymentMethod: 'CHEQUE', paymentAccountId: bank.id, chequeNumber: '1' }, 'chequeDate'],
      [{ paymentMethod: 'CASH', roundingAmount: '1.50' }, 'roundingAmount'],
      [{ paymentMethod: 'CASH', roundingAmount: '0.123' }, 'roundingAmount'],
      [{ paymentMethod: 'CASH', bankFee: '-5' }, 'bankFee'],
    ];
    for (const [payment, path] of cases) {
      const { status, body } = await create('receipts', { selectedInvoice: invoice.id, ...payment });
      expect(status, JSON.stringify(payment)).toBe(400);
      expect(body.error.details?.map((d) => d.path)).toContain(path);
    }
    // Another organisation's bank account is unknown here.
    const theirs = await postJson<BankAccount>(t, '/bank-accounts', otherToken, {
      organizationId: otherOrgId,
      bankCode: 'SCB',
      accountNumber: '9998887776',
    });
    const foreign = await create('receipts', {
      selectedInvoice: invoice.id,
      paymentMethod: 'TRANSFER',
      paymentAccountId: theirs.body.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details?.map((d) => d.path)).toEqual(['paymentAccountId']);
    // Nothing was stored: the invoice still owes all of it.
    const read = await json<SalesDocument>(await t.request('GET', `/invoices/${invoice.id}`, { token }));
    expect(read.progress?.balance).toBe('1070.00');
  });

  it('numbers documents by the organisation numbering reset (monthly: the running number carries on)', async () => {
    const put = await t.request('PUT', `/organizations/${orgId}`, {
      token,
      body: { name: 'บริษัท ทดสอบ จำกัด', numbering_reset: 'monthly' },
    });
    expect(put.status).toBe(200);
    const first = await createOk('quotations', {
      date: '2026-10-05',
      contact: customer,
      items: [service('A', '100')],
    });
    const second = await createOk('quotations', {
      date: '2026-10-20',
      contact: customer,
      items: [service('B', '100')],
    });
    const november = await createOk('quotations', {
      date: '2026-11-02',
      contact: customer,
      items: [service('C', '100')],
    });
    expect([first.number, second.number, november.number]).toEqual([
      'QT202610050001',
      'QT202610200002',
      'QT202611020001',
    ]);
    // Switching to `never` starts a new counter, but a day's numbers never repeat: 5 October already has 0001.
    await t.request('PUT', `/organizations/${orgId}`, {
      token,
      body: { name: 'บริษัท ทดสอบ จำกัด', numbering_reset: 'never' },
    });
    const again = await createOk('quotations', {
      date: '2026-10-05',
      contact: customer,
      items: [service('D', '100')],
    });
    expect(again.number).toBe('QT202610050002');
  });
});
