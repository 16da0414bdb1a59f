// PND1 and social security on the monthly tax-filing desk (issue #14; decision 0180): the March 2026 payroll of
// the three fixture employees (payroll.test-support.ts) owes its PND1 and both shares of social security, due on
// the dated rules; filing and paying each posts Dr 27210 / 27300 · Cr bank; a filed month refuses reversing the
// run; another organisation's member gets 404.
import type { JournalEntry, RegisterResponse, TaxDesk, TaxFiling } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';
import { setUpMarch2026, type PayrollSetup } from '../payroll/payroll.test-support.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string, setup: PayrollSetup;
beforeAll(async () => {
  // "Today" is 2 April 2026 in Thailand: March has ended; its PND1 and social security are ready to file.
  t = await createTestApp({ now: () => new Date('2026-04-02T03:00:00Z') });
  me = await t.register();
  other = await t.register();
  orgId = me.organization.id;
  setup = await setUpMarch2026(t, me.token, orgId);
  const approved = await t.request('POST', `/payroll-runs/${setup.runId}/status`, {
    token: me.token,
    body: { action: 'approve' },
  });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
}, 60_000);
afterAll(() => t.close());

const desk = async () =>
  json<TaxDesk>(
    await t.request('GET', `/tax-filings/desk/organization/${orgId}?month=2026-03`, { token: me.token }),
  );
const row = (d: TaxDesk, form: string) => d.obligations.find((o) => o.form === form);
const post = (path: string, body: Record<string, unknown>, token = me.token) =>
  t.request('POST', path, { token, body: { organizationId: orgId, month: '2026-03', ...body } });

describe('PND1 and social security on the desk', () => {
  it('shows what the approved run owes with the dated due dates', async () => {
    const d = await desk();
    // PND1: 1,704.17 + 6.25 + 456.25 = 2,166.67 credited to 27210 on the pay date 31 March.
    // Paper due the 7th of April; e-filed +8 days while the extension runs (to 31 Jan 2027) → 15 April.
    expect(row(d, 'PND1')).toMatchObject({
      amount: '2166.67',
      dueDate: '2026-04-15',
      state: 'READY',
      available: true,
    });
    // Social security: 875 × 3 employees, employee and employer shares = 2,625 × 2 = 5,250 on 27300; due the
    // 15th (no e-filing extension for สปส.1-10).
    expect(row(d, 'SSO')).toMatchObject({ amount: '5250.00', dueDate: '2026-04-15', state: 'READY' });
  });

  it("keeps another organisation's member out", async () => {
    const file = await post(
      '/tax-filings/file',
      { form: 'PND1', filedOn: '2026-04-02', reference: 'X' },
      other.token,
    );
    expect(file.status).toBe(404);
    const pay = await post('/tax-filings/pay', { form: 'SSO', paidOn: '2026-04-02' }, other.token);
    expect(pay.status).toBe(404);
  });

  it('files and pays both, posting Dr 27210 / 27300 · Cr 11121, and the desk shows them paid', async () => {
    const filed = await post('/tax-filings/file', {
      form: 'PND1',
      filedOn: '2026-04-02',
      reference: 'PND1-0326',
    });
    expect([filed.status, (await json<TaxFiling>(filed)).amount]).toEqual([200, '2166.67']);
    expect(row(await desk(), 'PND1')?.state).toBe('FILED');

    // the month's PND1 is filed: the run can no longer be reversed
    const reverse = await t.request('POST', `/payroll-runs/${setup.runId}/status`, {
      token: me.token,
      body: { action: 'reverse' },
    });
    expect([reverse.status, (await json<{ error: { code: string } }>(reverse)).error.code]).toEqual([
      422,
      'PAYROLL.FILED',
    ]);

    const paid = await json<TaxFiling>(
      await post('/tax-filings/pay', { form: 'PND1', paidOn: '2026-04-03' }),
    );
    const pnd1Entry = await json<JournalEntry>(
      await t.request('GET', `/journals/${paid.paymentEntryId ?? ''}`, { token: me.token }),
    );
    expect([pnd1Entry.date, pnd1Entry.lines.map((l) => [l.accountCode, l.debit, l.credit])]).toEqual([
      '2026-04-03',
      [
        ['27210', '2166.67', '0.00'],
        ['11121', '0.00', '2166.67'],
      ],
    ]);

    expect(
      (await post('/tax-filings/file', { form: 'SSO', filedOn: '2026-04-02', reference: 'SSO-0326' })).status,
    ).toBe(200);
    const ssoPaid = await json<TaxFiling>(
      await post('/tax-filings/pay', { form: 'SSO', paidOn: '2026-04-02' }),
    );
    const ssoEntry = await json<JournalEntry>(
      await t.request('GET', `/journals/${ssoPaid.paymentEntryId ?? ''}`, { token: me.token }),
    );
    expect(ssoEntry.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['27300', '5250.00', '0.00'],
      ['11121', '0.00', '5250.00'],
    ]);
    // the payments are the filings' own entries: the amounts owed stay as filed
    const d = await desk();
    expect(['PND1', 'SSO'].map((f) => [f, row(d, f)?.state, row(d, f)?.amount])).toEqual([
      ['PND1', 'PAID', '2166.67'],
      ['SSO', 'PAID', '5250.00'],
    ]);
  });
});
