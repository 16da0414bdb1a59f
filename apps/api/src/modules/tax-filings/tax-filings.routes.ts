// HTTP routes of the tax filings (issue #12). Thin: parse → membership (404 for others) → use case → wire form.
//   GET  /tax-filings/output-tax/organization/{organizationId}?month=yyyy-mm&format=json|csv|xlsx|pdf
//   GET  /tax-filings/pp30/organization/{organizationId}?month=&format=json|pdf   POST /tax-filings/pp30/close
//   GET  /tax-filings/desk/organization/{organizationId}?month=   POST /tax-filings/file   POST /tax-filings/pay
//   GET  /tax-calendar?from=&to=   POST /tax-calendar/feed-token   GET /tax-calendar/feed/{token}.ics (public)
import {
  closeVatMonthRequest,
  fileReturnRequest,
  organizationParams,
  outputTaxReport,
  payReturnRequest,
  pp30Worksheet,
  taxCalendar,
  taxCalendarFeed,
  taxCalendarQuery,
  taxDesk,
  taxFiling,
  taxMonthQuery,
} from '@banchee/contracts';
import { parseTaxMonth } from '@banchee/domain';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute, publicRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { actionRoute, sendPdf } from '../../http/record-routes.ts';
import { bangkokToday } from '../documents/index.ts';
import { getOutputTaxReport } from './output-tax.service.ts';
import { mountETaxRoutes } from './etax.routes.ts';
import { mountWhtSubmissionRoutes } from './wht-submission.routes.ts';
import { mountInputVatRoutes } from './input-vat.routes.ts';
import { vatReportFile } from './vat-report.http.ts';
import { pp30Html } from './pp30.export.ts';
import {
  CALENDAR_MAX_MONTHS,
  monthsBetween,
  renewCalendarToken,
  taxCalendarIcs,
  userOfCalendarToken,
  userTaxCalendar,
} from './tax-calendar.service.ts';
import { expiredInputVat } from './input-vat.service.ts';
import {
  expiredInputVatJson,
  filingJson,
  obligationJson,
  outputTaxJson,
  pp30Json,
} from './tax-filings.serialize.ts';
import * as service from './tax-filings.service.ts';
import { findUserOrganizations } from './tax-filings.queries.ts';

const files = {
  'text/csv': { schema: { type: 'string' as const } },
  'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    schema: { type: 'string' as const, format: 'binary' },
  },
};

/** The validated yyyy-mm as numbers (the schema already checked the shape). */
function monthOf(text: string, path = 'month'): service.TaxMonth {
  const m = parseTaxMonth(text);
  if (!m) throw validationError([{ path, message: 'Expected a tax month as yyyy-mm' }]);
  return m;
}

export function taxFilingsRoutes(deps: AppDeps) {
  const { db, config, pdfRenderer } = deps;
  const router = createRouter();
  mountETaxRoutes(router, deps);
  mountWhtSubmissionRoutes(router, deps);
  mountInputVatRoutes(router, deps);
  const tags = ['tax-filings'];
  const today = () => bangkokToday(config.now().getTime());

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/output-tax/organization/{organizationId}',
      tags,
      summary: 'Output (sales) tax report of a tax month in the RD layout, as JSON, CSV, XLSX or PDF',
      request: { params: organizationParams, query: taxMonthQuery },
      responses: {
        200: {
          description: 'The report',
          content: { 'application/json': { schema: outputTaxReport }, ...files },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month, format } = c.req.valid('query');
      const m = monthOf(month);
      const report = await getOutputTaxReport(db, organizationId, m.year, m.month);
      const file = await vatReportFile(c, deps, report, 'sales', format, `output-tax-${month}`);
      if (file) return file;
      return c.json(outputTaxJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/pp30/organization/{organizationId}',
      tags,
      summary: 'PP30 worksheet (boxes 1–12) reconciled to 27111 and 11610, as JSON or PDF',
      request: { params: organizationParams, query: taxMonthQuery },
      responses: {
        200: {
          description: 'The worksheet',
          content: { 'application/json': { schema: pp30Worksheet }, ...files },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month, format } = c.req.valid('query');
      const figures = await service.getPp30(db, organizationId, monthOf(month));
      if (format === 'pdf') {
        const json = pp30Json(figures);
        const bytes = await pdfRenderer.renderHtmlToPdf(
          pp30Html({
            year: figures.month.year,
            month: figures.month.month,
            operator: figures.output.operator,
            boxes: figures.boxes,
            excessChoice: figures.filing?.excessChoice ?? null,
            dueDates: json.dueDates,
            closed: json.closed,
          }),
        );
        return sendPdf(c, { bytes, fileName: `pp30-${month}.pdf` });
      }
      if (format !== 'json') throw validationError([{ path: 'query.format', message: 'json or pdf' }]);
      return c.json(pp30Json(figures), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/tax-filings/pp30/close',
      tags,
      summary:
        'Close a VAT month: post the VAT close entry (Dr 27111 · Cr 11610 · Cr 27120) and record the PP30',
      request: { body: jsonBody(closeVatMonthRequest) },
      responses: { 201: jsonResponse('The PP30 filing', taxFiling) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      const m = monthOf(body.month);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: filingJson(
          await db.transaction((tx) =>
            service.closeVatMonth(tx, body.organizationId, m, body, today(), userId),
          ),
        ),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/desk/organization/{organizationId}',
      tags,
      summary: 'The monthly tax-filing desk: each obligation of the month with amount, due date and state',
      request: { params: organizationParams, query: z.object({ month: taxMonthQuery.shape.month }) },
      responses: { 200: jsonResponse('The obligations', taxDesk) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { month } = c.req.valid('query');
      const m = monthOf(month);
      const orgs = await findUserOrganizations(db, currentUser(c).id);
      const organizationName = orgs.find((o) => o.id === organizationId)?.name ?? '';
      const obligations = await service.obligationsOf(db, organizationId, m, m, today());
      return c.json(
        {
          month,
          today: today(),
          obligations: obligations.map((o) => obligationJson({ ...o, organizationName })),
          expiredInputVat: (await expiredInputVat(db, organizationId, m)).map(expiredInputVatJson),
        },
        200,
      );
    },
  );

  actionRoute(router, deps, {
    path: '/tax-filings/file',
    tags,
    summary: 'Mark a return filed with its RD reference (PP30 after the month is closed)',
    body: fileReturnRequest,
    answer: { description: 'The filing', schema: taxFiling },
    run: async (db, actor, body) => {
      const m = monthOf(body.month);
      return filingJson(
        await db.transaction((tx) =>
          service.fileReturn(tx, actor.organizationId, { ...body, month: m }, actor.userId),
        ),
      );
    },
  });

  actionRoute(router, deps, {
    path: '/tax-filings/pay',
    tags,
    summary: 'Mark a filed return paid: posts Dr 27120 / 27210 / 27230 / 27240 / 27300 · Cr the bank account',
    body: payReturnRequest,
    answer: { description: 'The filing', schema: taxFiling },
    run: async (db, actor, body) => {
      const m = monthOf(body.month);
      return filingJson(
        await db.transaction((tx) =>
          service.payReturn(tx, actor.organizationId, { ...body, month: m }, actor.userId),
        ),
      );
    },
  });

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-calendar',
      tags,
      summary:
        'Every obligation of every organisation the caller belongs to, by due date (at most 12 months)',
      request: { query: taxCalendarQuery },
      responses: { 200: jsonResponse('The calendar', taxCalendar) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const from = monthOf(query.from, 'query.from');
      const to = monthOf(query.to, 'query.to');
      const span = monthsBetween(from, to);
      if (span < 1 || span > CALENDAR_MAX_MONTHS) {
        throw validationError([
          { path: 'query.to', message: `from..to spans 1 to ${CALENDAR_MAX_MONTHS} months` },
        ]);
      }
      const list = await userTaxCalendar(db, currentUser(c).id, from, to, today());
      return c.json(
        { from: query.from, to: query.to, today: today(), obligations: list.map(obligationJson) },
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/tax-calendar/feed-token',
      tags,
      summary: 'A new iCalendar feed URL for the caller (the previous URL stops working)',
      responses: { 201: jsonResponse('The feed path', taxCalendarFeed) },
    }),
    async (c) => {
      const token = await renewCalendarToken(db, currentUser(c).id);
      return c.json({ path: `/tax-calendar/feed/${token}.ics` }, 201);
    },
  );

  router.openapi(
    publicRoute({
      method: 'get',
      path: '/tax-calendar/feed/{file}',
      tags,
      summary: 'The iCalendar feed of a tax calendar (the token in the URL is the credential)',
      request: { params: z.object({ file: z.string().max(100) }) },
      responses: {
        200: {
          description: 'text/calendar',
          content: { 'text/calendar': { schema: { type: 'string' as const } } },
        },
        404: { description: 'Unknown or revoked token' },
      },
    }),
    async (c) => {
      const token = c.req.valid('param').file.replace(/\.ics$/, '');
      const userId = await userOfCalendarToken(db, token);
      if (!userId) throw new AppError('TAX_CALENDAR.NOT_FOUND', 'No such calendar.');
      const now = today();
      const [y, mo] = [Number(now.slice(0, 4)), Number(now.slice(5, 7))];
      // Three months back to two ahead: what a bookkeeper's calendar needs, bounded work per fetch.
      const back = mo > 3 ? { year: y, month: mo - 3 } : { year: y - 1, month: mo + 9 };
      const ahead = mo < 11 ? { year: y, month: mo + 2 } : { year: y + 1, month: mo - 10 };
      const list = await userTaxCalendar(db, userId, back, ahead, now);
      return c.body(taxCalendarIcs(list, config.now()), 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, max-age=900',
      });
    },
  );

  return router;
}
