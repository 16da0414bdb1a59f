// The sales document routes over HTTP (app.request, no port): the full quotation → invoice → receipt flow
// with its figures, list filters and pagination, 409 with the allowed actions, Idempotency-Key replays, edits,
// bad input answered 4xx with field paths, another organisation's member answered 404 on every resource, and
// the PDF.
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SALES_DOCUMENT_RESOURCES, type SalesDocument, type SalesDocumentList } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, findChromiumExecutable, renderSalesDocumentHtml } from '../../pdf/index.ts';
import { createPromptPayQr } from '../../pdf/promptpay-qr.ts';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';
import { toPrintableDocument } from './documents.pdf.ts';
import { findOrganization } from './documents.related.ts';

interface ErrorAnswer {
  error: { code: string; message: string; details?: unknown };
}

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  const b = await t.register();
  token = a.token;
  orgId = a.organization.id;
  otherToken = b.token;
  otherOrgId = b.organization.id;
});
afterAll(async () => {
  await t.close();
});

const customer = {
  contact_name: 'บริษัท ลูกค้า จำกัด',
  address: '99 ถนนพระราม 9',
  taxId: '0105559876543',
  branch: '00000',
};

async function post<T = SalesDocument>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.request('POST', path, { token, body, headers });
  return { status: response.status, body: await json<T>(response), headers: response.headers };
}

async function get<T = SalesDocument>(path: string, as = token) {
  const response = await t.request('GET', path, { token: as });
  return { status: response.status, body: await json<T>(response) };
}

async function createOk(resource: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const answer = await post(`/${resource}`, { organizationId: orgId, ...body });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('quotation → invoice → receipt over HTTP', () => {
  it('computes, links and settles with hand-computed figures', async () => {
    // 3 × 1,200.00 = 3,600.00 and 2 × 700.00 less 5% = 1,330.00 → 4,930.00; 10% off → 4,437.00;
    // VAT 7% = 310.59; grand total 4,747.59.
    const quotation = await createOk('quotations', {
      date: '2026-11-21',
      contact: customer,
      discountPercent: 10,
      items: [
        { name: 'ตู้เอกสาร', quantity: 3, sale_price: '1200', main_unit: 'ตู้' },
        { name: 'เก้าอี้', quantity: '2', sale_price: 700, discount_percent: '5' },
      ],
    });
    expect(quotation.totals).toMatchObject({
      subtotal: '4930.00',
      discount: '493.00',
      net_total: '4437.00',
      vat: '310.59',
      grand_total: '4747.59',
    });
    expect(quotation.number).toMatch(/^QT202611210\d{3}$/);
    expect(quotation.allowedActions).toContain('APPROVED');

    const approved = await post(`/quotations/${quotation.id}/status`, { action: 'Approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');

    const invoice = await createOk('invoices', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '50',
      date: '2026-11-22',
    });
    // 50% of 4,437.00 = 2,218.50; VAT 155.30 (155.295 → 155.30); 2,373.80.
    expect(invoice.totals).toMatchObject({ net_total: '2218.50', vat: '155.30', grand_total: '2373.80' });
    expect(invoice.number).toMatch(/^INV202611220\d{3}$/);
    expect(invoice.dueDate).toBe('2026-12-22');

    const receipt = await createOk('receipts', { selectedInvoice: invoice.id, date: '2026-11-25' });
    expect(receipt.totals).toMatchObject({ grand_total: '2373.80', amountDue: '2373.80' });

    const paid = await get(`/invoices/${invoice.id}`);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('RECEIPT CREATED');
    expect(paid.body.links.parents).toEqual([
      expect.objectContaining({ id: quotation.id, linkType: 'PARTIAL' }),
    ]);
    expect(paid.body.links.children).toEqual([
      expect.objectContaining({ id: receipt.id, linkType: 'RECEIPT' }),
    ]);
    const partials = await get(`/quotations/${quotation.id}`);
    expect(partials.body.status).toBe('PARTIALS');
    expect(partials.body.progress).toMatchObject({
      remainingAmount: '2218.50',
      remainingPercentage: '50.00',
    });
  });

  it('answers 409 with the allowed actions when an action is refused', async () => {
    const invoice = await createOk('invoices', {
      contact: customer,
      items: [{ name: 'x', quantity: 1, sale_price: 1 }],
    });
    const refused = await post<ErrorAnswer>(`/invoices/${invoice.id}/status`, { action: 'APPROVED' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INVOICE.INVALID_TRANSITION');
    expect(refused.body.error.details).toMatchObject({
      status: 'AWAITING',
      allowedActions: [
        'DELIVERED',
        'CREATE RECEIPT',
        'CREATE CUMULATIVE BILLING NOTE',
        'CREATE CUMULATIVE RECEIPT',
        'CREATE CREDIT NOTE/TAX INVOICE',
        'CREATE DEBIT NOTE/TAX INVOICE',
        'PARTIAL RECEIPT',
        'VOID',
      ],
    });
    const over = await post<ErrorAnswer>('/billing-notes', {
      organizationId: orgId,
      parentQuotationId: (
        await createOk('quotations', { items: [{ name: 'x', quantity: 1, sale_price: 100 }] })
      ).id,
      isDeposit: true,
      depositValue: '100.01',
    });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('QUOTATION.OVER_BILLED');
  });
});

describe('lists', () => {
  it('filters by status, search and dates and paginates', async () => {
    const made: SalesDocument[] = [];
    for (const [date, name] of [
      ['2026-10-01', 'ร้านกาแฟ ดอยช้าง'],
      ['2026-10-02', 'Siam Trading'],
      ['2026-10-03', 'Siam Motors'],
    ] as const) {
      made.push(
        await createOk('cash-invoices', {
          date,
          contact: { contact_name: name, address: 'กรุงเทพฯ' },
          items: [{ name: 'x', quantity: 1, sale_price: 100 }],
        }),
      );
    }
    await post(`/cash-invoices/${made[0]?.id ?? ''}/status`, { action: 'RECEIVE PAYMENT' });
    const all = await get<SalesDocumentList>(
      `/cash-invoices/organization/${orgId}?from=2026-10-01&to=2026-10-31`,
    );
    expect(all.body.data.map((d) => d.contact_name)).toEqual([
      'Siam Motors',
      'Siam Trading',
      'ร้านกาแฟ ดอยช้าง',
    ]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const siam = await get<SalesDocumentList>(
      `/cash-invoices/organization/${orgId}?search=siam&limit=1&page=2`,
    );
    expect(siam.body.data.map((d) => d.contact_name)).toEqual(['Siam Trading']);
    expect(siam.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    const paid = await get<SalesDocumentList>(`/cash-invoices/organization/${orgId}?status=paid`);
    expect(paid.body.data.map((d) => [d.number, d.grand_total])).toEqual([[made[0]?.number, '107.00']]);
    const due = await createOk('invoices', {
      date: '2026-10-05',
      contact: customer,
      items: [{ name: 'x', quantity: 1, sale_price: 100 }],
    });
    await post(`/invoices/${due.id}/status`, { action: 'delivered' });
    const paymentDue = await get<SalesDocumentList>(`/invoices/organization/${orgId}?status=payment_due`);
    expect(paymentDue.body.data.map((d) => [d.number, d.status])).toEqual([[due.number, 'PAYMENT DUE']]);
    const byNumber = await get<SalesDocumentList>(
      `/cash-invoices/organization/${orgId}?search=${made[1]?.number ?? ''}`,
    );
    expect(byNumber.body.data.map((d) => d.id)).toEqual([made[1]?.id]);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer of a retried create and never makes a second document', async () => {
    const body = {
      organizationId: orgId,
      date: '2026-09-09',
      items: [{ name: 'x', quantity: 2, sale_price: 50 }],
    };
    const first = await post('/debit-notes', body, { 'Idempotency-Key': 'dn-1' });
    expect(first.status).toBe(400); // a debit note needs an invoice: the failure stores nothing
    const quotation = {
      organizationId: orgId,
      date: '2026-09-09',
      items: [{ name: 'x', quantity: 2, sale_price: 50 }],
    };
    const created = await post('/quotations', quotation, { 'Idempotency-Key': 'qt-retry-1' });
    const retried = await post('/quotations', quotation, { 'Idempotency-Key': 'qt-retry-1' });
    expect(created.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(created.body.id);
    expect(retried.body.number).toBe('QT202609090001');
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    const list = await get<SalesDocumentList>(
      `/quotations/organization/${orgId}?from=2026-09-09&to=2026-09-09`,
    );
    expect(list.body.pagination.total).toBe(1);
    const reused = await post<ErrorAnswer>(
      '/quotations',
      { ...quotation, notes: 'different' },
      { 'Idempotency-Key': 'qt-retry-1' },
    );
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY.KEY_REUSED');
    // A status action retried with its key is applied once.
    const once = await post(
      `/quotations/${created.body.id}/status`,
      { action: 'APPROVED' },
      { 'Idempotency-Key': 'a1' },
    );
    const again = await post(
      `/quotations/${created.body.id}/status`,
      { action: 'APPROVED' },
      { 'Idempotency-Key': 'a1' },
    );
    expect(again.body.history.length).toBe(once.body.history.length);
  });
});

describe('editing', () => {
  it('recomputes an editable document and refuses one that is not editable', async () => {
    const quotation = await createOk('quotations', { items: [{ name: 'x', quantity: 1, sale_price: 100 }] });
    const response = await t.request('PUT', `/quotations/${quotation.id}`, {
      token,
      body: { notes: 'ส่งของภายใน 7 วัน', items: [{ name: 'y', quantity: 4, sale_price: '250.50' }] },
    });
    const edited = await json<SalesDocument>(response);
    expect(response.status).toBe(200);
    // 4 × 250.50 = 1,002.00 + VAT 70.14 = 1,072.14; the number stays.
    expect(edited.totals).toMatchObject({ net_total: '1002.00', vat: '70.14', grand_total: '1072.14' });
    expect(edited.number).toBe(quotation.number);
    expect(edited.notes).toBe('ส่งของภายใน 7 วัน');
    await post(`/quotations/${quotation.id}/status`, { action: 'REJECTED' });
    const refused = await t.request('PUT', `/quotations/${quotation.id}`, { token, body: { notes: 'late' } });
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('QUOTATION.NOT_EDITABLE');
  });
});

describe('bad input', () => {
  const cases: [string, string, unknown, number, string, string?][] = [
    [
      'POST',
      '/quotations',
      { items: [{ name: 'x', quantity: 1, sale_price: 1 }] },
      400,
      'VALIDATION.FAILED',
      'organizationId',
    ],
    ['POST', '/quotations', { organizationId: 'ORG', items: [] }, 400, 'VALIDATION.FAILED', 'organizationId'],
    ['POST', '/quotations', 'ORG:items.0.quantity=abc', 400, 'VALIDATION.FAILED', 'items.0.quantity'],
    ['POST', '/quotations', 'ORG:items.0.sale_price=-5', 400, 'VALIDATION.FAILED', 'items.0.sale_price'],
    [
      'POST',
      '/quotations',
      'ORG:items.0.discount_percent=150',
      400,
      'VALIDATION.FAILED',
      'items.0.discount_percent',
    ],
    ['POST', '/quotations', 'ORG:items.0.quantity=0.123456', 400, 'VALIDATION.FAILED', 'items.0.quantity'],
    ['POST', '/quotations', 'ORG:date=2026-02-30', 400, 'VALIDATION.FAILED', 'date'],
    ['POST', '/quotations', 'ORG:creditDays=abc', 400, 'VALIDATION.FAILED', 'creditDays'],
    ['POST', '/quotations', 'ORG:priceType=gross', 400, 'VALIDATION.FAILED', 'priceType'],
    ['POST', '/quotations', 'ORG:contact.taxId=12345', 400, 'VALIDATION.FAILED', 'contact.taxId'],
    ['POST', '/quotations', 'ORG:items=', 400, 'VALIDATION.FAILED', 'items'],
    ['POST', '/quotations', 'ORG:contactId=UUID', 400, 'VALIDATION.FAILED', 'contactId'],
    ['POST', '/quotations', 'ORG:items.0.item_id=UUID', 400, 'VALIDATION.FAILED', 'items.0.item_id'],
    ['POST', '/quotations', 'ORG:dueDate=2026-01-01', 400, 'VALIDATION.FAILED', 'dueDate'],
    ['POST', '/invoices', 'ORG:partialType=PERCENTAGE', 400, 'VALIDATION.FAILED', 'parentQuotationId'],
    ['POST', '/invoices', 'ORG:parentQuotationId=UUID', 400, 'VALIDATION.FAILED', 'parentQuotationId'],
    ['POST', '/credit-notes', 'ORG:', 400, 'VALIDATION.FAILED', 'selectedInvoice'],
    ['POST', '/receipts', 'ORG:cumulativeInvoices.0=nope', 400, 'VALIDATION.FAILED', 'cumulativeInvoices.0'],
    ['POST', '/quotations', '{not json', 400, 'REQUEST.MALFORMED_JSON'],
    ['GET', '/quotations/not-a-uuid', undefined, 400, 'VALIDATION.FAILED', 'param.id'],
    ['GET', '/quotations/organization/ORG?limit=0', undefined, 400, 'VALIDATION.FAILED', 'query.limit'],
    [
      'GET',
      '/quotations/organization/ORG?from=21-11-2026',
      undefined,
      400,
      'VALIDATION.FAILED',
      'query.from',
    ],
    ['GET', '/quotations/UUID', undefined, 404, 'QUOTATION.NOT_FOUND'],
    ['POST', '/quotations/UUID/status', { action: '' }, 400, 'VALIDATION.FAILED', 'action'],
  ];
  const base = { name: 'x', quantity: 1, sale_price: 1 };

  /** 'ORG:path=value' builds a valid quotation body with one field replaced (JSON values where they parse). */
  function bodyOf(spec: unknown): unknown {
    if (typeof spec !== 'string' || !spec.startsWith('ORG:')) return spec;
    const body: Record<string, unknown> = { organizationId: orgId, items: [{ ...base }] };
    const assignment = spec.slice(4);
    if (assignment === '') return body;
    const [path = '', raw = ''] = assignment.split('=');
    const value =
      raw === ''
        ? []
        : raw === 'UUID'
          ? '0190a0f0-0000-7000-8000-000000000000'
          : /^-?\d/.test(raw) && !raw.includes('-', 1)
            ? Number(raw)
            : raw;
    const keys = path.split('.');
    let target: Record<string, unknown> = body;
    keys.slice(0, -1).forEach((key, i) => {
      const next = target[key] ?? (/^\d+$/.test(keys[i + 1] ?? '') ? [] : {});
      target[key] = next;
      target = next as Record<string, unknown>;
    });
    target[keys.at(-1) ?? ''] = value;
    return body;
  }

  for (const [method, rawPath, spec, status, code, path] of cases) {
    it(`${method} ${rawPath} ${typeof spec === 'string' ? spec : ''} → ${status} ${code}`, async () => {
      const url = rawPath.replace('ORG', orgId).replace('UUID', '0190a0f0-0000-7000-8000-000000000000');
      const response = await t.request(method, url, { token, body: bodyOf(spec) });
      const answer = await json<ErrorAnswer>(response);
      expect(response.status).toBe(status);
      expect(answer.error.code).toBe(code);
      if (path) {
        expect(answer.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      }
    });
  }

  it('refuses a request without a token', async () => {
    const response = await t.request('GET', `/invoices/organization/${orgId}`);
    expect(response.status).toBe(401);
  });
});

describe('another organisation', () => {
  it('gets 404 for every resource and every route', async () => {
    const invoice = await createOk('invoices', {
      contact: customer,
      items: [{ name: 'x', quantity: 1, sale_price: 100 }],
    });
    const ids: Record<string, string> = {
      quotations: (await createOk('quotations', { items: [{ name: 'x', quantity: 1, sale_price: 1 }] })).id,
      'billing-notes': (
        await createOk('billing-notes', { items: [{ name: 'x', quantity: 1, sale_price: 1 }] })
      ).id,
      invoices: invoice.id,
      'cash-invoices': (
        await createOk('cash-invoices', {
          contact: customer,
          items: [{ name: 'x', quantity: 1, sale_price: 1 }],
        })
      ).id,
      receipts: (await createOk('receipts', { selectedInvoice: invoice.id, partialAmount: '10' })).id,
      'credit-notes': (
        await createOk('credit-notes', {
          selectedInvoice: invoice.id,
          reason: 'PRODUCT_DAMAGED',
          items: [{ name: 'x', quantity: 1, sale_price: 1 }],
        })
      ).id,
      'debit-notes': (
        await createOk('debit-notes', {
          selectedInvoice: invoice.id,
          reason: 'PRODUCT_UNDERCHARGED',
          items: [{ name: 'x', quantity: 1, sale_price: 1 }],
        })
      ).id,
    };
    expect(Object.keys(ids).sort()).toEqual(Object.values(SALES_DOCUMENT_RESOURCES).sort());
    for (const [resource, id] of Object.entries(ids)) {
      const calls: [string, string, unknown][] = [
        ['GET', `/${resource}/${id}`, undefined],
        ['PUT', `/${resource}/${id}`, { notes: 'x' }],
        ['POST', `/${resource}/${id}/status`, { action: 'VOID' }],
        ['GET', `/${resource}/${id}/pdf`, undefined],
        ['GET', `/${resource}/organization/${orgId}`, undefined],
        [
          'POST',
          `/${resource}`,
          { organizationId: orgId, items: [{ name: 'x', quantity: 1, sale_price: 1 }] },
        ],
      ];
      for (const [method, path, body] of calls) {
        const response = await t.request(method, path, { token: otherToken, body });
        expect(response.status, `${method} ${path}`).toBe(404);
        const text = await response.text();
        expect(text).not.toContain(id === ids.invoices ? invoice.number : id);
      }
      // And the owner still sees it.
      expect((await get(`/${resource}/${id}`)).status).toBe(200);
    }
    // Their own organisation's list does not show ours.
    const theirs = await get<SalesDocumentList>(`/invoices/organization/${otherOrgId}`, otherToken);
    expect(theirs.body.pagination.total).toBe(0);
    // Making a document from another organisation's invoice: that invoice does not exist for them.
    const foreign = await t.request('POST', '/receipts', {
      token: otherToken,
      body: { organizationId: otherOrgId, selectedInvoice: invoice.id },
    });
    expect(foreign.status).toBe(400);
    expect((await json<ErrorAnswer>(foreign)).error.details).toEqual([
      expect.objectContaining({ path: 'selectedInvoice' }),
    ]);
  });
});

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);
// Reading the printed QR back needs a QR reader (zbar-tools); without one that check is skipped.
const zbarimg = await access('/usr/bin/zbarimg').then(
  () => '/usr/bin/zbarimg',
  () => undefined,
);

describe('PDF', () => {
  it.skipIf(chromium === undefined)('prints an invoice, original and copy', async () => {
    const invoice = await createOk('invoices', {
      contact: customer,
      items: [{ name: 'โต๊ะทำงานไม้สัก', quantity: 2, sale_price: 4500 }],
    });
    const response = await t.request('GET', `/invoices/${invoice.id}/pdf?copy=both&be=1`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(countPdfPages(bytes)).toBe(2);
  });

  describe('an organisation with a PromptPay id', () => {
    let payToken: string;
    let payOrgId: string;
    beforeAll(async () => {
      const payer = await t.register({ organization: { promptpay_id: '081-234-5678' } });
      payToken = payer.token;
      payOrgId = payer.organization.id;
    });

    async function invoiceOfPayOrg(): Promise<SalesDocument> {
      // 2 × 4,500.00 = 9,000.00 + VAT 7% 630.00 = 9,630.00 due.
      const answer = await t.request('POST', '/invoices', {
        token: payToken,
        body: {
          organizationId: payOrgId,
          contact: customer,
          items: [{ name: 'โต๊ะทำงานไม้สัก', quantity: 2, sale_price: 4500 }],
        },
      });
      expect(answer.status).toBe(201);
      return json<SalesDocument>(answer);
    }

    it('prints the PromptPay QR for the amount due in the document HTML', async () => {
      const invoice = await invoiceOfPayOrg();
      expect(invoice.totals.amountDue).toBe('9630.00');
      const organization = await findOrganization(t.db, payOrgId);
      if (!organization) throw new Error('organisation not found');
      const printable = toPrintableDocument(invoice, organization);
      expect(printable.seller.promptPayId).toBe('0812345678');
      const qr = createPromptPayQr('0812345678', '9630.00');
      expect(qr.payload).toBe(
        '00020101021229370016A000000677010111011300668123456785802TH530376454079630.00' +
          qr.payload.slice(-8),
      );
      const page = renderSalesDocumentHtml(printable);
      expect(page).toContain('alt="PromptPay QR"');
      expect(page).toContain(Buffer.from(qr.svg, 'utf8').toString('base64'));
      // An organisation without one prints no QR.
      const plain = await createOk('invoices', {
        contact: customer,
        items: [{ name: 'โต๊ะทำงานไม้สัก', quantity: 2, sale_price: 4500 }],
      });
      const own = await findOrganization(t.db, orgId);
      if (!own) throw new Error('organisation not found');
      expect(renderSalesDocumentHtml(toPrintableDocument(plain, own))).not.toContain('alt="PromptPay QR"');
    });

    it.skipIf(chromium === undefined || zbarimg === undefined)(
      'the printed PDF carries the id and a QR that decodes to the payload for the amount due',
      async () => {
        const invoice = await invoiceOfPayOrg();
        const response = await t.request('GET', `/invoices/${invoice.id}/pdf`, { token: payToken });
        expect(response.status).toBe(200);
        const run = promisify(execFile);
        const dir = await mkdtemp(join(tmpdir(), 'banchee-doc-qr-'));
        try {
          const file = join(dir, 'invoice.pdf');
          await writeFile(file, new Uint8Array(await response.arrayBuffer()));
          const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
          expect(text).toContain('0812345678');
          await run('pdftoppm', [
            '-r',
            '150',
            '-png',
            '-f',
            '1',
            '-l',
            '1',
            '-singlefile',
            file,
            join(dir, 'p'),
          ]);
          const { stdout } = await run(zbarimg ?? '', ['-q', '--raw', join(dir, 'p.png')]);
          expect(stdout.trim()).toBe(createPromptPayQr('0812345678', '9630.00').payload);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      90_000,
    );
  });
});
