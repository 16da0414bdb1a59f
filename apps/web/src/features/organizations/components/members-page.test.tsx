// The members page in a DOM against a fake server: an owner sees each member's payroll access (owners always)
// and gives it with one switch, sending the exact PUT body (decision 0130); a member sees no switches.
import type { OrganizationWithUsers, PayrollAccess } from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { th } from '../../../lib/locales/th';
import { session } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { MembersPage } from './members-page';

const ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const OWNER_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a1';
const CLERK_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000a2';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  numbering_reset: 'daily',
  print_language: 'th',
  print_era: 'BE',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [
    {
      id: OWNER_ID,
      first_name: 'สมชาย',
      last_name: 'เจ้าของ',
      email: 'owner@example.com',
      role: 'OWNER',
      is_default: true,
    },
    {
      id: CLERK_ID,
      first_name: 'สมศรี',
      last_name: 'เสมียน',
      email: 'clerk@example.com',
      role: 'MEMBER',
      is_default: false,
    },
  ],
};

let calls: { method: string; path: string; body: unknown }[] = [];
let access: PayrollAccess;

function serve() {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === `/organizations/${ORG_ID}`) return Promise.resolve(jsonResponse(organization));
    if (path === `/organizations/${ORG_ID}/invitations`) return Promise.resolve(jsonResponse({ data: [] }));
    if (path === `/payroll-access/organization/${ORG_ID}`) {
      if (method === 'PUT') {
        const { userId, allowed } = body as { userId: string; allowed: boolean };
        access = {
          allowed: true,
          members: (access.members ?? []).map((m) =>
            m.userId === userId ? { ...m, payroll_access: allowed } : m,
          ),
        };
      }
      return Promise.resolve(jsonResponse(access));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: path } }, 404));
  });
}

beforeEach(async () => {
  calls = [];
  access = {
    allowed: true,
    members: [
      { userId: OWNER_ID, role: 'OWNER', payroll_access: false },
      { userId: CLERK_ID, role: 'MEMBER', payroll_access: false },
    ],
  };
  await i18n.changeLanguage('th');
  serve();
});
afterEach(() => vi.restoreAllMocks());

describe('MembersPage payroll access', { timeout: 30_000 }, () => {
  it('lets an owner give a member payroll access with the exact body', async () => {
    session.signIn({
      token: 't',
      user: { first_name: 'สมชาย', last_name: 'เจ้าของ', email: 'owner@example.com' },
    });
    renderRoutes([{ path: '/:orgId/members', element: <MembersPage /> }], `/${ORG_ID}/members`);
    const owner = await screen.findByTestId('payroll-access-owner@example.com');
    const clerk = await screen.findByTestId('payroll-access-clerk@example.com');
    // owners always see pay: checked and not changeable
    expect([(owner as HTMLInputElement).checked, (owner as HTMLInputElement).disabled]).toEqual([true, true]);
    await waitFor(() => expect((clerk as HTMLInputElement).disabled).toBe(false));
    expect((clerk as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(th.invitations.payrollAccess)).toBeTruthy();
    fireEvent.click(clerk);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/payroll-access/organization/${ORG_ID}`,
      body: { userId: CLERK_ID, allowed: true },
    });
    await waitFor(() => expect((clerk as HTMLInputElement).checked).toBe(true));
  });

  it('shows a member no switches and asks nothing about payroll access', async () => {
    session.signIn({
      token: 't',
      user: { first_name: 'สมศรี', last_name: 'เสมียน', email: 'clerk@example.com' },
    });
    renderRoutes([{ path: '/:orgId/members', element: <MembersPage /> }], `/${ORG_ID}/members`);
    expect(await screen.findByText('clerk@example.com')).toBeTruthy();
    expect(screen.queryByTestId('payroll-access-clerk@example.com')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/payroll-access'))).toBe(false);
  });
});
