// HTTP routes of the ledger reports, each for any date range or as-of date, as JSON, CSV (?format=csv) or PDF
// (?format=pdf):
// GET /reports/{trial-balance|general-ledger|journal-book|profit-and-loss|balance-sheet|ar-aging}/organization/
// {organizationId}. Thin: parse → report function → JSON, or the report's table as CSV or PDF.
import {
  agingQuery,
  asOfQuery,
  balanceSheetReport,
  dateRangeQuery,
  generalLedgerQuery,
  generalLedgerReport,
  journalBookQuery,
  journalBookReport,
  organizationParams,
  payableAgingReport,
  profitAndLossReport,
  receivableAgingReport,
  supplierStatementQuery,
  supplierStatementReport,
  trialBalanceReport,
} from '@banchee/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { getAccountByCode } from '../accounts/index.ts';
import { LedgerError } from '../journals/index.ts';
import { sendReport, type DownloadFormat } from './report-export.ts';
import * as serialize from './reports.serialize.ts';
import {
  getPayableAging,
  getSupplierStatement,
  payableAgingTable,
  supplierStatementJson,
  supplierStatementTable,
} from './reports.payables.ts';
import type { ReportTable } from './reports.serialize.ts';
import { getReceivableAging } from './reports.aging.ts';
import { ALL_LINES, getGeneralLedger, getJournalBook } from './reports.general-ledger.ts';
import { getBalanceSheet, getProfitAndLoss, getTrialBalance } from './reports.service.ts';

/** A report answers JSON by default, or CSV, XLSX or PDF with ?format=csv|xlsx|pdf. */
export function reportResponse<T extends z.ZodType>(description: string, schema: T) {
  return {
    description,
    content: {
      'application/json': { schema },
      'text/csv': { schema: { type: 'string' as const } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string' as const, format: 'binary' },
      },
      'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
    },
  } as const;
}

export function reportsRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();
  const tags = ['reports'];

  async function member(c: Context<AppEnv>, organizationId: string): Promise<void> {
    await requireMembership(db, currentUser(c).id, organizationId);
  }

  /** The report as a CSV or XLSX download or a printed PDF. */
  const download = (
    c: Context<AppEnv>,
    organizationId: string,
    format: DownloadFormat,
    table: ReportTable,
    name: string,
  ): Promise<Response> => sendReport(c, { db, pdfRenderer }, organizationId, format, table, name);

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/trial-balance/organization/{organizationId}',
      tags,
      summary: 'Trial balance: opening (before from), movements (from–to) and closing balance per account',
      request: { params: organizationParams, query: dateRangeQuery },
      responses: { 200: reportResponse('Trial balance', trialBalanceReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { from, to, format } = c.req.valid('query');
      const report = await getTrialBalance(db, organizationId, from, to);
      if (format !== 'json') {
        return download(
          c,
          organizationId,
          format,
          serialize.trialBalanceTable(report),
          `trial-balance-${from}-${to}`,
        );
      }
      return c.json(serialize.trialBalanceJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/general-ledger/organization/{organizationId}',
      tags,
      summary:
        'General ledger of one account: opening balance, lines with a running balance (paginated), closing',
      request: { params: organizationParams, query: generalLedgerQuery },
      responses: { 200: reportResponse('General ledger', generalLedgerReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { accountCode, from, to, format, page, limit } = c.req.valid('query');
      const account = await getAccountByCode(db, organizationId, accountCode);
      if (!account) throw new LedgerError('ACCOUNT.NOT_FOUND', `No account ${accountCode}.`);
      if (format !== 'json') {
        // The export holds the whole range, not one page.
        const all = await getGeneralLedger(db, organizationId, account, from, to, ALL_LINES);
        const name = `general-ledger-${accountCode}-${from}-${to}`;
        return download(c, organizationId, format, serialize.generalLedgerTable(all), name);
      }
      const report = await getGeneralLedger(db, organizationId, account, from, to, { page, limit });
      return c.json(serialize.generalLedgerJson(report, page, limit), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/journal-book/organization/{organizationId}',
      tags,
      summary: 'Journal book: every entry of the range in date order with its lines (paginated; CSV has all)',
      request: { params: organizationParams, query: journalBookQuery },
      responses: { 200: reportResponse('Journal book', journalBookReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { from, to, format, page, limit } = c.req.valid('query');
      if (format !== 'json') {
        // The export holds the whole range, not one page.
        const all = await getJournalBook(db, organizationId, from, to, ALL_LINES);
        return download(
          c,
          organizationId,
          format,
          serialize.journalBookTable(all),
          `journal-book-${from}-${to}`,
        );
      }
      const report = await getJournalBook(db, organizationId, from, to, { page, limit });
      return c.json(serialize.journalBookJson(report, page, limit), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/profit-and-loss/organization/{organizationId}',
      tags,
      summary: 'Profit and loss for a date range (year-end closing entries left out)',
      request: { params: organizationParams, query: dateRangeQuery },
      responses: { 200: reportResponse('Profit and loss', profitAndLossReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { from, to, format } = c.req.valid('query');
      const report = await getProfitAndLoss(db, organizationId, from, to);
      if (format !== 'json') {
        const name = `profit-and-loss-${from}-${to}`;
        return download(c, organizationId, format, serialize.profitAndLossTable(report), name);
      }
      return c.json(serialize.profitAndLossJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/balance-sheet/organization/{organizationId}',
      tags,
      summary:
        'Balance sheet as of a date, with the current-year profit as its own line until the year is closed',
      request: { params: organizationParams, query: asOfQuery },
      responses: { 200: reportResponse('Balance sheet', balanceSheetReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { asOf, format } = c.req.valid('query');
      const report = await getBalanceSheet(db, organizationId, asOf);
      if (format !== 'json') {
        return download(
          c,
          organizationId,
          format,
          serialize.balanceSheetTable(report),
          `balance-sheet-${asOf}`,
        );
      }
      return c.json(serialize.balanceSheetJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/ar-aging/organization/{organizationId}',
      tags,
      summary: 'Accounts receivable aging per customer as of a date; the total equals the 11310 balance',
      request: { params: organizationParams, query: agingQuery },
      responses: { 200: reportResponse('Receivable aging', receivableAgingReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { asOf, accountCode, format } = c.req.valid('query');
      const report = await getReceivableAging(db, organizationId, asOf, accountCode);
      if (format !== 'json') {
        return download(
          c,
          organizationId,
          format,
          serialize.receivableAgingTable(report),
          `ar-aging-${asOf}`,
        );
      }
      return c.json(serialize.receivableAgingJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/ap-aging/organization/{organizationId}',
      tags,
      summary: 'Accounts payable aging per supplier as of a date; the total equals the 21210 balance',
      request: { params: organizationParams, query: asOfQuery },
      responses: { 200: reportResponse('Payable aging', payableAgingReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { asOf, format } = c.req.valid('query');
      const report = await getPayableAging(db, organizationId, asOf);
      if (format !== 'json') {
        return download(c, organizationId, format, payableAgingTable(report), `ap-aging-${asOf}`);
      }
      return c.json(serialize.receivableAgingJson(report), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/supplier-statement/organization/{organizationId}',
      tags,
      summary: "One supplier's bills and payments on 21210 with a running balance (the aging's drill-down)",
      request: { params: organizationParams, query: supplierStatementQuery },
      responses: { 200: reportResponse('Supplier statement', supplierStatementReport) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await member(c, organizationId);
      const { contactId, from, to, format } = c.req.valid('query');
      const report = await getSupplierStatement(db, organizationId, contactId, from, to);
      if (!report) throw notFound('CONTACT', 'contact');
      if (format !== 'json') {
        return download(c, organizationId, format, supplierStatementTable(report), `supplier-${from}-${to}`);
      }
      return c.json(supplierStatementJson(report), 200);
    },
  );

  return router;
}
