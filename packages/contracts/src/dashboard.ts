// Wire shape of the organisation dashboard (GET /dashboard/organization/{organizationId}?date=): sales of this
// month (to the date) and last month, the receivable, overdue invoices, cash and bank balances, the top
// customers and twelve months of sales. Figures come from the ledger (revenue accounts 4xxxx, 11310, 111xx)
// and from the open invoices. Money is a decimal string with two places; months are yyyy-mm.
import { z } from 'zod';
import { isoDateSchema, uuid } from './common.ts';

const money = z.string().meta({ example: '1070.00' });

export const dashboardQuery = z.object({
  /** The day the dashboard is for (default: today in Thailand). */
  date: isoDateSchema.optional(),
});

const monthSales = z.object({ month: z.string(), from: z.string(), to: z.string(), amount: money });

export const dashboardReport = z
  .object({
    date: z.string(),
    sales: z.object({ thisMonth: monthSales, lastMonth: monthSales }),
    receivables: z.object({ accountCode: z.string(), balance: money }),
    overdueInvoices: z.object({ count: z.number().int(), amount: money }),
    cashAndBank: z.object({
      accounts: z.array(
        z.object({ code: z.string(), nameTh: z.string(), nameEn: z.string(), balance: money }),
      ),
      total: money,
    }),
    topCustomers: z.object({
      from: z.string(),
      to: z.string(),
      customers: z.array(z.object({ contactId: uuid, contactName: z.string(), amount: money })),
    }),
    monthlySales: z.array(monthSales),
  })
  .meta({ id: 'Dashboard' });
export type DashboardReport = z.infer<typeof dashboardReport>;
