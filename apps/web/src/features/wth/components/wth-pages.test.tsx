// The certificate screens in a DOM against a fake server: the list with the server's figures; the new form
// shows the domain's live figures (hand-computed) and posts the exact spec-named body; a saved certificate
// offers only the actions of its status, and Void asks first; an issued one cannot be edited; a PND53 one shows the
// server's attachment line (sends none) and says so when its month is locked.
import type { Wth, WthList } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID as ORG_ID, type Call } from '../../../test-harness';
import { WthEditorPage, WthListPage } from '../index';

const WTH_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e1';

const saved: Wth = {
  id: WTH_ID,
  organizationId: ORG_ID,
  number: 'WHT202603150001',
  status: 'AWAITING',
  date: '2026-03-15',
  issue_date: '2026-03-15',
  contact: { contact_name: 'บริษัท ที่ปรึกษา จำกัด', taxId: '0105552029681' },
  wthDoc: { form_type: 'PND53', form_year: 2026, payer: 'TAX_AT_SOURCE' },
  wht_lines: [
    {
      line_number: 1,
      type_of_income: '5',
      type_of_income_other_details: 'ค่าบริการ',
      tax_rate: '3.00',
      amount: '10000.00',
      vat_type: 'EXCLUSIVE',
      income: '10000.00',
      tax: '300.00',
    },
  ],
  total_amount: '10000.00',
  total_tax: '300.00',
  total_tax_text: 'สามร้อยบาทถ้วน',
  actions: ['ISSUED'],
  created_at: '2026-03-15T00:00:00.000Z',
  updated_at: '2026-03-15T00:00:00.000Z',
};

let calls: Call[] = [];
const routes = [
  { path: 'wth', element: <WthListPage /> },
  { path: 'wth/new', element: <WthEditorPage /> },
  { path: 'wth/:id', element: <WthEditorPage /> },
];

beforeEach(async () => {
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('withholding-tax certificate screens', { timeout: 30_000 }, () => {
  it('lists certificates with their payee, form, figures and status', async () => {
    const list: WthList = { data: [saved], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } };
    calls = fakeServer((call) =>
      call.url.pathname === `/wth/organization/${ORG_ID}` ? json(list) : undefined,
    );
    renderOrgPage(routes, 'wth');
    const row = (await screen.findByText('WHT202603150001')).closest('tr');
    expect(row?.textContent).toContain('บริษัท ที่ปรึกษา จำกัด');
    expect(row?.textContent).toContain('ภ.ง.ด.53');
    expect(row?.textContent).toContain('10,000.00');
    expect(row?.textContent).toContain('300.00');
    expect(within(row as HTMLElement).getByTestId('status-badge').textContent).toBe('รอดำเนินการ');
  });

  it('computes the figures as typed and posts the spec fields', async () => {
    calls = fakeServer((call) => {
      if (call.url.pathname === `/contacts/organization/${ORG_ID}`) {
        return json({ data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
      }
      if (call.method === 'POST' && call.url.pathname === '/wth') return json(saved, 201);
      if (call.url.pathname === `/wth/${WTH_ID}`) return json(saved);
      return undefined;
    });
    renderOrgPage(routes, 'wth/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /ชื่อผู้ถูกหักภาษี/ }), {
      target: { value: 'นายสมชาย ใจดี' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'จำนวนเงินที่จ่าย 1' }), {
      target: { value: '1,234.50' },
    });
    // 1,234.50 × 3% = 37.035 → 37.04.
    expect(screen.getByTestId('wth-line-tax-1').textContent).toBe('37.04');
    expect(screen.getByTestId('wth-total-tax').textContent).toBe('37.04');
    expect(screen.getByTestId('wth-total-text').textContent).toBe('(สามสิบเจ็ดบาทสี่สตางค์)');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      organizationId: ORG_ID,
      contact: { contact_name: 'นายสมชาย ใจดี' },
      wthDoc: { form_type: 'PND53', payer: 'TAX_AT_SOURCE' },
      wht_lines: [
        { line_number: 1, type_of_income: '5', tax_rate: '3.00', amount: '1234.50', vat_type: 'EXCLUSIVE' },
      ],
    });
  });

  it('shows the attachment line of a PND53 certificate, sends none, and says when its month is locked', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    calls = fakeServer((call) => {
      if (call.url.pathname === `/contacts/organization/${ORG_ID}`) {
        return json({ data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
      }
      if (call.method === 'PUT') {
        return json(
          {
            error: {
              code: 'LEDGER.PERIOD_LOCKED',
              message: 'The books are locked up to and including 2026-03-31',
              details: [{ path: 'date', message: 'The books are locked up to and including 2026-03-31' }],
            },
          },
          422,
        );
      }
      if (call.url.pathname === `/wth/${WTH_ID}`) return json({ ...saved, sequence_in_form: '3' });
      return undefined;
    });
    renderOrgPage(routes, `wth/${WTH_ID}`);
    const sequence = await screen.findByRole<HTMLInputElement>('textbox', { name: /ลำดับที่ในแบบ/ });
    expect([sequence.value, sequence.disabled]).toEqual(['3', true]);
    expect(screen.getByText('ลำดับตามใบแนบของเดือน กำหนดเมื่อออกหนังสือรับรองแล้ว')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'งวดบัญชีของเดือนนี้ปิดแล้ว จึงออก แก้ไข หรือย้ายวันที่หนังสือรับรองเข้าหรือออกจากเดือนนี้ไม่ได้',
      ),
    );
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.date).toBe('2026-03-15');
    expect('sequence_in_form' in body).toBe(false);
  });

  it('offers the actions of the status, asks before voiding, and locks an issued certificate', async () => {
    const issued: Wth = {
      ...saved,
      status: 'ISSUED',
      actions: ['VOID', 'RESET'],
      updated_at: '2026-03-16T00:00:00.000Z',
    };
    calls = fakeServer((call) => {
      if (call.url.pathname === `/contacts/organization/${ORG_ID}`) {
        return json({ data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
      }
      if (call.url.pathname === `/wth/${WTH_ID}`) return json(issued);
      if (call.url.pathname === `/wth/${WTH_ID}/status`)
        return json({ ...issued, status: 'VOID', actions: ['RESET'] });
      return undefined;
    });
    renderOrgPage(routes, `wth/${WTH_ID}`);
    expect(await screen.findByText('หนังสือรับรองที่ออกแล้วหรือยกเลิกแล้วแก้ไขไม่ได้ ต้องรีเซ็ตก่อน')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ออกหนังสือรับรอง' })).toBeNull();
    expect(screen.getByRole('button', { name: 'รีเซ็ต' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/WHT202603150001/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'VOID' });
  });
});
