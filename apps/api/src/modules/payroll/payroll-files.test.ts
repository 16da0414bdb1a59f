// What an approved run produces, against hand-written fixtures: the PND1 RD upload file (fixtures/pnd1-2569-03.txt:
// income = gross, tax = PND1 of each employee, date 31 March 2569, condition 1) in UTF-8 and CP874, the
// สปส.1-10 file (the domain's fixture), the bank transfer CSV and the Thai payslip PDF.
import { readFileSync } from 'node:fs';
import type { PayrollFilings, Pnd1Annual, RegisterResponse } from '@banchee/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestChromium, readBackPdf, rowOf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';
import { setUpMarch2026, type PayrollSetup } from './payroll.test-support.ts';

const pnd1Fixture = readFileSync(new URL('./fixtures/pnd1-2569-03.txt', import.meta.url), 'utf8');
const ssoFixture = readFileSync(
  new URL('../../../../../packages/domain/src/payroll/fixtures/sso-1-10-2569-03.txt', import.meta.url),
  'utf8',
);

let t: TestApp, me: RegisterResponse, setup: PayrollSetup;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.register({ organization: { name: 'บริษัท ทดสอบเงินเดือน จำกัด' } });
  setup = await setUpMarch2026(t, me.token, me.organization.id);
});
afterAll(() => t.close());

const get = (path: string) => t.request('GET', `/payroll-runs/${setup.runId}${path}`, { token: me.token });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('payroll files', () => {
  it('are refused while the run is a draft', async () => {
    const response = await get('/pnd1.txt');
    expect([response.status, (await json<{ error: { code: string } }>(response)).error.code]).toEqual([
      422,
      'PAYROLL.NOT_APPROVED',
    ]);
    const approve = await t.request('POST', `/payroll-runs/${setup.runId}/status`, {
      token: me.token,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
  });

  it('writes the PND1 upload file byte for byte, in UTF-8 and CP874', async () => {
    const utf8 = await get('/pnd1.txt');
    expect(utf8.headers.get('content-disposition')).toBe('attachment; filename="WHT-P01-256903.txt"');
    expect((await bytes(utf8)).equals(Buffer.from(pnd1Fixture, 'utf8'))).toBe(true);
    const cp874 = await get('/pnd1.txt?encoding=CP874');
    expect(cp874.headers.get('content-type')).toBe('text/plain; charset=windows-874');
    expect((await bytes(cp874)).equals(iconv.encode(pnd1Fixture, 'cp874'))).toBe(true);
  });

  it('writes the social-security file byte for byte and refuses a bad account', async () => {
    const file = await get('/social-security.txt?account=1234567890&encoding=CP874');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="SSO-256903.txt"');
    expect((await bytes(file)).equals(iconv.encode(ssoFixture, 'cp874'))).toBe(true);
    const bad = await get('/social-security.txt?account=12');
    expect(bad.status).toBe(400);
  });

  it('reports PND1 and social security with their totals', async () => {
    const filings = await json<PayrollFilings>(await get('/filings'));
    // income 50,000 + 32,000 + 47,000 = 129,000; tax 1,704.17 + 6.25 + 456.25 = 2,166.67; SSO wages 17,500 × 3; 875 × 3 each side
    expect(filings.pnd1).toMatchObject({ income: '129000.00', withholding_tax: '2166.67' });
    expect(filings.pnd1.rows.map((r) => [r.row, r.name, r.withholding_tax])).toEqual([
      [1, 'นาย สมชาย ใจดี', '1704.17'],
      [2, 'นางสาว สมหญิง มาใหม่', '6.25'],
      [3, 'นาย วิชัย ออมเก่ง', '456.25'],
    ]);
    expect(filings.social_security).toMatchObject({
      rate_percent: '5',
      wages: '52500.00',
      employee: '2625.00',
      employer: '2625.00',
    });
  });

  it('sums the year per employee for the ภ.ง.ด.1ก', async () => {
    const path = `/payroll-runs/organization/${me.organization.id}/pnd1a`;
    const year = await json<Pnd1Annual>(await t.request('GET', `${path}?year=2026`, { token: me.token }));
    // one approved run so far: March's figures; 1,704.17 + 6.25 + 456.25 = 2,166.67
    // social security 875 × 3 = 2,625.00 (employee shares); provident fund 5% × 40,000 = 2,000.00
    expect(year).toMatchObject({
      year: 2026,
      income: '129000.00',
      withholding_tax: '2166.67',
      social_security: '2625.00',
      provident_fund: '2000.00',
    });
    expect(year.rows.map((r) => [r.national_id, r.income, r.withholding_tax, r.provident_fund])).toEqual([
      ['3100600445635', '50000.00', '1704.17', '0.00'],
      ['1234545678781', '32000.00', '6.25', '0.00'],
      ['3600100123456', '47000.00', '456.25', '2000.00'],
    ]);
    const empty = await json<Pnd1Annual>(await t.request('GET', `${path}?year=2025`, { token: me.token }));
    expect([empty.rows, empty.income]).toEqual([[], '0.00']);
  });

  it('sums net pay by bank in the transfer CSV', async () => {
    const raw = await bytes(await get('/bank-transfers.csv'));
    expect(raw.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const text = raw.subarray(3).toString('utf8');
    // KASIKORN: 47,420.83 + 43,168.75 = 90,589.58; SCB: 31,118.75
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      'bank_code,bank_name,account_number,employee_code,name,net_pay',
      'KASIKORN,ธนาคารกสิกรไทย,1234567890,E001,นาย สมชาย ใจดี,47420.83',
      'KASIKORN,ธนาคารกสิกรไทย,1112223334,E003,นาย วิชัย ออมเก่ง,43168.75',
      'KASIKORN,ธนาคารกสิกรไทย,,,รวม 2 รายการ,90589.58',
      'SCB,ธนาคารไทยพาณิชย์,9876543210,E002,นางสาว สมหญิง มาใหม่,31118.75',
      'SCB,ธนาคารไทยพาณิชย์,,,รวม 1 รายการ,31118.75',
    ]);
    const scb = await (await get('/bank-transfers.csv?bank=SCB')).text();
    expect(scb).not.toContain('KASIKORN');
  });

  it('prints a Thai payslip with the figures of the employee', async () => {
    const id = setup.employees.joiner.id;
    const stranger = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`; // never the joiner's own id
    const other = await get(`/payslips/${stranger}/pdf`);
    expect([404, 422]).toContain(other.status);
    if (!(await findTestChromium(undefined))) return;
    const pdf = await get(`/payslips/${setup.employees.providentFund.id}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = await readBackPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(squash(printed.text)).toContain(squash('ใบแจ้งเงินเดือน ประจำเดือนมีนาคม 2569'));
    expect(squash(printed.text)).toContain(squash('31 มีนาคม 2569'));
    expect(squash(printed.layoutText)).toContain('เงินเดือน40,000.00');
    expect(rowOf(printed.layoutText, 'ค่าล่วงเวลา')).toContain('2,000.00');
    expect(rowOf(printed.layoutText, 'ภาษีเงินได้หัก ณ ที่จ่าย')).toContain('456.25');
    expect(rowOf(printed.layoutText, 'กองทุนสำรองเลี้ยงชีพ')).toContain('2,000.00');
    expect(rowOf(printed.layoutText, 'เงินได้สุทธิ')).toContain('43,168.75');
    expect(squash(printed.text)).toContain('สี่หมื่นสามพันหนึ่งร้อยหกสิบแปดบาทเจ็ดสิบห้าสตางค์');
    expect(printed.text).not.toMatch(/[A-Za-z]{4,}/);
  }, 60_000);

  it("prints an employee's yearly 50 ทวิ (ภ.ง.ด.1ก) through the wth renderer with the year's figures", async () => {
    const path = (employeeId: string, year: number) =>
      `/payroll-runs/organization/${me.organization.id}/pnd1a/${employeeId}/pdf?year=${year}&issue_date=2027-01-15`;
    const none = await t.request('GET', path(setup.employees.providentFund.id, 2025), { token: me.token });
    expect([none.status, (await json<{ error: { code: string } }>(none)).error.code]).toEqual([
      422,
      'PAYROLL.NO_INCOME_IN_YEAR',
    ]);
    if (!(await findTestChromium(undefined))) return;
    const pdf = await t.request('GET', path(setup.employees.providentFund.id, 2026), { token: me.token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = await readBackPdf(new Uint8Array(await pdf.arrayBuffer()));
    const flat = squash(printed.text);
    expect(flat).toContain(squash('หนังสือรับรองการหักภาษี ณ ที่จ่าย'));
    expect(flat).toContain('บริษัททดสอบเงินเดือนจำกัด');
    expect(flat).toContain(squash('นาย วิชัย ออมเก่ง'));
    expect(printed.layoutText).toMatch(/3\s*6\s*0\s*0\s*1\s*0\s*0\s*1\s*2\s*3\s*4\s*5\s*6/);
    // the third row of the ภ.ง.ด.1ก summary; book = the tax year in BE
    expect(flat).toContain('เล่มที่2569');
    expect(flat).toContain('เลขที่3');
    // income 40(1): March's gross 40,000 + 5,000 allowance + 2,000 overtime = 47,000.00; PND1 withheld 456.25
    const salaryRow = rowOf(printed.layoutText, 'ตามมาตรา 40 (1)');
    expect(squash(salaryRow)).toContain('ปีภาษี2569');
    expect(salaryRow).toContain('47,000.00');
    expect(salaryRow).toContain('456.25');
    expect(flat).toContain('สี่ร้อยห้าสิบหกบาทยี่สิบห้าสตางค์');
    // funds line: the employee's social security 875.00 and provident fund 5% × 40,000 = 2,000.00
    expect(squash(rowOf(printed.layoutText, 'กองทุนประกันสังคม'))).toMatch(/กองทุนประกันสังคม875\.00บาท/);
    expect(squash(rowOf(printed.layoutText, 'กองทุนสำรองเลี้ยงชีพ'))).toContain('กองทุนสำรองเลี้ยงชีพ2,000.00บาท');
    expect(squash(printed.text)).toContain('15/01/2570');
  }, 60_000);
});
