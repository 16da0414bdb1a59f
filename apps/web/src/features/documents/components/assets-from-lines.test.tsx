// "Create asset from this line" on a stored expense, in a DOM against a fake server: each line shows its amount
// before VAT; the form takes the category's useful life, posts POST /fixed-assets/from-line with the line's id and
// opens the new asset, showing first the entry that moves the cost to the asset account; a quotation, a void or a
// rejected expense shows no such section.
import type { SalesDocument } from '@banchee/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { i18n } from '../../../lib/i18n';
import { AssetsFromLines } from './assets-from-lines';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const LINE = '0193a1b2-c3d4-7e5f-8a9b-0000000000l1';
const CATEGORY = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';
const ASSET = '0193a1b2-c3d4-7e5f-8a9b-0000000000f1';

const expense = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000d1',
  kind: 'EXP',
  status: 'PAID',
  number: 'EXP202611200001',
  items: [
    // 32,100.00 with VAT 2,100.00: 30,000.00 before VAT
    { id: LINE, name: 'โน้ตบุ๊ก', grand_total: '32100.00', tax_amount: '2100.00' },
  ],
} as unknown as SalesDocument;

const sent: { method: string; path: string; body: unknown }[] = [];
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  sent.length = 0;
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `/asset-categories/organization/${ORG}`) {
      return Promise.resolve(
        reply({
          data: [{ id: CATEGORY, name: 'เครื่องคอมพิวเตอร์', usefulLifeYears: 3, assetAccountCode: '12470' }],
        }),
      );
    }
    if (url.pathname === '/fixed-assets/from-line') {
      return Promise.resolve(reply({ id: ASSET, name: 'โน้ตบุ๊ก' }, 201));
    }
    return Promise.resolve(reply({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404));
  });
});
afterEach(() => vi.restoreAllMocks());

function show(document: SalesDocument) {
  const router = createMemoryRouter(
    [
      { path: '/:orgId/expenses/:id', element: <AssetsFromLines organizationId={ORG} document={document} /> },
      { path: '/:orgId/assets/:id', element: <p>asset page</p> },
    ],
    { initialEntries: [`/${ORG}/expenses/${document.id}`] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('create an asset from a stored line', { timeout: 60_000 }, () => {
  it('posts the line to /fixed-assets/from-line with the category and its useful life', async () => {
    show(expense);
    expect(await screen.findByText('30,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'สร้างทรัพย์สินจากรายการนี้ โน้ตบุ๊ก' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/หมวดทรัพย์สิน/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'เครื่องคอมพิวเตอร์' }));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText<HTMLInputElement>(/อายุการใช้งาน/, { selector: 'input' }).value,
      ).toBe('3'),
    );
    // the cost moves onto the category's asset account (decision 0228)
    expect(within(dialog).getByTestId('asset-posting').textContent).toBe(
      'บันทึกบัญชี ณ วันที่เอกสาร: เดบิต 12470 · เครดิตบัญชีของรายการ 30,000.00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'สร้างทรัพย์สิน' }));
    expect(await screen.findByText('asset page')).toBeTruthy();
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/fixed-assets/from-line');
    expect(post?.body).toEqual({
      organizationId: ORG,
      sourceLineId: LINE,
      categoryId: CATEGORY,
      usefulLifeYears: 3,
      method: 'STRAIGHT_LINE',
    });
  });

  it('asks for the category before calling the server', async () => {
    show(expense);
    fireEvent.click(await screen.findByRole('button', { name: 'สร้างทรัพย์สินจากรายการนี้ โน้ตบุ๊ก' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'สร้างทรัพย์สิน' }));
    expect(await within(dialog).findByText('จำเป็นต้องกรอก')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows nothing on a void expense or a document of another kind', async () => {
    show({ ...expense, status: 'VOID' });
    show({ ...expense, status: 'REJECTED' });
    show({ ...expense, kind: 'QT' });
    await waitFor(() => expect(screen.queryByTestId('assets-from-lines')).toBeNull());
    expect(screen.queryByRole('button', { name: /สร้างทรัพย์สินจากรายการนี้/ })).toBeNull();
  });

  it('speaks English when asked', async () => {
    await i18n.changeLanguage('en');
    show(expense);
    expect(await screen.findByRole('button', { name: 'Create asset from this line โน้ตบุ๊ก' })).toBeTruthy();
  });
});
