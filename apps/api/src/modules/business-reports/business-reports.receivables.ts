// The receivables report (issue 15): every open invoice with its balance and days overdue, the totals and aging
// buckets over all of them (added up per due day by the database), reconciled to the receivable account when
// unfiltered.
import type { BusinessReportQuery } from '@banchee/contracts';
import { sql, type Database } from '@banchee/db';
import { daysBetween, parseMoney as m, sumMoney } from '@banchee/domain';
import { RECEIVABLE_ACCOUNT, rangeRows } from '../reports/index.ts';
import * as q from './business-reports.queries.ts';
import { queryOpenInvoices, queryOpenInvoiceSums } from './business-reports.settled-queries.ts';
import { col, documentDrill } from './business-reports.rows.ts';

/** The aging bucket of a balance `days` past due: not due, 1–30, 31–60, 61–90, over 90. */
export function agingBucket(days: number): 'notDue' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90' {
  if (days <= 0) return 'notDue';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}
const BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

export async function receivables(db: Database, org: string, f: BusinessReportQuery, limit: number) {
  const open = await queryOpenInvoices(db, org, f, limit);
  // Totals and aging over every open invoice, added up per due day by the database.
  const sums = (await queryOpenInvoiceSums(db, org, f)).map((s) => ({
    days: daysBetween(s.due, f.to),
    total: m(s.total),
    paid: m(s.paid),
    credited: m(s.credited) - m(s.debited),
    count: Number(s.count),
  }));
  const sumOf = (key: 'total' | 'paid' | 'credited', rs = sums) => sumMoney(rs.map((r) => r[key]));
  const balanceOf = (rs = sums) => sumOf('total', rs) - sumOf('credited', rs) - sumOf('paid', rs);
  const rows = open.map((n) => {
    const total = m(n.total);
    const paid = m(n.paid);
    const credited = m(n.credited) - m(n.debited);
    const days = daysBetween(n.due_date ?? n.date, f.to);
    return {
      cells: {
        date: n.date,
        number: n.number,
        contact: n.contact_name,
        dueDate: n.due_date,
        total,
        paid,
        credited,
        balance: total - credited - paid,
        daysOverdue: Math.max(days, 0),
      },
      drill: documentDrill(n.kind, n.id),
    };
  });
  const report = balanceOf();
  // Only an unfiltered report is the whole receivable the ledger holds.
  const unfiltered = !f.contactId && !f.itemId && !f.salesName && !f.projectId && !f.status;
  const receivable = sql`account_code = ${RECEIVABLE_ACCOUNT}`;
  const ledger = unfiltered
    ? m(await q.queryAccountBalance(db, rangeRows(org, null, f.to, { filter: receivable })))
    : undefined;
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('contact', 'text'),
      col('dueDate', 'date'),
      col('total', 'money'),
      col('paid', 'money'),
      col('credited', 'money'),
      col('balance', 'money'),
      col('daysOverdue', 'count'),
    ],
    rows,
    rowCount: sums.reduce((n, r) => n + r.count, 0),
    totals: { total: sumOf('total'), paid: sumOf('paid'), credited: sumOf('credited'), balance: report },
    chart: {
      kind: 'bucket' as const,
      points: BUCKETS.map((bucket) => ({
        label: bucket,
        value: balanceOf(sums.filter((r) => agingBucket(r.days) === bucket)),
      })),
    },
    ...(ledger === undefined
      ? {}
      : {
          reconciliation: { accounts: RECEIVABLE_ACCOUNT, report, ledger, reconciles: report === ledger },
        }),
  };
}
