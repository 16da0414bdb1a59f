// The PP30 worksheet of a tax month (decisions 0147, 0225): boxes 1–5 from the output tax report, 6 and 7 from
// the input tax report, box 10 from last month's close, beside 27111 / 11610 as the month's close finds them.
import type { Database, Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  computePp30,
  monthKey,
  monthOfDate,
  monthOfKey,
  parseMoney,
  reconcileVat,
  taxMonthEnd,
  toMoneyString,
  ZERO,
  type Money,
  type Pp30Boxes,
} from '@banchee/domain';
import { getInputTaxReport, type InputTaxReport } from './input-tax.service.ts';
import { getOutputTaxReport, type OutputTaxReport } from './output-tax.service.ts';
import {
  findFiling,
  firstVatDate,
  listFilings,
  openingInputVat,
  vatBalanceBeforeClose,
  type TaxFilingRow,
} from './tax-filings.queries.ts';
import { monthStart, previousMonth, type TaxMonth } from './tax-months.ts';

type Db = Database | Transaction;

/** Boxes 1–12 as decimal strings (stored on the filing, answered on the wire). */
export function boxesText(boxes: Pp30Boxes): Record<keyof Pp30Boxes, string> {
  const out = {} as Record<keyof Pp30Boxes, string>;
  for (const key of Object.keys(boxes) as (keyof Pp30Boxes)[]) out[key] = toMoneyString(boxes[key]);
  return out;
}

export interface Pp30Figures {
  readonly month: TaxMonth;
  readonly output: OutputTaxReport;
  readonly input: InputTaxReport;
  readonly boxes: Pp30Boxes;
  /** 27111 credit balance and 11610 debit balance less box 10 at the month end, as the month's close finds
   *  them: earlier closes counted, this month's own close left out (decision 0225). */
  readonly ledger: { readonly outputVat: Money; readonly inputVat: Money };
  readonly reconciliation: ReturnType<typeof reconcileVat>;
  readonly filing: TaxFilingRow | undefined;
  /** The earliest earlier month with VAT in the ledger whose PP30 is not closed: close it first (0225). */
  readonly earlierOpenMonth: TaxMonth | undefined;
}

/**
 * Box 10: what last month's closed PP30 carried forward, plus the opening VAT position when the books start in
 * the month (the 11610 of the opening balances entry: the excess the last return filed elsewhere carried).
 */
async function carriedForwardInto(db: Db, organizationId: string, m: TaxMonth): Promise<Money> {
  const prev = previousMonth(m);
  const filing = await findFiling(db, organizationId, 'PP30', prev.year, prev.month);
  const opening = await openingInputVat(db, organizationId, monthStart(m), taxMonthEnd(m.year, m.month));
  return (filing ? parseMoney(filing.carriedForward) : ZERO) + opening;
}

/**
 * The earliest month before m whose VAT is not closed, counting from the first month any VAT reached the
 * ledger (27111 or 11610): PP30 is filed every month, so months are closed in order (decision 0225). Undefined
 * when every such month is closed.
 */
export async function earlierOpenVatMonth(
  db: Db,
  organizationId: string,
  m: TaxMonth,
): Promise<TaxMonth | undefined> {
  const first = await firstVatDate(db, organizationId);
  if (first === null || first >= monthStart(m)) return undefined;
  const from = monthOfDate(first);
  const filings = await listFilings(db, organizationId, from, previousMonth(m));
  const closed = new Set(
    filings.filter((f) => f.form === 'PP30').map((f) => monthKey({ year: f.taxYear, month: f.taxMonth })),
  );
  for (let key = monthKey(from); key < monthKey(m); key += 1) if (!closed.has(key)) return monthOfKey(key);
  return undefined;
}

/**
 * The worksheet: boxes 1–5 from the output tax report, boxes 6 and 7 from the input tax report (the invoices
 * claimed in the month), box 10 from last month's close. The ledger side is what the close entry clears:
 * 27111's balance and 11610's balance less box 10 at the month end; a difference is shown, never hidden.
 */
export async function getPp30(db: Db, organizationId: string, m: TaxMonth): Promise<Pp30Figures> {
  const end = taxMonthEnd(m.year, m.month);
  const output = await getOutputTaxReport(db, organizationId, m.year, m.month);
  const carried = await carriedForwardInto(db, organizationId, m);
  const input = await getInputTaxReport(db, organizationId, m.year, m.month);
  const totals = output.report.totals;
  const boxes = computePp30({
    standardRatedSales: totals.standardBase,
    zeroRatedSales: totals.zeroRatedBase,
    exemptSales: totals.exemptBase + output.exemptSalesWithoutTaxInvoice,
    outputVat: totals.vat,
    claimedPurchases: input.report.totals.standardBase,
    inputVat: input.report.totals.vat,
    carriedForward: carried,
  });
  const start = monthStart(m);
  const balance = (account: string) => vatBalanceBeforeClose(db, organizationId, account, start, end);
  const ledger = {
    outputVat: -(await balance(ACCOUNTS.outputVat)),
    inputVat: (await balance(ACCOUNTS.inputVat)) - carried,
  };
  return {
    month: m,
    output,
    input,
    boxes,
    ledger,
    reconciliation: reconcileVat(boxes, ledger),
    filing: await findFiling(db, organizationId, 'PP30', m.year, m.month),
    earlierOpenMonth: await earlierOpenVatMonth(db, organizationId, m),
  };
}
