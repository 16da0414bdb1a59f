// Monthly tax obligations, their due dates as dated rules, and their state (thai-tax-reference §2.1, §3.1;
// decision 0148). PP30 is due on the 15th of the following month on paper; PND1/3/53 and PP36 on the 7th
// (decision 0200); social security contributions on the 15th. e-Filing adds 8 days while the Ministry's extension runs (to 31 Jan 2027):
// after it ends an e-filed return is due on the paper date. Weekends and public holidays do not move the date.
import { compareDates, parseCalendarDate, type CalendarDate } from '../thai/dates.ts';
import { ZERO, type Money } from '../money/money.ts';

export const TAX_OBLIGATION_FORMS = ['PP30', 'PND1', 'PND3', 'PND53', 'SSO', 'PP36'] as const;
export type TaxObligationForm = (typeof TAX_OBLIGATION_FORMS)[number];

export type FilingChannel = 'PAPER' | 'EFILING';

/** Day of the following month a paper return is due. */
export const PAPER_DUE_DAY: Readonly<Record<TaxObligationForm, number>> = {
  PP30: 15,
  PND1: 7,
  PND3: 7,
  PND53: 7,
  SSO: 15,
  /** ภ.พ.36 is due with the PND returns (thai-tax-reference §2.1). */
  PP36: 7,
};

export interface EFilingExtension {
  readonly forms: readonly TaxObligationForm[];
  /** Applies to returns whose paper due date falls on or before this day. */
  readonly until: CalendarDate;
  readonly days: number;
}

/** MoF Notification No.7 (12 Jan 2024) and its predecessors: +8 days for e-filing and online payment. */
export const E_FILING_EXTENSIONS: readonly EFilingExtension[] = [
  { forms: ['PP30', 'PND1', 'PND3', 'PND53', 'PP36'], until: '2027-01-31', days: 8 },
];

function iso(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** First day after the tax month (year, month 1–12). */
function followingMonth(year: number, month: number): { year: number; month: number } {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month must be 1–12: ${month}`);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** The due date of a month's return: PP30 for 2026-01 → 2026-02-15 on paper, 2026-02-23 e-filed. */
export function taxDueDate(
  form: TaxObligationForm,
  year: number,
  month: number,
  channel: FilingChannel = 'EFILING',
): CalendarDate {
  const next = followingMonth(year, month);
  const paperDay = PAPER_DUE_DAY[form];
  const paper = iso(next.year, next.month, paperDay);
  if (channel === 'PAPER') return paper;
  const extension = E_FILING_EXTENSIONS.find(
    (e) => e.forms.includes(form) && compareDates(paper, e.until) <= 0,
  );
  return extension ? iso(next.year, next.month, paperDay + extension.days) : paper;
}

/** The last day of a tax month. */
export function taxMonthEnd(year: number, month: number): CalendarDate {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, days);
}

export type ObligationState = 'NOT_DUE' | 'READY' | 'FILED' | 'PAID' | 'LATE';

export interface ObligationStatus {
  readonly monthEnd: CalendarDate;
  readonly dueDate: CalendarDate;
  readonly today: CalendarDate;
  readonly filedOn?: CalendarDate | null;
  readonly paidOn?: CalendarDate | null;
  /** What the return asks to pay (0: nothing to pay, filing alone completes it). */
  readonly amount: Money;
}

/**
 * NOT_DUE until the tax month has ended; then READY until the due date, LATE after it unless filed; FILED once
 * filed with something to pay (LATE again if the due date passes unpaid); PAID once paid or filed with nothing
 * to pay.
 */
export function obligationState(status: ObligationStatus): ObligationState {
  const filed = status.filedOn !== null && status.filedOn !== undefined;
  const paid = status.paidOn !== null && status.paidOn !== undefined;
  if (paid || (filed && status.amount <= ZERO)) return 'PAID';
  const overdue = compareDates(status.today, status.dueDate) > 0;
  if (filed) return overdue ? 'LATE' : 'FILED';
  if (compareDates(status.today, status.monthEnd) <= 0) return 'NOT_DUE';
  return overdue ? 'LATE' : 'READY';
}

/** "2026-01" → { year: 2026, month: 1 }, or null. */
export function parseTaxMonth(text: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return null;
  const parts = parseCalendarDate(`${text}-01`);
  return parts ? { year: parts.year, month: parts.month } : null;
}
