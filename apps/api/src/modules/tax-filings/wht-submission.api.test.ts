// The WHT submission over HTTP (decision 0173), November 2026: rows from issued certificates by payment date
// (void, awaiting and December certificates left out), totals beside 27240, the RD upload file byte for byte
// against hand-written fixtures (UTF-8 and CP874), the attachment PDF read back, filing through the desk's one
// state, PND1 read from the desk only, and another organisation's member gets 404.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Contact, RegisterResponse, Wth, WhtSubmission } from '@banchee/contracts';
import iconv from 'iconv-lite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import {
  createTestApp,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp;
let me: RegisterResponse;
let other: RegisterResponse;
let orgId: string;
let supplier: Contact;

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const path = (query: string, org = orgId) => `/tax-filings/wht/organization/${org}?${query}`;

async function certificate(body: Record<string, unknown>, actions: string[] = ['ISSUED']): Promise<Wth> {
  const answer = await postJson<Wth>(t, '/wth', me.token, { organizationId: orgId, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  for (const action of actions) {
    const r = await t.request('POST', `/wth/${answer.body.id}/status`, { token: me.token, body: { action } });
    expect(r.status).toBe(200);
  }
  return answer.body;
}

const line = (n: number, details: string, rate: string, amount: string) => ({
  line_number: n,
  type_of_income: '5',
  type_of_income_other_details: details,
  tax_rate: rate,
  amount,
});
const company = (date: string, lines: ReturnType<typeof line>[]) => ({
  date,
  contactId: supplier.id,
  wthDoc: { form_type: 'PND53', form_year: 2026 },
  wht_lines: lines,
});

async function journal(date: string, lines: [string, string, string][]) {
  const answer = await postJson(t, '/journals', me.token, {
    organizationId: orgId,
    date,
    description: 'WHT',
    lines: lines.map(([accountCode, debit, credit]) => ({ accountCode, debit, credit })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

beforeAll(async () => {
  // "Today" is 10 December 2026 in Thailand: November is over and may be filed.
  t = await createTestApp({ now: () => new Date('2026-12-10T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ผู้จ่าย จำกัด' } });
  other = await t.register();
  orgId = me.organization.id;
  supplier = (
    await postJson<Contact>(t, '/contacts', me.token, {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ที่ปรึกษา จำกัด',
      tax_id: '0105552029681',
      branch: '00000',
      address: '99/9 ถนนพระราม 9 กรุงเทพมหานคร',
      zip_code: '10310',
    })
  ).body;
  // PND53: 10,000.00 × 3% = 300.00 on 5 Nov; 2,000.00 × 3% = 60.00 and 5,000.00 × 2% = 100.00 on 20 Nov.
  await certificate(company('2026-11-05', [line(1, 'ค่าบริการ', '3', '10000')]));
  await certificate(
    company('2026-11-20', [line(1, 'ค่าบริการ', '3', '2000'), line(2, 'ค่าโฆษณา', '2', '5000')]),
  );
  // Left out: a voided certificate, one still awaiting, and one paid in December.
  await certificate(company('2026-11-25', [line(1, 'ค่าบริการ', '3', '4000')]), ['ISSUED', 'VOID']);
  await certificate(company('2026-11-26', [line(1, 'ค่าบริการ', '3', '8000')]), []);
  await certificate(company('2026-12-01', [line(1, 'ค่าบริการ', '3', '9000')]));
  // PND3: rent 20,000.00 at 5% borne once by the payer: income 21,000.00, tax 1,000.00 on 10 Nov.
  await certificate({
    date: '2026-11-10',
    contact: { contact_name: 'นายสมชาย ใจดี', taxId: '3101700123452', address: '5 ซอยสุขุมวิท 11' },
    wthDoc: { form_type: 'PND3', form_year: 2026, payer: 'PAID_ONE_TIME' },
    wht_lines: [line(1, 'ค่าเช่า', '5', '20000')],
  });
  // The ledger withholds 300.00 + 160.00 = 460.00 on 27240 in November; nothing on 27230.
  await journal('2026-11-05', [
    ['53036', '10000.00', '0'],
    ['27240', '0', '300.00'],
    ['11121', '0', '9700.00'],
  ]);
  await journal('2026-11-20', [
    ['53036', '7000.00', '0'],
    ['27240', '0', '160.00'],
    ['11121', '0', '6840.00'],
  ]);
}, 60_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(
    t,
    { organizationId: orgId, token: me.token },
    {
      skip: [
        // books check: the test leaves a PND3 certificate of 1,000.00 without its 27230 on purpose (2026-11 PND3 1,000.00 vs 27230 0.00)
        'whtAttachments',
        // books check: the same certificate: withholding-tax report 1,460.00 vs 27230 + 27240 460.00
        'withholdingReport',
      ],
    },
  );
});

describe('the WHT submission', () => {
  it('another organisation’s member gets 404, a bad form is 400 on query.form', async () => {
    for (const format of ['json', 'txt', 'pdf']) {
      const r = await t.request('GET', path(`month=2026-11&form=PND53&format=${format}`), {
        token: other.token,
      });
      expect(r.status).toBe(404);
    }
    const bad = await t.request('GET', path('month=2026-11&form=PND2'), { token: me.token });
    expect(bad.status).toBe(400);
    const body = await json<{ error: { details: { path: string }[] } }>(bad);
    expect(body.error.details[0]?.path).toBe('query.form');
  });

  it('PND53 lists the November lines of issued certificates and reconciles to 27240', async () => {
    const s = await json<WhtSubmission>(
      await t.request('GET', path('month=2026-11&form=PND53'), { token: me.token }),
    );
    expect(s.source).toBe('CERTIFICATES');
    expect(
      s.rows.map((r) => [r.line, r.paidOn, r.incomeDescription, r.rate, r.income, r.wht, r.condition]),
    ).toEqual([
      [1, '2026-11-05', 'ค่าบริการ', '3', '10000.00', '300.00', '1'],
      [2, '2026-11-20', 'ค่าบริการ', '3', '2000.00', '60.00', '1'],
      [3, '2026-11-20', 'ค่าโฆษณา', '2', '5000.00', '100.00', '1'],
    ]);
    // 10,000 + 2,000 + 5,000 = 17,000.00; 300 + 60 + 100 = 460.00 = the 27240 credits of November.
    expect(s.totals).toEqual({ count: 3, income: '17000.00', wht: '460.00' });
    expect([s.ledger, s.reconciles]).toEqual(['460.00', true]);
    expect(s.fileName).toBe('WHT-P53-256911.txt');
    expect(s.obligation).toMatchObject({
      form: 'PND53',
      amount: '460.00',
      state: 'READY',
      dueDate: '2026-12-15',
    });
  });

  it('PND3 shows the rent and, with nothing on 27230, the 1,000.00 difference', async () => {
    const s = await json<WhtSubmission>(
      await t.request('GET', path('month=2026-11&form=PND3'), { token: me.token }),
    );
    expect(s.rows.map((r) => [r.payeeName, r.taxId, r.income, r.wht, r.condition])).toEqual([
      ['นายสมชาย ใจดี', '3101700123452', '21000.00', '1000.00', '3'],
    ]);
    expect([s.totals.wht, s.ledger, s.reconciles, s.difference]).toEqual([
      '1000.00',
      '0.00',
      false,
      '1000.00',
    ]);
  });

  it('the RD upload files are byte for byte the hand-written fixtures, in UTF-8 and in CP874', async () => {
    for (const [form, name] of [
      ['PND53', 'WHT-P53-256911.txt'],
      ['PND3', 'WHT-P03-256911.txt'],
    ] as const) {
      const utf8 = await t.request('GET', path(`month=2026-11&form=${form}&format=txt`), { token: me.token });
      expect(utf8.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(utf8.headers.get('content-disposition')).toContain(name);
      expect(Buffer.from(await utf8.arrayBuffer()).equals(fixture(name))).toBe(true);
      const cp874 = await t.request('GET', path(`month=2026-11&form=${form}&format=txt&encoding=CP874`), {
        token: me.token,
      });
      const bytes = Buffer.from(await cp874.arrayBuffer());
      // Thai letters are one byte each in CP874 ("บ" is 0xBA) and the text reads back as the fixture.
      expect(bytes.equals(iconv.encode(fixture(name).toString('utf8'), 'cp874'))).toBe(true);
      expect(iconv.decode(bytes, 'cp874')).toBe(fixture(name).toString('utf8'));
    }
    const bytes = Buffer.from(
      await (
        await t.request('GET', path('month=2026-11&form=PND53&format=txt&encoding=CP874'), {
          token: me.token,
        })
      ).arrayBuffer(),
    );
    expect(bytes.includes(Buffer.from([0xba]))).toBe(true);
  });

  it('PND1 reads the desk only; its file and print come from payroll (400 on query.form)', async () => {
    const s = await json<WhtSubmission>(
      await t.request('GET', path('month=2026-11&form=PND1'), { token: me.token }),
    );
    expect([s.source, s.rows.length]).toEqual(['PAYROLL', 0]);
    const file = await t.request('GET', path('month=2026-11&form=PND1&format=txt'), { token: me.token });
    expect(file.status).toBe(400);
    const body = await json<{ error: { details: { path: string }[] } }>(file);
    expect(body.error.details[0]?.path).toBe('query.form');
  });

  it('marking PND53 filed on the desk shows on the submission: one state', async () => {
    const filed = await t.request('POST', '/tax-filings/file', {
      token: me.token,
      body: {
        organizationId: orgId,
        form: 'PND53',
        month: '2026-11',
        filedOn: '2026-12-07',
        reference: 'P53-NOV',
      },
    });
    expect(filed.status).toBe(200);
    const s = await json<WhtSubmission>(
      await t.request('GET', path('month=2026-11&form=PND53'), { token: me.token }),
    );
    expect(s.obligation).toMatchObject({ state: 'FILED', amount: '460.00' });
    expect(s.obligation?.filing).toMatchObject({ filedOn: '2026-12-07', filingReference: 'P53-NOV' });
  });
});

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

describe('the attachment print', () => {
  it.skipIf(chromium === undefined)(
    'ใบแนบ ภ.ง.ด.53 reads back with the payer, BE dates, each line and the 460.00 total',
    async () => {
      const r = await t.request('GET', path('month=2026-11&form=PND53&format=pdf'), { token: me.token });
      expect(r.headers.get('content-type')).toBe('application/pdf');
      const flat = squash((await readBackPdf(new Uint8Array(await r.arrayBuffer()))).text);
      for (const text of [
        'ใบแนบภ.ง.ด.53',
        'บริษัทผู้จ่ายจำกัด',
        'แผ่นที่1ในจำนวน1แผ่น',
        '0-10-5-552-02968-1',
        '05/11/2569',
        'ค่าโฆษณา',
        '10,000.00',
        '17,000.00',
        '460.00',
      ]) {
        expect(flat).toContain(squash(text));
      }
    },
    120_000,
  );
});
