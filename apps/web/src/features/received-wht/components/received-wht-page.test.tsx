// The received-WHT page in a DOM against a fake server: the missing receipts with the server's figures, the
// customers who owe certificates and the years; recording a certificate sends the exact body; removing one
// asks first; a server refusal is shown in Thai by its code.
import type { ReceivedWhtList, ReceivedWhtYears } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer, json, renderOrgPage, TEST_ORG_ID as ORG_ID, type Call } from '../../../test-harness';
import { ReceivedWhtPage } from '../index';

const RE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const CA_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a2';

const missingList: ReceivedWhtList = {
  data: [
    {
      documentId: RE_ID,
      kind: 'RE',
      number: 'RE202603200001',
      date: '2026-03-20',
      contactName: 'บริษัท ลูกค้า จำกัด',
      withheld: '300.00',
      status: 'MISSING',
    },
  ],
  byCustomer: [
    {
      contactName: 'บริษัท ลูกค้า จำกัด',
      documents: 1,
      missingDocuments: 1,
      withheld: '300.00',
      received: '0.00',
      missing: '300.00',
    },
    {
      contactName: 'ร้านสมใจ',
      documents: 1,
      missingDocuments: 0,
      withheld: '150.00',
      received: '150.00',
      missing: '0.00',
    },
  ],
  totals: { documents: 2, missingDocuments: 1, withheld: '450.00', received: '150.00', missing: '300.00' },
};

const receivedList: ReceivedWhtList = {
  ...missingList,
  data: [
    {
      documentId: CA_ID,
      kind: 'CA',
      number: 'CA202604050001',
      date: '2026-04-05',
      contactName: 'ร้านสมใจ',
      withheld: '150.00',
      status: 'RECEIVED',
      certificate: {
        id: '0193a1b2-c3d4-7e5f-8a9b-0000000000c1',
        certificateNumber: '7',
        certificateDate: '2026-04-10',
        taxAmount: '105.00',
        differs: true,
        updated_at: '2026-04-10T00:00:00.000Z',
      },
    },
  ],
};

const years: ReceivedWhtYears = {
  data: [
    {
      year: 2026,
      documents: 2,
      missingDocuments: 1,
      withheld: '450.00',
      received: '150.00',
      missing: '300.00',
    },
  ],
};

let calls: Call[] = [];

/** The list by status filter, the years, and whatever `extra` answers. */
function server(extra: (call: Call) => Response | undefined = () => undefined) {
  calls = fakeServer((call) => {
    if (call.url.pathname === `/received-wht/organization/${ORG_ID}`) {
      return json(call.url.searchParams.get('status') === 'RECEIVED' ? receivedList : missingList);
    }
    if (call.url.pathname === `/received-wht/organization/${ORG_ID}/years`) return json(years);
    return extra(call);
  });
}

const renderPage = (search = '') =>
  renderOrgPage(
    [{ path: 'reports/received-withholding-tax', element: <ReceivedWhtPage /> }],
    `reports/received-withholding-tax${search}`,
  );

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
});

afterEach(() => vi.restoreAllMocks());

describe('ReceivedWhtPage', { timeout: 30_000 }, () => {
  it('shows the missing certificates, the customers who owe them and the years, in Thai', async () => {
    server();
    renderPage();
    const table = await screen.findByRole('table', { name: 'หนังสือรับรองการหักภาษี ณ ที่จ่ายที่ได้รับ' });
    const row = within(table).getByText('RE202603200001').closest('tr');
    expect(row?.textContent).toContain('บริษัท ลูกค้า จำกัด');
    expect(row?.textContent).toContain('300.00');
    expect(row?.textContent).toContain('ยังไม่ได้รับ');
    // The missing filter is the default; the totals come from the server.
    expect(calls.find((c) => c.url.pathname.endsWith(ORG_ID))?.url.searchParams.get('status')).toBe(
      'MISSING',
    );
    expect(screen.getByTestId('rwht-total-withheld').textContent).toContain('450.00');
    expect(screen.getByTestId('rwht-total-received').textContent).toContain('150.00');
    expect(screen.getByTestId('rwht-total-missing').textContent).toContain('300.00');
    // Only the customer still owing certificates is listed per customer.
    const byCustomer = screen.getByRole('table', { name: 'หนังสือรับรองที่ยังไม่ได้รับ แยกตามลูกค้า' });
    expect(within(byCustomer).queryByText('ร้านสมใจ')).toBeNull();
    expect(within(byCustomer).getByText('บริษัท ลูกค้า จำกัด')).toBeTruthy();
    const byYear = await screen.findByRole('table', { name: /รายปี/ });
    expect(within(byYear).getByText('2026').closest('tr')?.textContent).toContain('450.00');
  });

  it('records a certificate with the exact body, the posted tax by default', async () => {
    server((call) => {
      if (call.method === 'PUT' && call.url.pathname === `/received-wht/documents/${RE_ID}`) {
        return json({ ...missingList.data[0], status: 'RECEIVED' });
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'บันทึกหนังสือรับรอง' }));
    const dialog = await screen.findByRole('dialog');
    // Without a number the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect((await within(dialog).findAllByText('จำเป็นต้องกรอก')).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /เลขที่/ }), { target: { value: 'WT-001' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /เล่มที่/ }), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /วันที่ในหนังสือรับรอง/ }), {
      target: { value: '25-03-2569' },
    });
    fireEvent.blur(within(dialog).getByRole('textbox', { name: /วันที่ในหนังสือรับรอง/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      bookNumber: '12',
      certificateNumber: 'WT-001',
      certificateDate: '2026-03-25',
      taxAmount: '300.00',
    });
  });

  it('flags a certificate stating another figure, and asks before removing it', async () => {
    server((call) => {
      if (call.method === 'DELETE') {
        return json({ error: { code: 'RECEIVED_WHT.NOT_FOUND', message: 'No such certificate.' } }, 404);
      }
      return undefined;
    });
    renderPage('?status=RECEIVED');
    expect(await screen.findByLabelText('หนังสือรับรองระบุ 105.00 ไม่ตรงกับยอดที่บันทึกบัญชี')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ลบ CA202604050001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/กลับไปอยู่ในรายการที่ยังไม่ได้รับ/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('ไม่พบหนังสือรับรองนี้แล้ว')).toBeTruthy();
  });
});
