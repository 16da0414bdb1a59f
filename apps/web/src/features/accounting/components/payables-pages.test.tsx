// The accounts payable screens against a fake server (decision 0172): the AP aging shows each supplier's
// buckets and the reconciliation with 21210, a supplier's name opens its statement, and the statement shows the
// opening, each bill and payment with its running balance, and the closing balance. The AR aging's customer
// opens the receivables report narrowed to it as of the same day.
import type { PayableAgingReport, ReceivableAgingReport, SupplierStatementReport } from '@banchee/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID } from '../../../test-harness';
import { ApAgingPage, ArAgingPage, SupplierStatementPage } from '../index';

const SUPPLIER = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const BILL = '0193a1b2-c3d4-7e5f-8a9b-0000000000b1';

const aging: PayableAgingReport = {
  asOf: '2026-11-20',
  accountCode: '21210',
  rows: [
    {
      contactId: SUPPLIER,
      contactName: 'บริษัท เอ จำกัด',
      notDue: '0.00',
      days1to30: '1070.00',
      days31to60: '0.00',
      days61to90: '0.00',
      over90: '0.00',
      total: '1070.00',
    },
  ],
  totals: {
    notDue: '0.00',
    days1to30: '1070.00',
    days31to60: '0.00',
    days61to90: '0.00',
    over90: '0.00',
    total: '1070.00',
  },
  accountBalance: '1070.00',
  reconciles: true,
};

const statement: SupplierStatementReport = {
  from: '2026-08-01',
  to: '2026-11-20',
  accountCode: '21210',
  contactId: SUPPLIER,
  contactName: 'บริษัท เอ จำกัด',
  opening: '10700.00',
  rows: [
    {
      date: '2026-08-10',
      entryNumber: 'JV202608100001',
      kind: 'PS',
      number: 'PS202608100001',
      description: 'ใบสำคัญจ่าย PS202608100001',
      billed: '0.00',
      paid: '10700.00',
      balance: '0.00',
    },
    {
      date: '2026-10-10',
      entryNumber: 'JV202610100001',
      documentId: BILL,
      kind: 'EXP',
      number: 'EXP202610100001',
      description: 'บันทึกค่าใช้จ่าย EXP202610100001',
      billed: '1070.00',
      paid: '0.00',
      balance: '1070.00',
    },
  ],
  totals: { billed: '1070.00', paid: '10700.00' },
  closing: '1070.00',
};

beforeEach(async () => {
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('accounts payable pages', { timeout: 30_000 }, () => {
  it('ages the suppliers, reconciles to 21210 and drills down to the statement', async () => {
    const calls = fakeServer((call) => {
      if (call.url.pathname === `/reports/ap-aging/organization/${TEST_ORG_ID}`) return json(aging);
      if (call.url.pathname === `/reports/supplier-statement/organization/${TEST_ORG_ID}`)
        return json(statement);
      return undefined;
    });
    renderOrgPage(
      [
        { path: 'reports/account-payable', element: <ApAgingPage /> },
        { path: 'reports/account-payable/:contactId', element: <SupplierStatementPage /> },
      ],
      'reports/account-payable?asOf=2026-11-20',
    );
    expect(await screen.findByRole('heading', { name: 'รายงานอายุเจ้าหนี้' })).toBeTruthy();
    expect(await screen.findByText('ตรงกับยอดบัญชีเจ้าหนี้')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'รายงานอายุเจ้าหนี้' });
    expect(within(table).getAllByText('1,070.00').length).toBeGreaterThanOrEqual(2);

    fireEvent.click(screen.getByRole('link', { name: 'บริษัท เอ จำกัด' }));
    expect(await screen.findByText('ยอดยกมา')).toBeTruthy();
    const request = calls.find((c) => c.url.pathname.startsWith('/reports/supplier-statement'));
    expect(request?.url.searchParams.get('contactId')).toBe(SUPPLIER);
    const rows = within(screen.getByRole('table', { name: 'รายการเคลื่อนไหวเจ้าหนี้' })).getAllByRole('row');
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts.some((t) => t.includes('ยอดยกมา') && t.includes('10,700.00'))).toBe(true);
    expect(texts.some((t) => t.includes('EXP202610100001') && t.includes('1,070.00'))).toBe(true);
    expect(texts.some((t) => t.includes('ยอดคงเหลือปลายงวด') && t.includes('1,070.00'))).toBe(true);
    expect(screen.getByRole('link', { name: 'EXP202610100001' }).getAttribute('href')).toBe(
      `/${TEST_ORG_ID}/expenses/${BILL}`,
    );
  });
});

describe('accounts receivable aging', { timeout: 30_000 }, () => {
  it('links each customer to the receivables report narrowed to it as of the same day', async () => {
    const CUSTOMER = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';
    const receivable: ReceivableAgingReport = {
      ...aging,
      accountCode: '11310',
      rows: [
        { ...aging.rows[0]!, contactId: CUSTOMER, contactName: 'บริษัท ลูกค้า จำกัด' },
        { ...aging.rows[0]!, contactId: undefined, contactName: undefined },
      ],
    };
    fakeServer((call) =>
      call.url.pathname === `/reports/ar-aging/organization/${TEST_ORG_ID}` ? json(receivable) : undefined,
    );
    renderOrgPage(
      [{ path: 'reports/account-receivable', element: <ArAgingPage /> }],
      'reports/account-receivable?asOf=2026-11-20',
    );
    const link = await screen.findByRole('link', { name: 'บริษัท ลูกค้า จำกัด' });
    expect(link.getAttribute('href')).toBe(
      `/${TEST_ORG_ID}/reports/receivables?from=2026-11-01&to=2026-11-20&contactId=${CUSTOMER}`,
    );
    // A row without a contact has nowhere to lead.
    expect(screen.getByText('(ไม่ระบุผู้ติดต่อ)').closest('a')).toBeNull();
  });
});
