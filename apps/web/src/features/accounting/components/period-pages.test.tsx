// The period-closing and opening-balances screens in a DOM against a fake server: an owner sets and clears the
// lock date only after a confirmation, closes a year (the closing JV then links from its row) and reopens one
// only with a reason; a member sees the same state without any control and a note why; the opening balances
// are refused while unbalanced (no call made), posted with the exact body once balanced, and an existing
// opening entry is shown with its link instead of the grid.
import type { JournalEntry, OrganizationWithUsers, PeriodStatus } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeServer, json, renderOrgPage, testOrganization, type Call } from '../../../test-harness';
import { chooseOption as chooseAccount, TEST_ORG_ID as ORG_ID } from '../../../test-harness';
import { OpeningBalancesPage, PeriodClosingPage } from '../index';

const CLOSING_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000c1';
const NEW_CLOSING_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000c2';
const OPENING_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';

const user = (email: string, role: 'OWNER' | 'MEMBER') => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-${email === 'owner@example.com' ? '0000000000b1' : '0000000000b2'}`,
  first_name: 'ทดสอบ',
  last_name: role,
  email,
  role,
  is_default: false,
});
const organization: OrganizationWithUsers = {
  ...testOrganization,
  created_at: '2025-06-01T00:00:00.000Z',
  users: [user('owner@example.com', 'OWNER'), user('clerk@example.com', 'MEMBER')],
};

function signInAs(email: string) {
  session.signIn({ token: 't', user: { first_name: 'ทดสอบ', last_name: 'ผู้ใช้', email } });
}

function entry(id: string, number: string, kind: JournalEntry['kind'], date: string): JournalEntry {
  return {
    id,
    number,
    date,
    kind,
    description: kind,
    isClosing: kind === 'CLOSING',
    createdAt: '2026-11-27T03:00:00.000Z',
    totalDebit: '100.00',
    totalCredit: '100.00',
    lines: [],
  };
}

const accounts = [
  { code: '11111', nameTh: 'เงินสดในมือ', nameEn: 'Cash on hand' },
  { code: '31110', nameTh: 'ทุนที่ออกและชำระแล้ว', nameEn: 'Share capital' },
].map((account, index) => ({
  ...account,
  id: `0193a1b2-c3d4-7e5f-8a9b-00000000010${index}`,
  group: Number(account.code[0]),
  type: account.code.startsWith('3') ? 'equity' : 'asset',
  normalBalance: account.code.startsWith('3') ? 'credit' : 'debit',
  isPostable: true,
  isActive: true,
  level: 3,
  balance: '0.00',
  lineCount: 0,
  hasChildren: false,
}));

let status: PeriodStatus;
let calls: Call[];

/** The period routes over `status`, which the POSTs change as the API would. */
function periodServer(extra: (call: Call) => Response | undefined = () => undefined) {
  calls = fakeServer((call) => {
    const path = call.url.pathname;
    if (call.method === 'GET' && path === `/periods/organization/${ORG_ID}`) return json(status);
    if (call.method === 'POST' && path === '/periods/lock') {
      const { lockDate } = call.body as { lockDate: string | null };
      status = { ...status, ...(lockDate ? { lockDate } : { lockDate: undefined }) };
      return json(status);
    }
    if (call.method === 'POST' && path === '/periods/year-end-close') {
      const { fiscalYear } = call.body as { fiscalYear: number };
      const closing = { fiscalYear, entryId: NEW_CLOSING_ID, number: 'JV202512310009' };
      status = { ...status, closedYears: [...status.closedYears, closing] };
      return json(entry(NEW_CLOSING_ID, closing.number, 'CLOSING', `${fiscalYear}-12-31`), 201);
    }
    if (call.method === 'POST' && path === '/periods/year-end-close/reopen') {
      const { fiscalYear } = call.body as { fiscalYear: number };
      status = { ...status, closedYears: status.closedYears.filter((y) => y.fiscalYear !== fiscalYear) };
      return json(entry(NEW_CLOSING_ID, 'JV202412310002', 'REVERSAL', `${fiscalYear}-12-31`), 201);
    }
    return extra(call);
  });
}

const posts = () => calls.filter((call) => call.method === 'POST');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T05:00:00.000Z'));
  status = { closedYears: [{ fiscalYear: 2024, entryId: CLOSING_ID, number: 'JV202412310001' }] };
  await i18n.changeLanguage('th');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  session.clear();
});

const renderClosing = () =>
  renderOrgPage(
    [{ path: 'accounting/closing', element: <PeriodClosingPage /> }],
    'accounting/closing',
    organization,
  );

describe('PeriodClosingPage', { timeout: 30_000 }, () => {
  it('lets an owner set and clear the lock date, each after a confirmation', async () => {
    signInAs('owner@example.com');
    periodServer();
    renderClosing();
    expect((await screen.findByTestId('lock-date-state')).textContent).toBe(
      'ยังไม่ได้ปิดงวด บันทึกและแก้ไขเอกสารและรายการบัญชีได้ทุกวันที่',
    );
    expect(screen.queryByTestId('owner-only-note')).toBeNull();
    const field = screen.getByRole('textbox', { name: 'วันที่ปิดงวดใหม่' });
    fireEvent.change(field, { target: { value: '31-10-2569' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งวันที่ปิดงวด' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ปิดงวดบัญชีถึงวันที่ 31-10-2569 ใช่หรือไม่?');
    expect(dialog.textContent).toContain('จะสร้าง แก้ไข หรือยกเลิกไม่ได้อีก');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิดงวดบัญชี' }));
    await waitFor(() =>
      expect(screen.getByTestId('lock-date-state').textContent).toBe('ปิดงวดถึงวันที่ 31-10-2569 (รวมวันนั้น)'),
    );
    expect(posts().map((call) => call.body)).toEqual([{ organizationId: ORG_ID, lockDate: '2026-10-31' }]);

    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกการปิดงวด' }));
    const unlock = await screen.findByRole('dialog');
    expect(unlock.textContent).toContain('ยกเลิกการปิดงวดใช่หรือไม่?');
    fireEvent.click(within(unlock).getByRole('button', { name: 'ยกเลิกการปิดงวด' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({ organizationId: ORG_ID, lockDate: null });
  });

  it('lists the years, closes one after a confirmation and links its closing entry', async () => {
    signInAs('owner@example.com');
    periodServer();
    renderClosing();
    const row2025 = await screen.findByTestId('year-row-2025');
    // 2024 is closed with its entry linked; 2026 has not ended; 2025 can be closed.
    const row2024 = screen.getByTestId('year-row-2024');
    expect(within(row2024).getByText('ปิดแล้ว')).toBeTruthy();
    expect(within(row2024).getByRole('link', { name: 'JV202412310001' }).getAttribute('href')).toBe(
      `/${ORG_ID}/accounting/journals/${CLOSING_ID}`,
    );
    // Reopening 2024 waits until 2025 (closed later) is reopened: here 2025 is open, so it is offered.
    expect(within(row2024).getByRole('button', { name: 'เปิดปี 2567 ใหม่' })).toHaveProperty('disabled', false);
    const row2026 = screen.getByTestId('year-row-2026');
    expect(within(row2026).getByText('ยังไม่สิ้นปี')).toBeTruthy();
    expect(within(row2026).getByRole('button', { name: 'ปิดบัญชีปี 2569' })).toHaveProperty('disabled', true);

    fireEvent.click(within(row2025).getByRole('button', { name: 'ปิดบัญชีปี 2568' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ปิดบัญชีปี 2568 ใช่หรือไม่?');
    expect(dialog.textContent).toContain('ลงวันที่ 31-12-2568');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิดบัญชี' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ organizationId: ORG_ID, fiscalYear: 2025 });
    const link = await within(screen.getByTestId('year-row-2025')).findByRole('link', {
      name: 'JV202512310009',
    });
    expect(link.getAttribute('href')).toBe(`/${ORG_ID}/accounting/journals/${NEW_CLOSING_ID}`);
    expect(await screen.findByText('ปิดบัญชีปี 2568 แล้ว: JV202512310009')).toBeTruthy();
    // Now 2024 cannot be reopened before 2025.
    const reopen2024 = within(screen.getByTestId('year-row-2024')).getByRole('button', {
      name: 'เปิดปี 2567 ใหม่',
    });
    expect(reopen2024).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('year-row-2024')).getByText('ปีถัดไปปิดแล้ว')).toBeTruthy();
  });

  it('reopens a year only with a reason', async () => {
    signInAs('owner@example.com');
    periodServer();
    renderClosing();
    const row = await screen.findByTestId('year-row-2024');
    fireEvent.click(within(row).getByRole('button', { name: 'เปิดปี 2567 ใหม่' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('กลับรายการปิดบัญชี JV202412310001 ลงวันที่ 31-12-2567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'เปิดปีใหม่' }));
    expect(await within(dialog).findByText('จำเป็นต้องกรอก')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), {
      target: { value: 'ปรับปรุงรายการตามผู้สอบบัญชี' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เปิดปีใหม่' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      organizationId: ORG_ID,
      fiscalYear: 2024,
      reason: 'ปรับปรุงรายการตามผู้สอบบัญชี',
    });
    await waitFor(() => expect(within(screen.getByTestId('year-row-2024')).getByText('ยังไม่ปิด')).toBeTruthy());
  });

  it('shows a member the state read-only with a note why', async () => {
    signInAs('clerk@example.com');
    status = { ...status, lockDate: '2025-12-31' };
    periodServer();
    renderClosing();
    expect((await screen.findByTestId('owner-only-note')).textContent).toContain('เฉพาะเจ้าของกิจการเท่านั้น');
    expect(screen.getByTestId('lock-date-state').textContent).toBe('ปิดงวดถึงวันที่ 31-12-2568 (รวมวันนั้น)');
    expect(screen.getByTestId('year-row-2024').textContent).toContain('JV202412310001');
    expect(screen.queryByRole('textbox', { name: 'วันที่ปิดงวดใหม่' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ปิดบัญชีปี|เปิดปี|ตั้งวันที่ปิดงวด|ยกเลิกการปิดงวด/ })).toBeNull();
    // 31 December 2025 is locked: closing 2025 would be refused, and the page says so.
    expect(within(screen.getByTestId('year-row-2025')).getByText('31 ธันวาคมอยู่ในงวดที่ปิดแล้ว')).toBeTruthy();
  });
});

const renderOpening = () =>
  renderOrgPage(
    [
      { path: 'accounting/opening-balances', element: <OpeningBalancesPage /> },
      { path: 'accounting/journals/:id', element: <p>journal entry page</p> },
    ],
    'accounting/opening-balances',
    organization,
  );

describe('OpeningBalancesPage', { timeout: 30_000 }, () => {
  it('posts only a balanced entry, on the conversion date, with the exact body', async () => {
    signInAs('clerk@example.com');
    periodServer((call) => {
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`) return json({ data: accounts });
      if (call.method === 'POST' && call.url.pathname === '/periods/opening-balances') {
        return json(entry(OPENING_ID, 'JV202601010001', 'OPENING', '2026-01-01'), 201);
      }
      return undefined;
    });
    const router = renderOpening();
    const date = await screen.findByRole('textbox', { name: /วันเริ่มใช้ระบบ/ });
    expect((date as HTMLInputElement).value).toBe('01-01-2569');
    await waitFor(() => expect(calls.some((c) => c.url.pathname.startsWith('/accounts/'))).toBe(true));
    await chooseAccount('บัญชี 1', '11111', '11111 เงินสดในมือ');
    await chooseAccount('บัญชี 2', 'ทุน', '31110 ทุนที่ออกและชำระแล้ว');
    fireEvent.change(screen.getByRole('textbox', { name: 'เดบิต 1' }), { target: { value: '250,000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '200000.50' } });
    expect(screen.getByTestId('jv-total-debit').textContent).toBe('250,000.00');
    expect(screen.getByTestId('jv-total-credit').textContent).toBe('200,000.50');
    expect(screen.getByTestId('jv-status').textContent).toBe('เดบิตและเครดิตต่างกัน 49,999.50');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'บันทึกยอดยกมา' });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('ยอดเดบิตต้องเท่ากับเครดิตจึงจะบันทึกยอดยกมาได้')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'ยอดยกมา' }));
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '250000' } });
    expect(screen.getByTestId('jv-status').textContent).toBe('เดบิตเท่ากับเครดิต');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${ORG_ID}/accounting/journals/${OPENING_ID}`),
    );
    expect(posts().map((call) => call.body)).toEqual([
      {
        organizationId: ORG_ID,
        date: '2026-01-01',
        lines: [
          { accountCode: '11111', debit: '250000.00', credit: '0.00' },
          { accountCode: '31110', debit: '0.00', credit: '250000.00' },
        ],
      },
    ]);
  });

  it('shows the server refusal in Thai by its code', async () => {
    signInAs('clerk@example.com');
    status = { ...status, conversionDate: '2026-03-01' };
    periodServer((call) => {
      if (call.url.pathname === `/accounts/organization/${ORG_ID}`) return json({ data: accounts });
      if (call.method === 'POST') {
        const error = { code: 'PERIOD.POSTINGS_BEFORE_CONVERSION', message: 'Entries dated before exist' };
        return json({ error }, 422);
      }
      return undefined;
    });
    renderOpening();
    const date = await screen.findByRole('textbox', { name: /วันเริ่มใช้ระบบ/ });
    // A conversion date set by earlier (since reversed) opening balances is the default, and said.
    expect((date as HTMLInputElement).value).toBe('01-03-2569');
    expect(screen.getByText('ยอดยกมาครั้งก่อนกำหนดวันเริ่มใช้ระบบเป็น 01-03-2569')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname.startsWith('/accounts/'))).toBe(true));
    await chooseAccount('บัญชี 1', '11111', '11111 เงินสดในมือ');
    await chooseAccount('บัญชี 2', '31110', '31110 ทุนที่ออกและชำระแล้ว');
    fireEvent.change(screen.getByRole('textbox', { name: 'เดบิต 1' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'เครดิต 2' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกยอดยกมา' }));
    expect((await screen.findByTestId('jv-error')).textContent).toBe('มีรายการบันทึกบัญชีก่อนวันเริ่มใช้ระบบ');
    expect(posts()[0]?.body).toMatchObject({ date: '2026-03-01' });
  });

  it('shows the standing opening entry with its link instead of the grid', async () => {
    signInAs('clerk@example.com');
    status = {
      ...status,
      conversionDate: '2026-01-01',
      openingEntry: { entryId: OPENING_ID, number: 'JV202601010001', date: '2026-01-01' },
    };
    periodServer();
    renderOpening();
    const posted = await screen.findByTestId('opening-posted');
    expect(posted.textContent).toContain('บันทึกยอดยกมาแล้วเป็นรายการ JV202601010001 ลงวันที่ 01-01-2569');
    expect(within(posted).getByRole('link').getAttribute('href')).toBe(
      `/${ORG_ID}/accounting/journals/${OPENING_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'บันทึกยอดยกมา' })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/accounts/'))).toBe(false);
  });
});
