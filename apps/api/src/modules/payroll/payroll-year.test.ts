// Payroll over the tax year (issue 24 items 8 and 10): a well-paid joiner on 30 March does not refuse the run
// (PND1 annualises what the payment pays, decision 0231), April catches up from what March paid once March is
// approved (a later draft is recomputed), social security leaves overtime out (decision 0232), and a run whose
// pay date is locked is refused at creation with the ledger's code on pay_date (decision 0234); the year's
// ภ.ง.ด.1ก upload file and the yearly 50 ทวิ come from the approved runs (decision 0233).
import type { Employee, PayrollFilings, PayrollLine, PayrollRun, RegisterResponse } from '@banchee/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestChromium, readBackPdf, rowOf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTestApp, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, orgId: string;
let steady: Employee, joiner: Employee, overtime: Employee;

const post = async <T>(path: string, body: Record<string, unknown>) =>
  postJson<T>(t, path, me.token, { organizationId: orgId, ...body });
const employee = async (body: Record<string, unknown>) => {
  const { status, body: created } = await post<Employee>('/employees', body);
  if (status !== 201) throw new Error(`employee: ${status} ${JSON.stringify(created)}`);
  return created;
};
const run = async (id: string) =>
  json<PayrollRun>(await t.request('GET', `/payroll-runs/${id}`, { token: me.token }));
const lineOf = (r: PayrollRun, who: Employee): PayrollLine | undefined =>
  r.lines?.find((l) => l.employee_id === who.id);
const lock = (lockDate: string | null) =>
  t.request('POST', '/periods/lock', { token: me.token, body: { organizationId: orgId, lockDate } });
type ErrorBody = { error: { code: string; details?: { path: string }[] } };

beforeAll(async () => {
  t = await createTestApp();
  me = await t.register();
  orgId = me.organization.id;
  steady = await employee({
    code: 'E001',
    national_id: '3100600445635',
    title: 'นาย',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    start_date: '2020-01-06',
    salary: '50000',
  });
  joiner = await employee({
    code: 'E002',
    national_id: '1101700123456',
    title: 'นาง',
    first_name: 'ผู้บริหาร',
    last_name: 'มาใหม่',
    start_date: '2026-03-30',
    salary: '200000',
  });
  overtime = await employee({
    code: 'E003',
    national_id: '3101500998765',
    title: 'นาย',
    first_name: 'ขยัน',
    last_name: 'ทำงาน',
    start_date: '2025-01-01',
    salary: '4157',
  });
});
afterAll(() => t.close());

describe('payroll over the tax year', () => {
  it('refuses a run whose pay date is in a locked period at creation, on pay_date, writing nothing', async () => {
    expect((await lock('2026-02-28')).status).toBe(200);
    const refused = await post<ErrorBody>('/payroll-runs', { year: 2026, month: 2, pay_date: '2026-02-27' });
    expect([refused.status, refused.body.error.code, refused.body.error.details?.[0]?.path]).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
      'pay_date',
    ]);
    // February's run paid on 2 March (open) may be made; then locking March refuses its edit on pay_date
    const paidLater = await post<PayrollRun>('/payroll-runs', {
      year: 2026,
      month: 2,
      pay_date: '2026-03-02',
    });
    expect(paidLater.status).toBe(201);
    expect((await lock('2026-03-15')).status).toBe(200);
    const edit = await t.request('PUT', `/payroll-runs/${paidLater.body.id}`, {
      token: me.token,
      body: { pay_date: '2026-03-02' },
    });
    const answer = await json<ErrorBody>(edit);
    expect([edit.status, answer.error.code, answer.error.details?.[0]?.path]).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
      'pay_date',
    ]);
    expect((await lock(null)).status).toBe(200);
    expect(
      (await t.request('DELETE', `/payroll-runs/${paidLater.body.id}`, { token: me.token })).status,
    ).toBe(204);
    const list = await json<{ data: PayrollRun[] }>(
      await t.request('GET', `/payroll-runs/organization/${orgId}`, { token: me.token }),
    );
    expect(list.data).toEqual([]);
  });

  let march: PayrollRun, april: PayrollRun;
  it('pays a well-paid joiner on the 30th and everyone else (March)', async () => {
    const created = await post<PayrollRun>('/payroll-runs', { year: 2026, month: 3, pay_date: '2026-03-31' });
    expect(created.status).toBe(201);
    const put = await t.request('PUT', `/payroll-runs/${created.body.id}`, {
      token: me.token,
      body: { pay_date: '2026-03-31', lines: [{ employee_id: overtime.id, overtime: '17248.23' }] },
    });
    march = await json<PayrollRun>(put);
    // 200,000 × 2 / 31 = 12,903.23; SSO 645; 12,903.23 × 10 payments − 64,516.15 − 60,000 − 6,450 < 0 → no tax
    expect(lineOf(march, joiner)).toMatchObject({
      employed_days: 2,
      salary: '12903.23',
      social_security: '645.00',
      withholding_tax: '0.00',
      net_pay: '12258.23',
    });
    // 50,000 all year: 20,450.00 ÷ 12 = 1,704.17
    expect(lineOf(march, steady)).toMatchObject({ withholding_tax: '1704.17', net_pay: '47420.83' });
    // 4,157 + overtime 17,248.23: SSO on 4,157 only = 207.85 → 208; no tax (4,157 × 12 + 17,248.23 is below
    // 150,000 after the deductions); net 21,405.23 − 208 = 21,197.23
    expect(lineOf(march, overtime)).toMatchObject({
      gross: '21405.23',
      social_security: '208.00',
      withholding_tax: '0.00',
      net_pay: '21197.23',
    });
  });

  it('catches the joiner up in April from what March paid, once March is approved', async () => {
    const created = await post<PayrollRun>('/payroll-runs', { year: 2026, month: 4, pay_date: '2026-04-30' });
    april = created.body;
    // March still a draft: nothing paid yet, 200,000 × 10 = 2,000,000 − 100,000 − 60,000 − 8,750 = 1,831,250
    // → 115,000 + 831,250 × 25% = 322,812.50; ÷ 10 = 32,281.25
    expect(lineOf(april, joiner)?.withholding_tax).toBe('32281.25');
    const approve = await t.request('POST', `/payroll-runs/${march.id}/status`, {
      token: me.token,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
    april = await run(april.id);
    // paid 12,903.23 in March: 12,903.23 + 200,000 × 9 = 1,812,903.23 − 100,000 − 60,000 − (645 + 875 × 9)
    // = 1,644,383.23 → 115,000 + 161,095.81 = 276,095.81; − 0 withheld; ÷ 9 = 30,677.31
    expect(lineOf(april, joiner)).toMatchObject({
      salary: '200000.00',
      social_security: '875.00',
      withholding_tax: '30677.31',
      net_pay: '168447.69',
    });
    // 50,000 + 50,000 × 11 = 600,000 → 20,450.00; (20,450.00 − 1,704.17) ÷ 11 = 1,704.166 → 1,704.17
    expect(lineOf(april, steady)?.withholding_tax).toBe('1704.17');
    // reversing March's approval takes its payments out again
    const reverse = await t.request('POST', `/payroll-runs/${march.id}/status`, {
      token: me.token,
      body: { action: 'reverse' },
    });
    expect(reverse.status).toBe(200);
    expect(lineOf(await run(april.id), joiner)?.withholding_tax).toBe('32281.25');
  });

  it('reports the social-security wage without the overtime', async () => {
    await t.request('POST', `/payroll-runs/${march.id}/status`, {
      token: me.token,
      body: { action: 'approve' },
    });
    const filings = await json<PayrollFilings>(
      await t.request('GET', `/payroll-runs/${march.id}/filings`, { token: me.token }),
    );
    expect(filings.social_security.rows.find((r) => r.national_id === '3101500998765')).toMatchObject({
      wages: '4157.00',
      employee: '208.00',
    });
  });

  it('writes the ภ.ง.ด.1ก file of the year from the approved runs, byte for byte, and the yearly 50 ทวิ', async () => {
    const approve = await t.request('POST', `/payroll-runs/${april.id}/status`, {
      token: me.token,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
    // March + April per employee, dated the last pay date 30 April 2569, withheld at source (1):
    // E001 50,000 × 2 = 100,000.00, 1,704.17 × 2 = 3,408.34; E002 12,903.23 + 200,000 = 212,903.23, 0 + 30,677.31;
    // E003 21,405.23 + 4,157 = 25,562.23, no tax (21,405.23 + 4,157 × 11 = 67,132.23 is below the allowances)
    const expected =
      '401N|1|3100600445635|นาย|สมชาย|ใจดี|30042569|100,000.00|3,408.34|1\r\n' +
      '401N|2|1101700123456|นาง|ผู้บริหาร|มาใหม่|30042569|212,903.23|30,677.31|1\r\n' +
      '401N|3|3101500998765|นาย|ขยัน|ทำงาน|30042569|25,562.23|0.00|1\r\n';
    const path = `/payroll-runs/organization/${orgId}/pnd1a.txt?year=2026`;
    const utf8 = await t.request('GET', path, { token: me.token });
    expect(utf8.headers.get('content-disposition')).toBe('attachment; filename="WHT-P01A-2569.txt"');
    expect(Buffer.from(await utf8.arrayBuffer()).equals(Buffer.from(expected, 'utf8'))).toBe(true);
    const cp874 = await t.request('GET', `${path}&encoding=CP874`, { token: me.token });
    expect(cp874.headers.get('content-type')).toBe('text/plain; charset=windows-874');
    expect(Buffer.from(await cp874.arrayBuffer()).equals(iconv.encode(expected, 'cp874'))).toBe(true);
    // a year without approved pay: an empty file
    const empty = await t.request('GET', `/payroll-runs/organization/${orgId}/pnd1a.txt?year=2025`, {
      token: me.token,
    });
    expect([empty.status, await empty.text()]).toEqual([200, '']);

    if (!(await findTestChromium(undefined))) return;
    const pdf = await t.request(
      'GET',
      `/payroll-runs/organization/${orgId}/pnd1a/${joiner.id}/pdf?year=2026&issue_date=2027-02-10`,
      { token: me.token },
    );
    const printed = await readBackPdf(new Uint8Array(await pdf.arrayBuffer()));
    // the file's row 2 is the certificate's number and its "ลำดับที่ ในแบบ"
    expect(squash(printed.text)).toContain('เลขที่2');
    const salaryRow = rowOf(printed.layoutText, 'ตามมาตรา 40 (1)');
    expect(salaryRow).toContain('212,903.23');
    expect(salaryRow).toContain('30,677.31');
    // social security of the year: 645 + 875 = 1,520.00
    expect(squash(rowOf(printed.layoutText, 'กองทุนประกันสังคม'))).toMatch(/กองทุนประกันสังคม1,520\.00บาท/);
  }, 60_000);
});
