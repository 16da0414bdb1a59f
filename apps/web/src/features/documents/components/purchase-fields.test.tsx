// The purchase-side pieces of the one editor, in a DOM against a fake server: the party picker asks for
// SUPPLIER contacts, an expense line offers only the chart's expense accounts of spec §9 (51111.01–53032.99)
// and books the line to the one chosen, and the supplier's tax-invoice number and date reach the draft.
import type { Contact } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import '../i18n/use-doc-text';
import { blankLine, newDraft, type DraftLine } from '../model/draft';
import { ORG_ID } from '../model/test-fixtures';
import { ContactSection } from './contact-section';
import { LinesTable } from './lines-table';
import { SupplierInvoiceFields } from './supplier-invoice-fields';

const json = (body: unknown) => jsonResponse(body);

const requested: URL[] = [];
const node = (code: string, nameTh: string, isPostable = true) => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-${code.replace('.', '').padStart(12, '0')}`,
  code,
  nameTh,
  nameEn: nameTh,
  group: 5,
  type: 'expense',
  normalBalance: 'debit',
  isPostable,
  isActive: true,
  level: 2,
  balance: '0.00',
  lineCount: 0,
  hasChildren: !isPostable,
});

beforeEach(async () => {
  requested.length = 0;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    requested.push(url);
    if (url.pathname === `/accounts/organization/${ORG_ID}`)
      return Promise.resolve(
        json({
          data: [
            node('51111', 'ซื้อสินค้า', false),
            node('51111.01', 'ซื้อสินค้า - ในประเทศ'),
            node('53032.01', 'ค่าทำบัญชี'),
            node('53033', 'ค่าธรรมเนียมธนาคาร'),
          ],
        }),
      );
    if (url.pathname === `/contacts/organization/${ORG_ID}`)
      return Promise.resolve(json({ data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }));
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
});
afterEach(() => vi.restoreAllMocks());

function renderInOrg(element: ReactNode) {
  renderRoutes([{ path: '/:orgId/expenses/new', element }], `/${ORG_ID}/expenses/new`);
}

describe('purchase pieces of the editor', { timeout: 30_000 }, () => {
  it('an expense line offers the expense accounts of the range and books the line to the one chosen', async () => {
    const line: DraftLine = { ...blankLine(), name: 'ค่าทำบัญชีเดือนพฤศจิกายน', quantity: '1', price: '5000' };
    const changes: Partial<DraftLine>[] = [];
    renderInOrg(
      <LinesTable
        lines={[line]}
        priceField="purchase_price"
        amounts={new Map()}
        columns={{ discount: false, wht: false, account: true }}
        errors={{ [`lines.${line.key}.account_code`]: 'ต้องเลือกบัญชี' }}
        onChangeLine={(_key, patch) => changes.push(patch)}
        onPickItem={() => undefined}
        onRemoveLine={() => undefined}
        onAddLine={() => undefined}
        onToggleColumn={() => undefined}
      />,
    );
    expect(screen.getByText('บัญชีค่าใช้จ่าย')).toBeTruthy();
    expect(screen.getByText('ต้องเลือกบัญชี')).toBeTruthy();
    const select = screen.getByTestId('line-account-0');
    expect(select.getAttribute('aria-label')).toBe('บัญชีค่าใช้จ่าย 1');
    await waitFor(() =>
      expect(requested.some((url) => url.pathname === `/accounts/organization/${ORG_ID}`)).toBe(true),
    );
    fireEvent.click(select);
    // Only postable accounts of 51111.01–53032.99: not the 51111 header, not 53033 bank charges.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '51111.01 ซื้อสินค้า - ในประเทศ',
      '53032.01 ค่าทำบัญชี',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '53032.01 ค่าทำบัญชี' }));
    expect(changes).toEqual([{ account_code: '53032.01' }]);
  });

  it('the party picker asks for SUPPLIER contacts on a purchase document', async () => {
    renderInOrg(
      <ContactSection
        contactType="SUPPLIER"
        contact={newDraft('2026-11-23').contact}
        readOnly={false}
        errors={{}}
        onChange={() => undefined}
        onPick={(_contact: Contact) => undefined}
      />,
    );
    const name = screen.getByRole('textbox', { name: /ชื่อ/ });
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'ผู้ให้เช่า' } });
    await waitFor(() =>
      expect(
        requested.some(
          (url) =>
            url.pathname === `/contacts/organization/${ORG_ID}` &&
            url.searchParams.get('contact_type') === 'SUPPLIER',
        ),
      ).toBe(true),
    );
    expect(requested.some((url) => url.searchParams.get('contact_type') === 'CLIENT')).toBe(false);
  });

  it("records the supplier's tax-invoice number and date", () => {
    const patches: unknown[] = [];
    renderInOrg(
      <SupplierInvoiceFields
        draft={{ supplierTaxInvoiceNo: '', supplierTaxInvoiceDate: '' }}
        readOnly={false}
        errors={{ supplierTaxInvoiceDate: 'วันที่ไม่ถูกต้อง' }}
        onChange={(patch) => patches.push(patch)}
      />,
    );
    expect(screen.getByText('ใบกำกับภาษีของผู้จำหน่าย')).toBeTruthy();
    expect(screen.getByText('วันที่ไม่ถูกต้อง')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'เลขที่ใบกำกับภาษี' }), {
      target: { value: 'IV6911-0042' },
    });
    expect(patches).toEqual([{ supplierTaxInvoiceNo: 'IV6911-0042' }]);
  });
});
