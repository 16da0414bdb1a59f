// The warehouse form's inventory account (decision 0211) against a fake server: the picker offers the chart's
// postable 115xx inventory accounts only, a chosen account is sent in the PUT, and the API's refusal while the
// warehouse holds stock shows under the picker in Thai.
import type { AccountTreeNode, Warehouse } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID, type Call } from '../../../test-harness';
import { WarehousesPage } from './warehouses-page';

const WAREHOUSE: Warehouse = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000w1',
  organizationId: TEST_ORG_ID,
  code: 'WH01',
  name: 'คลังวัตถุดิบ',
  inventoryAccountCode: '11510',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const node = (code: string, nameTh: string, more: Partial<AccountTreeNode> = {}): AccountTreeNode => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-0000000${code}`,
  code,
  nameTh,
  nameEn: nameTh,
  group: 1,
  type: 'asset',
  normalBalance: 'debit',
  isPostable: true,
  isActive: true,
  level: 2,
  balance: '0.00',
  lineCount: 0,
  hasChildren: false,
  ...more,
});

const CHART = [
  node('11500', 'สินค้าคงเหลือ', { isPostable: false, hasChildren: true }),
  node('11510', 'สินค้าคงเหลือ - สินค้าซื้อมาเพื่อขาย'),
  node('11520', 'วัตถุดิบ'),
  node('11590', 'ค่าเผื่อการลดมูลค่าสินค้าคงเหลือ', { normalBalance: 'credit' }),
  node('11610', 'ภาษีซื้อ'),
];

let calls: Call[];
let refuse = false;
beforeEach(async () => {
  refuse = false;
  await i18n.changeLanguage('th');
  calls = fakeServer(({ method, url, body }) => {
    if (url.pathname === `/warehouses/organization/${TEST_ORG_ID}`) return json({ data: [WAREHOUSE] });
    if (url.pathname === `/accounts/organization/${TEST_ORG_ID}`) return json({ data: CHART });
    if (method === 'PUT' && url.pathname === `/warehouses/${WAREHOUSE.id}`) {
      if (refuse) {
        const code = 'WAREHOUSE.ACCOUNT_HOLDS_STOCK';
        const message = 'The warehouse holds stock';
        return json(
          { error: { code, message, details: [{ path: 'inventoryAccountCode', message, code }] } },
          422,
        );
      }
      return json({ ...WAREHOUSE, ...(body as object) });
    }
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

async function chooseRawMaterials() {
  renderOrgPage([{ path: 'warehouse', element: <WarehousesPage /> }], 'warehouse');
  fireEvent.click(await screen.findByRole('button', { name: /แก้ไข คลังวัตถุดิบ/ }));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByLabelText(/บัญชีสินค้าคงเหลือ/, { selector: 'input' });
  fireEvent.click(picker);
  await screen.findByRole('option', { name: '11520 วัตถุดิบ' });
  const offered = screen.getAllByRole('option').map((o) => o.textContent);
  expect(offered).toEqual(['11510 สินค้าคงเหลือ - สินค้าซื้อมาเพื่อขาย', '11520 วัตถุดิบ']);
  fireEvent.click(screen.getByRole('option', { name: '11520 วัตถุดิบ' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  return dialog;
}

describe('warehouse inventory account', { timeout: 30_000 }, () => {
  it('offers the postable 115xx inventory accounts and sends the one chosen', async () => {
    await chooseRawMaterials();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'คลังวัตถุดิบ',
      inventoryAccountCode: '11520',
    });
  });

  it('shows the refusal while the warehouse holds stock under the picker, in Thai', async () => {
    refuse = true;
    const dialog = await chooseRawMaterials();
    expect(await within(dialog).findByText(/ยังมีมูลค่าสินค้าคงเหลือในคลังนี้ จึงเปลี่ยนบัญชีสินค้าคงเหลือไม่ได้/)).toBeTruthy();
  });
});
