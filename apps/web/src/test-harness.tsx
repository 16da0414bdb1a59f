// Test harness for page tests (used by *.test.tsx only): a fake server behind window.fetch that records every
// call, and a page rendered under /{orgId}/… with Mantine, i18n, TanStack Query, toasts and a memory router.
import type { OrganizationWithUsers } from '@banchee/contracts';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { CurrentOrganizationContext } from './lib/current-organization';
import { jsonResponse, renderRoutes } from './lib/test-dom';

export const TEST_ORG_ID = '0193a1b2-c3d4-7e5f-8a9b-000000000001';

export const testOrganization: OrganizationWithUsers = {
  id: TEST_ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [],
};

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export const json = jsonResponse;

/** Answers every fetch with `handler` (a 404 error body when it returns undefined); returns the calls made. */
export function fakeServer(handler: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return Promise.resolve(
      handler(call) ?? json({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404),
    );
  });
  return calls;
}

/** Renders `routes` (paths below /:orgId) at `/{organization id}/{path}`, in `organization` (its users and roles). */
export function renderOrgPage(
  routes: { path: string; element: ReactNode }[],
  path: string,
  organization: OrganizationWithUsers = testOrganization,
) {
  return renderRoutes(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: routes,
      },
    ],
    `/${organization.id}/${path}`,
    { toaster: true },
  );
}

/** Picks `option` in the searchable select labelled `label` after typing `search` (account pickers and the like). */
export async function chooseOption(label: string, search: string, option: string): Promise<void> {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
