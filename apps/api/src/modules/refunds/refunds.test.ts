// Credit after payment over HTTP (issue #10 §3, decision 0166), figures by hand: a credit note against a paid
// invoice is allowed and leaves customer credit (Cr 21510) for what it credits beyond what is still owed; a
// refund pays it out (Dr 21510 · Cr bank, fee Dr 53033), never more than is open; a void reverses it; the
// refund prints in Thai; another organisation's member gets 404 everywhere.
import type { CustomerCredit, Refund, RegisterResponse, SalesDocument } from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import {
  createTwoOrganizations,
  json,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const customer = {
  contact_name: 'บริษัท ลูกค้าคืนเงิน จำกัด',
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0105559876543',
  branch: '00000',
};

async function call<T>(method: string, path: string, body?: unknown, token = me.token) {
  const response = await t.request(method, path, { token, body });
  return { status: response.status, body: await json<T>(response) };
}
async function createOk<T = SalesDocument>(resource: string, body: Record<string, unknown>): Promise<T> {
  const answer = await call<T>('POST', `/${resource}`, { organizationId: orgId, ...body });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Net debit per account of every entry sourced from these documents (postings, refunds, reversals). */
async function balances(documentIds: string[]): Promise<Record<string, string>> {
  const ids = sql.join(
    documentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await t.db.execute<{ account_code: string; net: string }>(sql`
    SELECT l.account_code, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${orgId} AND e.source_document_id IN (${ids})
    GROUP BY l.account_code HAVING sum(l.debit - l.credit) <> 0 ORDER BY l.account_code`);
  return Object.fromEntries(rows.map((r) => [r.account_code, r.net]));
}

/** An invoice of 10,000.00 goods + 7% VAT = 10,700.00, received `paid`, then a credit note of 1,000.00 + 70.00. */
async function paidInvoiceWithCredit(paid: string) {
  const invoice = await createOk('invoices', {
    date: '2026-11-02',
    contact: customer,
    items: [{ name: 'เก้าอี้สำนักงาน', quantity: 4, sale_price: '2500' }],
  });
  const receipt = await createOk('receipts', {
    selectedInvoice: invoice.id,
    date: '2026-11-05',
    partialAmount: paid,
  });
  const credit = await createOk('credit-notes', {
    selectedInvoice: invoice.id,
    date: '2026-11-10',
    reason: 'PRODUCT_DAMAGED',
    items: [{ name: 'เก้าอี้สำนักงาน', quantity: 1, sale_price: '1000' }],
  });
  expect(credit.totals).toMatchObject({ grand_total: '1070.00' });
  return { invoice, receipt, credit };
}

describe('credit after payment', () => {
  it('credits a paid invoice: beyond what is owed becomes customer credit (21510)', async () => {
    // Paid 10,300.00 of 10,700.00: 400.00 still owed. The 1,070.00 credit: 400.00 off AR, 670.00 credit.
    const { credit } = await paidInvoiceWithCredit('10300');
    expect(await balances([credit.id])).toEqual({
      '11310': '-400.00',
      '21510': '-670.00',
      '27111': '70.00',
      '41300': '1000.00',
    });
    const open = await call<CustomerCredit>('GET', `/refunds/credit/${credit.id}`);
    expect(open.body).toEqual({
      credit_note_id: credit.id,
      credit_note_number: credit.number,
      customer_credit: '670.00',
      refunded: '0.00',
      available: '670.00',
    });
  });

  it('refunds the credit by transfer with a fee, refuses more than is open, and voids', async () => {
    // Paid in full (10,700.00): the whole 1,070.00 is customer credit.
    const { invoice, credit } = await paidInvoiceWithCredit('10700');
    expect((await call<SalesDocument>('GET', `/invoices/${invoice.id}`)).body.status).toBe('RECEIPT CREATED');
    const refund = await createOk<Refund>('refunds', {
      creditNoteId: credit.id,
      date: '2026-11-12',
      amount: '670',
      paymentMethod: 'TRANSFER',
      bankFee: '15',
      reference: 'TRX-889',
    });
    expect(refund).toMatchObject({
      number: 'RF202611120001',
      amount: '670.00',
      bank_fee: '15.00',
      status: 'ISSUED',
      credit_note_number: credit.number,
    });
    // CN: Dr 41300 1,000 · Dr 27111 70 · Cr 21510 1,070. Refund: Dr 21510 670 · Dr 53033 15 · Cr 11121 685.
    expect(await balances([credit.id])).toEqual({
      '11121': '-685.00',
      '21510': '-400.00',
      '27111': '70.00',
      '41300': '1000.00',
      '53033': '15.00',
    });
    const over = await call<{ error: { code: string; details: { path: string; params: object }[] } }>(
      'POST',
      '/refunds',
      {
        organizationId: orgId,
        creditNoteId: credit.id,
        date: '2026-11-12',
        amount: '400.01',
        paymentMethod: 'CASH',
      },
    );
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('REFUND.EXCEEDS_CREDIT');
    expect(over.body.error.details[0]).toMatchObject({ path: 'amount', params: { available: '400.00' } });

    // While refunded, the credit note is neither voided nor edited.
    const noteVoid = await call<{ error: { code: string } }>('POST', `/credit-notes/${credit.id}/status`, {
      action: 'VOID',
    });
    expect([noteVoid.status, noteVoid.body.error.code]).toEqual([422, 'CREDIT_NOTE.REFUNDED']);
    const voided = await call<Refund>('POST', `/refunds/${refund.id}/status`, { action: 'VOID' });
    expect(voided.body.status).toBe('VOID');
    expect((await call<CustomerCredit>('GET', `/refunds/credit/${credit.id}`)).body.available).toBe(
      '1070.00',
    );
    const again = await call<{ error: { code: string } }>('POST', `/refunds/${refund.id}/status`, {
      action: 'VOID',
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'REFUND.INVALID_TRANSITION']);
    // The void reversed the refund's entry: only the credit note's own posting is left.
    expect(await balances([credit.id])).toEqual({
      '21510': '-1070.00',
      '27111': '70.00',
      '41300': '1000.00',
    });
  });

  it('refuses a refund of a credit note that left no credit, or dated before it', async () => {
    const invoice = await createOk('invoices', {
      date: '2026-11-02',
      contact: customer,
      items: [{ name: 'โต๊ะ', quantity: 1, sale_price: '1000' }],
    });
    const credit = await createOk('credit-notes', {
      selectedInvoice: invoice.id,
      date: '2026-11-03',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'โต๊ะ', quantity: 1, sale_price: '100' }],
    });
    // Unpaid invoice: the 107.00 credit all comes off AR, nothing to refund.
    expect(await balances([credit.id])).toEqual({ '11310': '-107.00', '27111': '7.00', '41300': '100.00' });
    const body = {
      organizationId: orgId,
      creditNoteId: credit.id,
      date: '2026-11-03',
      amount: '1',
      paymentMethod: 'CASH',
    };
    const none = await call<{ error: { code: string } }>('POST', '/refunds', body);
    expect([none.status, none.body.error.code]).toEqual([422, 'REFUND.EXCEEDS_CREDIT']);
    const early = await call<{ error: { code: string; details: { path: string }[] } }>('POST', '/refunds', {
      ...body,
      date: '2026-11-02',
    });
    expect([early.status, early.body.error.details[0]?.path]).toEqual([400, 'date']);
    const cheque = await call<{ error: { details: { path: string }[] } }>('POST', '/refunds', {
      ...body,
      paymentMethod: 'CHEQUE',
    });
    expect([cheque.status, cheque.body.error.details[0]?.path]).toEqual([400, 'chequeNumber']);
  });

  it("answers 404 to another organisation's member", async () => {
    const { credit } = await paidInvoiceWithCredit('10700');
    const refund = await createOk<Refund>('refunds', {
      creditNoteId: credit.id,
      date: '2026-11-12',
      amount: '100',
      paymentMethod: 'CASH',
    });
    for (const [method, path, body] of [
      ['GET', `/refunds/${refund.id}`, undefined],
      ['GET', `/refunds/${refund.id}/pdf`, undefined],
      ['POST', `/refunds/${refund.id}/status`, { action: 'VOID' }],
      ['GET', `/refunds/credit/${credit.id}`, undefined],
      ['GET', `/refunds/organization/${orgId}`, undefined],
    ] as const) {
      expect((await call(method, path, body, other.token)).status, `${method} ${path}`).toBe(404);
    }
    // Their own organisation with our credit note: not found either, and nothing written.
    const foreign = await call<{ error: { code: string } }>(
      'POST',
      '/refunds',
      {
        organizationId: other.organization.id,
        creditNoteId: credit.id,
        date: '2026-11-12',
        amount: '1',
        paymentMethod: 'CASH',
      },
      other.token,
    );
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'CREDIT_NOTE.NOT_FOUND']);
    expect((await call<CustomerCredit>('GET', `/refunds/credit/${credit.id}`)).body.refunded).toBe('100.00');
  });
});

describe.skipIf(chromium === undefined)('the printed refund', { timeout: 120_000 }, () => {
  it('prints ใบคืนเงิน in Thai with the credit note, Buddhist-era dates and the amount in words', async () => {
    const { credit } = await paidInvoiceWithCredit('10700');
    const refund = await createOk<Refund>('refunds', {
      creditNoteId: credit.id,
      date: '2026-11-20',
      amount: '670',
      paymentMethod: 'CASH',
    });
    const response = await t.request('GET', `/refunds/${refund.id}/pdf`, { token: me.token });
    expect(response.status).toBe(200);
    const back = await readBackPdf(new Uint8Array(await response.arrayBuffer()));
    const flat = squash(back.text);
    for (const expected of [
      'ใบคืนเงิน',
      refund.number,
      'วันที่20/11/2569', // 2026-11-20 in the Buddhist Era
      `ใบลดหนี้เลขที่${credit.number}ลงวันที่10/11/2569`,
      'บริษัทลูกค้าคืนเงินจำกัด',
      '670.00',
      'หกร้อยเจ็ดสิบบาทถ้วน',
      'จ่ายโดยเงินสด',
    ]) {
      expect(flat).toContain(squash(expected));
    }
    expect(back.text).not.toMatch(/Refund|2026-11-20/);
    expect(back.pages).toHaveLength(1);
    expect(back.pages[0]?.inkRatio).toBeGreaterThan(0.002);
  });
});
