// Business checks on a document's figures before computeDocumentTotals runs, as a list of issues with the
// field path the API puts in VALIDATION.FAILED details ({ path: "lines.0.quantity", message }). Format checks
// of the wire shape belong to the contracts (zod); these are the rules that need the numbers.
import { isDecimalString, parseDecimal, PERCENT_SCALE, pow10, QUANTITY_SCALE } from '../money/decimal.ts';
import { multiplyQuantity, parseMoney, percentOf, sumMoney, toMoneyString } from '../money/money.ts';
import { PRICE_TYPES } from '../constants/options.ts';
import { isCalendarDate } from '../thai/dates.ts';
import { LINE_TAX_CODES } from '../tax/vat.ts';
import { computeDocumentTotals, type DocumentTotalsInput } from './totals.ts';

export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

const MAX_PLACES = { quantity: QUANTITY_SCALE, money: 2, percent: PERCENT_SCALE } as const;

function decimalIssue(
  path: string,
  value: string | null | undefined,
  kind: keyof typeof MAX_PLACES,
  options: { required?: boolean; max?: bigint } = {},
): ValidationIssue | null {
  if (value === null || value === undefined || value.trim() === '') {
    return options.required ? { path, message: 'Required' } : null;
  }
  if (!isDecimalString(value)) return { path, message: 'Must be a number' };
  const places = value.trim().split('.')[1]?.length ?? 0;
  if (places > MAX_PLACES[kind]) return { path, message: `At most ${MAX_PLACES[kind]} decimal places` };
  const scaled = parseDecimal(value, MAX_PLACES[kind]);
  if (scaled < 0n) return { path, message: 'Cannot be negative' };
  if (options.max !== undefined && scaled > options.max) {
    return { path, message: `At most ${kind === 'percent' ? '100' : String(options.max)}` };
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
    push({ path: 'priceType', message: `Must be one of ${PRICE_TYPES.join(', ')}` });
  }
  if (!isCalendarDate(input.date)) push({ path: 'date', message: 'Must be a date (YYYY-MM-DD)' });
  if (input.lines.length === 0) push({ path: 'lines', message: 'Add at least one line' });

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
      push({ path: `lines.${i}.vatCode`, message: `Must be one of ${LINE_TAX_CODES.join(', ')}` });
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
        message: `Discount exceeds the line total ${toMoneyString(total)}`,
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
      push({ path: 'discountAmount', message: `Discount exceeds the subtotal ${toMoneyString(subtotal)}` });
    }
  }
  if (issues.length === 0 && computeDocumentTotals(input).amountAfterDiscount < 0n) {
    push({ path: 'lines', message: 'Deposits deducted exceed the document amount' });
  }
  return issues;
}
