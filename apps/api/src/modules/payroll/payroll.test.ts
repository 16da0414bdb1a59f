// Payroll runs (issue #14): the three employees' figures to the satang through the API (worked by hand in
// packages/domain/src/payroll/payroll.fixtures.ts), draft → approved → paid with balanced postings per §11 (l),
// locked periods refused with nothing written, payroll access (403) and other organisations (404).
import type { JournalEntry, PayrollRun, PayrollRunList, RegisterResponse } from '@banchee/contracts';
import { newId, organizationMembers } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';
import { setUpMarch2026, type PayrollSetup } from './payroll.test-support.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, clerk: RegisterResponse, orgId: string;
let setup: PayrollSetup;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  clerk = await t.register();
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: orgId, id: newId(), userId: clerk.user.id, role: 'MEMBER' });
  setup = await setUpMarch2026(t, me.token, orgId);
});
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const status = (action: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', `/payroll-runs/${setup.runId}/status`, { token: me.token, body: { action, ...extra } });
const entry = async (id: string | undefined) =>
  json<JournalEntry>(await t.request('GET', `/journals/${id ?? ''}`, { token: me.token }));
const brief = (e: JournalEntry) => e.lines.map((l) => [l.accountCode, l.debit, l.credit]);

describe('payroll runs', () => {
  it('computes the three employees of March 2026 to the satang', () => {
    const byCode = new Map(setup.run.lines?.map((l) => [l.employee_code, l]));
    // hand-computed in payroll.fixtures.ts: 50,000 above the ceiling; 62,000 joining 16 March; 40,000 + PVD
    expect(byCode.get('E001')).toMatchObject({
      salary: '50000.00',
      gross: '50000.00',
      social_security: '875.00',
      social_security_employer: '875.00',
      withholding_tax: '1704.17',
      net_pay: '47420.83',
      department_type: 'ADMIN',
    });
    expect(byCode.get('E002')).toMatchObject({
      employed_days: 16,
      days_in_month: 31,
      salary: '32000.00',
      social_security: '875.00',
      withholding_tax: '6.25',
      net_pay: '31118.75',
      department_type: 'SALES',
    });
    expect(byCode.get('E003')).toMatchObject({
      salary: '40000.00',
      allowance: '5000.00',
      overtime: '2000.00',
      gross: '47000.00',
      social_security: '875.00',
      provident_fund: '2000.00',
      provident_fund_employer: '2000.00',
      withholding_tax: '456.25',
      other_deductions: '500.00',
      total_deductions: '3831.25',
      net_pay: '43168.75',
    });
    // 47,420.83 + 31,118.75 + 43,168.75 = 121,708.33; PND1 1,704.17 + 6.25 + 456.25 = 2,166.67
    expect(setup.run.totals).toEqual({
      employees: 3,
      gross: '129000.00',
      social_security: '2625.00',
      social_security_employer: '2625.00',
      provident_fund: '2000.00',
      provident_fund_employer: '2000.00',
      withholding_tax: '2166.67',
      other_deductions: '500.00',
      net_pay: '121708.33',
    });
    expect(setup.run.status).toBe('DRAFT');
  });

  it('refuses a second run of the month, a pay date outside it and a bad line', async () => {
    const again = await t.request('POST', '/payroll-runs', {
      token: me.token,
      body: { organizationId: orgId, year: 2026, month: 3, pay_date: '2026-03-31' },
    });
    expect(again.status).toBe(409);
    const bad = [
      [{ pay_date: '2026-05-01', lines: [] }, 'pay_date'],
      [{ pay_date: '2026-03-31', lines: [{ employee_id: newId() }] }, 'lines.0.employee_id'],
      [
        { pay_date: '2026-03-31', lines: [{ employee_id: setup.employees.joiner.id, bonus: '-5' }] },
        'lines.0.bonus',
      ],
    ] as const;
    for (const [body, path] of bad) {
      const response = await t.request('PUT', `/payroll-runs/${setup.runId}`, { token: me.token, body });
      const answer = await json<{ error: { code: string; details: { path: string }[] } }>(response);
      expect([response.status, answer.error.details[0]?.path]).toEqual([400, path]);
    }
    const over = await t.request('PUT', `/payroll-runs/${setup.runId}`, {
      token: me.token,
      body: {
        pay_date: '2026-03-31',
        lines: [{ employee_id: setup.employees.joiner.id, other_deductions: '99999' }],
      },
    });
    const refusal = await json<{ error: { code: string; details: { path: string }[] } }>(over);
    expect([over.status, refusal.error.code, refusal.error.details[0]?.path]).toEqual([
      422,
      'PAYROLL.NEGATIVE_NET_PAY',
      'lines.0.other_deductions',
    ]);
    const unchanged = await json<PayrollRun>(
      await t.request('GET', `/payroll-runs/${setup.runId}`, { token: me.token }),
    );
    expect(unchanged.totals.net_pay).toBe('121708.33');
  });

  it('keeps payroll from members without payroll access and from other organisations', async () => {
    const forbidden = await t.request('GET', `/payroll-runs/${setup.runId}`, { token: clerk.token });
    expect(forbidden.status).toBe(403);
    const list = await t.request('GET', `/payroll-runs/organization/${orgId}`, { token: clerk.token });
    expect(list.status).toBe(403);
    const yearly = await t.request('GET', `/payroll-runs/organization/${orgId}/pnd1a?year=2026`, {
      token: clerk.token,
    });
    expect(yearly.status).toBe(403);
    const yearFile = await t.request('GET', `/payroll-runs/organization/${orgId}/pnd1a.txt?year=2026`, {
      token: clerk.token,
    });
    expect(yearFile.status).toBe(403);
    const certificate = await t.request(
      'GET',
      `/payroll-runs/organization/${orgId}/pnd1a/${setup.employees.joiner.id}/pdf?year=2026`,
      { token: clerk.token },
    );
    expect(certificate.status).toBe(403);
    const calls: [string, string, unknown][] = [
      ['GET', `/payroll-runs/organization/${orgId}`, undefined],
      ['POST', '/payroll-runs', { organizationId: orgId, year: 2026, month: 4, pay_date: '2026-04-30' }],
      ['GET', `/payroll-runs/${setup.runId}`, undefined],
      ['PUT', `/payroll-runs/${setup.runId}`, { pay_date: '2026-03-31' }],
      ['DELETE', `/payroll-runs/${setup.runId}`, undefined],
      ['POST', `/payroll-runs/${setup.runId}/status`, { action: 'approve' }],
      ['GET', `/payroll-runs/${setup.runId}/filings`, undefined],
      ['GET', `/payroll-runs/${setup.runId}/pnd1.txt`, undefined],
      ['GET', `/payroll-runs/organization/${orgId}/pnd1a.txt?year=2026`, undefined],
      ['GET', `/payroll-runs/${setup.runId}/social-security.txt?account=1234567890`, undefined],
      ['GET', `/payroll-runs/${setup.runId}/bank-transfers.csv`, undefined],
      ['GET', `/payroll-runs/${setup.runId}/payslips/${setup.employees.joiner.id}/pdf`, undefined],
      ['GET', `/payroll-runs/organization/${orgId}/pnd1a?year=2026`, undefined],
      [
        'GET',
        `/payroll-runs/organization/${orgId}/pnd1a/${setup.employees.joiner.id}/pdf?year=2026`,
        undefined,
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('refuses to approve into a locked period and writes nothing', async () => {
    const lock = (lockDate: string | null) =>
      t.request('POST', '/periods/lock', { token: me.token, body: { organizationId: orgId, lockDate } });
    expect((await lock('2026-03-31')).status).toBe(200);
    const refused = await status('approve');
    expect([refused.status, (await json<{ error: { code: string } }>(refused)).error.code]).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
    ]);
    const still = await json<PayrollRun>(
      await t.request('GET', `/payroll-runs/${setup.runId}`, { token: me.token }),
    );
    expect([still.status, still.approved_entry_id]).toEqual(['DRAFT', undefined]);
    expect((await lock(null)).status).toBe(200);
  });

  it('approves with the §11 (l) entry, then pays with accrued salaries against the bank', async () => {
    expect((await status('pay')).status).toBe(409);
    const approved = await json<PayrollRun>(await status('approve'));
    expect(approved.status).toBe('APPROVED');
    const posted = await entry(approved.approved_entry_id);
    expect(posted.date).toBe('2026-03-31');
    expect(posted.description).toBe('เงินเดือน มีนาคม 2569');
    // 53011 = 50,000 + 40,000 + 5,000; 53012 overtime 2,000; 52010 = 32,000 (sales); 53014 = 875 × 3;
    // 53015 = 2,000; 27300 = 2,625 × 2; 27210 = 2,166.67; 27310 = 2,000 × 2; 27330 = 500; 21410 = 121,708.33
    expect(brief(posted)).toEqual([
      ['53011', '95000.00', '0.00'],
      ['53012', '2000.00', '0.00'],
      ['52010', '32000.00', '0.00'],
      ['53014', '2625.00', '0.00'],
      ['53015', '2000.00', '0.00'],
      ['27300', '0.00', '5250.00'],
      ['27210', '0.00', '2166.67'],
      ['27310', '0.00', '4000.00'],
      ['27330', '0.00', '500.00'],
      ['21410', '0.00', '121708.33'],
    ]);
    expect([posted.totalDebit, posted.totalCredit]).toEqual(['133625.00', '133625.00']);
    const edit = await t.request('PUT', `/payroll-runs/${setup.runId}`, {
      token: me.token,
      body: { pay_date: '2026-03-31' },
    });
    expect(edit.status).toBe(409);
    expect((await t.request('DELETE', `/payroll-runs/${setup.runId}`, { token: me.token })).status).toBe(409);

    // Reversing the approval (decision 0180): the mirror entry on the pay date, the run back to draft; approving
    // again posts a fresh entry with the same figures.
    const reversed = await json<PayrollRun>(await status('reverse'));
    expect([reversed.status, reversed.approved_entry_id]).toEqual(['DRAFT', undefined]);
    const original = await entry(approved.approved_entry_id);
    const mirror = await entry(original.reversedBy?.id);
    expect([mirror.kind, mirror.date, mirror.reverses?.id]).toEqual([
      'REVERSAL',
      '2026-03-31',
      approved.approved_entry_id,
    ]);
    expect(brief(mirror)).toContainEqual(['27210', '2166.67', '0.00']);
    expect(brief(mirror)).toContainEqual(['53011', '0.00', '95000.00']);
    expect([mirror.totalDebit, mirror.totalCredit]).toEqual(['133625.00', '133625.00']);
    expect((await status('reverse')).status).toBe(409);
    const again = await json<PayrollRun>(await status('approve'));
    expect(again.status).toBe('APPROVED');
    expect(again.approved_entry_id).not.toBe(approved.approved_entry_id);
    expect(brief(await entry(again.approved_entry_id))).toEqual(brief(posted));

    const paid = await json<PayrollRun>(await status('pay', { paid_on: '2026-04-01' }));
    expect([paid.status, paid.paid_on, paid.payment_account_code]).toEqual(['PAID', '2026-04-01', '11121']);
    expect(brief(await entry(paid.paid_entry_id))).toEqual([
      ['21410', '121708.33', '0.00'],
      ['11121', '0.00', '121708.33'],
    ]);
    expect((await status('approve')).status).toBe(409);
    const paidReverse = await status('reverse');
    expect([paidReverse.status, (await json<{ error: { code: string } }>(paidReverse)).error.code]).toEqual([
      422,
      'PAYROLL.ALREADY_PAID',
    ]);
    const list = await json<PayrollRunList>(
      await t.request('GET', `/payroll-runs/organization/${orgId}`, { token: me.token }),
    );
    expect(list.data.map((r) => [r.year, r.month, r.status, r.totals.net_pay])).toEqual([
      [2026, 3, 'PAID', '121708.33'],
    ]);
    expect(list.data[0]).not.toHaveProperty('lines');
  });
});
