// The item's purchase account on the products screen (issue 24 item 2, decision 0247): chosen with the expense
// account picker of the purchase lines (postable, active accounts of 51111.01–53032.99 only) and sent with the
// item; the server's refusal is shown beside the field in Thai.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { ProductFormModal } from './product-form-modal';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

const account = (code: string, nameTh: string, isPostable = true) => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-0000${code.replace('.', '').padStart(8, '0')}`,
  code,
  nameTh,
  nameEn: nameTh,
  group: Number(code.slice(0, 1)),
  type: code.startsWith('5') ? 'expense' : 'asset',
  normalBalance: 'debit',
  isPostable,
  isActive: true,
  level: 2,
  balance: '0.00',
  lineCount: 0,
  hasChildren: false,
});

const posts: unknown[] = [];

function server(answer: () => Response) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname === `/accounts/organization/${ORG_ID}`) {
      return Promise.resolve(
        jsonResponse({
          data: [
            account('11510', 'สินค้าคงเหลือ'),
            account('53020', 'ค่าใช้จ่ายสำนักงาน', false),
            account('53025', 'เครื่องเขียน แบบพิมพ์ และวัสดุสำนักงาน'),
          ],
        }),
      );
    }
    if (url.pathname === '/items' && init?.method === 'POST') {
      posts.push(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body);
      return Promise.resolve(answer());
    }
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404));
  });
}

function renderForm() {
  renderRoutes(
    [
      {
        path: '/:orgId/products',
        element: <ProductFormModal organizationId={ORG_ID} item={null} opened onClose={() => undefined} />,
      },
    ],
    `/${ORG_ID}/products`,
  );
}

beforeEach(async () => {
  posts.length = 0;
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('the purchase account of an item', { timeout: 60_000 }, () => {
  it('offers only postable expense accounts, sends the chosen one and shows the refusal on the field', async () => {
    server(() =>
      jsonResponse(
        {
          error: {
            code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
            message: 'not usable',
            details: [
              { path: 'purchase_account_code', message: 'not usable', code: 'ITEM.INVALID_PURCHASE_ACCOUNT' },
            ],
          },
        },
        422,
      ),
    );
    // createItem logs the refusal it rethrows (spec §8).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    fireEvent.change(await screen.findByLabelText(/ชื่อ/, { selector: 'input' }), {
      target: { value: 'บริการถ่ายเอกสาร' },
    });
    fireEvent.click(screen.getByTestId('product-purchase-account'));
    const options = await screen.findAllByRole('option', {}, { timeout: 5_000 });
    // 11510 (not an expense account) and 53020 (a header) are not offered.
    expect(options.map((option) => option.textContent)).toEqual(['53025 เครื่องเขียน แบบพิมพ์ และวัสดุสำนักงาน']);
    fireEvent.click(options[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      organizationId: ORG_ID,
      name: 'บริการถ่ายเอกสาร',
      purchase_account_code: '53025',
    });
    expect(
      await screen.findByText(
        'กรุณาเลือกบัญชีค่าใช้จ่าย (51111.01–53032.99) ที่ใช้งานอยู่และบันทึกรายการได้ในผังบัญชีของกิจการ',
      ),
    ).toBeTruthy();
  });
});
