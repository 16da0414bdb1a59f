// The accounting screens in a DOM against a fake server: the manual journal form refuses an unbalanced entry
// without calling the API and posts a balanced one with the exact body; the chart of accounts opens on its
// outline with balances, expands a header and asks before deactivating; a journal entry is reversed only with
// a reason; the trial balance shows its rows and totals from the server's figures.
import type { AccountTreeNode, TrialBalanceReport } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  chooseOption as chooseAccount,
  fakeServer,
  json,
  renderOrgPage,
  TEST_ORG_ID as ORG_ID,
  type Call,
} from '../../../test-harness';
import { ChartOfAccountsPage, JournalDetailPage, JournalFormPage, TrialBalancePage } from '../index';

const ENTRY_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e9';

let sequence = 0;
function account(
  code: string,
  nameTh: string,
  level: number,
  parentCode: string | undefined,
  hasChildren: boolean,
  balance = '0.00',
): AccountTreeNode {
  sequence += 1;
  return {
    id: `0193a1b2-c3d4-7e5f-8a9b-${String(sequence).padStart(12, '0')}`,
    code,
    nameTh,
    nameEn: `EN ${nameTh}`,
    group: Number(code[0]),
    type: code.startsWith('4') ? 'revenue' : 'asset',
    normalBalance: code.startsWith('4') ? 'credit' : 'debit',
    isPostable: !hasChildren,
    isActive: true,
    ...(parentCode ? { parentCode } : {}),
    level,
    balance,
    lineCount: hasChildren ? 0 : 2,
    hasChildren,
  };
}

const chart: AccountTreeNode[] = [
  account('10000', 'สินทรัพย์', 0, undefined, true, '1500.00'),
  account('11000', 'สินทรัพย์หมุนเวียน', 1, '10000', true, '1500.00'),
  account('11100', 'เงินสดและรายการเทียบเท่าเงินสด', 2, '11000', true, '1500.00'),
  account('11111', 'เงินสดในมือ', 3, '11100', false, '1500.00'),
  account('40000', 'รายได้', 0, undefined, true, '1500.00'),
  account('41000', 'รายได้จากการขาย', 1, '40000', true, '1500.00'),
  account('41210', 'รายได้จากการให้บริการ', 2, '41000', false, '1500.00'),
];

let calls: Call[] = [];

const renderAt = (path: string) =>
  renderOrgPage(
    [
      { path: 'accounting/chart-of-account', element: <ChartOfAccountsPage /> },
      { path: 'accounting/journals/new', element: <JournalFormPage /> },
      { path: 'accounting/journals/:id', element: <JournalDetailPage /> },
      { path: 'accounting/trial-balance', element: <TrialBalancePage /> },
    ],
    path,
  );

beforeEach(async () => {
  await i18n.changeLanguage('th');
});

afterEach(() => vi.restoreAllMocks());

describe('JournalFormPage', { timeout: 30_000 }, () => {
  it('refuses an unbalanced entry without calling the API, then posts the balanced one', async () => {
    calls = fakeServer((call) => {
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`) return json({ data: chart });
      if (call.method === 'POST' && call.url.pathname === '/journals') {
        return json({ id: ENTRY_ID, number: 'JV202611200001' }, 201);
      }
      if (call.url.pathname === `/journals/${ENTRY_ID}`)
        return json({ error: { code: 'X', message: 'x' } }, 500);
      return undefined;
    });
    const router = renderAt(`accounting/journals/new`);
    await waitFor(() => expect(calls.some((c) => c.url.pathname.startsWith('/accounts/'))).toBe(true));

    fireEvent.change(screen.getByRole('textbox', { name: /คำอธิบายรายการ/ }), {
      target: { value: 'รับเงินค่าบริการ' },
    });
    await chooseAccount('บัญชี 1', '11111', '11111 เงินสดในมือ');
    await chooseAccount('บัญชี 2', 'บริการ', '41210 รายได้จากการให้บริการ');
    fireEvent.change(screen.getByRole('textbox', { name: 'เดบิต 1' }), { target: { value: '1,500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '1400' } });

    expect(screen.getByTestId('jv-total-debit').textContent).toBe('1,500.00');
    expect(screen.getByTestId('jv-total-credit').textContent).toBe('1,400.00');
    expect(screen.getByTestId('jv-status').textContent).toBe('เดบิตและเครดิตต่างกัน 100.00');

    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรายการ' }));
    expect((await screen.findByTestId('jv-error')).textContent).toContain(
      'เดบิต 1,500.00 ไม่เท่ากับเครดิต 1,400.00',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '1500.00' } });
    expect(screen.getByTestId('jv-status').textContent).toBe('เดบิตเท่ากับเครดิต');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรายการ' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${ORG_ID}/accounting/journals/${ENTRY_ID}`),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      organizationId: ORG_ID,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      description: 'รับเงินค่าบริการ',
      lines: [
        { accountCode: '11111', debit: '1500.00', credit: '0.00' },
        { accountCode: '41210', debit: '0.00', credit: '1500.00' },
      ],
    });
  });

  it('shows the server refusal beside the line it names', async () => {
    calls = fakeServer((call) => {
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`) return json({ data: chart });
      if (call.method === 'POST') {
        return json(
          {
            error: {
              code: 'LEDGER.PERIOD_LOCKED',
              message: 'The books are locked up to 2026-12-31',
              details: [
                {
                  path: 'lines.1.accountCode',
                  message: 'Account 41210 is inactive',
                  code: 'LEDGER.ACCOUNT_INACTIVE',
                },
              ],
            },
          },
          422,
        );
      }
      return undefined;
    });
    renderAt(`accounting/journals/new`);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    fireEvent.change(screen.getByRole('textbox', { name: /คำอธิบายรายการ/ }), { target: { value: 'x' } });
    await chooseAccount('บัญชี 1', '11111', '11111 เงินสดในมือ');
    await chooseAccount('บัญชี 2', '41210', '41210 รายได้จากการให้บริการ');
    fireEvent.change(screen.getByRole('textbox', { name: 'เดบิต 1' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรายการ' }));
    // In the Thai UI by code, not the server's English sentences.
    expect((await screen.findByTestId('jv-error')).textContent).toContain('งวดบัญชีของวันที่นี้ปิดแล้ว');
    expect(await screen.findByText('มีบัญชีที่ปิดการใช้งานแล้ว')).toBeTruthy();
  });
});

describe('ChartOfAccountsPage', { timeout: 30_000 }, () => {
  it('opens on the outline with balances, expands a header and confirms before deactivating', async () => {
    calls = fakeServer((call) => {
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`) return json({ data: chart });
      if (call.method === 'PUT') return json({ ...chart[3], isActive: false });
      return undefined;
    });
    renderAt(`accounting/chart-of-account`);
    expect(await screen.findByTestId('coa-row-11000')).toBeTruthy();
    expect(screen.getByTestId('coa-balance-10000').textContent).toBe('1,500.00');
    // The outline: groups and their main headers, folded.
    expect(screen.queryByTestId('coa-row-11100')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ขยาย สินทรัพย์หมุนเวียน' }));
    expect(screen.getByTestId('coa-row-11100')).toBeTruthy();
    expect(screen.queryByTestId('coa-row-11111')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ขยาย เงินสดและรายการเทียบเท่าเงินสด' }));
    fireEvent.click(screen.getByRole('button', { name: 'ย่อ สินทรัพย์หมุนเวียน' }));
    expect(screen.queryByTestId('coa-row-11100')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ขยาย สินทรัพย์หมุนเวียน' }));
    // Re-opening a header keeps what was open below it.
    expect(within(screen.getByTestId('coa-row-11111')).getByText('1,500.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ปิดใช้งาน เงินสดในมือ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ปิดใช้งาน 11111 เงินสดในมือ ใช่หรือไม่?');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิดใช้งาน' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/accounts/${chart[3]?.id}`);
    expect(put?.body).toEqual({ isActive: false });
  });
});

describe('JournalDetailPage', { timeout: 30_000 }, () => {
  it('shows the lines with totals and reverses the entry after asking for a date and a reason', async () => {
    const MIRROR_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000f1';
    const entry = {
      id: ENTRY_ID,
      number: 'JV202611200001',
      date: '2026-11-20',
      kind: 'MANUAL',
      description: 'รับเงินค่าบริการ',
      isClosing: false,
      createdAt: '2026-11-20T03:00:00.000Z',
      totalDebit: '1500.00',
      totalCredit: '1500.00',
      lines: [
        {
          lineNo: 1,
          accountCode: '11111',
          accountNameTh: 'เงินสดในมือ',
          accountNameEn: 'Cash on hand',
          debit: '1500.00',
          credit: '0.00',
        },
        {
          lineNo: 2,
          accountCode: '41210',
          accountNameTh: 'รายได้จากการให้บริการ',
          accountNameEn: 'Revenue from services',
          debit: '0.00',
          credit: '1500.00',
        },
      ],
    };
    calls = fakeServer((call) => {
      if (call.method === 'GET' && call.url.pathname === `/journals/${ENTRY_ID}`) return json(entry);
      if (call.method === 'POST' && call.url.pathname === `/journals/${ENTRY_ID}/reverse`) {
        return json({ ...entry, id: MIRROR_ID, number: 'JV202611220001', kind: 'REVERSAL' }, 201);
      }
      if (call.url.pathname === `/journals/${MIRROR_ID}`) {
        return json({ ...entry, id: MIRROR_ID, number: 'JV202611220001', kind: 'REVERSAL' });
      }
      return undefined;
    });
    const router = renderAt(`accounting/journals/${ENTRY_ID}`);
    expect(await screen.findByRole('heading', { name: 'รายการบัญชี JV202611200001' })).toBeTruthy();
    const totals = within(screen.getByTestId('journal-totals'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['รวม', '1,500.00', '1,500.00']);

    fireEvent.click(screen.getByRole('button', { name: 'กลับรายการนี้' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการกลับรายการ' }));
    expect(await within(dialog).findByText('จำเป็นต้องกรอก')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), {
      target: { value: 'บันทึกผิดบัญชี' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการกลับรายการ' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${ORG_ID}/accounting/journals/${MIRROR_ID}`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      reason: 'บันทึกผิดบัญชี',
    });
  });
});

describe('TrialBalancePage', { timeout: 30_000 }, () => {
  it('asks for the period in the URL and shows the rows and totals as debit/credit columns', async () => {
    const report: TrialBalanceReport = {
      from: '2026-01-01',
      to: '2026-11-30',
      rows: [
        {
          code: '11111',
          nameTh: 'เงินสดในมือ',
          nameEn: 'Cash on hand',
          group: 1,
          normalBalance: 'debit',
          opening: { debit: '0.00', credit: '0.00' },
          period: { debit: '1500.00', credit: '0.00' },
          closing: { debit: '1500.00', credit: '0.00' },
        },
        {
          code: '41210',
          nameTh: 'รายได้จากการให้บริการ',
          nameEn: 'Service revenue',
          group: 4,
          normalBalance: 'credit',
          opening: { debit: '0.00', credit: '0.00' },
          period: { debit: '0.00', credit: '1500.00' },
          closing: { debit: '0.00', credit: '1500.00' },
        },
      ],
      totals: {
        opening: { debit: '0.00', credit: '0.00' },
        period: { debit: '1500.00', credit: '1500.00' },
        closing: { debit: '1500.00', credit: '1500.00' },
      },
      balanced: true,
    };
    calls = fakeServer((call) =>
      call.url.pathname === `/reports/trial-balance/organization/${ORG_ID}` ? json(report) : undefined,
    );
    renderAt(`accounting/trial-balance?from=2026-01-01&to=2026-11-30`);
    const row = await screen.findByTestId('tb-row-41210');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['41210', 'รายได้จากการให้บริการ', '', '', '', '1,500.00', '', '1,500.00']);
    const totals = within(screen.getByTestId('tb-totals'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['รวม', '0.00', '0.00', '1,500.00', '1,500.00', '1,500.00', '1,500.00']);
    expect(screen.getByTestId('tb-balanced').textContent).toBe('ยอดดุล');
    const request = calls.find((c) => c.url.pathname.startsWith('/reports/'));
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-11-30',
    });
  });
});
