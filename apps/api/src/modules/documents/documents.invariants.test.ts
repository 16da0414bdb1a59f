// Issues #9 and #10 over HTTP: money never goes negative (discounts, quantities, credit notes), a locked
// period is never changed by any route (edit, move, status actions, void, create), a receipt or note is never
// dated before what it settles, and the database refuses the same under any writer (migration 0005). Every
// refusal is a 4xx naming the field, and leaves nothing half-written.
import type { SalesDocument, SalesDocumentList } from '@banchee/contracts';
import { sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: {
    code: string;
    message: string;
    details?: { path: string; code?: string; message: string; params?: Record<string, string> }[];
  };
}

let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.register();
  token = owner.token;
  orgId = owner.organization.id;
});
afterAll(async () => {
  await t.close();
});

const customer = {
  contact_name: 'บริษัท ลูกค้า จำกัด',
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0105559876543',
  branch: '00000',
};

async function call<T = SalesDocument>(method: string, path: string, body?: unknown) {
  const response = await t.request(method, path, { token, body });
  return { status: response.status, body: await json<T>(response) };
}

async function createOk(resource: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const answer = await call('POST', `/${resource}`, { organizationId: orgId, ...body });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function refused(method: string, path: string, body: unknown, status: number, code: string) {
  const answer = await call<ErrorAnswer>(method, path, body);
  expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status, code });
  return answer.body.error;
}

async function countOf(resource: string): Promise<number> {
  return (await call<SalesDocumentList>('GET', `/${resource}/organization/${orgId}?limit=200`)).body
    .pagination.total;
}

async function journalCount(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM journal_entries WHERE organization_id = ${orgId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function setLock(lockDate: string | null) {
  const answer = await call('POST', '/periods/lock', { organizationId: orgId, lockDate });
  expect(answer.status).toBe(200);
}

/** An invoice of 1,000.00 + VAT 70.00 = 1,070.00 on `date`. */
function invoiceOn(date: string) {
  return createOk('invoices', {
    date,
    contact: customer,
    items: [{ name: 'โต๊ะทำงาน', quantity: 2, sale_price: '500' }],
  });
}

describe('money never goes negative', () => {
  it('refuses a line discount larger than its line, naming the field, and stores nothing', async () => {
    const before = { invoices: await countOf('invoices'), journals: await journalCount() };
    // Before the fix: 100.00 − 500.00 = −400.00 + VAT −28.00 = grand total −428.00, posted.
    const error = await refused(
      'POST',
      '/invoices',
      {
        organizationId: orgId,
        contact: customer,
        items: [{ name: 'x', quantity: 1, sale_price: 100, discount_amount: 500 }],
      },
      400,
      'VALIDATION.FAILED',
    );
    expect(error.details).toEqual([
      {
        path: 'items.0.discount_amount',
        code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
        message: 'Discount exceeds the line total 100.00',
        params: { total: '100.00' },
      },
    ]);
    expect(await countOf('invoices')).toBe(before.invoices);
    expect(await journalCount()).toBe(before.journals);
  });

  it('refuses a document discount larger than the lines', async () => {
    // 2 × 50.00 − 10% = 90.00 subtotal; a 90.01 discount would make it negative.
    const error = await refused(
      'POST',
      '/quotations',
      {
        organizationId: orgId,
        discountAmount: '90.01',
        items: [{ name: 'x', quantity: 2, sale_price: 50, discount_percent: 10 }],
      },
      400,
      'VALIDATION.FAILED',
    );
    expect(error.details).toEqual([
      expect.objectContaining({
        path: 'discountAmount',
        code: 'DOCUMENT.DISCOUNT_EXCEEDS_SUBTOTAL',
        params: { subtotal: '90.00' },
      }),
    ]);
    // Exactly the subtotal is allowed: 0.00 to pay.
    const free = await createOk('quotations', {
      discountAmount: '90.00',
      items: [{ name: 'x', quantity: 2, sale_price: 50, discount_percent: 10 }],
    });
    expect(free.totals).toMatchObject({ subtotal: '90.00', discount: '90.00', grand_total: '0.00' });
  });

  it('refuses negative quantities, prices, discounts and payments at the schema', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ name: 'x', quantity: -1, sale_price: 10 }] }, 'items.0.quantity'],
      [{ items: [{ name: 'x', quantity: 1, sale_price: '-10' }] }, 'items.0.sale_price'],
      [
        { items: [{ name: 'x', quantity: 1, sale_price: 10, discount_amount: -1 }] },
        'items.0.discount_amount',
      ],
      [{ discountAmount: '-5', items: [{ name: 'x', quantity: 1, sale_price: 10 }] }, 'discountAmount'],
    ];
    for (const [body, path] of cases) {
      const error = await refused(
        'POST',
        '/invoices',
        { organizationId: orgId, ...body },
        400,
        'VALIDATION.FAILED',
      );
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const invoice = await invoiceOn('2026-11-02');
    const error = await refused(
      'POST',
      '/receipts',
      { organizationId: orgId, selectedInvoice: invoice.id, partialAmount: '-100', date: '2026-11-03' },
      400,
      'VALIDATION.FAILED',
    );
    expect(error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'partialAmount' })]),
    );
    const zero = await refused(
      'POST',
      '/receipts',
      { organizationId: orgId, selectedInvoice: invoice.id, partialAmount: '0.00', date: '2026-11-03' },
      400,
      'VALIDATION.FAILED',
    );
    expect(zero.details).toEqual([expect.objectContaining({ path: 'partialAmount' })]);
  });

  it('refuses an edit that would make a line negative, and keeps the stored figures', async () => {
    const invoice = await invoiceOn('2026-11-02');
    const error = await refused(
      'PUT',
      `/invoices/${invoice.id}`,
      { items: [{ name: 'x', quantity: 1, sale_price: 10, discount_amount: '10.01' }] },
      400,
      'VALIDATION.FAILED',
    );
    expect(error.details?.[0]).toMatchObject({ path: 'items.0.discount_amount' });
    const stored = await call('GET', `/invoices/${invoice.id}`);
    expect(stored.body.totals).toMatchObject({ net_total: '1000.00', vat: '70.00', grand_total: '1070.00' });
  });
});

describe('credit notes never exceed what is still creditable', () => {
  it('refuses a discount that would turn a credit note into a charge', async () => {
    const invoice = await invoiceOn('2026-11-03');
    // Before the fix: 10.00 − 5,000.00 = −4,990.00 credited, raising the invoice balance to 6,409.30.
    const error = await refused(
      'POST',
      '/credit-notes',
      {
        organizationId: orgId,
        selectedInvoice: invoice.id,
        date: '2026-11-04',
        reason: 'PRODUCT_DAMAGED',
        items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 10, discount_amount: 5000 }],
      },
      400,
      'VALIDATION.FAILED',
    );
    expect(error.details?.[0]).toMatchObject({ path: 'items.0.discount_amount' });
    const after = await call('GET', `/invoices/${invoice.id}`);
    expect(after.body.progress).toMatchObject({ credited: '0.00', balance: '1070.00' });
  });

  it('credits beyond what is still owed once paid (customer credit, decision 0166); the balance shows 0.00', async () => {
    const invoice = await invoiceOn('2026-11-03');
    await createOk('receipts', { selectedInvoice: invoice.id, partialAmount: '800.00', date: '2026-11-05' });
    // 1,070.00 − 800.00 paid = 270.00 still owed. 200.00 + VAT 14.00 = 214.00 fits.
    const first = await createOk('credit-notes', {
      selectedInvoice: invoice.id,
      date: '2026-11-06',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 200 }],
    });
    expect(first.totals).toMatchObject({ grand_total: '214.00' });
    // 270.00 − 214.00 = 56.00 left. 60.00 + VAT 4.20 = 64.20 is accepted since decision 0166: 56.00 comes
    // off the receivable and 8.20 is owed back to the customer (21510).
    const second = await createOk('credit-notes', {
      selectedInvoice: invoice.id,
      date: '2026-11-06',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 60 }],
    });
    expect(second.totals).toMatchObject({ grand_total: '64.20' });
    const credit = await call<{ customer_credit: string }>('GET', `/refunds/credit/${second.id}`);
    expect(credit.body.customer_credit).toBe('8.20');
    // What was sold is still the limit: 1,000.00 − 200.00 − 60.00 = 740.00 before VAT; 741.00 is refused.
    await refused(
      'POST',
      '/credit-notes',
      {
        organizationId: orgId,
        selectedInvoice: invoice.id,
        date: '2026-11-06',
        reason: 'PRODUCT_DAMAGED',
        items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 741 }],
      },
      422,
      'CREDIT_NOTE.EXCEEDS_ORIGINAL',
    );
    // 1,070.00 − 800.00 − 214.00 − 64.20 = −8.20: shown as 0.00, the 8.20 being customer credit.
    const settled = await call('GET', `/invoices/${invoice.id}`);
    expect(settled.body.progress).toMatchObject({ paid: '800.00', credited: '278.20', balance: '0.00' });
  });

  it('refuses reviving a voided credit note once the invoice was collected in full', async () => {
    const invoice = await invoiceOn('2026-11-03');
    const credit = await createOk('credit-notes', {
      selectedInvoice: invoice.id,
      date: '2026-11-04',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 100 }],
    });
    expect((await call('POST', `/credit-notes/${credit.id}/status`, { action: 'VOID' })).status).toBe(200);
    // With the credit voided the whole 1,070.00 is collected; the 107.00 credit would leave −107.00.
    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-05' });
    expect(receipt.totals).toMatchObject({ grand_total: '1070.00' });
    await refused(
      'POST',
      `/credit-notes/${credit.id}/status`,
      { action: 'RESET' },
      422,
      'CREDIT_NOTE.CANNOT_RESET',
    );
    const after = await call('GET', `/invoices/${invoice.id}`);
    expect(after.body.progress).toMatchObject({ paid: '1070.00', credited: '0.00', balance: '0.00' });
  });

  it('lets a cash sale be credited in full after it is paid (the credit is refunded)', async () => {
    const sale = await createOk('cash-invoices', {
      date: '2026-11-07',
      contact: customer,
      items: [{ name: 'เก้าอี้', quantity: 1, sale_price: '300' }],
    });
    expect(
      (await call('POST', `/cash-invoices/${sale.id}/status`, { action: 'RECEIVE PAYMENT' })).status,
    ).toBe(200);
    const credit = await createOk('credit-notes', {
      selectedInvoice: sale.id,
      date: '2026-11-08',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'เก้าอี้', quantity: 1, sale_price: '300' }],
    });
    expect(credit.totals).toMatchObject({ grand_total: '321.00' });
    await refused(
      'POST',
      '/credit-notes',
      {
        organizationId: orgId,
        selectedInvoice: sale.id,
        date: '2026-11-08',
        reason: 'PRODUCT_DAMAGED',
        items: [{ name: 'เก้าอี้', quantity: 1, sale_price: '0.01' }],
      },
      422,
      'CREDIT_NOTE.EXCEEDS_ORIGINAL',
    );
  });
});

describe('receipts and notes are not dated before what they settle or adjust', () => {
  it('refuses a receipt, a credit note and a debit note dated the day before the invoice', async () => {
    const invoice = await invoiceOn('2026-11-10');
    const bodies: [string, Record<string, unknown>][] = [
      ['receipts', { selectedInvoice: invoice.id }],
      [
        'credit-notes',
        {
          selectedInvoice: invoice.id,
          reason: 'PRODUCT_DAMAGED',
          items: [{ name: 'x', quantity: 1, sale_price: 10 }],
        },
      ],
      [
        'debit-notes',
        {
          selectedInvoice: invoice.id,
          reason: 'PRODUCT_UNDERCHARGED',
          items: [{ name: 'x', quantity: 1, sale_price: 10 }],
        },
      ],
    ];
    for (const [resource, body] of bodies) {
      const error = await refused(
        'POST',
        `/${resource}`,
        { organizationId: orgId, date: '2026-11-09', ...body },
        422,
        'DOCUMENT.BEFORE_SOURCE_DATE',
      );
      expect(error.details).toEqual([
        expect.objectContaining({ path: 'date', params: { number: invoice.number, date: '2026-11-10' } }),
      ]);
    }
    // The same day is fine.
    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-10' });
    expect(receipt.totals).toMatchObject({ grand_total: '1070.00' });
  });

  it('refuses moving a receipt before its invoice', async () => {
    const invoice = await invoiceOn('2026-11-10');
    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-12' });
    await refused(
      'PUT',
      `/receipts/${receipt.id}`,
      { date: '2026-11-01' },
      422,
      'DOCUMENT.BEFORE_SOURCE_DATE',
    );
    expect((await call('GET', `/receipts/${receipt.id}`)).body.date).toBe('2026-11-12');
  });
});

describe('a locked period is locked', () => {
  let october: SalesDocument;
  let november: SalesDocument;

  beforeAll(async () => {
    october = await invoiceOn('2026-10-15');
    november = await invoiceOn('2026-11-15');
    await setLock('2026-10-31');
  });
  afterAll(async () => {
    await setLock(null);
  });

  it('refuses moving a locked October invoice into November, keeping its lines, total and number', async () => {
    const error = await refused(
      'PUT',
      `/invoices/${october.id}`,
      { date: '2026-11-16', items: [{ name: 'y', quantity: 1, sale_price: 1 }] },
      422,
      'LEDGER.PERIOD_LOCKED',
    );
    expect(error.details).toEqual([
      expect.objectContaining({ path: 'date', params: { lockDate: '2026-10-31', date: '2026-10-15' } }),
    ]);
    const stored = await call('GET', `/invoices/${october.id}`);
    expect(stored.body).toMatchObject({ date: '2026-10-15', number: october.number });
    expect(stored.body.totals).toMatchObject({ grand_total: '1070.00' });
    expect(stored.body.items).toHaveLength(1);
    // Not even a note may change.
    await refused('PUT', `/invoices/${october.id}`, { notes: 'late' }, 422, 'LEDGER.PERIOD_LOCKED');
  });

  it('refuses moving an open document into the locked period, and creating one there', async () => {
    const error = await refused(
      'PUT',
      `/invoices/${november.id}`,
      { date: '2026-10-31' },
      422,
      'LEDGER.PERIOD_LOCKED',
    );
    expect(error.details?.[0]?.params).toEqual({ lockDate: '2026-10-31', date: '2026-10-31' });
    await refused(
      'POST',
      '/quotations',
      { organizationId: orgId, date: '2026-10-20', items: [{ name: 'x', quantity: 1, sale_price: 1 }] },
      422,
      'LEDGER.PERIOD_LOCKED',
    );
    expect((await call('GET', `/invoices/${november.id}`)).body.date).toBe('2026-11-15');
  });

  it('refuses voiding a locked invoice (issue a credit note instead) and any other status action', async () => {
    const journals = await journalCount();
    const error = await refused(
      'POST',
      `/invoices/${october.id}/status`,
      { action: 'VOID' },
      422,
      'INVOICE.VOID_IN_LOCKED_PERIOD',
    );
    expect(error.message).toContain('credit note');
    await refused(
      'POST',
      `/invoices/${october.id}/status`,
      { action: 'DELIVERED' },
      422,
      'LEDGER.PERIOD_LOCKED',
    );
    expect((await call('GET', `/invoices/${october.id}`)).body.status).toBe('AWAITING');
    expect(await journalCount()).toBe(journals);
  });

  it('still collects and credits a locked invoice with documents dated in the open period', async () => {
    const credit = await createOk('credit-notes', {
      selectedInvoice: october.id,
      date: '2026-11-02',
      reason: 'PRODUCT_DAMAGED',
      items: [{ name: 'คืนสินค้า', quantity: 1, sale_price: 100 }],
    });
    expect(credit.totals).toMatchObject({ grand_total: '107.00' });
    // 1,070.00 − 107.00 = 963.00 left to collect.
    const receipt = await createOk('receipts', { selectedInvoice: october.id, date: '2026-11-03' });
    expect(receipt.totals).toMatchObject({ grand_total: '963.00' });
    const paid = await call('GET', `/invoices/${october.id}`);
    expect(paid.body).toMatchObject({ status: 'RECEIPT CREATED', date: '2026-10-15' });
    expect(paid.body.totals).toMatchObject({ grand_total: '1070.00' });
  });
});

describe('the database refuses the same under any writer (migration 0005)', () => {
  async function failsWithCheck(statement: ReturnType<typeof sql>): Promise<string> {
    const error = await t.db.execute(statement).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    let current: unknown = error;
    while (current instanceof Error && !(typeof (current as { code?: unknown }).code === 'string')) {
      current = current.cause;
    }
    const code = (current as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : '';
  }

  it('refuses negative money on documents, lines and links', async () => {
    const invoice = await invoiceOn('2026-11-20');
    const code = await failsWithCheck(
      sql`UPDATE documents SET grand_total = -1 WHERE organization_id = ${orgId} AND id = ${invoice.id}`,
    );
    expect(code).toBe('23514');
    expect(
      await failsWithCheck(
        sql`UPDATE document_lines SET discount_amount = 5000, total_after_discount = -4000
            WHERE organization_id = ${orgId} AND document_id = ${invoice.id}`,
      ),
    ).toBe('23514');
    expect(
      await failsWithCheck(
        sql`UPDATE document_lines SET quantity = -2 WHERE organization_id = ${orgId} AND document_id = ${invoice.id}`,
      ),
    ).toBe('23514');
    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-20' });
    expect(
      await failsWithCheck(
        sql`UPDATE document_links SET amount = -1 WHERE organization_id = ${orgId} AND child_id = ${receipt.id}`,
      ),
    ).toBe('23514');
  });

  it('refuses a receipt dated before its invoice, however it is written', async () => {
    const invoice = await invoiceOn('2026-11-20');
    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-21' });
    expect(
      await failsWithCheck(
        sql`UPDATE documents SET date = '2026-11-19' WHERE organization_id = ${orgId} AND id = ${receipt.id}`,
      ),
    ).toBe('23514');
    expect(
      await failsWithCheck(
        sql`UPDATE documents SET date = '2026-11-22' WHERE organization_id = ${orgId} AND id = ${invoice.id}`,
      ),
    ).toBe('23514');
  });

  it('refuses inserting, moving or changing the figures of a document in the locked period', async () => {
    const october = await invoiceOn('2026-10-10');
    const november = await invoiceOn('2026-11-10');
    await setLock('2026-10-31');
    try {
      expect(
        await failsWithCheck(
          sql`UPDATE documents SET date = '2026-11-11' WHERE organization_id = ${orgId} AND id = ${october.id}`,
        ),
      ).toBe('23514');
      expect(
        await failsWithCheck(
          sql`UPDATE documents SET date = '2026-10-11' WHERE organization_id = ${orgId} AND id = ${november.id}`,
        ),
      ).toBe('23514');
      expect(
        await failsWithCheck(
          sql`UPDATE documents SET grand_total = 1 WHERE organization_id = ${orgId} AND id = ${october.id}`,
        ),
      ).toBe('23514');
      expect(
        await failsWithCheck(
          sql`UPDATE document_lines SET sale_price = 1 WHERE organization_id = ${orgId} AND document_id = ${october.id}`,
        ),
      ).toBe('23514');
      expect(
        await failsWithCheck(
          sql`DELETE FROM document_lines WHERE organization_id = ${orgId} AND document_id = ${october.id}`,
        ),
      ).toBe('23514');
      expect(
        await failsWithCheck(
          sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
              VALUES (${orgId}, gen_random_uuid(), 'QT', 'QT202610200001', 'AWAITING', '2026-10-20')`,
        ),
      ).toBe('23514');
      // A status change by itself is allowed at this level (a November receipt marks it paid).
      await t.db.execute(
        sql`UPDATE documents SET status = 'PAYMENT DUE' WHERE organization_id = ${orgId} AND id = ${october.id}`,
      );
    } finally {
      await setLock(null);
    }
  });
});
