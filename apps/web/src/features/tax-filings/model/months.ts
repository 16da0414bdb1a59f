// Tax months for the screens: yyyy-mm on the wire, "มกราคม 2569" / "January 2026" (or CE when the user
// prefers) on screen. The default month is last month: the one whose returns are being prepared.
import { THAI_MONTHS, toBuddhistYear } from '@banchee/domain';
import type { Era } from '../../../lib/preferences';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month before the one `today` (yyyy-mm-dd) falls in. */
export function defaultTaxMonth(today: string): string {
  return shiftMonth(today.slice(0, 7), -1);
}

export function isTaxMonth(text: string | null): text is string {
  return text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

export function monthLabel(month: string, language: 'th' | 'en', era: Era): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const shownYear = era === 'BE' ? toBuddhistYear(year) : year;
  return `${(language === 'en' ? EN_MONTHS : THAI_MONTHS)[index] ?? ''} ${shownYear}`;
}

/** `count` months ending with `last`, newest first. */
export function recentMonths(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, -i));
}
