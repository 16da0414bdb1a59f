// HTTP routes of the business reports: GET /reports/{sales|sales-by-product|sales-by-person|sales-by-customer|
// billing-notes|receivables|income-and-expense|projects}/organization/{organizationId}?from&to&filters, JSON by
// default or ?format=csv|xlsx|pdf&lang=th|en. Thin: parse → report → JSON, or its table as a download.
import {
  businessReport,
  businessReportQuery,
  businessReportNames,
  organizationParams,
  type BusinessReportName,
} from '@banchee/contracts';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { sendReport } from '../reports/index.ts';
import { reportResponse } from '../reports/index.ts';
import { TITLES } from './business-reports.captions.ts';
import { businessReportJson, businessReportTable } from './business-reports.serialize.ts';
import { ALL_ROWS, getBusinessReport } from './business-reports.service.ts';

const SUMMARIES: Record<BusinessReportName, string> = {
  sales:
    'Sales documents of the range (credit notes negative), by month, reconciled to 41xxx when unfiltered',
  'sales-by-product': 'Quantity and pre-VAT sales per product, largest first',
  'sales-by-person': 'Sales per salesperson (the document sales name), largest first',
  'sales-by-customer': 'Sales per customer, largest first',
  'billing-notes': 'Billing notes of the range with what was received on them',
  receivables: 'Invoices still open on `to`, aged by due date; reconciled to 11310 when unfiltered',
  'income-and-expense': 'Revenue and expenses of the ledger per month',
  projects: 'Profit and loss per project (a line’s project, else its document’s), reconciled to the P&L',
  'purchase-orders': 'Purchase orders of the range (rejected ones listed, not counted)',
  'receiving-inventory':
    'Receiving inventory of the range with what was paid; reconciled to 21210 credits when unfiltered',
  'receiving-inventory-by-product': 'Quantity and pre-VAT amount received per product, largest first',
  expenses: 'Expenses of the range with what was paid; reconciled to 21210 credits when unfiltered',
  payments: 'Payment slips of the range: settled, WHT, net paid; reconciled to 21210 debits when unfiltered',
  'withholding-tax':
    'Issued PND3/PND53 certificates by date paid; reconciled to 27230 + 27240 without a supplier filter',
  inventory:
    'Stock on hand now per warehouse and product with its value, reconciled when unfiltered to each inventory account its warehouses use (11510 by default)',
  'stock-card':
    'A product’s stock moves in the period (itemId required) with running quantity, unit cost, value',
};

export function businessReportsRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();
  for (const name of businessReportNames) {
    router.openapi(
      protectedRoute(config, {
        method: 'get',
        path: `/reports/${name}/organization/{organizationId}`,
        tags: ['reports'],
        summary: SUMMARIES[name],
        request: { params: organizationParams, query: businessReportQuery },
        responses: { 200: reportResponse(TITLES[name][1], businessReport) },
      }),
      async (c) => {
        const { organizationId } = c.req.valid('param');
        await requireMembership(db, currentUser(c).id, organizationId);
        const query = c.req.valid('query');
        if (query.format === 'json') {
          return c.json(businessReportJson(await getBusinessReport(db, organizationId, name, query)), 200);
        }
        const data = await getBusinessReport(db, organizationId, name, query, ALL_ROWS);
        const table = businessReportTable(data, query.lang);
        return sendReport(
          c,
          { db, pdfRenderer },
          organizationId,
          query.format,
          table,
          `${name}-${query.from}-${query.to}`,
        );
      },
    );
  }
  return router;
}
