// Where the goods and cost of a receiving's lines go, as the editor sends them (issue 24 items 1–2, decision
// 0224): a new receiving names the organisation's main warehouse (the first) without it counting as a change, a
// line may name another warehouse, a picked product goes into stock while a line without a product says goods or
// service and names its account, and the server's refusals land on the field at fault in Thai.
import { createDocumentSchema, type Item, type Warehouse } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../lib/test-dom';
import { ORG_ID } from '../model/test-fixtures';
import { calls, fakeServer, inputOf, renderAt } from './purchase-test-support';

const warehouse = (id: string, code: string, name: string): Warehouse => ({
  id,
  organizationId: ORG_ID,
  code,
  name,
  inventoryAccountCode: '11510',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const MAIN = warehouse('0193a1b2-c3d4-7e5f-8a9b-0000000000b1', 'WH01', 'คลังสินค้าหลัก');
const BRANCH = warehouse('0193a1b2-c3d4-7e5f-8a9b-0000000000b2', 'WH02', 'คลังสาขาบางนา');

const beans: Item = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000001b1',
  organizationId: ORG_ID,
  type: 'PRODUCT',
  code: 'P0001',
  name: 'เมล็ดกาแฟ',
  unit: 'ถุง',
  sale_price: '650.00',
  sale_vat_inclusive: false,
  purchase_price: '450.00',
  purchase_vat_inclusive: false,
  vat_type: 'VAT7',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function server(post: () => Response) {
  fakeServer((call) => {
    if (call.url.pathname === `/warehouses/organization/${ORG_ID}`)
      return jsonResponse({ data: [MAIN, BRANCH] });
    if (call.url.pathname === `/items/organization/${ORG_ID}`)
      return jsonResponse({ data: [beans], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    if (call.method === 'POST') return post();
    return undefined;
  });
}

const posted = async () => {
  fireEvent.click(screen.getByTestId('save-document'));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  return calls.find((call) => call.method === 'POST');
};

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('warehouses and accounts of a receiving', { timeout: 60_000 }, () => {
  it('names the main warehouse, sends a picked product into stock and a line of another warehouse', async () => {
    server(() => jsonResponse({ error: { code: 'TEST.STOP', message: 'stop' } }, 422));
    renderAt(`/${ORG_ID}/purchases/new`);
    await waitFor(() => expect(inputOf('document-warehouse').value).toBe('WH01 · คลังสินค้าหลัก'));
    // Set before anything was typed: not an unsaved change.
    expect(screen.queryByTestId('unsaved-badge')).toBeNull();

    const name = inputOf('line-name-0');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'กาแฟ' } });
    fireEvent.click(await screen.findByRole('option', { name: /P0001/ }, { timeout: 5_000 }));
    await waitFor(() => expect(inputOf('line-price-0').value).toBe('450.00'));
    // The product goes into the stock of its warehouse unless booked to an expense.
    expect(inputOf('line-account-0').placeholder).toBe('รับเข้าคลังสินค้า (สินค้าคงเหลือ)');
    expect(screen.queryByTestId('line-type-0')).toBeNull();
    // Two warehouses: the line may name its own, the document's by default.
    expect(inputOf('line-warehouse-0').placeholder).toBe('ตามเอกสาร');
    fireEvent.click(inputOf('line-warehouse-0'));
    fireEvent.click(await screen.findByRole('option', { name: 'WH02 · คลังสาขาบางนา' }));

    const post = await posted();
    expect(post?.url.pathname).toBe('/purchases');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({
      warehouseId: MAIN.id,
      items: [{ item_id: beans.id, warehouse_id: BRANCH.id }],
    });
    expect((post?.body as { items: object[] }).items[0]).not.toHaveProperty('account_code');
  });

  it('a line without a product says goods or service; a missing account is shown on its field', async () => {
    server(() =>
      jsonResponse(
        {
          error: {
            code: 'DOCUMENT.LINE_ACCOUNT_REQUIRED',
            message: 'Line 1 brings no goods into stock: choose the expense account it is booked to',
            details: [
              {
                path: 'items.0.account_code',
                message: 'Line 1 brings no goods into stock',
                code: 'DOCUMENT.LINE_ACCOUNT_REQUIRED',
              },
            ],
          },
        },
        422,
      ),
    );
    renderAt(`/${ORG_ID}/purchases/new`);
    await waitFor(() => expect(inputOf('document-warehouse').value).toBe('WH01 · คลังสินค้าหลัก'));
    fireEvent.change(inputOf('line-name-0'), { target: { value: 'ค่าขนส่ง' } });
    fireEvent.change(inputOf('line-quantity-0'), { target: { value: '1' } });
    fireEvent.change(inputOf('line-price-0'), { target: { value: '300' } });
    expect(inputOf('line-account-0').placeholder).toBe('เลือกบัญชี…');
    fireEvent.click(within(screen.getByTestId('line-type-0')).getByRole('radio', { name: 'บริการ' }));

    const post = await posted();
    expect(post?.body).toMatchObject({ items: [{ name: 'ค่าขนส่ง', item_type: 'SERVICE' }] });
    expect(
      await screen.findByText(
        'เลือกบัญชีค่าใช้จ่ายของรายการนี้ หรือกำหนดบัญชีค่าใช้จ่ายเมื่อซื้อให้สินค้าหรือบริการนั้น (เฉพาะสินค้าที่รับเข้าคลังเท่านั้นที่บันทึกเป็นสินค้าคงเหลือ)',
      ),
    ).toBeTruthy();
  });
});
