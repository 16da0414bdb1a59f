// The input-VAT screens in a DOM against a fake server: manage purchase VAT shows each invoice's state (a
// failing check spelled out, an undue one without choices), claims one in a month picked from its window,
// marks one not claimable, and shows a refusal in Thai by its code; the input tax report shows the rows with
// our document number, the late mark and the grand total.
import type { InputTaxReport, PurchaseTaxInvoice } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID as ORG_ID, type Call } from '../../../test-harness';
import { InputTaxPage, ManagePurchaseVatPage } from '../index';

let calls: Call[] = [];

const renderAt = (path: string) =>
  renderOrgPage(
    [
      { path: 'accounting/manage-purchase-vat', element: <ManagePurchaseVatPage /> },
      { path: 'accounting/input-tax-report', element: <InputTaxPage /> },
    ],
    path,
  );

const invoice = (over: Partial<PurchaseTaxInvoice>): PurchaseTaxInvoice => ({
  documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a1',
  part: 'GOODS',
  split: false,
  kind: 'RI',
  number: 'RI202610100001',
  date: '2026-10-10',
  supplierName: 'บริษัท ผู้ขาย จำกัด',
  supplierTaxId: '0105552029681',
  supplierBranch: '00000',
  taxInvoiceNumber: 'A-1',
  taxInvoiceDate: '2026-10-10',
  base: '5000.00',
  vat: '350.00',
  dueDate: '2026-10-10',
  window: { first: '2026-10', last: '2027-04' },
  problems: [],
  state: 'CLAIMED',
  claimMonth: '2026-10',
  late: false,
  chosen: false,
  ...over,
});

const invoices: PurchaseTaxInvoice[] = [
  invoice({}),
  invoice({
    documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a2',
    number: 'RI202610140001',
    taxInvoiceNumber: undefined,
    taxInvoiceDate: undefined,
    problems: ['TAX_INVOICE_NUMBER_MISSING', 'TAX_INVOICE_DATE_MISSING'],
    state: 'BLOCKED',
    claimMonth: undefined,
    vat: '70.00',
  }),
  invoice({
    documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a3',
    kind: 'EXP',
    number: 'EXP202610120001',
    state: 'UNDUE',
    dueDate: undefined,
    window: undefined,
    claimMonth: undefined,
    vat: '140.00',
  }),
];

beforeEach(async () => {
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('ManagePurchaseVatPage', { timeout: 30_000 }, () => {
  it('shows the states, claims in a later month, marks not claimable, and shows a refusal in Thai', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    vi.spyOn(notify, 'success').mockImplementation(() => '');
    let posts = 0;
    calls = fakeServer((call) => {
      if (call.url.pathname === `/tax-filings/purchase-vat/organization/${ORG_ID}`) {
        return json({ month: '2026-10', invoices });
      }
      if (call.method === 'POST' && call.url.pathname === '/tax-filings/purchase-vat') {
        posts += 1;
        return posts === 1
          ? json(invoice({ claimMonth: '2026-12', chosen: true, late: true }))
          : json({ error: { code: 'INPUT_VAT.MONTH_CLOSED', message: 'closed' } }, 422);
      }
      return undefined;
    });
    renderAt(`accounting/manage-purchase-vat?month=2026-10`);
    const claimed = await screen.findByTestId('purchase-vat-RI202610100001');
    expect(claimed.textContent).toContain('ใช้สิทธิแล้ว');
    expect(claimed.textContent).toContain('350.00');
    const blocked = screen.getByTestId('purchase-vat-RI202610140001');
    expect(blocked.textContent).toContain('ตรวจไม่ผ่าน');
    expect(blocked.textContent).toContain('ไม่มีเลขที่ใบกำกับภาษี');
    // A blocked invoice cannot be claimed; it can be marked not claimable.
    expect(within(blocked).getByRole('button', { name: 'ใช้สิทธิ' })).toHaveProperty('disabled', true);
    const undue = screen.getByTestId('purchase-vat-EXP202610120001');
    expect(undue.textContent).toContain('ยังไม่ถึงกำหนด');
    expect(within(undue).queryByRole('button')).toBeNull();

    // Claim the goods in December 2569 (BE on screen, 2026-12 on the wire).
    fireEvent.click(within(claimed).getByLabelText('เดือนที่ใช้สิทธิ RI202610100001', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ธันวาคม 2569' }));
    fireEvent.click(within(claimed).getByRole('button', { name: 'ใช้สิทธิ' }));
    await waitFor(() => expect(posts).toBe(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: ORG_ID,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a1',
      action: 'CLAIM',
      month: '2026-12',
    });

    fireEvent.click(
      within(screen.getByTestId('purchase-vat-RI202610140001')).getByRole('button', { name: 'ขอคืนไม่ได้' }),
    );
    await waitFor(() => expect(posts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      organizationId: ORG_ID,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a2',
      action: 'NOT_CLAIMABLE',
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('เดือนภาษีนี้ปิดภาษีมูลค่าเพิ่มแล้ว จึงเปลี่ยนการใช้สิทธิภาษีซื้อไม่ได้'),
    );
  });
});

describe('ManagePurchaseVatPage, a bill of goods and a service', { timeout: 30_000 }, () => {
  it('shows its goods VAT and its services VAT as two rows and names the part it places', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => '');
    // EXP: goods 2,000 + 140 claimed in October (the bill's month); delivery 500 + 35 undue until paid.
    const split = { documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000b1', kind: 'EXP' as const, split: true };
    const goods = invoice({ ...split, number: 'EXP202610150001', base: '2000.00', vat: '140.00' });
    const services = invoice({
      ...split,
      number: 'EXP202610150001',
      part: 'SERVICES',
      base: '500.00',
      vat: '35.00',
      state: 'UNDUE',
      dueDate: undefined,
      window: undefined,
      claimMonth: undefined,
    });
    calls = fakeServer((call) => {
      if (call.url.pathname === `/tax-filings/purchase-vat/organization/${ORG_ID}`) {
        return json({ month: '2026-10', invoices: [goods, services] });
      }
      if (call.method === 'POST' && call.url.pathname === '/tax-filings/purchase-vat') return json(goods);
      return undefined;
    });
    renderAt(`accounting/manage-purchase-vat?month=2026-10`);
    const goodsRow = await screen.findByTestId('purchase-vat-EXP202610150001-GOODS');
    expect(goodsRow.textContent).toContain('ภาษีซื้อค่าสินค้า');
    expect(goodsRow.textContent).toContain('140.00');
    const servicesRow = screen.getByTestId('purchase-vat-EXP202610150001-SERVICES');
    expect(servicesRow.textContent).toContain('ภาษีซื้อค่าบริการ');
    expect(servicesRow.textContent).toContain('35.00');
    expect(servicesRow.textContent).toContain('ยังไม่ถึงกำหนด');

    fireEvent.click(within(goodsRow).getByRole('button', { name: 'ขอคืนไม่ได้' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: ORG_ID,
      documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000b1',
      part: 'GOODS',
      action: 'NOT_CLAIMABLE',
    });
  });
});

describe('InputTaxPage', { timeout: 30_000 }, () => {
  it('shows the supplier tax invoices with our number, the late mark and the total', async () => {
    const totals = {
      value: '5000.00',
      vat: '350.00',
      standardBase: '5000.00',
      zeroRatedBase: '0.00',
      exemptBase: '0.00',
    };
    const report: InputTaxReport = {
      month: '2026-11',
      operator: { name: 'บริษัท ภาษี จำกัด', branch: '00000' },
      rows: [
        {
          line: 1,
          documentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a1',
          kind: 'RI',
          number: 'A-1',
          date: '2026-10-10',
          voided: false,
          counterpartyName: 'บริษัท ผู้ขาย จำกัด',
          counterpartyTaxId: '0105552029681',
          counterpartyBranch: '00000',
          value: '5000.00',
          vat: '350.00',
          standardBase: '5000.00',
          zeroRatedBase: '0.00',
          exemptBase: '0.00',
          documentNumber: 'RI202610100001',
          late: true,
        },
      ],
      pages: [{ page: 1, lines: [1], totals }],
      totals,
    };
    fakeServer((call) =>
      call.url.pathname === `/tax-filings/input-tax/organization/${ORG_ID}` ? json(report) : undefined,
    );
    renderAt(`accounting/input-tax-report?month=2026-11`);
    const row = await screen.findByTestId('input-row-1');
    expect(row.textContent).toContain('A-1');
    expect(row.textContent).toContain('RI202610100001');
    expect(row.textContent).toContain('ใช้สิทธิล่าช้า');
    expect(row.textContent).toContain('สำนักงานใหญ่');
    expect(screen.getByTestId('input-total').textContent).toContain('350.00');
    expect(screen.getByRole('heading', { name: 'รายงานภาษีซื้อ' })).toBeDefined();
  });
});
