// Depreciation of fixed assets to the satang (issue 13, thai-tax-reference §4.6, decision 0141). Pure.
//
// An asset is depreciated from its start of use over its useful life (whole years) down to its residual value.
// The schedule is cut into calendar months or calendar years. A full period takes the method's full amount;
// the first and the last period are prorated by the days of use in them (days used ÷ days in the period). The
// last period (the one holding the last day of the life) takes whatever is left, so a schedule always sums to
// cost − residual exactly and the accumulated depreciation never passes it.
//
//   straight line       full period = (cost − residual) ÷ (years × 12) a month, ÷ years a year
//   declining balance   period = book value at the period's start × annual rate (× 1/12 a month); when the
//                       straight line of what is left over the days left is larger, that is taken instead
//                       (the usual switch, so the asset still reaches its residual at the end of its life)
// Rounding: half-up to the satang per period (money.ts).
import { divideHalfUp, parseDecimal, PERCENT_SCALE, pow10 } from '../money/decimal.ts';
import { maxMoney, minMoney, type Money } from '../money/money.ts';
import { addDays, daysBetween, parseCalendarDate, type CalendarDate } from '../thai/dates.ts';

export const DEPRECIATION_METHODS = ['STRAIGHT_LINE', 'DECLINING_BALANCE'] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
export const DEPRECIATION_FREQUENCIES = ['MONTH', 'YEAR'] as const;
export type DepreciationFrequency = (typeof DEPRECIATION_FREQUENCIES)[number];

export const MAX_USEFUL_LIFE_YEARS = 100;

export interface DepreciationBasis {
  readonly cost: Money;
  readonly residualValue: Money;
  readonly usefulLifeYears: number;
  readonly method: DepreciationMethod;
  /** Annual rate of the declining balance in percent ("40"); default: twice the straight-line rate. */
  readonly decliningRatePercent?: string | undefined;
  /** The first day of use: depreciation starts on it. */
  readonly startDate: CalendarDate;
}

export interface SchedulePeriod {
  /** The calendar month or year. */
  readonly periodStart: CalendarDate;
  readonly periodEnd: CalendarDate;
  /** The days of use inside the period (the whole period but for the first and the last). */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly amount: Money;
  /** Accumulated depreciation at the end of the period, and the book value (cost − accumulated). */
  readonly accumulated: Money;
  readonly bookValue: Money;
}

function parts(date: CalendarDate): { year: number; month: number; day: number } {
  const p = parseCalendarDate(date);
  if (!p) throw new RangeError(`Not an ISO calendar date: "${date}"`);
  return p;
}

const iso = (year: number, month: number, day: number): CalendarDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar month or year holding `date`. */
export function periodOf(
  date: CalendarDate,
  frequency: DepreciationFrequency,
): { readonly start: CalendarDate; readonly end: CalendarDate } {
  const { year, month } = parts(date);
  return frequency === 'MONTH'
    ? { start: iso(year, month, 1), end: iso(year, month, daysInMonth(year, month)) }
    : { start: iso(year, 1, 1), end: iso(year, 12, 31) };
}

/** The last day of use: the day before the anniversary (a start on 29 February ends on 28 February). */
export function lifeEndDate(startDate: CalendarDate, years: number): CalendarDate {
  const { year, month, day } = parts(startDate);
  const endYear = year + years;
  const last = daysInMonth(endYear, month);
  return day > last ? iso(endYear, month, last) : addDays(iso(endYear, month, day), -1);
}

/** The declining-balance rate in percent at scale 4 (PERCENT_SCALE): the given one or 200 ÷ years. */
function decliningRate(basis: DepreciationBasis): bigint {
  if (basis.decliningRatePercent !== undefined && basis.decliningRatePercent !== '') {
    return parseDecimal(basis.decliningRatePercent, PERCENT_SCALE);
  }
  return divideHalfUp(200n * pow10(PERCENT_SCALE), BigInt(basis.usefulLifeYears));
}

function assertBasis(basis: DepreciationBasis): void {
  const { cost, residualValue, usefulLifeYears } = basis;
  if (cost < 0n || residualValue < 0n || residualValue > cost) {
    throw new RangeError('The residual value must lie between 0 and the cost');
  }
  if (!Number.isInteger(usefulLifeYears) || usefulLifeYears < 1 || usefulLifeYears > MAX_USEFUL_LIFE_YEARS) {
    throw new RangeError(`The useful life is a whole number of years from 1 to ${MAX_USEFUL_LIFE_YEARS}`);
  }
}

/** The whole schedule, one row per month or year from the start of use to the end of the useful life. */
export function depreciationSchedule(
  basis: DepreciationBasis,
  frequency: DepreciationFrequency,
): SchedulePeriod[] {
  assertBasis(basis);
  const { cost, residualValue: residual, usefulLifeYears: years } = basis;
  const depreciable = cost - residual;
  const lifeEnd = lifeEndDate(basis.startDate, years);
  const periodsPerYear = frequency === 'MONTH' ? 12n : 1n;
  const rate = basis.method === 'DECLINING_BALANCE' ? decliningRate(basis) : 0n;
  const rows: SchedulePeriod[] = [];
  let accumulated = 0n;
  let cursor = basis.startDate;
  while (cursor <= lifeEnd) {
    const period = periodOf(cursor, frequency);
    const from = cursor;
    const to = period.end < lifeEnd ? period.end : lifeEnd;
    const daysUsed = BigInt(daysBetween(from, to) + 1);
    const daysInPeriod = BigInt(daysBetween(period.start, period.end) + 1);
    const left = depreciable - accumulated;
    let amount: Money;
    if (to === lifeEnd) {
      amount = left;
    } else if (basis.method === 'STRAIGHT_LINE') {
      // depreciable × days used ÷ (years × periods a year × days in the period)
      amount = divideHalfUp(depreciable * daysUsed, BigInt(years) * periodsPerYear * daysInPeriod);
    } else {
      const bookValue = cost - accumulated;
      // book value × rate% ÷ periods a year × days used ÷ days in the period
      const declining = divideHalfUp(
        bookValue * rate * daysUsed,
        100n * pow10(PERCENT_SCALE) * periodsPerYear * daysInPeriod,
      );
      const remainingDays = BigInt(daysBetween(from, lifeEnd) + 1);
      const straight = divideHalfUp(left * daysUsed, remainingDays);
      amount = maxMoney(declining, straight);
    }
    amount = maxMoney(0n, minMoney(amount, left));
    accumulated += amount;
    rows.push({
      periodStart: period.start,
      periodEnd: period.end,
      from,
      to,
      amount,
      accumulated,
      bookValue: cost - accumulated,
    });
    cursor = addDays(period.end, 1);
  }
  return rows;
}

/**
 * What the schedule has accumulated by the end of `date`: the periods that ended by then, plus the period
 * holding `date` prorated by its days of use up to `date` (used for a disposal in the middle of a period).
 */
export function accumulatedByDate(schedule: readonly SchedulePeriod[], date: CalendarDate): Money {
  let before = 0n;
  for (const row of schedule) {
    if (row.to <= date) {
      before = row.accumulated;
      continue;
    }
    if (row.from > date) return before;
    // amount × days of use up to the date ÷ days of use in the period
    const upTo = BigInt(daysBetween(row.from, date) + 1);
    const used = BigInt(daysBetween(row.from, row.to) + 1);
    return before + divideHalfUp(row.amount * upTo, used);
  }
  return before;
}

/**
 * The depreciation a run (or a disposal) books for an asset whose accumulated depreciation is already
 * `accumulated`: up to the schedule's figure at `through`, never below zero and never past cost − residual.
 * A period that was skipped is caught up by the next run.
 */
export function depreciationDue(
  basis: DepreciationBasis,
  accumulated: Money,
  through: CalendarDate,
  frequency: DepreciationFrequency,
): Money {
  const target = accumulatedByDate(depreciationSchedule(basis, frequency), through);
  const ceiling = basis.cost - basis.residualValue;
  return maxMoney(0n, minMoney(target, ceiling) - accumulated);
}

/** The straight-line annual rate in percent at scale 4 (100 ÷ years): 3 years → 333333n (33.3333%). */
export function straightLineRate(usefulLifeYears: number): bigint {
  return divideHalfUp(100n * pow10(PERCENT_SCALE), BigInt(usefulLifeYears));
}

/**
 * Whether a useful life is shorter than the tax ceiling of its category allows (Royal Decree No. 145 B.E. 2527
 * s.4; decision 0140): whatever the method, an asset must be depreciated over at least 100 ÷ the maximum rate
 * years. A ceiling of 0 (land) allows no depreciation at all.
 */
export function exceedsTaxCeiling(usefulLifeYears: number, taxMaxRatePercent: string): boolean {
  const ceiling = parseDecimal(taxMaxRatePercent, PERCENT_SCALE);
  if (ceiling <= 0n) return true;
  // years ≥ 100 ÷ ceiling  ⇔  years × ceiling ≥ 100 (scale 4), allowing the 4-place rounding of 33.3333%.
  return BigInt(usefulLifeYears) * ceiling < 100n * pow10(PERCENT_SCALE) - 10n;
}
