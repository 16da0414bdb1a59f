// The สปส.1-10 text file byte for byte against a hand-written fixture (the three March 2026 employees: each wage
// capped at 17,500.00 → 1750000 satang, 875.00 each side → 87500; totals 52,500.00 and 2,625.00 per side).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { socialSecurityWageBase } from './contributions.ts';
import { buildSsoFile, type SsoFileInput } from './sso-file.ts';

const fixture = readFileSync(new URL('./fixtures/sso-1-10-2569-03.txt', import.meta.url), 'utf8');

const employee = (nationalId: string, title: string, firstName: string, lastName: string) => ({
  nationalId,
  title,
  firstName,
  lastName,
  wages: socialSecurityWageBase(money(50000), '2026-03-31'),
  contribution: money(875),
  employerContribution: money(875),
});

const input: SsoFileInput = {
  employerAccount: '1234567890',
  branch: '000000',
  employerName: 'บริษัท ทดสอบเงินเดือน จำกัด',
  payDate: '2026-03-31',
  year: 2026,
  month: 3,
  ratePercent: '5',
  employees: [
    employee('3100600445635', 'นาย', 'สมชาย', 'ใจดี'),
    employee('1234545678781', 'นางสาว', 'สมหญิง', 'มาใหม่'),
    employee('3600100123456', 'นาย', 'วิชัย', 'ออมเก่ง'),
  ],
};

describe('social-security file (สปส.1-10)', () => {
  it('matches the hand-written fixture byte for byte', () => {
    expect(socialSecurityWageBase(money(50000), '2026-03-31')).toBe(money(17500));
    const built = buildSsoFile(input);
    expect(built.ok && built.value).toBe(fixture);
    // 135 characters a record (header and details)
    expect(
      fixture
        .split('\r\n')
        .filter(Boolean)
        .map((line) => [...line].length),
    ).toEqual([135, 135, 135, 135]);
  });

  it('refuses a bad account, branch, national id or an empty run', () => {
    expect(buildSsoFile({ ...input, employerAccount: '12345' })).toMatchObject({ ok: false });
    expect(buildSsoFile({ ...input, branch: '1' })).toMatchObject({ ok: false });
    expect(buildSsoFile({ ...input, employees: [] })).toMatchObject({ ok: false });
    const badId = { ...input, employees: [{ ...input.employees[0]!, nationalId: '1234545678789' }] };
    expect(buildSsoFile(badId)).toMatchObject({ ok: false, error: { details: { field: 'national_id' } } });
  });
});
