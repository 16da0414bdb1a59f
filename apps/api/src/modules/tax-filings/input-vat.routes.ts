// HTTP routes of input VAT (issue #12; decisions 0176–0178). Thin: parse → membership (404 for others) → use case.
//   GET  /tax-filings/input-tax/organization/{organizationId}?month=yyyy-mm&format=json|csv|xlsx|pdf
//   GET  /tax-filings/purchase-vat/organization/{organizationId}?month=   POST /tax-filings/purchase-vat
//   GET  /tax-filings/checks/organization/{organizationId}?month=   (the desk's tax-invoice checks)
//   GET  /tax-filings/foreign-input-tax/organization/{organizationId}?month=   POST /tax-filings/foreign-input-tax
import {
  choosePurchaseVatRequest,
  foreignInputTaxReport,
  markForeignServiceRequest,
  inputTaxReport,
  organizationParams,
  purchaseTaxInvoice,
  purchaseVatList,
  taxInvoiceChecks,
  taxMonthQuery,
} from '@banchee/contracts';
import { parseTaxMonth, toMoneyString as s, type TaxMonthRef } from '@banchee/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { getForeignInputTax, markForeignService } from './foreign-input-tax.service.ts';
import { getInputTaxReport } from './input-tax.service.ts';
import { inputTaxJson, purchaseTaxInvoiceJson } from './input-vat.serialize.ts';
import { choosePurchaseVat, purchaseTaxInvoicesOfMonth } from './input-vat.service.ts';
import { taxInvoiceChecks as checksOf } from './tax-invoice-checks.service.ts';
import { vatReportFile } from './vat-report.http.ts';

const files = {
  'text/csv': { schema: { type: 'string' as const } },
  'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    schema: { type: 'string' as const, format: 'binary' },
  },
};

function monthOf(text: string, path = 'month'): TaxMonthRef {
  const m = parseTaxMonth(text);
  if (!m) throw validationError([{ path, message: 'Expected a tax month as yyyy-mm' }]);
  return m;
}

export function mountInputVatRoutes(router: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const tags = ['tax-filings'];

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/input-tax/organization/{organizationId}',
      tags,
      summary: 'Input (purchase) tax report of a claim month in the RD layout, as JSON, CSV, XLSX or PDF',
      request: { params: organizationParams, query: taxMonthQuery },
      responses: {
        200: {
          description: 'The report',
          content: { 'application/json': { schema: inputTaxReport }, ...files },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month, format } = c.req.valid('query');
      const m = monthOf(month);
      const report = await getInputTaxReport(db, organizationId, m.year, m.month);
      const file = await vatReportFile(c, deps, report, 'purchases', format, `input-tax-${month}`);
      if (file) return file;
      return c.json(inputTaxJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/purchase-vat/organization/{organizationId}',
      tags,
      summary:
        'Purchase tax invoices of a month: claimed in it, claimable in it (window), undue, failing their checks',
      request: { params: organizationParams, query: z.object({ month: taxMonthQuery.shape.month }) },
      responses: { 200: jsonResponse('The invoices', purchaseVatList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month } = c.req.valid('query');
      const list = await purchaseTaxInvoicesOfMonth(db, organizationId, monthOf(month));
      return c.json({ month, invoices: list.map(purchaseTaxInvoiceJson) }, 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/tax-filings/purchase-vat',
      tags,
      summary:
        'Claim a purchase tax invoice in a month of its window (11612 deferral), mark it not claimable (Dr 53074), or reset',
      request: { body: jsonBody(choosePurchaseVatRequest) },
      responses: { 200: jsonResponse('The invoice', purchaseTaxInvoice) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      if (body.action === 'CLAIM' && body.month === undefined) {
        throw validationError([{ path: 'month', message: 'A claim names its tax month' }]);
      }
      const choice =
        body.action === 'CLAIM'
          ? { action: 'CLAIM' as const, month: monthOf(body.month ?? '') }
          : { action: body.action };
      const invoice = await db.transaction((tx) =>
        choosePurchaseVat(tx, body.organizationId, body.documentId, choice, userId, body.part),
      );
      return c.json(purchaseTaxInvoiceJson(invoice), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/checks/organization/{organizationId}',
      tags,
      summary:
        "The month's tax invoices that fail their checks: purchase (tax id, branch, number, date) and sales (s.86/4)",
      request: { params: organizationParams, query: z.object({ month: taxMonthQuery.shape.month }) },
      responses: { 200: jsonResponse('The failing tax invoices', taxInvoiceChecks) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month } = c.req.valid('query');
      const checks = await checksOf(db, organizationId, monthOf(month));
      return c.json(
        {
          month,
          purchases: checks.purchases.map(purchaseTaxInvoiceJson),
          sales: checks.sales.map((s) => ({ ...s, missing: [...s.missing] })),
        },
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/foreign-input-tax/organization/{organizationId}',
      tags,
      summary: 'VAT self-assessed on services bought from abroad (PP36) in a month, with the PP36 due date',
      request: { params: organizationParams, query: z.object({ month: taxMonthQuery.shape.month }) },
      responses: { 200: jsonResponse('The report', foreignInputTaxReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month } = c.req.valid('query');
      const r = await getForeignInputTax(db, organizationId, monthOf(month));
      return c.json(
        {
          month,
          rows: r.rows.map((row) => ({ ...row, base: s(row.base), vat: s(row.vat) })),
          totals: { base: s(r.totals.base), vat: s(r.totals.vat) },
          candidates: r.candidates.map((row) => ({ ...row, base: s(row.base) })),
          dueDate: r.dueDate,
        },
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/tax-filings/foreign-input-tax',
      tags,
      summary: 'Mark an expense as a service bought from abroad (Dr 11611 · Cr 27113 at 7%), or undo it',
      request: { body: jsonBody(markForeignServiceRequest) },
      responses: { 204: { description: 'Done' } },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      await db.transaction((tx) =>
        markForeignService(tx, body.organizationId, body.documentId, body.foreign, userId),
      );
      return c.body(null, 204);
    },
  );
}
