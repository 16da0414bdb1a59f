// The employee page for a member without payroll access (decision 0130): the API leaves the pay fields out, and
// the screen shows none of them (no salary, allowance, bank, tax allowances or provident fund), only the note.
import type { Employee } from '@banchee/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { employeesTh } from '../i18n/th';
import { EmployeePage } from './employee-page';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const EMPLOYEE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e1';

// what GET /employees/{id} answers a member without payroll access: no pay fields at all
const withoutPay: Employee = {
  id: EMPLOYEE_ID,
  organizationId: ORG_ID,
  national_id: '3100600445635',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  start_date: '2020-01-06',
  pay_type: 'MONTHLY',
  social_security: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

let employee: Employee;
beforeEach(async () => {
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    if (path === `/employees/${EMPLOYEE_ID}`) return Promise.resolve(jsonResponse(employee));
    if (path === `/departments/organization/${ORG_ID}`) {
      return Promise.resolve(
        jsonResponse({ data: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 0 } }),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

const render = () =>
  renderRoutes(
    [{ path: '/:orgId/employees/:id', element: <EmployeePage /> }],
    `/${ORG_ID}/employees/${EMPLOYEE_ID}`,
  );
const E = employeesTh.employees;
const PAY_LABELS = [E.salary, E.monthlyAllowance, E.bankAccount, E.otherAllowances, E.pvdEmployee];
/** The input labelled so, a required mark (" *") after the label allowed. */
const field = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

describe('EmployeePage pay fields', { timeout: 30_000 }, () => {
  it('shows a member without payroll access no pay field', async () => {
    employee = withoutPay;
    render();
    expect(await screen.findByText(E.noPayAccess)).toBeTruthy();
    expect(screen.getByDisplayValue('3100600445635')).toBeTruthy();
    for (const label of PAY_LABELS) expect(field(label), label).toBeNull();
    expect(screen.queryByText(E.taxAllowances)).toBeNull();
  });

  it('shows the pay fields with their values to a member with access', async () => {
    employee = {
      ...withoutPay,
      salary: '50000.00',
      bank_code: 'KASIKORN',
      bank_account_number: '1234567890',
    };
    render();
    expect(await screen.findByDisplayValue('50000.00')).toBeTruthy();
    expect(screen.queryByText(E.noPayAccess)).toBeNull();
    expect((field(E.bankAccount) as HTMLInputElement).value).toBe('1234567890');
    // the same queries find every pay field here, so their absence above is real
    for (const label of PAY_LABELS) expect(field(label), label).not.toBeNull();
  });
});
