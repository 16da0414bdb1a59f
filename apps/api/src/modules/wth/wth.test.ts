// Withholding-tax certificates over HTTP (hand-computed figures): a 3% service fee to a company on PND53, 5% rent
// to an individual landlord borne once by the payer (PND3), a grossed-up fee; every status × action of spec §4;
// edits only while AWAITING; bad input is a 400 naming the field with nothing written; another organisation's
// member gets 404 everywhere; the PDF is the 50 ทวิ with both copies.
import type { Contact, Wth, WthList } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import {
  createTwoOrganizations,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp, token: string, otherToken: string, orgId: string, otherOrgId: string;
let supplier: Contact;

const serviceFee = {
  date: '2026-03-15',
  wthDoc: { form_type: 'PND53', form_year: 2026 },
  wht_lines: [
    {
      line_number: 1,
      type_of_income: '5',
      type_of_income_other_details: 'ค่าบริการ',
      tax_rate: '3',
      amount: '10000',
    },
  ],
};

async function create(body: Record<string, unknown>, as = token, organizationId = orgId) {
  return postJson<Wth>(t, '/wth', as, { organizationId, ...body });
}

async function created(body: Record<string, unknown>): Promise<Wth> {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const act = (id: string, action: string, as = token) =>
  t.request('POST', `/wth/${id}/status`, { token: as, body: { action } });

beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  otherOrgId = two.other.organization.id;
  token = two.me.token;
  otherToken = two.other.token;
  const answer = await postJson<Contact>(t, '/contacts', token, {
    organizationId: orgId,
    contact_type: 'SUPPLIER',
    contact_name: 'บริษัท ที่ปรึกษา จำกัด',
    tax_id: '0105552029681',
    branch: '00000',
    address: '99/9 ถนนพระราม 9 กรุงเทพมหานคร',
    zip_code: '10310',
  });
  supplier = answer.body;
});

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('withholding-tax certificates', () => {
  it('makes a certificate for a supplier: 10,000 at 3% → 300.00, its own WHT number', async () => {
    const wth = await created({ ...serviceFee, contactId: supplier.id, book_number: '1' });
    expect(wth.number).toMatch(/^WHT202603150\d{3}$/);
    expect(wth.status).toBe('AWAITING');
    expect(wth.actions).toEqual(['ISSUED']);
    expect(wth.issue_date).toBe('2026-03-15');
    expect(wth.contact).toEqual({
      contact_name: 'บริษัท ที่ปรึกษา จำกัด',
      address: '99/9 ถนนพระราม 9 กรุงเทพมหานคร 10310',
      taxId: '0105552029681',
      branch: '00000',
    });
    expect(wth.wthDoc).toEqual({ form_type: 'PND53', form_year: 2026, payer: 'TAX_AT_SOURCE' });
    expect(wth.wht_lines).toEqual([
      {
        line_number: 1,
        type_of_income: '5',
        type_of_income_other_details: 'ค่าบริการ',
        tax_rate: '3.00',
        amount: '10000.00',
        vat_type: 'EXCLUSIVE',
        income: '10000.00',
        tax: '300.00',
      },
    ]);
    expect([wth.total_amount, wth.total_tax, wth.total_tax_text]).toEqual([
      '10000.00',
      '300.00',
      'สามร้อยบาทถ้วน',
    ]);
    const second = await created({ ...serviceFee, contactId: supplier.id });
    // The next running number of the same day.
    expect(Number(second.number.slice(-4))).toBe(Number(wth.number.slice(-4)) + 1);
  });

  it('rent to an individual landlord, tax borne once by the payer: 20,000 at 5% → income 21,000, tax 1,000', async () => {
    const wth = await created({
      date: '2026-04-01',
      contact: { contact_name: 'นายสมชาย ใจดี', taxId: '3101700123456', address: '5 ซอยสุขุมวิท 11' },
      wthDoc: { form_type: 'PND3', form_year: 2026, payer: 'PAID_ONE_TIME' },
      wht_lines: [
        {
          line_number: 1,
          type_of_income: '5',
          type_of_income_other_details: 'ค่าเช่า',
          tax_rate: '5.00',
          amount: '20000',
        },
      ],
    });
    expect(wth.wht_lines.map((l) => [l.income, l.tax])).toEqual([['21000.00', '1000.00']]);
    expect(wth.total_tax_text).toBe('หนึ่งพันบาทถ้วน');
  });

  it('grossed up when the payer bears the tax for ever: 10,000 / 0.97 = 10,309.28, tax 309.28', async () => {
    const wth = await created({
      ...serviceFee,
      contactId: supplier.id,
      wthDoc: { form_type: 'PND53', form_year: 2026, payer: 'PAID_CONTINUOUSLY' },
    });
    expect([wth.total_amount, wth.total_tax]).toEqual(['10309.28', '309.28']);
  });

  it('refuses bad input with the field at fault and writes nothing', async () => {
    const before = (await json<WthList>(await t.request('GET', `/wth/organization/${orgId}`, { token })))
      .pagination.total;
    const line = serviceFee.wht_lines[0];
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          ...serviceFee,
          contactId: supplier.id,
          wthDoc: { form_type: 'PND53', form_year: 2026, payer: 'OTHERS' },
        },
        'wthDoc.payer_others',
      ],
      [
        {
          ...serviceFee,
          contactId: supplier.id,
          wht_lines: [{ ...line, type_of_income: '6', type_of_income_other_details: undefined }],
        },
        'wht_lines.0.type_of_income_other_details',
      ],
      [
        { ...serviceFee, contactId: supplier.id, wht_lines: [{ ...line, type_of_income: '1' }] },
        'wht_lines.0.type_of_income',
      ],
      [
        { ...serviceFee, contactId: supplier.id, wht_lines: [{ ...line, tax_rate: '100' }] },
        'wht_lines.0.tax_rate',
      ],
      [
        { ...serviceFee, contactId: supplier.id, wht_lines: [{ ...line, amount: '0' }] },
        'wht_lines.0.amount',
      ],
      [{ ...serviceFee, contactId: supplier.id, wht_lines: [line, line] }, 'wht_lines.1.line_number'],
      [
        {
          ...serviceFee,
          contactId: supplier.id,
          wht_lines: [1, 2, 3, 1].map((n) => ({ ...line, line_number: n })),
        },
        'wht_lines',
      ],
      [
        { ...serviceFee, contactId: supplier.id, wthDoc: { form_type: 'PND53', form_year: 2569 } },
        'wthDoc.form_year',
      ],
      [
        { ...serviceFee, contactId: supplier.id, wthDoc: { form_type: 'PND54', form_year: 2026 } },
        'wthDoc.form_type',
      ],
      [{ ...serviceFee }, 'contact'],
      [{ ...serviceFee, contactId: '0193a1b2-c3d4-7e5f-8a9b-000000000099' }, 'contactId'],
      [{ ...serviceFee, contactId: supplier.id, date: '2026-02-30' }, 'date'],
    ];
    for (const [body, path] of cases) {
      const answer = await create(body);
      expect(answer.status, path).toBe(400);
      const error = answer.body as unknown as { error: { code: string; details: { path: string }[] } };
      expect(error.error.code).toBe('VALIDATION.FAILED');
      expect(
        error.error.details.map((d) => d.path),
        path,
      ).toContain(path);
    }
    const after = (await json<WthList>(await t.request('GET', `/wth/organization/${orgId}`, { token })))
      .pagination.total;
    expect(after).toBe(before);
  });

  it('follows spec §4 for every status × action', async () => {
    // [status reached by the path, action, expected status or the refusal's HTTP status]
    const table: [string[], string, string | number][] = [
      [[], 'ISSUED', 'ISSUED'],
      [[], 'VOID', 409],
      [[], 'RESET', 409],
      [['ISSUED'], 'ISSUED', 409],
      [['ISSUED'], 'VOID', 'VOID'],
      [['ISSUED'], 'RESET', 'AWAITING'],
      [['ISSUED', 'VOID'], 'ISSUED', 409],
      [['ISSUED', 'VOID'], 'VOID', 409],
      [['ISSUED', 'VOID'], 'RESET', 'AWAITING'],
    ];
    for (const [path, action, expected] of table) {
      const wth = await created({ ...serviceFee, contactId: supplier.id });
      for (const step of path) expect((await act(wth.id, step)).status).toBe(200);
      const response = await act(wth.id, action);
      if (typeof expected === 'number') {
        expect(response.status, `${path.join('>')} ${action}`).toBe(expected);
        expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
          'WITHHOLDING_TAX.INVALID_TRANSITION',
        );
      } else {
        expect(response.status, `${path.join('>')} ${action}`).toBe(200);
        expect((await json<Wth>(response)).status).toBe(expected);
      }
    }
    const wth = await created({ ...serviceFee, contactId: supplier.id });
    const unknown = await act(wth.id, 'APPROVE-ALL');
    expect(unknown.status).toBe(400);
  });

  it('changes a certificate only while AWAITING, keeping its number', async () => {
    const wth = await created({ ...serviceFee, contactId: supplier.id });
    const changed = await t.request('PUT', `/wth/${wth.id}`, {
      token,
      body: {
        ...serviceFee,
        contactId: supplier.id,
        wht_lines: [{ ...serviceFee.wht_lines[0], amount: '1234.50' }],
      },
    });
    expect(changed.status).toBe(200);
    const body = await json<Wth>(changed);
    // 1,234.50 × 3% = 37.035 → 37.04.
    expect([body.number, body.total_amount, body.total_tax]).toEqual([wth.number, '1234.50', '37.04']);
    await act(wth.id, 'ISSUED');
    const refused = await t.request('PUT', `/wth/${wth.id}`, {
      token,
      body: { ...serviceFee, contactId: supplier.id },
    });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe(
      'WITHHOLDING_TAX.NOT_EDITABLE',
    );
    expect((await json<Wth>(await t.request('GET', `/wth/${wth.id}`, { token }))).total_tax).toBe('37.04');
  });

  it('lists by search and status', async () => {
    const found = await json<WthList>(
      await t.request('GET', `/wth/organization/${orgId}?search=${encodeURIComponent('สมชาย')}`, { token }),
    );
    expect(found.data.map((w) => w.contact.contact_name)).toEqual(['นายสมชาย ใจดี']);
    const issued = await json<WthList>(
      await t.request('GET', `/wth/organization/${orgId}?status=ISSUED`, { token }),
    );
    expect(issued.data.length).toBeGreaterThan(0);
    expect(issued.data.every((w) => w.status === 'ISSUED')).toBe(true);
  });

  it("answers 404 to another organisation's member", async () => {
    const wth = await created({ ...serviceFee, contactId: supplier.id });
    expect((await t.request('GET', `/wth/${wth.id}`, { token: otherToken })).status).toBe(404);
    expect((await t.request('PUT', `/wth/${wth.id}`, { token: otherToken, body: serviceFee })).status).toBe(
      404,
    );
    expect((await act(wth.id, 'ISSUED', otherToken)).status).toBe(404);
    expect((await t.request('GET', `/wth/${wth.id}/pdf`, { token: otherToken })).status).toBe(404);
    expect((await t.request('GET', `/wth/organization/${orgId}`, { token: otherToken })).status).toBe(404);
    expect((await create({ ...serviceFee, contactId: supplier.id }, otherToken)).status).toBe(404);
    // My supplier is not a contact of theirs.
    expect((await create({ ...serviceFee, contactId: supplier.id }, otherToken, otherOrgId)).status).toBe(
      400,
    );
    expect((await json<Wth>(await t.request('GET', `/wth/${wth.id}`, { token }))).status).toBe('AWAITING');
  });
});

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

describe('50 ทวิ PDF over HTTP', () => {
  it.skipIf(chromium === undefined)(
    'prints copies 1 and 2 with the payer, the payee and the figures',
    async () => {
      const wth = await created({ ...serviceFee, contactId: supplier.id, book_number: '7' });
      const response = await t.request('GET', `/wth/${wth.id}/pdf`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(countPdfPages(bytes)).toBe(2);
      const flat = squash((await readBackPdf(bytes)).text);
      expect(flat).toContain('ฉบับที่1(สำหรับผู้ถูกหักภาษีณที่จ่ายใช้แนบพร้อมกับแบบแสดงรายการภาษี)');
      expect(flat).toContain('ฉบับที่2(สำหรับผู้ถูกหักภาษีณที่จ่ายเก็บไว้เป็นหลักฐาน)');
      expect(flat).toContain(`เลขที่${wth.number}`);
      expect(flat).toContain('บริษัทที่ปรึกษาจำกัด');
      expect(flat).toContain('10,000.00');
      expect(flat).toContain('สามร้อยบาทถ้วน');
      const one = await t.request('GET', `/wth/${wth.id}/pdf?copy=2`, { token });
      expect(countPdfPages(new Uint8Array(await one.arrayBuffer()))).toBe(1);
    },
  );
});
