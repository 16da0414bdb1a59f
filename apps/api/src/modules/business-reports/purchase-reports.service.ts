// The purchase and withholding reports on the business-report frame (issue 15, decision 0174): purchase orders,
// receiving inventory (by document and by product), expenses, payments and withholding tax. Each answers the
// frame's one shape; bills and payments reconcile to 21210, withholding to 27230 + 27240 (see the queries).
import type { BusinessReportQuery, ReportColumnType, ReportDrill } from '@banchee/contracts';
import { parseMoney, sumMoney, type Money } from '@banchee/domain';
import type { Database } from '@banchee/db';
import * as q from './purchase-reports.queries.ts';

const m = parseMoney;
const col = (key: string, type: ReportColumnType) => ({ key, type });
const documentDrill = (kind: string, id: string): ReportDrill => ({
  type: 'document',
  documentKind: kind,
  documentId: id,
});
const receivedDrill = (itemId: string): ReportDrill => ({
  type: 'report',
  report: 'receiving-inventory',
  filter: 'itemId',
  value: itemId,
});
type Cells = Record<string, string | Money | number | null>;
const total = (rows: readonly { cells: Cells }[], key: string) =>
  sumMoney(rows.map((r) => r.cells[key] as Money));

/** Sums per calendar month (yyyy-mm) of `key`, in month order, for the chart. */
function byMonth(rows: readonly { cells: Cells }[], key: string) {
  const months = new Map<string, Money>();
  for (const r of rows) {
    const month = String(r.cells.date).slice(0, 7);
    months.set(month, (months.get(month) ?? 0n) + (r.cells[key] as Money));
  }
  return {
    kind: 'month' as const,
    points: [...months.entries()].sort().map(([label, value]) => ({ label, value })),
  };
}

/** Only a report narrowed by nothing but its period is the whole ledger figure. */
const unfiltered = (f: BusinessReportQuery) => !f.contactId && !f.itemId && !f.projectId && !f.status;

const reconciliation = (accounts: string, report: Money, ledger: Money) => ({
  reconciliation: { accounts, report, ledger, reconciles: report === ledger },
});

export async function purchaseOrdersReport(db: Database, org: string, f: BusinessReportQuery) {
  const docs = await q.queryPurchaseDocuments(db, org, ['PO'], f);
  const rows = docs.map((d) => ({
    cells: {
      date: d.date,
      number: d.number,
      supplier: d.contact_name,
      status: d.status,
      net: m(d.net),
      vat: m(d.vat),
      total: m(d.total),
    },
    drill: documentDrill(d.kind, d.id),
  }));
  // Rejected orders are listed but not counted.
  const counted = rows.filter((r) => r.cells.status !== 'REJECTED');
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('supplier', 'text'),
      col('status', 'text'),
      col('net', 'money'),
      col('vat', 'money'),
      col('total', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { net: total(counted, 'net'), vat: total(counted, 'vat'), total: total(counted, 'total') },
    chart: byMonth(counted, 'net'),
  };
}

/** Receiving inventory or expenses: each bill with what was paid on it; the total beside 21210's credits. */
export async function billsReport(db: Database, org: string, f: BusinessReportQuery, kind: 'RI' | 'EXP') {
  const docs = await q.queryPurchaseDocuments(db, org, [kind], f);
  const rows = docs.map((d) => {
    const grand = m(d.total);
    const paid = m(d.paid);
    return {
      cells: {
        date: d.date,
        number: d.number,
        supplier: d.contact_name,
        dueDate: d.due_date,
        status: d.status,
        net: m(d.net),
        vat: m(d.vat),
        total: grand,
        paidOut: paid,
        balance: grand - paid,
      },
      drill: documentDrill(d.kind, d.id),
    };
  });
  const counted = rows.filter((r) => r.cells.status !== 'VOID' && r.cells.status !== 'REJECTED');
  const report = total(counted, 'total');
  const ledger = unfiltered(f)
    ? m(await q.queryPayableBySource(db, org, [kind], 'credit', f.from, f.to))
    : undefined;
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('supplier', 'text'),
      col('dueDate', 'date'),
      col('status', 'text'),
      col('net', 'money'),
      col('vat', 'money'),
      col('total', 'money'),
      col('paidOut', 'money'),
      col('balance', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: {
      net: total(counted, 'net'),
      vat: total(counted, 'vat'),
      total: report,
      paidOut: total(counted, 'paidOut'),
      balance: total(counted, 'balance'),
    },
    chart: byMonth(counted, 'total'),
    ...(ledger === undefined ? {} : reconciliation(q.PAYABLE_ACCOUNT, report, ledger)),
  };
}

export async function receivedByProductReport(db: Database, org: string, f: BusinessReportQuery) {
  const products = await q.queryReceivedByProduct(db, org, f);
  const rows = products.map((p) => ({
    cells: { code: p.code, name: p.name, unit: p.unit, quantity: p.quantity, net: m(p.net) },
    // A product of the catalogue leads to its receiving documents; a typed-in line has nowhere to go.
    ...(p.item_id ? { drill: receivedDrill(p.item_id) } : {}),
  }));
  return {
    columns: [
      col('code', 'text'),
      col('name', 'text'),
      col('unit', 'text'),
      col('quantity', 'quantity'),
      col('net', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { net: total(rows, 'net') },
    chart: {
      kind: 'top' as const,
      points: rows.slice(0, 10).map((r) => ({ label: String(r.cells.name), value: r.cells.net })),
    },
  };
}

/**
 * Payments — payment slips and bills paid at once (decision 0235): amount settled (before WHT), WHT and the net
 * paid out; the total beside the 21210 debits of the range (queryPaymentsInLedger).
 */
export async function paymentsReport(db: Database, org: string, f: BusinessReportQuery) {
  const slips = await q.queryPayments(db, org, f);
  const rows = slips.map((s) => {
    const amount = m(s.amount);
    const wht = m(s.wht);
    return {
      cells: {
        date: s.date,
        number: s.number,
        supplier: s.contact_name,
        status: s.status,
        amountPaid: amount,
        wht,
        netPaid: amount - wht,
      },
      drill: documentDrill(s.kind, s.id),
    };
  });
  const counted = rows.filter((r) => r.cells.status !== 'VOID');
  const report = total(counted, 'amountPaid');
  const ledger = unfiltered(f) ? m(await q.queryPaymentsInLedger(db, org, f.from, f.to)) : undefined;
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('supplier', 'text'),
      col('status', 'text'),
      col('amountPaid', 'money'),
      col('wht', 'money'),
      col('netPaid', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { amountPaid: report, wht: total(counted, 'wht'), netPaid: total(counted, 'netPaid') },
    chart: byMonth(counted, 'amountPaid'),
    ...(ledger === undefined ? {} : reconciliation(q.PAYABLE_ACCOUNT, report, ledger)),
  };
}

/** Issued PND3 / PND53 certificates by date paid; the WHT beside 27230 + 27240 of the range. */
export async function withholdingReport(db: Database, org: string, f: BusinessReportQuery) {
  const certificates = await q.queryWithholding(db, org, f);
  const rows = certificates.map((c) => ({
    cells: {
      date: c.date,
      number: c.number,
      form: c.form,
      supplier: c.contact_name,
      amountPaid: m(c.income),
      wht: m(c.wht),
    },
    drill: documentDrill('WHT', c.id),
  }));
  const report = total(rows, 'wht');
  const ledger = f.contactId ? undefined : m(await q.queryWithheldInLedger(db, org, f.from, f.to));
  return {
    columns: [
      col('date', 'date'),
      col('number', 'text'),
      col('form', 'text'),
      col('supplier', 'text'),
      col('amountPaid', 'money'),
      col('wht', 'money'),
    ],
    rows,
    rowCount: rows.length,
    totals: { amountPaid: total(rows, 'amountPaid'), wht: report },
    chart: byMonth(rows, 'wht'),
    ...(ledger === undefined ? {} : reconciliation(q.WHT_PAYABLE.join(' + '), report, ledger)),
  };
}
