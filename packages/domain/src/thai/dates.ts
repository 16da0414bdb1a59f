// Calendar dates and their Thai presentation. A date is an ISO calendar date string "YYYY-MM-DD" in the
// Gregorian calendar (Common Era) with no time zone; Buddhist Era (BE = CE + 543) is presentation only
// (thai-tax-reference §9: never store BE). The package has no clock: "today" is always an argument.

/** An ISO calendar date, "2026-11-21". */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export const BUDDHIST_ERA_OFFSET = 543;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export const THAI_MONTHS_ABBREVIATED = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** Sunday first, as JavaScript's getUTCDay numbers them. */
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

export interface DateParts {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number; // 1–31
}

/** Splits an ISO date; null if it is not a real calendar date (2026-02-30 is rejected). */
export function parseCalendarDate(date: string): DateParts | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function isCalendarDate(date: string): boolean {
  return parseCalendarDate(date) !== null;
}

function requireParts(date: string): DateParts {
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not an ISO calendar date: "${date}"`);
  return parts;
}

function toEpochDay(date: CalendarDate): number {
  const { year, month, day } = requireParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): CalendarDate {
  const d = new Date(epochDay * MS_PER_DAY);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** date + days (days may be negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  // ISO dates with four-digit years sort correctly as strings.
  return a < b ? -1 : a > b ? 1 : 0;
}

export function toBuddhistYear(ceYear: number): number {
  return ceYear + BUDDHIST_ERA_OFFSET;
}

export function fromBuddhistYear(beYear: number): number {
  return beYear - BUDDHIST_ERA_OFFSET;
}

/** The display format of spec §5: DD-MM-YYYY in CE ("2026-01-05" → "05-01-2026"). */
export function formatDateDMY(
  date: CalendarDate,
  options: { era?: 'CE' | 'BE'; separator?: string } = {},
): string {
  const { year, month, day } = requireParts(date);
  const sep = options.separator ?? '-';
  const shownYear = options.era === 'BE' ? toBuddhistYear(year) : year;
  return `${String(day).padStart(2, '0')}${sep}${String(month).padStart(2, '0')}${sep}${shownYear}`;
}

/** Reads DD-MM-YYYY (or DD/MM/YYYY) back to an ISO date; `era: 'BE'` subtracts 543. Null when invalid. */
export function parseDateDMY(text: string, options: { era?: 'CE' | 'BE' } = {}): CalendarDate | null {
  const match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[3]) - (options.era === 'BE' ? BUDDHIST_ERA_OFFSET : 0);
  const iso = `${String(year).padStart(4, '0')}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

export type ThaiDateStyle = 'long' | 'abbreviated' | 'numeric' | 'full';

/**
 * Thai document date in Buddhist Era (thai-tax-reference §9), for 2026-01-05:
 * long "5 มกราคม 2569" · abbreviated "5 ม.ค. 2569" · numeric "05/01/2569" · full "วันจันทร์ที่ 5 มกราคม พ.ศ. 2569".
 */
export function formatThaiDate(date: CalendarDate, style: ThaiDateStyle = 'long'): string {
  const { year, month, day } = requireParts(date);
  const be = toBuddhistYear(year);
  switch (style) {
    case 'long':
      return `${day} ${THAI_MONTHS[month - 1]} ${be}`;
    case 'abbreviated':
      return `${day} ${THAI_MONTHS_ABBREVIATED[month - 1]} ${be}`;
    case 'numeric':
      return formatDateDMY(date, { era: 'BE', separator: '/' });
    case 'full': {
      const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
      return `วัน${THAI_WEEKDAYS[weekday]}ที่ ${day} ${THAI_MONTHS[month - 1]} พ.ศ. ${be}`;
    }
  }
}

/** Tax month heading on VAT reports: "เดือนภาษี มกราคม ปี 2569". */
export function formatThaiTaxMonth(year: number, month: number): string {
  const name = THAI_MONTHS[month - 1];
  if (name === undefined) throw new RangeError(`month must be 1–12, got ${month}`);
  return `เดือนภาษี ${name} ปี ${toBuddhistYear(year)}`;
}
