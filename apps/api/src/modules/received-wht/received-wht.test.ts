// The received-WHT tracker over HTTP, on documents made through the documents API (hand-computed figures):
//   A: invoice 10-03-2026 service 10,000 with 3% WHT → receipt 20-03-2026: 11630 = 300.00
//   B: cash sale 05-04-2026 service 2 × 2,500 = 5,000 with 3% WHT, paid: 11630 = 150.00
//   A: invoice 10-12-2025 service 20,000 with 5% WHT → receipt 15-12-2025: 11630 = 1,000.00
//   B: invoice 01-05-2026 service 1,000 with 3% → receipt (30.00) then voided: reversed to 0, not tracked
//   B: cash sale of goods without WHT: not tracked.
// Then certificates arrive (one states another figure), a scan is attached and read back, bad input is a 4xx
// with the field, and another organisation's member gets 404 everywhere.
import type {
  Contact,
  ReceivedWhtList,
  ReceivedWhtRow,
  ReceivedWhtYears,
  SalesDocument,
} from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

// The smallest valid PNG (1 × 1, transparent): 70 bytes.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp, token: string, otherToken: string, orgId: string;
let customerA: Contact, customerB: Contact;
let receiptA: SalesDocument, cashB: SalesDocument, receipt2025: SalesDocument, voided: SalesDocument;
let goodsSale: SalesDocument;

async function created<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await postJson<T>(t, path, token, { organizationId: orgId, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function act(resource: string, id: string, action: string): Promise<void> {
  const response = await t.request('POST', `/${resource}/${id}/status`, { token, body: { action } });
  expect(response.status, await response.clone().text()).toBe(200);
}

const service = (price: string, wht: string, quantity = '1') => ({
  name: 'ค่าบริการ',
  quantity,
  sale_price: price,
  item_type: 'SERVICE',
  wht_percent: wht,
});

async function receiptFor(contactId: string, date: string, receiptDate: string, line: object) {
  const invoice = await created<SalesDocument>('/invoices', { contactId, date, items: [line] });
  return created<SalesDocument>('/receipts', { selectedInvoice: invoice.id, date: receiptDate });
}

const list = async (query = '', as = token) =>
  t.request('GET', `/received-wht/organization/${orgId}${query}`, { token: as });
const put = (documentId: string, body: Record<string, unknown>, as = token, path = '') =>
  t.request('PUT', `/received-wht/documents/${documentId}${path}`, { token: as, body });

beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
  customerA = await created<Contact>('/contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้า จำกัด',
    address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    tax_id: '0105552029681',
    branch: '00000',
  });
  customerB = await created<Contact>('/contacts', {
    contact_type: 'CLIENT',
    contact_name: 'ร้านสมใจ',
    address: '5 ถนนนิมมานเหมินท์ เชียงใหม่ 50200',
  });
  receiptA = await receiptFor(customerA.id, '2026-03-10', '2026-03-20', service('10000', '3'));
  cashB = await created<SalesDocument>('/cash-invoices', {
    contactId: customerB.id,
    date: '2026-04-05',
    items: [service('2500', '3', '2')],
  });
  await act('cash-invoices', cashB.id, 'RECEIVE PAYMENT');
  receipt2025 = await receiptFor(customerA.id, '2025-12-10', '2025-12-15', service('20000', '5'));
  voided = await receiptFor(customerB.id, '2026-05-01', '2026-05-02', service('1000', '3'));
  await act('receipts', voided.id, 'VOID');
  goodsSale = await created<SalesDocument>('/cash-invoices', {
    contactId: customerB.id,
    date: '2026-04-06',
    items: [{ name: 'สินค้า', quantity: '1', sale_price: '500' }],
  });
  await act('cash-invoices', goodsSale.id, 'RECEIVE PAYMENT');
});

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('received-WHT tracker', () => {
  it('lists the documents a customer withheld tax from, with the withheld figure from 11630', async () => {
    const response = await list('?year=2026');
    expect(response.status).toBe(200);
    const body = await json<ReceivedWhtList>(response);
    expect(body.data.map((r) => [r.number, r.kind, r.contactName, r.withheld, r.status])).toEqual([
      [receiptA.number, 'RE', 'บริษัท ลูกค้า จำกัด', '300.00', 'MISSING'],
      [cashB.number, 'CA', 'ร้านสมใจ', '150.00', 'MISSING'],
    ]);
    // 300 + 150 = 450, all missing.
    expect(body.totals).toEqual({
      documents: 2,
      missingDocuments: 2,
      withheld: '450.00',
      received: '0.00',
      missing: '450.00',
    });
  });

  it('records a certificate: the document is received, per customer and in the totals', async () => {
    const response = await put(receiptA.id, {
      bookNumber: '12',
      certificateNumber: 'WT-2026-001',
      certificateDate: '2026-03-25',
      taxAmount: '300',
    });
    expect(response.status).toBe(200);
    const row = await json<ReceivedWhtRow>(response);
    expect(row.status).toBe('RECEIVED');
    expect(row.certificate).toMatchObject({
      bookNumber: '12',
      certificateNumber: 'WT-2026-001',
      certificateDate: '2026-03-25',
      taxAmount: '300.00',
      differs: false,
    });
    const body = await json<ReceivedWhtList>(await list('?year=2026'));
    expect(body.totals).toMatchObject({ missingDocuments: 1, received: '300.00', missing: '150.00' });
    // B still owes 150.00 and comes first; A's 300.00 is in.
    expect(body.byCustomer.map((c) => [c.contactName, c.documents, c.missing, c.received])).toEqual([
      ['ร้านสมใจ', 1, '150.00', '0.00'],
      ['บริษัท ลูกค้า จำกัด', 1, '0.00', '300.00'],
    ]);
    const missingOnly = await json<ReceivedWhtList>(await list('?year=2026&status=MISSING'));
    expect(missingOnly.data.map((r) => r.number)).toEqual([cashB.number]);
    const ofA = await json<ReceivedWhtList>(await list(`?contactId=${customerA.id}`));
    expect(ofA.data.map((r) => [r.number, r.withheld])).toEqual([
      [receipt2025.number, '1000.00'],
      [receiptA.number, '300.00'],
    ]);
  });

  it('flags a certificate stating another figure than was posted', async () => {
    const row = await json<ReceivedWhtRow>(
      await put(cashB.id, { certificateNumber: '7', certificateDate: '2026-04-10', taxAmount: '105.00' }),
    );
    expect(row.certificate).toMatchObject({ taxAmount: '105.00', differs: true });
    expect(row.withheld).toBe('150.00');
  });

  it('totals the withheld tax by year for the CIT return', async () => {
    const body = await json<ReceivedWhtYears>(
      await t.request('GET', `/received-wht/organization/${orgId}/years`, { token }),
    );
    // 2026: 300 + 150 = 450, both certificates in; 2025: 1,000 missing.
    expect(body.data).toEqual([
      {
        year: 2026,
        documents: 2,
        missingDocuments: 0,
        withheld: '450.00',
        received: '450.00',
        missing: '0.00',
      },
      {
        year: 2025,
        documents: 1,
        missingDocuments: 1,
        withheld: '1000.00',
        received: '0.00',
        missing: '1000.00',
      },
    ]);
  });

  it('keeps a scan of the certificate and gives it back byte for byte', async () => {
    expect((await put(receipt2025.id, { contentType: 'image/png', data: PNG }, token, '/scan')).status).toBe(
      422,
    );
    const response = await put(
      receiptA.id,
      { contentType: 'image/png', data: PNG, fileName: 'ใบ 50 ทวิ.png' },
      token,
      '/scan',
    );
    expect(response.status).toBe(200);
    expect((await json<ReceivedWhtRow>(response)).certificate?.scan).toEqual({
      contentType: 'image/png',
      fileName: 'ใบ 50 ทวิ.png',
      bytes: 70,
    });
    const file = await t.request('GET', `/received-wht/documents/${receiptA.id}/scan`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(PNG);
    expect((await t.request('DELETE', `/received-wht/documents/${receiptA.id}/scan`, { token })).status).toBe(
      204,
    );
    expect((await t.request('GET', `/received-wht/documents/${receiptA.id}/scan`, { token })).status).toBe(
      404,
    );
  });

  it('refuses bad input with the field at fault, and documents nothing was withheld from', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ certificateDate: '2026-03-25', taxAmount: '1' }, 'certificateNumber'],
      [{ certificateNumber: 'x', certificateDate: '2026-02-30', taxAmount: '1' }, 'certificateDate'],
      [{ certificateNumber: 'x', certificateDate: '2026-03-25', taxAmount: '0.00' }, 'taxAmount'],
      [{ certificateNumber: 'x', certificateDate: '2026-03-25', taxAmount: '-5' }, 'taxAmount'],
      [{ certificateNumber: 'x', certificateDate: '2026-03-25', taxAmount: '1.005' }, 'taxAmount'],
    ];
    for (const [body, path] of cases) {
      const response = await put(receipt2025.id, body);
      expect(response.status).toBe(400);
      const error = await json<{ error: { code: string; details: { path: string }[] } }>(response);
      expect(error.error.code).toBe('VALIDATION.FAILED');
      expect(error.error.details.map((d) => d.path)).toContain(path);
    }
    // A PNG declared as a PDF is refused by its first bytes.
    const scan = await put(receiptA.id, { contentType: 'application/pdf', data: PNG }, token, '/scan');
    expect(scan.status).toBe(400);
    const valid = { certificateNumber: 'x', certificateDate: '2026-03-25', taxAmount: '1' };
    for (const document of [goodsSale, voided]) {
      const response = await put(document.id, valid);
      expect(response.status).toBe(422);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
        'RECEIVED_WHT.NOT_WITHHELD',
      );
    }
    // Nothing was written by the refused requests.
    const body = await json<ReceivedWhtList>(await list('?year=2025'));
    expect(body.data.map((r) => r.status)).toEqual(['MISSING']);
  });

  it('forgets a certificate: the document is missing again', async () => {
    expect((await t.request('DELETE', `/received-wht/documents/${cashB.id}`, { token })).status).toBe(204);
    expect((await t.request('DELETE', `/received-wht/documents/${cashB.id}`, { token })).status).toBe(404);
    const body = await json<ReceivedWhtList>(await list('?year=2026&status=MISSING'));
    expect(body.data.map((r) => [r.number, r.withheld])).toEqual([[cashB.number, '150.00']]);
  });

  it("answers 404 to another organisation's member", async () => {
    expect((await list('', otherToken)).status).toBe(404);
    expect(
      (await t.request('GET', `/received-wht/organization/${orgId}/years`, { token: otherToken })).status,
    ).toBe(404);
    const valid = { certificateNumber: 'x', certificateDate: '2026-03-25', taxAmount: '1' };
    expect((await put(receipt2025.id, valid, otherToken)).status).toBe(404);
    expect(
      (await put(receiptA.id, { contentType: 'image/png', data: PNG }, otherToken, '/scan')).status,
    ).toBe(404);
    for (const path of [
      `/received-wht/documents/${receiptA.id}`,
      `/received-wht/documents/${receiptA.id}/scan`,
    ]) {
      expect((await t.request('DELETE', path, { token: otherToken })).status).toBe(404);
    }
    expect(
      (await t.request('GET', `/received-wht/documents/${receiptA.id}/scan`, { token: otherToken })).status,
    ).toBe(404);
    // Their refused calls changed nothing.
    const body = await json<ReceivedWhtList>(await list('?year=2026'));
    expect(body.data.find((r) => r.documentId === receiptA.id)?.certificate?.certificateNumber).toBe(
      'WT-2026-001',
    );
  });
});
