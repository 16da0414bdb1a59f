// Creating a payroll run whose pay date is in a locked period (issue 24 item 10; decision 0234): the API's
// LEDGER.PERIOD_LOCKED on pay_date is shown under the pay date field, in Thai.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { employeesTh } from '../i18n/th';
import { PayrollPage } from './payroll-page';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
let posted: unknown[];
beforeEach(async () => {
  await i18n.changeLanguage('th');
  posted = [];
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    if (path === `/payroll-runs/organization/${ORG_ID}`) {
      return Promise.resolve(
        jsonResponse({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
      );
    }
    if (path === '/payroll-runs' && init?.method === 'POST') {
      posted.push(JSON.parse(typeof init.body === 'string' ? init.body : 'null'));
      const message = 'The books are locked up to and including 2026-02-28';
      return Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'LEDGER.PERIOD_LOCKED',
              message,
              details: [{ path: 'pay_date', message, code: 'LEDGER.PERIOD_LOCKED' }],
            },
          },
          422,
        ),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

const P = employeesTh.payroll;

describe('PayrollPage new run', { timeout: 30_000 }, () => {
  it('shows a locked pay date under the pay date field', async () => {
    renderRoutes(
      [{ path: '/:orgId/employees/payroll', element: <PayrollPage /> }],
      `/${ORG_ID}/employees/payroll`,
    );
    fireEvent.click(await screen.findByRole('button', { name: P.newRun }));
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${P.month}`)), {
      target: { value: '2026-02' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${P.payDate}`)), { target: { value: '2026-02-27' } });
    fireEvent.click(screen.getByRole('button', { name: P.create }));
    const field = screen.getByLabelText(new RegExp(`^${P.payDate}`));
    expect(await screen.findByText(employeesTh.errors['LEDGER.PERIOD_LOCKED'])).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([{ organizationId: ORG_ID, year: 2026, month: 2, pay_date: '2026-02-27' }]);
  });
});
