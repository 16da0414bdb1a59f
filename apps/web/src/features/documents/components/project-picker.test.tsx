// The project picker of the one editor (issue 15, decision 0202), in a DOM against a fake server: a new
// quotation searches the organisation's active projects by code or name and posts the one picked; a stored
// expense reads its project back (also an inactive one) and clearing the picker sends noProject; the server's
// refusal (PROJECT.NOT_ACTIVE at projectId) is said at the picker in Thai; the English UI is English.
import {
  createDocumentSchema,
  updateDocumentSchema,
  type OrganizationWithUsers,
  type Project,
  type SalesDocument,
} from '@banchee/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentOrganizationContext } from '../../../lib/current-organization';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes } from '../../../lib/test-dom';
import { DocumentEditorPage } from '../index';
import { ORG_ID, QUOTATION_ID, quotationFixture } from '../model/test-fixtures';

const EXPENSE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e9';
const SITE = '0193a1b2-c3d4-7e5f-8a9b-0000000001f1';
const OFFICE = '0193a1b2-c3d4-7e5f-8a9b-0000000001f2';
const CLOSED = '0193a1b2-c3d4-7e5f-8a9b-0000000001f3';

const organization: OrganizationWithUsers = {
  id: ORG_ID,
  name: 'บริษัท บัญชีดี จำกัด',
  branch_code: '00000',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users: [],
};

const project = (id: string, code: string, name: string, isActive = true): Project => ({
  id,
  organizationId: ORG_ID,
  code,
  name,
  isActive,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const PROJECTS = [
  project(SITE, 'P-01', 'ไซต์งานบางนา'),
  project(OFFICE, 'P-02', 'สำนักงานใหญ่'),
  project(CLOSED, 'P-03', 'ไซต์งานบางพลี (ปิดแล้ว)', false),
];

/** An expense awaiting approval, booked to P-03 before that project was closed. */
const expense = (): SalesDocument =>
  quotationFixture({
    id: EXPENSE_ID,
    kind: 'EXP',
    number: 'EXP202611230001',
    status: 'AWAITING',
    projectId: CLOSED,
    taxPoint: {
      isTaxInvoice: false,
      title: { th: 'บันทึกค่าใช้จ่าย', en: 'Expense' },
      vat: 'none',
      choice: 'none',
    },
    allowedActions: ['APPROVED', 'REJECTED'],
    progress: { paid: '0.00', balance: '4815.00' },
  });

interface Call {
  method: string;
  url: URL;
  body: unknown;
}
let calls: Call[] = [];

function fakeServer(handler: (call: Call) => Response | undefined) {
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    if (call.method === 'GET' && url.pathname === `/projects/organization/${ORG_ID}`) {
      return Promise.resolve(jsonResponse({ data: PROJECTS }));
    }
    const empty = { data: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };
    return Promise.resolve(
      handler(call) ??
        (call.method === 'GET' && url.pathname.includes('/organization/')
          ? jsonResponse(empty)
          : jsonResponse({ error: { code: 'TEST.UNEXPECTED', message: url.pathname } }, 404)),
    );
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/:orgId',
        element: (
          <CurrentOrganizationContext.Provider value={organization}>
            <Outlet />
          </CurrentOrganizationContext.Provider>
        ),
        children: [
          { path: 'quotations/new', element: <DocumentEditorPage kind="QT" /> },
          { path: 'quotations/:id', element: <DocumentEditorPage kind="QT" /> },
          { path: 'expenses/:id', element: <DocumentEditorPage kind="EXP" /> },
        ],
      },
    ],
    path,
  );
}

function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  return input;
}

function type(testId: string, value: string) {
  fireEvent.change(inputOf(testId), { target: { value } });
}

/** Fills the one line a new quotation needs. */
function fillQuotation() {
  type('contact-picker', 'บริษัท ลูกค้าดี จำกัด');
  type('line-name-0', 'โต๊ะทำงาน');
  type('line-quantity-0', '2');
  type('line-price-0', '1500');
}

beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('th');
});
afterEach(() => vi.restoreAllMocks());

describe('project picker', { timeout: 60_000 }, () => {
  it('searches the active projects by code or name and posts the one picked', async () => {
    fakeServer((call) =>
      call.method === 'POST' && call.url.pathname === '/quotations'
        ? jsonResponse(quotationFixture({ status: 'AWAITING', projectId: SITE }), 201)
        : call.url.pathname === `/quotations/${QUOTATION_ID}`
          ? jsonResponse(quotationFixture({ status: 'AWAITING', projectId: SITE }))
          : undefined,
    );
    renderAt(`/${ORG_ID}/quotations/new`);
    expect(await screen.findByText('สร้างใบเสนอราคา')).toBeTruthy();
    expect(screen.getByText('โปรเจกต์')).toBeTruthy();
    const picker = inputOf('project-picker');
    fireEvent.focus(picker);
    fireEvent.click(picker);
    // Opened, it offers the active projects once they are loaded; typing narrows them.
    await screen.findByRole('option', { name: 'P-02 สำนักงานใหญ่' }, { timeout: 5_000 });
    // Mantine takes a change as typed only in the focused input (else as autofill).
    picker.focus();
    fireEvent.change(picker, { target: { value: 'บาง' } });
    // "บาง" is in the names of P-01 and of the closed P-03: only the active one is offered.
    const option = await screen.findByRole('option', { name: 'P-01 ไซต์งานบางนา' }, { timeout: 5_000 });
    expect(screen.queryByRole('option', { name: /P-03/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /P-02/ })).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(inputOf('project-picker').value).toBe('P-01 ไซต์งานบางนา'));

    fillQuotation();
    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(createDocumentSchema.safeParse(post?.body).success).toBe(true);
    expect(post?.body).toMatchObject({ organizationId: ORG_ID, projectId: SITE });
    expect(post?.body).not.toHaveProperty('noProject');
    // Read back on the saved document.
    await waitFor(
      () => expect(screen.getByTestId('document-title').textContent).toBe('ใบเสนอราคา QT202611220001'),
      {
        timeout: 8_000,
      },
    );
    await waitFor(() => expect(inputOf('project-picker').value).toBe('P-01 ไซต์งานบางนา'));
  });

  it("reads a stored expense's project back, inactive since, and clearing it sends noProject", async () => {
    fakeServer((call) => {
      if (call.url.pathname !== `/expenses/${EXPENSE_ID}`) return undefined;
      return call.method === 'PUT'
        ? jsonResponse({ ...expense(), projectId: undefined })
        : jsonResponse(expense());
    });
    renderAt(`/${ORG_ID}/expenses/${EXPENSE_ID}`);
    expect(await screen.findByText('บันทึกค่าใช้จ่าย EXP202611230001')).toBeTruthy();
    await waitFor(() => expect(inputOf('project-picker').value).toBe('P-03 ไซต์งานบางพลี (ปิดแล้ว)'));
    // Mantine's clear button sits next to the input of the picker.
    const clear = inputOf('project-picker').closest('.mantine-Select-root')?.querySelector('button');
    if (!clear) throw new Error('no clear button');
    fireEvent.click(clear);
    await waitFor(() => expect(inputOf('project-picker').value).toBe(''));
    fireEvent.click(screen.getByTestId('save-document'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(updateDocumentSchema.safeParse(put?.body).success).toBe(true);
    expect(put?.body).toMatchObject({ noProject: true });
    expect(put?.body).not.toHaveProperty('projectId');
  });

  it("says the server's refusal at the picker, in Thai", async () => {
    fakeServer((call) =>
      call.method === 'POST'
        ? jsonResponse(
            {
              error: {
                code: 'VALIDATION.FAILED',
                message: 'The request is not valid.',
                details: [
                  {
                    path: 'projectId',
                    message: 'not an active project of this organisation',
                    code: 'PROJECT.NOT_ACTIVE',
                  },
                ],
              },
            },
            400,
          )
        : undefined,
    );
    renderAt(`/${ORG_ID}/quotations/new`);
    await screen.findByText('สร้างใบเสนอราคา');
    const picker = inputOf('project-picker');
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'P-02 สำนักงานใหญ่' }, { timeout: 5_000 }));
    fillQuotation();
    fireEvent.click(screen.getByTestId('save-document'));
    expect(await screen.findByText('เลือกโปรเจกต์ที่ใช้งานอยู่ของกิจการนี้', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('not an active project of this organisation')).toBeNull();
  });

  it('speaks English in the English UI', async () => {
    await i18n.changeLanguage('en');
    fakeServer(() => undefined);
    renderAt(`/${ORG_ID}/quotations/new`);
    await screen.findByTestId('project-picker');
    expect(screen.getByText('Project')).toBeTruthy();
    expect(inputOf('project-picker').placeholder).toBe('Search by code or name…');
  });
});
