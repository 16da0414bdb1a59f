// The organisation settings page in a DOM against a fake server: a wrong tax id check digit is refused in
// Thai without calling the API; the settings are saved with the exact PUT body (numbering reset, print
// language and era, negative stock allowed); a bank account is added with its bank code and number, and a duplicate is answered in Thai
// by its error code.
import type { BankAccount, OrganizationWithUsers } from '@banchee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { notify } from '../../../lib/notify';
import { th } from '../../../lib/locales/th';
import { OrganizationSettingsPage } from './organization-settings-page';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  numbering_reset: 'daily',
  print_language: 'th',
  print_era: 'BE',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [],
};

const kbank: BankAccount = {
  id: '0193a1b2-c3d4-7e5f-8a9b-0000000000b1',
  organizationId: ORG_ID,
  bankCode: 'KASIKORN',
  bankNameTh: 'ธนาคารกสิกรไทย',
  bankNameEn: 'Kasikornbank',
  accountNumber: '1234567890',
  glAccountCode: '11121.01',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];

const json = jsonResponse;

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === `/organizations/${ORG_ID}`) return Promise.resolve(json(organization));
    if (path === `/organizations/${ORG_ID}/images`) return Promise.resolve(json({ data: [] }));
    if (path === `/bank-accounts/organization/${ORG_ID}`) return Promise.resolve(json({ data: [kbank] }));
    if (method === 'POST' && path === '/bank-accounts') {
      return Promise.resolve(
        json(
          { error: { code: 'BANK_ACCOUNT.DUPLICATE', message: 'This organisation already has it.' } },
          409,
        ),
      );
    }
    return Promise.resolve(json({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
  renderRoutes([{ path: '/:orgId/settings', element: <OrganizationSettingsPage /> }], `/${ORG_ID}/settings`);
});

afterEach(() => vi.restoreAllMocks());

describe('OrganizationSettingsPage', { timeout: 30_000 }, () => {
  it('refuses a wrong tax id, then saves the settings with the exact body', async () => {
    const taxId = await screen.findByLabelText(th.settings.taxId);
    fireEvent.change(taxId, { target: { value: '0105558000015' } });
    fireEvent.click(screen.getByRole('button', { name: th.common.save }));
    expect(await screen.findByText(th.validation.taxId)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(taxId, { target: { value: '0105558000014' } });
    fireEvent.change(screen.getByLabelText(th.settings.nameEn), {
      target: { value: 'Banchee Dee Co., Ltd.' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    const negative = screen.getByRole('checkbox', { name: th.settings.allowNegativeStock });
    expect((negative as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(th.settings.allowNegativeStockHint)).toBeTruthy();
    fireEvent.click(negative);
    fireEvent.click(screen.getByRole('button', { name: th.common.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/organizations/${ORG_ID}`,
      body: {
        name: 'บริษัท บัญชีดี จำกัด',
        name_en: 'Banchee Dee Co., Ltd.',
        tax_id: '0105558000014',
        branch_code: '00000',
        numbering_reset: 'daily',
        print_language: 'en',
        print_era: 'BE',
        allow_negative_stock: true,
      },
    });
  });

  it('lists the bank accounts with their GL and explains a duplicate by its error code', async () => {
    const table = await screen.findByRole('table', { name: th.settings.bankAccounts }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ธนาคารกสิกรไทย', '1234567890', '', '11121.01', '']);
    const bank = screen.getByLabelText(new RegExp(`^${th.settings.bank}`), { selector: 'input' });
    fireEvent.click(bank);
    fireEvent.change(bank, { target: { value: 'กสิกร' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ธนาคารกสิกรไทย' }));
    fireEvent.change(
      screen.getByLabelText(new RegExp(`^${th.settings.accountNumber}`), { selector: 'input' }),
      {
        target: { value: '123-4-56789-0' },
      },
    );
    const toast = vi.spyOn(notify, 'error');
    fireEvent.click(screen.getByRole('button', { name: th.settings.addAccount }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: ORG_ID,
      bankCode: 'KASIKORN',
      accountNumber: '1234567890',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(th.settings.accountFailed, th.settings.errors.duplicateAccount),
    );
  });
});
