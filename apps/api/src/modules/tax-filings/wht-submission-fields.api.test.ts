// The PND3 / PND53 row fields over HTTP (issue 24 item 9; decisions 0239–0241): a line without its own text
// names its kind of income (ค่าเช่า, ค่าโฆษณา — never the 134-character caption of the 50 ทวิ row 5), a payee
// with a structured address fills the file's separate address fields, RD's direct-upload layout byte for byte,
// the postcode look-up, and a contact's sub-district code refused when it is not of the postcode.
import type {
  Contact,
  Organization,
  RegisterResponse,
  ThaiAddressPlaces,
  Wth,
  WhtSubmission,
} from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp;
let me: RegisterResponse;
let orgId: string;
let supplier: Contact;

const path = (query: string) => `/tax-filings/wht/organization/${orgId}?${query}`;
const text = async (query: string) =>
  Buffer.from(await (await t.request('GET', path(query), { token: me.token })).arrayBuffer()).toString(
    'utf8',
  );

async function issued(body: Record<string, unknown>): Promise<Wth> {
  const answer = await postJson<Wth>(t, '/wth', me.token, { organizationId: orgId, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const r = await t.request('POST', `/wth/${answer.body.id}/status`, {
    token: me.token,
    body: { action: 'ISSUED' },
  });
  expect(r.status).toBe(200);
  return answer.body;
}

const line = (n: number, rate: string, amount: string) => ({
  line_number: n,
  type_of_income: '5',
  tax_rate: rate,
  amount,
});

const huayKhwang = {
  address_number: '99/9 อาคารเอ',
  address_road: 'พระราม 9',
  address_sub_district: 'ห้วยขวาง',
  address_district: 'ห้วยขวาง',
  address_province: 'กรุงเทพมหานคร',
  zip_code: '10310',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-10T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ผู้จ่าย จำกัด', tax_id: '0994000165510' } });
  orgId = me.organization.id;
  const places = await json<ThaiAddressPlaces>(
    await t.request('GET', '/thai-addresses/postcodes/10310', { token: me.token }),
  );
  const code = places.data.find((p) => p.sub_district === 'ห้วยขวาง')?.sub_district_code;
  const created = await postJson<Contact>(t, '/contacts', me.token, {
    organizationId: orgId,
    contact_type: 'SUPPLIER',
    contact_name: 'บริษัท ที่ปรึกษา จำกัด',
    tax_id: '0105552029681',
    branch: '00000',
    ...huayKhwang,
    address_sub_district_code: code,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  supplier = created.body;
  // Rent 10,000.00 × 5% = 500.00 and advertising 4,000.00 × 2% = 80.00, neither line with its own text.
  await issued({
    date: '2026-11-05',
    contactId: supplier.id,
    wthDoc: { form_type: 'PND53', form_year: 2026 },
    wht_lines: [line(1, '5', '10000'), line(2, '2', '4000')],
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the postcode look-up and structured addresses', () => {
  it('answers the sub-districts of a postcode with their district, province and geocodes', async () => {
    const places = await json<ThaiAddressPlaces>(
      await t.request('GET', '/thai-addresses/postcodes/50200', { token: me.token }),
    );
    expect(places.data.find((p) => p.sub_district === 'ศรีภูมิ')).toMatchObject({
      postcode: '50200',
      sub_district: 'ศรีภูมิ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      province_en: 'Chiang Mai',
      sub_district_code: '500101',
      district_code: '5001',
      province_code: '50',
    });
    // Every code of the answer is consistent: the sub-district's first four digits are its district.
    for (const p of places.data) expect(p.sub_district_code.slice(0, 4)).toBe(p.district_code);
    const none = await json<ThaiAddressPlaces>(
      await t.request('GET', '/thai-addresses/postcodes/99999', { token: me.token }),
    );
    expect(none.data).toEqual([]);
    expect((await t.request('GET', '/thai-addresses/postcodes/1031', { token: me.token })).status).toBe(400);
    expect((await t.request('GET', '/thai-addresses/postcodes/10310')).status).toBe(401);
  });

  it('a contact’s parts compose its one-line address; a one-line address alone stays as typed', async () => {
    expect(supplier.address).toBe('99/9 อาคารเอ ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร');
    expect(supplier.address_sub_district_code).toMatch(/^1017\d{2}$/);
    const plain = await postJson<Contact>(t, '/contacts', me.token, {
      organizationId: orgId,
      contact_type: 'CLIENT',
      contact_name: 'ลูกค้า',
      address: '5 ซอยสุขุมวิท 11',
      zip_code: '10110',
    });
    expect([plain.body.address, plain.body.address_road]).toEqual(['5 ซอยสุขุมวิท 11', undefined]);
  });

  it('refuses a sub-district code that is not of the postcode (400 on the field, nothing written)', async () => {
    const r = await postJson<{ error: { code: string; details: { path: string }[] } }>(
      t,
      '/contacts',
      me.token,
      {
        organizationId: orgId,
        contact_type: 'SUPPLIER',
        contact_name: 'ผิดรหัส',
        ...huayKhwang,
        address_sub_district_code: '500101',
      },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]?.path).toBe('address_sub_district_code');
    const org = await t.request('PUT', `/organizations/${orgId}`, {
      token: me.token,
      body: {
        name: 'บริษัท ผู้จ่าย จำกัด',
        tax_id: '0994000165510',
        zip_code: '10310',
        address_sub_district_code: '500101',
      },
    });
    expect(org.status).toBe(400);
  });

  it('the organisation takes the parts too', async () => {
    const r = await t.request('PUT', `/organizations/${orgId}`, {
      token: me.token,
      body: {
        name: 'บริษัท ผู้จ่าย จำกัด',
        tax_id: '0994000165510',
        address_number: '1',
        address_road: 'สีลม',
        address_sub_district: 'สีลม',
        address_district: 'บางรัก',
        address_province: 'กรุงเทพมหานคร',
        zip_code: '10500',
      },
    });
    expect(r.status).toBe(200);
    const org = await json<Organization>(r);
    expect([org.address, org.address_district]).toEqual(['1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร', 'บางรัก']);
  });
});

describe('PND53 rows of a structured payee', () => {
  it('name the kind of income from the line’s type and rate, not the row-5 caption', async () => {
    const s = await json<WhtSubmission>(
      await t.request('GET', path('month=2026-11&form=PND53'), { token: me.token }),
    );
    expect(s.rows.map((r) => r.incomeDescription)).toEqual(['ค่าเช่า', 'ค่าโฆษณา']);
  });

  it('the RD Prep file fills the separate address fields', async () => {
    // 10,000.00 × 5% = 500.00; 4,000.00 × 2% = 80.00. Fields: row|tax id|branch|title|name|street|street2|city|
    // province|zip|date|income|rate|base|wht|condition.
    expect(await text('month=2026-11&form=PND53&format=txt')).toBe(
      '1|0105552029681|00000|บริษัท|ที่ปรึกษา จำกัด|99/9 อาคารเอ ถนนพระราม 9|ห้วยขวาง|ห้วยขวาง|กรุงเทพมหานคร|10310|05112569|ค่าเช่า|5.00|10,000.00|500.00|1\r\n' +
        '2|0105552029681|00000|บริษัท|ที่ปรึกษา จำกัด|99/9 อาคารเอ ถนนพระราม 9|ห้วยขวาง|ห้วยขวาง|กรุงเทพมหานคร|10310|05112569|ค่าโฆษณา|2.00|4,000.00|80.00|1\r\n',
    );
  });

  it('RD’s direct-upload layout byte for byte: one header, one detail record carrying both lines', async () => {
    // Totals 10,000 + 4,000 = 14,000.00 and 500 + 80 = 580.00; s.3 เตรส flagged (row 5 lines only).
    expect(
      await text('month=2026-11&form=PND53&format=txt&layout=RD_DIRECT&rd_sender_id=A001&rd_user_id=payer01'),
    ).toBe(
      'H|A001|0994000165510|000000|1|PND53|0994000165510|000000|บริษัท ผู้จ่าย จำกัด|1|0|0|0|11|2569||00|1|14000.00|580.00|0.00|580.00|0.00|payer01|0\r\n' +
        'D|1|000000|0105552029681|0000000000|บริษัท|ที่ปรึกษา จำกัด||05112569|5.00|10000.00|500.00|ค่าเช่า|1|05112569|2.00|4000.00|80.00|ค่าโฆษณา|1|00000000|0.00|0.00|0.00|||||||99 9 อาคารเอ|||พระราม 9|ห้วยขวาง|ห้วยขวาง|กรุงเทพมหานคร|10310',
    );
    const missing = await t.request(
      'GET',
      path('month=2026-11&form=PND53&format=txt&layout=RD_DIRECT&rd_sender_id=A001'),
      {
        token: me.token,
      },
    );
    expect(missing.status).toBe(400);
    const body = await json<{ error: { details: { path: string }[] } }>(missing);
    expect(body.error.details[0]?.path).toBe('query.rd_user_id');
  });
});
