// Display formatting for the web app. The rules themselves (two-decimal money, DD-MM-YYYY, BE = CE + 543)
// live in @banchee/domain; this file only adapts wire values (decimal strings, ISO timestamps) to them and
// binds the user's year-format preference.
import {
  formatDateDMY,
  formatMoneyInput,
  groupThousands,
  isCalendarDate,
  isDecimalString,
} from '@banchee/domain';
import { usePreferences, type Era } from './preferences';

/** Thai business dates are Bangkok dates: a timestamp just after midnight UTC+7 is already "tomorrow". */
export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';

/** A quantity from the wire ("4.0000" → "4.00", "0.3333" → "0.3333", "-12500" → "-12,500.00"): at least two
 * places, no needless zeros. */
export function formatQuantityText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return groupThousands(`${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`);
}

/** Money from the wire ("1234.5", "", null) as "1,234.50"; an empty value shows 0.00 (spec §5). */
export function formatMoneyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return formatMoneyInput('');
  try {
    return formatMoneyInput(String(value));
  } catch {
    // Not a number at all: show it unchanged rather than inventing a figure.
    return String(value);
  }
}

/**
 * A figure being entered, as a money field shows it when not being typed in (issue #10 §4): thousands
 * separators and at least two decimals, further places kept as typed (a unit price may have four):
 * "1500" → "1,500.00", "850.5" → "850.50", "12.3456" → "12.3456". Text that is not a plain figure ("2..",
 * "abc", "12,50") is shown unchanged so its validation message stands beside what was typed.
 */
export function formatMoneyField(value: string): string {
  const plain = value.trim();
  if (plain === '' || plain.includes(',') || !isDecimalString(plain)) return value;
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const places = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${grouped}.${places}`;
}

/** The calendar date (YYYY-MM-DD) of an ISO date or timestamp, in the business time zone. */
export function toCalendarDate(value: string | Date, timeZone: string = BUSINESS_TIME_ZONE): string | null {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** DD-MM-YYYY (spec §5), with the year in the Buddhist Era when asked. Empty for missing or invalid input. */
export function formatDisplayDate(value: string | Date | null | undefined, era: Era = 'CE'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toCalendarDate(value);
  return date ? formatDateDMY(date, { era }) : '';
}

/** Formatters bound to the signed-in user's preferences. */
export function useFormatters(): {
  money: typeof formatMoneyText;
  date: (value: string | Date | null | undefined) => string;
} {
  const { era } = usePreferences();
  return { money: formatMoneyText, date: (value) => formatDisplayDate(value, era) };
}

/** Two letters for an avatar: first letters of first and last name ("Somchai Jaidee" → "SJ"). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${initialOf(firstName)}${initialOf(lastName)}`.toUpperCase() || '?';
}

// Thai leading vowels (เ แ โ ใ ไ) are written before the consonant they follow in speech, so the initial
// of "ใจดี" is "จ", not "ใ".
const thaiLeadingVowel = /[\u0E40-\u0E44]/u;

function initialOf(name: string | null | undefined): string {
  const letters = Array.from((name ?? '').trim());
  return letters.find((letter) => !thaiLeadingVowel.test(letter)) ?? '';
}
