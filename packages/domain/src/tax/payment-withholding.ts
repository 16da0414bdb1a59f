// The withholding of one payment to a supplier (a payment slip, or a bill paid at once; issue 11 §2, decision
// 0170): the income lines of its 50 ทวิ and the WHT each bill carries, from one computation so that the
// certificates and the posting (27230 / 27240) can never disagree.
//
//   1. Each bill's WHT bases (its totals' whtByRate: the pre-VAT amount per rate) are taken in the share paid:
//      the whole base when the bill is paid in full, else base × paid / grand total, half-up.
//   2. Bases of the same (type of income, rate) across the bills paid are added: one income line each, its tax
//      from computeWithholding(base, rate, payer) — withheld at source: round(base × r); the payer bearing the
//      tax: grossed up (thai-tax-reference §2.3).
//   3. Each line's tax is allocated back to the bills by their share of its base (the bill's WHT on this payment).
//   4. The lines are put on certificates of at most three lines (the form has three rows for a payee's lines).
//   A line names what was paid for (its bases' kinds of income, e.g. ค่าเช่า from a rent account, each once, in
//   the order met): the text of the certificate line and of the PND3 / PND53 row (decision 0239).
import { allocate, prorate, sumMoney, type Money } from '../money/money.ts';
import { computeWithholding } from './withholding.ts';
import type { WithholdingIncomeTypeCode, WithholdingPayerConditionCode } from '../constants/withholding.ts';

/** The income type of a supplier payment unless the line says otherwise: the s.3 tres orders' row (services,
 *  hire of work, rent, transport, advertising …), where most supplier payments go (thai-tax-reference §2.4). */
export const DEFAULT_SUPPLIER_INCOME_TYPE: WithholdingIncomeTypeCode = '5';

/** Income lines per certificate (spec §3: line_number 1 to 3). */
export const LINES_PER_CERTIFICATE = 3;

export interface PaidBillWithholding {
  /** The bill's id (or any key), echoed in the answer. */
  readonly key: string;
  /** Amount of the bill paid now (including VAT, before WHT). */
  readonly paid: Money;
  readonly grandTotal: Money;
  /** The bill's WHT bases per (income type, rate); rates of 0 are ignored. */
  readonly bases: readonly {
    readonly typeOfIncome?: WithholdingIncomeTypeCode;
    readonly percent: string;
    readonly base: Money;
    /** What was paid for (the kind of income of the bill line's account), when known. */
    readonly details?: string;
  }[];
}

export interface PaymentWithholdingLine {
  readonly typeOfIncome: WithholdingIncomeTypeCode;
  /** Percent with two places ("3.00"). */
  readonly percent: string;
  /** The pre-VAT amount paid at this rate (before any gross-up). */
  readonly base: Money;
  /** The income as printed on the 50 ทวิ (grossed up when the payer bears the tax). */
  readonly income: Money;
  readonly tax: Money;
  /** The kinds of income of its bases, joined with ", " ('' when none is known). */
  readonly details: string;
}

export interface PaymentWithholding {
  /** The income lines, by income type then rate. */
  readonly lines: readonly PaymentWithholdingLine[];
  /** The lines grouped into certificates of at most three lines each. */
  readonly certificates: readonly (readonly PaymentWithholdingLine[])[];
  /** The WHT of this payment carried by each bill (key → tax), summing to totalTax. */
  readonly byBill: ReadonlyMap<string, Money>;
  readonly totalTax: Money;
  /** Tax the payer bears on top of the payment (0 when withheld at source): the expense 53075. */
  readonly taxBorne: Money;
}

const twoPlaces = (percent: string): string => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return `${String(Number(whole))}.${(fraction + '00').slice(0, 2)}`;
};

const isZero = (percent: string) => /^0*(\.0*)?$/.test(percent);

/** Step 1–4 above. Throws RangeError on a negative amount or a rate outside 0–100 (callers validate first). */
export function paymentWithholding(
  bills: readonly PaidBillWithholding[],
  payer: WithholdingPayerConditionCode = 'TAX_AT_SOURCE',
): PaymentWithholding {
  const shares: { key: string; group: string; base: Money }[] = [];
  const groups = new Map<
    string,
    { typeOfIncome: WithholdingIncomeTypeCode; percent: string; base: Money; details: string[] }
  >();
  for (const bill of bills) {
    if (bill.paid < 0n || bill.grandTotal < 0n) throw new RangeError('A payment cannot be negative');
    for (const rate of bill.bases) {
      if (isZero(rate.percent) || rate.base <= 0n) continue;
      const base =
        bill.paid === bill.grandTotal || bill.grandTotal === 0n
          ? rate.base
          : prorate(rate.base, bill.paid, bill.grandTotal);
      if (base === 0n) continue;
      const typeOfIncome = rate.typeOfIncome ?? DEFAULT_SUPPLIER_INCOME_TYPE;
      const percent = twoPlaces(rate.percent);
      const group = `${typeOfIncome}|${percent}`;
      const found = groups.get(group);
      const details = found?.details ?? [];
      const detail = rate.details?.trim() ?? '';
      if (detail !== '' && !details.includes(detail)) details.push(detail);
      groups.set(group, { typeOfIncome, percent, base: (found?.base ?? 0n) + base, details });
      shares.push({ key: bill.key, group, base });
    }
  }
  const ordered = [...groups.entries()].sort(([, a], [, b]) =>
    a.typeOfIncome === b.typeOfIncome
      ? Number(a.percent) - Number(b.percent)
      : a.typeOfIncome < b.typeOfIncome
        ? -1
        : 1,
  );
  const byBill = new Map<string, Money>(bills.map((bill) => [bill.key, 0n]));
  const lines: PaymentWithholdingLine[] = [];
  let taxBorne = 0n;
  for (const [group, { typeOfIncome, percent, base, details }] of ordered) {
    const figures = computeWithholding(base, percent, payer);
    lines.push({
      typeOfIncome,
      percent,
      base,
      income: figures.income,
      tax: figures.wht,
      details: details.join(', '),
    });
    if (figures.payeeReceives === base) taxBorne += figures.wht;
    const contributing = shares.filter((share) => share.group === group);
    const split = allocate(
      figures.wht,
      contributing.map((share) => share.base),
    );
    contributing.forEach((share, i) =>
      byBill.set(share.key, (byBill.get(share.key) ?? 0n) + (split[i] ?? 0n)),
    );
  }
  const certificates: PaymentWithholdingLine[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_CERTIFICATE) {
    certificates.push(lines.slice(i, i + LINES_PER_CERTIFICATE));
  }
  return {
    lines,
    certificates,
    byBill,
    totalTax: sumMoney(lines.map((line) => line.tax)),
    taxBorne,
  };
}
