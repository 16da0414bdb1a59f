// Business checks on a document's figures before computeDocumentTotals runs, as a list of issues with a
// namespaced code and the field path the API puts in VALIDATION.FAILED details ({ path: "lines.0.quantity",
// code, message }). Format checks of the wire shape belong to the contracts (zod); these are the rules that
// need the numbers. What passes here never yields a negative line, total, VAT or WHT (the money invariants of
// issue #9, property-tested; docs/decisions/0070).
import { isDecimalString, parseDecimal, PERCENT_SCALE, pow10, QUANTITY_SCALE } from '../money/decimal.ts';
import { multiplyQuantity, parseMoney, percentOf, sumMoney, toMoneyString } from '../money/money.ts';
import { PRICE_TYPES } from '../constants/options.ts';
import { isCalendarDate } from '../thai/dates.ts';
import { LINE_TAX_CODES } from '../tax/vat.ts';
import { computeDocumentTotals, type DocumentTotalsInput } from './totals.ts';

/** Why a figure is refused; the web translates each code. */
export type DocumentValidationCode =
  | 'DOCUMENT.REQUIRED'
  | 'DOCUMENT.NOT_A_NUMBER'
  | 'DOCUMENT.TOO_MANY_PLACES'
  | 'DOCUMENT.NEGATIVE'
  | 'DOCUMENT.ABOVE_MAXIMUM'
  | 'DOCUMENT.INVALID_PRICE_TYPE'
  | 'DOCUMENT.INVALID_DATE'
  | 'DOCUMENT.NO_LINES'
  | 'DOCUMENT.INVALID_VAT_CODE'
  | 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL'
  | 'DOCUMENT.DISCOUNT_EXCEEDS_SUBTOTAL'
  | 'DOCUMENT.DEPOSITS_EXCEED_AMOUNT';

export interface ValidationIssue {
  readonly path: string;
  readonly code: DocumentValidationCode;
  readonly message: string;
  /** Figures a translated message shows (the line total or subtotal a discount exceeds). */
  readonly params?: Readonly<Record<string, string>>;
}

const MAX_PLACES = { quantity: QUANTITY_SCALE, money: 2, percent: PERCENT_SCALE } as const;

function decimalIssue(
  path: string,
  value: string | null | undefined,
  kind: keyof typeof MAX_PLACES,
  options: { required?: boolean; max?: bigint } = {},
): ValidationIssue | null {
  if (value === null || value === undefined || value.trim() === '') {
    return options.required ? { path, code: 'DOCUMENT.REQUIRED', message: 'Required' } : null;
  }
  if (!isDecimalString(value)) return { path, code: 'DOCUMENT.NOT_A_NUMBER', message: 'Must be a number' };
  const places = value.trim().split('.')[1]?.length ?? 0;
  if (places > MAX_PLACES[kind]) {
    return { path, code: 'DOCUMENT.TOO_MANY_PLACES', message: `At most ${MAX_PLACES[kind]} decimal places` };
  }
  const scaled = parseDecimal(value, MAX_PLACES[kind]);
  if (scaled < 0n) return { path, code: 'DOCUMENT.NEGATIVE', message: 'Cannot be negative' };
  if (options.max !== undefined && scaled > options.max) {
    return {
      path,
      code: 'DOCUMENT.ABOVE_MAXIMUM',
      message: `At most ${kind === 'percent' ? '100' : String(options.max)}`,
    };
  }
  return null;
}

/** All issues found (empty when the input can be totalled and makes business sense). */
export function validateDocumentTotalsInput(input: DocumentTotalsInput): readonly ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const push = (issue: ValidationIssue | null) => {
    if (issue !== null) issues.push(issue);
  };
  const hundredPercent = 100n * pow10(PERCENT_SCALE);
  if (!(PRICE_TYPES as readonly string[]).includes(input.priceType)) {
    push({
      path: 'priceType',
      code: 'DOCUMENT.INVALID_PRICE_TYPE',
      message: `Must be one of ${PRICE_TYPES.join(', ')}`,
    });
  }
  if (!isCalendarDate(input.date)) {
    push({ path: 'date', code: 'DOCUMENT.INVALID_DATE', message: 'Must be a date (YYYY-MM-DD)' });
  }
  if (input.lines.length === 0) {
    push({ path: 'lines', code: 'DOCUMENT.NO_LINES', message: 'Add at least one line' });
  }

  const lineNets: bigint[] = [];
  input.lines.forEach((line, i) => {
    const before = issues.length;
    push(decimalIssue(`lines.${i}.quantity`, line.quantity, 'quantity', { required: true }));
    push(decimalIssue(`lines.${i}.unitPrice`, line.unitPrice, 'quantity', { required: true }));
    push(decimalIssue(`lines.${i}.discountAmount`, line.discountAmount, 'money'));
    push(
      decimalIssue(`lines.${i}.discountPercent`, line.discountPercent, 'percent', { max: hundredPercent }),
    );
    push(decimalIssue(`lines.${i}.whtPercent`, line.whtPercent, 'percent', { max: hundredPercent }));
    if (line.vatCode !== null && line.vatCode !== undefined && !LINE_TAX_CODES.includes(line.vatCode)) {
      push({
        path: `lines.${i}.vatCode`,
        code: 'DOCUMENT.INVALID_VAT_CODE',
        message: `Must be one of ${LINE_TAX_CODES.join(', ')}`,
      });
    }
    if (issues.length > before || line.kind === 'deposit_deduction') return;
    const total = multiplyQuantity(line.quantity, line.unitPrice);
    const discount =
      line.discountPercent && parseDecimal(line.discountPercent, PERCENT_SCALE) > 0n
        ? percentOf(total, line.discountPercent)
        : parseMoney(line.discountAmount);
    if (discount > total) {
      push({
        path: `lines.${i}.discountAmount`,
        code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
        message: `Discount exceeds the line total ${toMoneyString(total)}`,
        params: { total: toMoneyString(total) },
      });
    }
    lineNets.push(total - discount);
  });

  push(decimalIssue('discountAmount', input.discountAmount, 'money'));
  push(decimalIssue('discountPercent', input.discountPercent, 'percent', { max: hundredPercent }));
  const headerOk = !issues.some(
    (issue) => issue.path === 'discountAmount' || issue.path === 'discountPercent',
  );
  const percentGiven = input.discountPercent && parseDecimal(input.discountPercent, PERCENT_SCALE) > 0n;
  if (headerOk && !percentGiven && issues.length === 0) {
    const subtotal = sumMoney(lineNets);
    if (parseMoney(input.discountAmount) > subtotal) {
      push({
        path: 'discountAmount',
        code: 'DOCUMENT.DISCOUNT_EXCEEDS_SUBTOTAL',
        message: `Discount exceeds the subtotal ${toMoneyString(subtotal)}`,
        params: { subtotal: toMoneyString(subtotal) },
      });
    }
  }
  if (issues.length === 0 && deductionsExceedAmount(input)) {
    push({
      path: 'lines',
      code: 'DOCUMENT.DEPOSITS_EXCEED_AMOUNT',
      message: 'Deposits deducted exceed the document amount',
    });
  }
  return issues;
}

/**
 * Only deposit deductions count negatively, so only they can make a figure negative once discounts fit: in
 * the whole document, within one tax code or one WHT rate (a deduction at a rate no item carries), or in
 * what is left to pay after WHT (a deduction without WHT against items with WHT).
 */
function deductionsExceedAmount(input: DocumentTotalsInput): boolean {
  const totals = computeDocumentTotals(input);
  const figures = [
    totals.amountAfterDiscount,
    totals.grandTotal,
    totals.amountPayable,
    ...totals.taxes.flatMap((tax) => [tax.base, tax.vat]),
    ...totals.whtByRate.flatMap((rate) => [rate.base, rate.wht]),
  ];
  return figures.some((figure) => figure < 0n);
}
