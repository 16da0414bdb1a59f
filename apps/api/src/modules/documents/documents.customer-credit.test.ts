// Customer credit used by a later receipt (issue #10 §3, decision 0188), over HTTP with figures by hand: a credit
// note after payment leaves credit in 21510; a later receipt uses part of it (Dr 21510 instead of the bank),
// never more than is open nor more than the payment; refunds see what receipts used; a credit note whose credit
// was used is not voided; a void receipt frees its credit; another organisation's member gets 404.
import type {
  BusinessReport,
  Contact,
  CustomerCreditBalance,
  RegisterResponse,
  SalesDocument,
} from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string, customer: Contact;

interface Refusal {
  error: { code: string; details?: { path: string; code?: string }[] };
}

async function call<T>(method: string, path: string, body?: unknown, token = me.token) {
  const response = await t.request(method, path, { token, body });
  return { status: response.status, body: await json<T>(response) };
}
async function createOk<T = SalesDocument>(resource: string, body: Record<string, unknown>): Promise<T> {
  const answer = await call<T>('POST', `/${resource}`, { organizationId: orgId, ...body });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const chairs = (quantity: number, price = '2500') => ({
  contactId: customer.id,
  items: [{ name: 'เก้าอี้สำนักงาน', quantity, sale_price: price }],
});
const creditOf = async () =>
  (await call<CustomerCreditBalance>('GET', `/refunds/customer/${customer.id}`)).body;

/** Net debit per account of every entry sourced from the document (its posting and any reversal). */
async function balances(documentId: string): Promise<Record<string, string>> {
  const { rows } = await t.db.execute<{ account_code: string; net: string }>(sql`
    SELECT l.account_code, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${orgId} AND e.source_document_id = ${documentId}::uuid
    GROUP BY l.account_code HAVING sum(l.debit - l.credit) <> 0 ORDER BY l.account_code`);
  return Object.fromEntries(rows.map((r) => [r.account_code, r.net]));
}
async function receiptCount(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM documents WHERE organization_id = ${orgId} AND kind = 'RE'`);
  return rows[0]?.n ?? -1;
}

let creditNote: SalesDocument;
let invoice2: SalesDocument;

beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  customer = await createOk<Contact>('contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้าเครดิต จำกัด',
    address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    tax_id: '0105552029681',
    branch: '00000',
  });
  // 4 × 2,500.00 = 10,000.00 + VAT 700.00 = 10,700.00, paid in full; then 1,000.00 + 70.00 credited: the whole
  // 1,070.00 is customer credit (nothing was owed any more).
  const invoice = await createOk('invoices', { date: '2026-11-02', ...chairs(4) });
  await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-05' });
  creditNote = await createOk('credit-notes', {
    selectedInvoice: invoice.id,
    date: '2026-11-10',
    reason: 'PRODUCT_DAMAGED',
    items: [{ name: 'เก้าอี้สำนักงาน', quantity: 1, sale_price: '1000' }],
  });
  // 1 × 2,500.00 + VAT 175.00 = 2,675.00
  invoice2 = await createOk('invoices', { date: '2026-11-12', ...chairs(1) });
});
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

describe('customer credit used by a later receipt', () => {
  it('the customer has 1,070.00 open credit from the credit note', async () => {
    expect(await creditOf()).toEqual({
      contact_id: customer.id,
      credit: '1070.00',
      refunded: '0.00',
      used: '0.00',
      available: '1070.00',
    });
  });

  it('leaves the paid invoice out of the receivables: its credit is on 21510, the report = 11310 = 2,675.00', async () => {
    // Invoice 1: 10,700.00 received, then 1,070.00 credited → balance −1,070.00, but the credit note put it on
    // 21510 (customer credit), not 11310: the invoice owes nothing. Invoice 2 owes 2,675.00 = 11310.
    const report = (
      await call<BusinessReport>(
        'GET',
        `/reports/receivables/organization/${orgId}?from=2026-11-01&to=2026-11-30`,
      )
    ).body;
    expect(report.rows.map((r) => [r.cells.number, r.cells.balance])).toEqual([[invoice2.number, '2675.00']]);
    expect(report.totals.balance).toBe('2675.00');
    expect(report.reconciliation).toMatchObject({ report: '2675.00', ledger: '2675.00', reconciles: true });
  });

  it('refuses more than the open credit (422, the field named) and writes nothing', async () => {
    const before = await receiptCount();
    const over = await call<Refusal>('POST', '/receipts', {
      organizationId: orgId,
      selectedInvoice: invoice2.id,
      date: '2026-11-15',
      customerCreditAmount: '1070.01',
    });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('RECEIPT.CUSTOMER_CREDIT_EXCEEDED');
    expect(over.body.error.details?.[0]?.path).toBe('customerCreditAmount');
    expect(await receiptCount()).toBe(before);
    expect((await call<SalesDocument>('GET', `/invoices/${invoice2.id}`)).body.status).toBe('AWAITING');
  });

  it('uses 1,000.00 of credit on a 2,675.00 receipt by transfer with a 10.00 fee', async () => {
    const receipt = await createOk('receipts', {
      selectedInvoice: invoice2.id,
      date: '2026-11-15',
      paymentMethod: 'TRANSFER',
      bankFee: '10',
      customerCreditAmount: '1000',
    });
    expect(receipt.customerCreditAmount).toBe('1000.00');
    // Dr 11121 2,675.00 − 10.00 − 1,000.00 = 1,665.00 · Dr 53033 10.00 · Dr 21510 1,000.00 · Cr 11310 2,675.00
    expect(await balances(receipt.id)).toEqual({
      '11121': '1665.00',
      '11310': '-2675.00',
      '21510': '1000.00',
      '53033': '10.00',
    });
    expect((await call<SalesDocument>('GET', `/invoices/${invoice2.id}`)).body.status).toBe(
      'RECEIPT CREATED',
    );
    // 1,070.00 − 1,000.00 = 70.00 still open
    expect(await creditOf()).toMatchObject({ used: '1000.00', available: '70.00' });
  });

  it('refuses credit beyond the payment itself, and credit for a customer not from the contacts', async () => {
    // 1 × 50.00 + VAT 3.50 = 53.50 to pay; 60.00 of credit is open-enough (70.00) but more than the payment
    const small = await createOk('invoices', { date: '2026-11-16', ...chairs(1, '50') });
    const beyond = await call<Refusal>('POST', '/receipts', {
      organizationId: orgId,
      selectedInvoice: small.id,
      date: '2026-11-16',
      customerCreditAmount: '60',
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.error.code).toBe('RECEIPT.CUSTOMER_CREDIT_EXCEEDS_PAYMENT');
    const unnamed = await createOk('invoices', {
      date: '2026-11-16',
      contact: { contact_name: 'ร้านไม่มีรหัส', address: '9 ถนนพระราม 4 กรุงเทพมหานคร 10110' },
      items: [{ name: 'ปากกา', quantity: 1, sale_price: '100' }],
    });
    const noContact = await call<Refusal>('POST', '/receipts', {
      organizationId: orgId,
      selectedInvoice: unnamed.id,
      date: '2026-11-16',
      customerCreditAmount: '10',
    });
    expect(noContact.status).toBe(400);
    expect(noContact.body.error.details?.[0]?.path).toBe('customerCreditAmount');
  });

  it('a credit note whose credit a receipt used is not voided; a refund sees only what is open', async () => {
    const voiding = await call<Refusal>('POST', `/credit-notes/${creditNote.id}/status`, { action: 'VOID' });
    expect(voiding.status).toBe(422);
    expect(voiding.body.error.code).toBe('CREDIT_NOTE.CREDIT_USED');
    // The credit note alone still holds 1,070.00, but the customer has only 70.00 open.
    const refund = { creditNoteId: creditNote.id, date: '2026-11-20', paymentMethod: 'CASH' };
    const over = await call<Refusal>('POST', '/refunds', {
      organizationId: orgId,
      ...refund,
      amount: '70.01',
    });
    expect(over.body.error.code).toBe('REFUND.EXCEEDS_CREDIT');
    expect((await call('POST', '/refunds', { organizationId: orgId, ...refund, amount: '70' })).status).toBe(
      201,
    );
    expect(await creditOf()).toEqual({
      contact_id: customer.id,
      credit: '1070.00',
      refunded: '70.00',
      used: '1000.00',
      available: '0.00',
    });
  });

  it('a void receipt frees its credit; bringing it back uses it again only while it is open', async () => {
    const receipt = (await call<SalesDocument>('GET', `/invoices/${invoice2.id}`)).body.links.children.find(
      (child) => child.kind === 'RE',
    );
    if (!receipt) throw new Error('no receipt');
    expect((await call('POST', `/receipts/${receipt.id}/status`, { action: 'VOID' })).status).toBe(200);
    // 1,070.00 − refunded 70.00 − used 0.00 = 1,000.00; its entry is reversed (nets to nothing)
    expect(await creditOf()).toMatchObject({ used: '0.00', available: '1000.00' });
    expect(await balances(receipt.id)).toEqual({});
    expect((await call('POST', `/receipts/${receipt.id}/status`, { action: 'RESET' })).status).toBe(200);
    expect(await creditOf()).toMatchObject({ used: '1000.00', available: '0.00' });
    expect((await balances(receipt.id))['21510']).toBe('1000.00');
  });

  it("another organisation's member gets 404 for the customer's credit", async () => {
    const answer = await call('GET', `/refunds/customer/${customer.id}`, undefined, other.token);
    expect(answer.status).toBe(404);
  });
});
