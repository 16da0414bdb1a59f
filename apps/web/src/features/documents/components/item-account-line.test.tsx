// A purchase line takes the account its item names when the item is picked (issue 24 item 2, decision 0247): a
// service picked on an expense shows and sends the item's 53025; a stock product picked on a receiving goes into
// stock (no account) even when its item names one; picking another item replaces the account with the new one's.
import { createDocumentSchema, type Item } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../lib/test-dom';
import { ORG_ID } from '../model/test-fixtures';
import { ACCOUNT_ID, calls, fakeServer, inputOf, renderAt } from './purchase-test-support';

const item = (id: string, code: string, fields: Partial<Item>): Item => ({
  id,
  organizationId: ORG_ID,
  type: 'SERVICE',
  code,
  name: code,
  sale_vat_inclusive: false,
  purchase_price: '1000.00',
  vat_type: 'VAT7',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});
const copying = item('0193a1b2-c3d4-7e5f-8a9b-0000000002b1', 'S-COPY', {
  name: 'บริการถ่ายเอกสาร',
  purchase_account_code: '53025',
});
const bookkeeping = item('0193a1b2-c3d4-7e5f-8a9b-0000000002b2', 'S-BOOK', {
  name: 'ค่าทำบัญชี',
  purchase_account_code: '53032.01',
});
const toner = item('0193a1b2-c3d4-7e5f-8a9b-0000000002b3', 'P-TONER', {
  type: 'PRODUCT',
  name: 'ผงหมึก',
  purchase_account_code: '53025',
});

const account = (code: string, nameTh: string) => ({
  id: ACCOUNT_ID,
  code,
  nameTh,
  nameEn: nameTh,
  group: 5,
  type: 'expense',
  normalBalance: 'debit',
  isPostable: true,
  isActive: true,
  level: 2,
  balance: '0.00',
  lineCount: 0,
  hasChildren: false,
});

function server() {
  fakeServer((call) => {
    if (call.url.pathname === `/items/organization/${ORG_ID}`) {
      const search = call.url.searchParams.get('search') ?? '';
      const data = [copying, bookkeeping, toner].filter((each) => each.code?.includes(search.toUpperCase()));
      return jsonResponse({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
    }
    if (call.url.pathname === `/accounts/organization/${ORG_ID}`)
      return jsonResponse({
        data: [account('53025', 'เครื่องเขียน แบบพิมพ์ และวัสดุสำนักงาน'), account('53032.01', 'ค่าทำบัญชี')],
      });
    if (call.method === 'POST') return jsonResponse({ error: { code: 'TEST.STOP', message: 'stop' } }, 422);
    return undefined;
  });
}

async function pick(search: string, code: RegExp) {
  const name = inputOf('line-name-0');
  fireEvent.focus(name);
  fireEvent.change(name, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: code }, { timeout: 5_000 }));
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

describe("a picked item's purchase account", { timeout: 60_000 }, () => {
  it('fills the line of an expense, is replaced by the next item picked, and is sent', async () => {
    server();
    renderAt(`/${ORG_ID}/expenses/new`);
    await pick('S-COPY', /S-COPY/);
    await waitFor(() => expect(inputOf('line-account-0').value).toBe('53025 เครื่องเขียน แบบพิมพ์ และวัสดุสำนักงาน'));
    await pick('S-BOOK', /S-BOOK/);
    await waitFor(() => expect(inputOf('line-account-0').value).toBe('53032.01 ค่าทำบัญชี'));

    const post = await posted();
    expect(post?.url.pathname).toBe('/expenses');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({ items: [{ item_id: bookkeeping.id, account_code: '53032.01' }] });
  });

  it('leaves a stock product of a receiving to go into stock, though its item names an account', async () => {
    server();
    renderAt(`/${ORG_ID}/purchases/new`);
    await pick('P-TONER', /P-TONER/);
    await waitFor(() => expect(inputOf('line-price-0').value).toBe('1,000.00'));
    expect(inputOf('line-account-0').value).toBe('');
    expect(inputOf('line-account-0').placeholder).toBe('รับเข้าคลังสินค้า (สินค้าคงเหลือ)');

    const post = await posted();
    expect(post?.body).toMatchObject({ items: [{ item_id: toner.id }] });
    expect((post?.body as { items: object[] }).items[0]).not.toHaveProperty('account_code');
  });
});
