// HTTP route of the dashboard: GET /dashboard/organization/{organizationId}?date= → the figures of that day
// (default today in Thailand). Thin: membership (404 for others) → getDashboard → wire form.
import {
  dashboardQuery,
  dashboardReport,
  organizationParams,
  type DashboardReport,
} from '@banchee/contracts';
import { toMoneyString } from '@banchee/domain';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { bangkokToday } from '../documents/index.ts';
import { getDashboard, type Dashboard, type MonthSales } from './dashboard.service.ts';

const monthJson = (m: MonthSales) => ({ ...m, amount: toMoneyString(m.amount) });

export function dashboardJson(d: Dashboard): DashboardReport {
  return {
    date: d.date,
    sales: { thisMonth: monthJson(d.sales.thisMonth), lastMonth: monthJson(d.sales.lastMonth) },
    receivables: { ...d.receivables, balance: toMoneyString(d.receivables.balance) },
    overdueInvoices: { count: d.overdueInvoices.count, amount: toMoneyString(d.overdueInvoices.amount) },
    cashAndBank: {
      accounts: d.cashAndBank.accounts.map((a) => ({ ...a, balance: toMoneyString(a.balance) })),
      total: toMoneyString(d.cashAndBank.total),
    },
    topCustomers: {
      ...d.topCustomers,
      customers: d.topCustomers.customers.map((c) => ({ ...c, amount: toMoneyString(c.amount) })),
    },
    monthlySales: d.monthlySales.map(monthJson),
  };
}

export function dashboardRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/dashboard/organization/{organizationId}',
      tags: ['dashboard'],
      summary:
        'Dashboard figures of a day: sales this month and last, receivable, overdue invoices, cash and bank, ' +
        'top customers, 12 months of sales',
      request: { params: organizationParams, query: dashboardQuery },
      responses: {
        200: { description: 'The dashboard', content: { 'application/json': { schema: dashboardReport } } },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const { date } = c.req.valid('query');
      return c.json(dashboardJson(await getDashboard(db, organizationId, date ?? bangkokToday())), 200);
    },
  );
  return router;
}
