// The tax-filing screens in a DOM against a fake server: the output tax report shows the server's rows (the
// credit note negative, a cancelled row marked) and total; the desk shows the PP30 boxes and the
// reconciliation, and closing the month sends the chosen excess treatment after a confirmation; a refusal is
// shown translated by its code.
import type { OutputTaxReport, Pp30Worksheet, TaxDesk } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID as ORG_ID, type Call } from '../../../test-harness';
import { FilingDeskPage, OutputTaxPage } from '../index';

let calls: Call[] = [];

const renderAt = (path: string) =>
  renderOrgPage(
    [
      { path: 'accounting/output-tax-report', element: <OutputTaxPage /> },
      { path: 'accounting/montly-tax-filing', element: <FilingDeskPage /> },
    ],
    path,
  );

const zeroTotals = {
  value: '0.00',
  vat: '0.00',
  standardBase: '0.00',
  zeroRatedBase: '0.00',
  exemptBase: '0.00',
};
const report: OutputTaxReport = {
  month: '2026-10',
  operator: { name: 'บริษัท ภาษี จำกัด', branch: '00000' },
  rows: [
    {
      line: 1,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-00000000000a',
      kind: 'INV',
      number: 'INV202610050001',
      date: '2026-10-05',
      voided: false,
      counterpartyName: 'บริษัท ลูกค้า จำกัด',
      counterpartyTaxId: '0105556012341',
      counterpartyBranch: '00000',
      value: '10000.00',
      vat: '700.00',
      standardBase: '10000.00',
      zeroRatedBase: '0.00',
      exemptBase: '0.00',
    },
    {
      line: 2,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-00000000000b',
      kind: 'CN',
      number: 'CN202610200001',
      date: '2026-10-20',
      voided: true,
      counterpartyName: 'บริษัท ลูกค้า จำกัด',
      counterpartyTaxId: '0105556012341',
      counterpartyBranch: '00001',
      value: '0.00',
      vat: '0.00',
      standardBase: '0.00',
      zeroRatedBase: '0.00',
      exemptBase: '0.00',
    },
  ],
  pages: [{ page: 1, lines: [1, 2], totals: zeroTotals }],
  totals: { ...zeroTotals, value: '10000.00', vat: '700.00', standardBase: '10000.00' },
  exemptSalesWithoutTaxInvoice: '0.00',
};

const boxes = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [`box${i + 1}`, '0.00']),
) as Pp30Worksheet['boxes'];
const worksheet: Pp30Worksheet = {
  month: '2026-10',
  boxes: {
    ...boxes,
    box1: '10000.00',
    box4: '10000.00',
    box5: '700.00',
    box7: '210.00',
    box8: '490.00',
    box11: '490.00',
  },
  inputSource: 'LEDGER',
  ledger: { outputVat: '705.00', inputVat: '210.00' },
  reconciliation: { outputDifference: '5.00', inputDifference: '0.00', reconciled: false },
  dueDates: { paper: '2026-11-15', efiling: '2026-11-23' },
  closed: false,
};
const desk: TaxDesk = {
  month: '2026-10',
  today: '2026-11-23',
  obligations: [
    {
      organizationId: ORG_ID,
      organizationName: 'x',
      form: 'PP30',
      month: '2026-10',
      dueDate: '2026-11-23',
      amount: '490.00',
      state: 'READY',
      available: true,
    },
    {
      organizationId: ORG_ID,
      organizationName: 'x',
      form: 'PND1',
      month: '2026-10',
      dueDate: '2026-11-15',
      amount: '4122.92',
      state: 'LATE',
      available: true,
    },
  ],
  expiredInputVat: [],
};

beforeEach(async () => {
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('OutputTaxPage', { timeout: 30_000 }, () => {
  it('shows the rows, a cancelled one marked, the branch in words and the grand total', async () => {
    calls = fakeServer((call) =>
      call.url.pathname === `/tax-filings/output-tax/organization/${ORG_ID}` ? json(report) : undefined,
    );
    renderAt(`accounting/output-tax-report?month=2026-10`);
    expect((await screen.findByTestId('output-row-1')).textContent).toContain('10,000.00');
    expect(screen.getByTestId('output-row-1').textContent).toContain('สำนักงานใหญ่');
    expect(screen.getByTestId('output-row-2').textContent).toContain('(ยกเลิก)');
    expect(screen.getByTestId('output-row-2').textContent).toContain('สาขาที่ 00001');
    expect(screen.getByTestId('output-total').textContent).toContain('700.00');
    // Each number leads to its document: the invoice's page, the credit note's page.
    expect(screen.getByRole('link', { name: 'INV202610050001' }).getAttribute('href')).toBe(
      `/${ORG_ID}/invoices/0193a1b2-c3d4-7e5f-8a9b-00000000000a`,
    );
    expect(screen.getByRole('link', { name: 'CN202610200001' }).getAttribute('href')).toBe(
      `/${ORG_ID}/credit-notes/0193a1b2-c3d4-7e5f-8a9b-00000000000b`,
    );
    expect(calls[0]?.url.searchParams.get('month')).toBe('2026-10');
  });
});

describe('FilingDeskPage', { timeout: 30_000 }, () => {
  it('shows the boxes and the difference, closes after confirming, and translates a refusal', async () => {
    calls = fakeServer((call) => {
      if (call.url.pathname === `/tax-filings/pp30/organization/${ORG_ID}`) return json(worksheet);
      if (call.url.pathname === `/tax-filings/desk/organization/${ORG_ID}`) return json(desk);
      if (call.method === 'POST' && call.url.pathname === '/tax-filings/pp30/close') {
        return json({ error: { code: 'TAX_FILING.NOT_RECONCILED', message: 'differ' } }, 422);
      }
      return undefined;
    });
    renderAt(`accounting/montly-tax-filing?month=2026-10`);
    expect((await screen.findByTestId('pp30-box11')).textContent).toContain('490.00');
    expect(screen.getByTestId('pp30-difference').textContent).toContain('5.00');
    expect((await screen.findByTestId('obligation-PP30')).textContent).toContain('พร้อมยื่น');
    // PND1 from payroll: its amount, and a file action like the other returns
    expect(screen.getByTestId('obligation-PND1').textContent).toContain('4,122.92');
    expect(screen.getByTestId('file-PND1')).toBeTruthy();

    fireEvent.click(screen.getByTestId('pp30-close'));
    fireEvent.click(await screen.findByLabelText('ขอคืนเป็นเงินสด'));
    fireEvent.click(
      screen.getByLabelText(
        'ปิดเดือนแม้รายงานไม่ตรงกับบัญชีแยกประเภท (รายการปิดบันทึกตามแบบ ภ.พ.30 ผลต่างยังคงอยู่ใน 27111 / 11610)',
      ),
    );
    fireEvent.click(screen.getByTestId('dialog-submit'));
    expect((await screen.findByTestId('dialog-error')).textContent).toBe(
      'รายงานภาษีไม่ตรงกับบัญชีแยกประเภท ตรวจสอบผลต่างหรือยืนยันปิดเดือน',
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: ORG_ID,
      month: '2026-10',
      excessChoice: 'REFUND',
      acceptDifference: true,
    });
  });
});

describe('FilingDeskPage: months never VAT-closed (decisions 0225, 0227)', { timeout: 30_000 }, () => {
  it("shows the return's 0.00 beside box 12 1,243.20, asks for August first, and writes off expired VAT", async () => {
    // October's return: output 700.00, input 1,943.20 → box 12 = 1,243.20 carried forward, box 11 = 0.00; the
    // ledger's 27111 still holds August's and September's 16,596.65 (the old desk said 15,353.45).
    const october: Pp30Worksheet = {
      ...worksheet,
      boxes: { ...boxes, box5: '700.00', box7: '1943.20', box9: '1243.20', box12: '1243.20' },
      ledger: { outputVat: '17296.65', inputVat: '1943.20' },
      reconciliation: { outputDifference: '16596.65', inputDifference: '0.00', reconciled: false },
      earlierOpenMonth: '2026-08',
    };
    const octoberDesk: TaxDesk = {
      ...desk,
      obligations: [{ ...desk.obligations[0]!, amount: '0.00' }],
      expiredInputVat: [
        {
          documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000e1',
          part: 'GOODS',
          kind: 'RI',
          number: 'RI202603100001',
          supplierName: 'บริษัท ผู้ขาย จำกัด',
          vat: '70.00',
          lastClaimMonth: '2026-09',
        },
      ],
    };
    calls = fakeServer((call) => {
      if (call.url.pathname === `/tax-filings/pp30/organization/${ORG_ID}`) return json(october);
      if (call.url.pathname === `/tax-filings/desk/organization/${ORG_ID}`) return json(octoberDesk);
      if (call.method === 'POST' && call.url.pathname === '/tax-filings/purchase-vat') return json({});
      return undefined;
    });
    renderAt(`accounting/montly-tax-filing?month=2026-10`);
    expect((await screen.findByTestId('pp30-box12')).textContent).toContain('1,243.20');
    expect(screen.getByTestId('pp30-box11').textContent).toContain('0.00');
    const pp30 = await screen.findByTestId('obligation-PP30');
    expect(pp30.textContent).toContain('0.00');
    expect(pp30.textContent).not.toContain('15,353.45');
    expect(screen.getByTestId('pp30-earlier-open').textContent).toBe(
      'ต้องปิดภาษีมูลค่าเพิ่มเดือน สิงหาคม 2569 ก่อน: ภ.พ.30 ยื่นทุกเดือนและปิดเดือนตามลำดับ',
    );
    expect(screen.getByTestId<HTMLButtonElement>('pp30-close').disabled).toBe(true);
    const expired = await screen.findByTestId('expired-RI202603100001');
    expect(expired.textContent).toContain('กันยายน 2569');
    expect(expired.textContent).toContain('70.00');
    fireEvent.click(screen.getByTestId('write-off-RI202603100001'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: ORG_ID,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000e1',
      part: 'GOODS',
      action: 'NOT_CLAIMABLE',
    });
  });
});

describe('FilingDeskPage: PP36 (decision 0200)', { timeout: 30_000 }, () => {
  it('lists the PP36 in Thai with its amount and pays it from the desk', async () => {
    const pp36Desk: TaxDesk = {
      ...desk,
      obligations: [
        {
          organizationId: ORG_ID,
          organizationName: 'x',
          form: 'PP36',
          month: '2026-10',
          dueDate: '2026-11-15',
          amount: '2100.00',
          state: 'FILED',
          available: true,
          filing: {
            id: '0193a1b2-c3d4-7e5f-8a9b-000000000036',
            form: 'PP36',
            month: '2026-10',
            channel: 'EFILING',
            amount: '2100.00',
            carriedForward: '0.00',
            refund: '0.00',
            filedOn: '2026-11-05',
            filingReference: 'PP36-6910-1',
          },
        },
      ],
    };
    calls = fakeServer((call) => {
      if (call.url.pathname === `/tax-filings/pp30/organization/${ORG_ID}`) return json(worksheet);
      if (call.url.pathname === `/tax-filings/desk/organization/${ORG_ID}`) return json(pp36Desk);
      if (call.method === 'POST' && call.url.pathname === '/tax-filings/pay') {
        return json({ error: { code: 'TAX_FILING.ALREADY_PAID', message: 'paid' } }, 422);
      }
      return undefined;
    });
    renderAt(`accounting/montly-tax-filing?month=2026-10`);
    const row = await screen.findByTestId('obligation-PP36');
    expect(row.textContent).toContain('ภ.พ.36');
    expect(row.textContent).toContain('2,100.00');
    fireEvent.click(screen.getByTestId('pay-PP36'));
    fireEvent.click(await screen.findByTestId('dialog-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      organizationId: ORG_ID,
      form: 'PP36',
      month: '2026-10',
      paymentAccountCode: '11121',
    });
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('ชำระแบบนี้แล้ว');
  });
});
