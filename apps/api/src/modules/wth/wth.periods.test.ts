// 50 ทวิ and the months they belong to (issue 24 item 10; decisions 0229, 0230): a certificate dated in a locked
// period is not created, one of a locked month is not rewritten (amount 100 → 999, date moved out), moved into
// one or issued (LEDGER.PERIOD_LOCKED on `date`, nothing written); and its "ลำดับที่ ในแบบ" is its line in the
// month's PND53 / PND3 attachment — the rows the upload file and the ใบแนบ list, by payment date, number, line.
import type { Wth, WthList } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

type Refusal = { error: { code: string; details?: { path: string }[] } };

let t: TestApp, token: string, orgId: string;
const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

const company = { contact_name: 'บริษัท ที่ปรึกษา จำกัด', taxId: '0105552029681', branch: '00000' };
const person = { contact_name: 'นายสมชาย ใจดี', taxId: '3101700123456' };
const fee = (line_number: number, amount: string) => ({
  line_number,
  type_of_income: '5',
  type_of_income_other_details: 'ค่าบริการ',
  tax_rate: '3',
  amount,
});
const certificate = (
  date: string,
  amounts: string[],
  form = 'PND53',
  contact: Record<string, string> = company,
) => ({
  date,
  contact,
  wthDoc: { form_type: form, form_year: 2026 },
  wht_lines: amounts.map((amount, i) => fee(i + 1, amount)),
});

async function create(body: Record<string, unknown>) {
  return postJson<Wth & Refusal>(t, '/wth', token, { organizationId: orgId, ...body });
}
async function issued(body: Record<string, unknown>): Promise<Wth> {
  const made = await create(body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const answer = await t.request('POST', `/wth/${made.body.id}/status`, {
    token,
    body: { action: 'ISSUED' },
  });
  expect(answer.status).toBe(200);
  return json<Wth>(answer);
}
const read = async (id: string) => json<Wth>(await t.request('GET', `/wth/${id}`, { token }));
const refusal = async (response: Response) => {
  const body = await json<Refusal>(response);
  return [response.status, body.error.code, body.error.details?.map((d) => d.path)];
};

beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
});
afterAll(() => t.close());

describe('a certificate belongs to the month of its date', () => {
  let march: Wth;
  let april: Wth;

  it('is not created in a locked period', async () => {
    const made = await create(certificate('2026-03-15', ['100']));
    expect(made.status).toBe(201);
    march = made.body;
    april = (await create(certificate('2026-04-05', ['100']))).body;
    await postJson(t, '/periods/lock', token, { organizationId: orgId, lockDate: '2026-03-31' });
    const refused = await create(certificate('2026-03-20', ['500']));
    expect([refused.status, refused.body.error.code, refused.body.error.details?.[0]?.path]).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
      'date',
    ]);
    const list = await json<WthList>(await t.request('GET', `/wth/organization/${orgId}`, { token }));
    expect(list.data.map((w) => w.number).sort()).toEqual([march.number, april.number].sort());
  });

  it('is not rewritten in a locked month, nor moved out of it or into it', async () => {
    const rewrite = await t.request('PUT', `/wth/${march.id}`, {
      token,
      body: certificate('2026-04-02', ['999']),
    });
    expect(await refusal(rewrite)).toEqual([422, 'LEDGER.PERIOD_LOCKED', ['date']]);
    const kept = await read(march.id);
    expect([kept.number, kept.date, kept.total_amount]).toEqual([march.number, '2026-03-15', '100.00']);
    const into = await t.request('PUT', `/wth/${april.id}`, {
      token,
      body: certificate('2026-03-31', ['100']),
    });
    expect(await refusal(into)).toEqual([422, 'LEDGER.PERIOD_LOCKED', ['date']]);
    const issue = await t.request('POST', `/wth/${march.id}/status`, { token, body: { action: 'ISSUED' } });
    expect(await refusal(issue)).toEqual([422, 'LEDGER.PERIOD_LOCKED', ['date']]);
    expect((await read(march.id)).status).toBe('AWAITING');
    // within the open month it is replaced as before: 200 at 3% = 6.00
    const open = await t.request('PUT', `/wth/${april.id}`, {
      token,
      body: certificate('2026-04-30', ['200']),
    });
    expect(open.status).toBe(200);
    expect((await json<Wth>(open)).total_tax).toBe('6.00');
  });
});

describe('ลำดับที่ ในแบบ is the line in the month’s attachment', () => {
  let a: Wth, b: Wth, c: Wth, rent: Wth, waiting: Wth;

  beforeAll(async () => {
    // made out of date order; a typed line on a PND53 certificate is not what it prints
    a = await issued({ ...certificate('2026-05-20', ['1000']), sequence_in_form: '9' });
    b = await issued(certificate('2026-05-05', ['2000', '3000']));
    c = await issued(certificate('2026-05-12', ['4000']));
    rent = await issued(certificate('2026-05-25', ['5000'], 'PND3', person));
    waiting = (await create(certificate('2026-05-01', ['6000']))).body;
  });

  it('numbers the issued certificates by the attachment: b on lines 1–2, c on 3, a on 4; PND3 on its own', async () => {
    const submission = await json<{ rows: { line: number; certificateId: string }[] }>(
      await t.request('GET', `/tax-filings/wht/organization/${orgId}?month=2026-05&form=PND53`, { token }),
    );
    expect(submission.rows.map((r) => [r.line, r.certificateId])).toEqual([
      [1, b.id],
      [2, b.id],
      [3, c.id],
      [4, a.id],
    ]);
    const printed = await Promise.all(
      [b, c, a, rent, waiting].map(async (w) => (await read(w.id)).sequence_in_form),
    );
    // the awaiting certificate is on no attachment yet
    expect(printed).toEqual(['1', '3', '4', '1', undefined]);
    const list = await json<WthList>(
      await t.request('GET', `/wth/organization/${orgId}?limit=100`, { token }),
    );
    expect(list.data.find((w) => w.id === c.id)?.sequence_in_form).toBe('3');
  });

  it('moves with the attachment: an earlier payment issued later takes line 1', async () => {
    const early = await issued(certificate('2026-05-02', ['700']));
    expect([(await read(early.id)).sequence_in_form, (await read(a.id)).sequence_in_form]).toEqual([
      '1',
      '5',
    ]);
  });

  it.skipIf(chromium === undefined)(
    'prints the line on the certificate',
    async () => {
      const response = await t.request('GET', `/wth/${c.id}/pdf?copy=1`, { token });
      expect(response.status).toBe(200);
      const flat = squash((await readBackPdf(new Uint8Array(await response.arrayBuffer()))).text);
      // after the early payment: b on 2–3, c on 4
      expect(flat).toContain('ลำดับที่4');
    },
    60_000,
  );
});
