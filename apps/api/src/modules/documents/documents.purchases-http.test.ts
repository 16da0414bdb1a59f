// The purchase resources over HTTP (issue 11 §2): an expense created with a supplier, read, listed, printed and
// approved through /expenses; a purchase order and payment slip on their routes; bad input answered 400 with
// the field at fault; another organisation's member answered 404 on every route of every purchase resource.
import type { SalesDocument, SalesDocumentList } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; message: string; details?: unknown };
}

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let supplierId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  const b = await t.register();
  token = a.token;
  orgId = a.organization.id;
  otherToken = b.token;
  const contact = await t.request('POST', '/contacts', {
    token,
    body: {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ผู้ขาย จำกัด',
      taxId: '0105552029681',
      branch: '00000',
    },
  });
  expect(contact.status).toBe(201);
  supplierId = (await json<{ id: string }>(contact)).id;
});
afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

const expenseBody = () => ({
  organizationId: orgId,
  contactId: supplierId,
  items: [
    {
      name: 'ค่าทำบัญชี',
      quantity: '1',
      sale_price: '10000',
      item_type: 'SERVICE',
      account_code: '53032.01',
      wht_percent: '3',
    },
  ],
});

describe('purchase resources over HTTP', () => {
  it('creates, reads, lists, approves and prints an expense', async () => {
    const created = await t.request('POST', '/expenses', { token, body: expenseBody() });
    expect(created.status).toBe(201);
    const expense = await json<SalesDocument>(created);
    // 10,000 + VAT 700 = 10,700; WHT 3% = 300.
    expect(expense).toMatchObject({ kind: 'EXP', status: 'AWAITING', grand_total: '10700.00' });
    const read = await t.request('GET', `/expenses/${expense.id}`, { token });
    expect((await json<SalesDocument>(read)).allowedActions).toContain('APPROVED');
    const list = await json<SalesDocumentList>(
      await t.request('GET', `/expenses/organization/${orgId}`, { token }),
    );
    expect(list.data.map((d) => d.id)).toContain(expense.id);
    const approved = await t.request('POST', `/expenses/${expense.id}/status`, {
      token,
      body: { action: 'Approved' },
    });
    expect((await json<SalesDocument>(approved)).status).toBe('APPROVED');
    const slip = await t.request('POST', '/payment-slip', {
      token,
      body: { organizationId: orgId, contactId: supplierId, selectedInvoice: expense.id },
    });
    expect(slip.status).toBe(201);
    expect((await json<SalesDocument>(slip)).number).toMatch(/^PS\d{12}$/);
    const pdf = await t.request('GET', `/expenses/${expense.id}/pdf`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers 400 with the field at fault', async () => {
    const body = expenseBody();
    const answer = await t.request('POST', '/purchase-orders', {
      token,
      body: { ...body, items: [{ ...body.items[0], account_code: '41110' }] },
    });
    expect(answer.status).toBe(400);
    const error = await json<ErrorAnswer>(answer);
    expect(error.error.code).toBe('VALIDATION.FAILED');
    expect(JSON.stringify(error.error.details)).toContain('items.0.account_code');
  });

  it("answers another organisation's member 404 on every purchase resource", async () => {
    const made: Record<string, string> = {};
    for (const resource of ['purchase-orders', 'purchases', 'expenses']) {
      const answer = await t.request('POST', `/${resource}`, {
        token,
        body: {
          ...expenseBody(),
          items: [{ name: 'กระดาษ', quantity: '1', sale_price: '100', account_code: '53032.01' }],
        },
      });
      expect(answer.status, resource).toBe(201);
      made[resource] = (await json<SalesDocument>(answer)).id;
    }
    for (const [resource, id] of Object.entries(made)) {
      for (const [method, path, body] of [
        ['GET', `/${resource}/${id}`, undefined],
        ['PUT', `/${resource}/${id}`, { notes: 'x' }],
        ['POST', `/${resource}/${id}/status`, { action: 'REJECTED' }],
        ['GET', `/${resource}/${id}/pdf`, undefined],
      ] as const) {
        const response = await t.request(method, path, { token: otherToken, body });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});
