// The yearly ภ.ง.ด.1ก panel: the summary's rows and totals, the ภ.ง.ด.1ก upload file asked for the year and the
// chosen encoding, and an employee's yearly 50 ทวิ (issue 24 item 8; decision 0233).
import type { Pnd1Annual } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { employeesTh } from '../i18n/th';
import { Pnd1aPanel } from './pnd1a-panel';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const EMPLOYEE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e2';

const summary: Pnd1Annual = {
  year: 2026,
  rows: [
    {
      employee_id: EMPLOYEE_ID,
      national_id: '1101700123456',
      name: 'นาง ผู้บริหาร มาใหม่',
      income: '212903.23',
      withholding_tax: '30677.31',
      social_security: '1520.00',
      provident_fund: '0.00',
    },
  ],
  income: '212903.23',
  withholding_tax: '30677.31',
  social_security: '1520.00',
  provident_fund: '0.00',
};

let files: string[];
beforeEach(async () => {
  await i18n.changeLanguage('th');
  files = [];
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname === `/payroll-runs/organization/${ORG_ID}/pnd1a`) {
      return Promise.resolve(jsonResponse(summary));
    }
    files.push(`${url.pathname}${url.search}`);
    return Promise.resolve(new Response('401N|1|…\r\n', { status: 200 }));
  });
});
afterEach(() => vi.restoreAllMocks());

const P = employeesTh.pnd1a;

describe('Pnd1aPanel', { timeout: 30_000 }, () => {
  it('lists the year per employee and downloads the ภ.ง.ด.1ก file and the 50 ทวิ', async () => {
    renderRoutes(
      [{ path: '/:orgId/employees/payroll', element: <Pnd1aPanel year={2026} onYear={() => undefined} /> }],
      `/${ORG_ID}/employees/payroll`,
    );
    expect((await screen.findByTestId('pnd1a-row-1')).textContent).toContain('30,677.31');
    expect(screen.getByTestId('pnd1a-total').textContent).toContain('212,903.23');
    expect(screen.getByText(P.uploadNote)).toBeTruthy();
    fireEvent.click(screen.getByText('CP874'));
    fireEvent.click(screen.getByTestId('pnd1a-file'));
    fireEvent.click(screen.getByRole('button', { name: P.certificate }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files).toContain(`/payroll-runs/organization/${ORG_ID}/pnd1a.txt?year=2026&encoding=CP874`);
    expect(files).toContain(`/payroll-runs/organization/${ORG_ID}/pnd1a/${EMPLOYEE_ID}/pdf?year=2026`);
  });
});
