// "2026-11" as a short month for the chart's axis: "พ.ย. 69" (Thai, BE year when chosen, else CE) or "Nov 26".
import { THAI_MONTHS_ABBREVIATED, toBuddhistYear } from '@banchee/domain';
import type { Era, Language } from './preferences';

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function monthLabel(month: string, language: Language, era: Era): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const shownYear = String(era === 'BE' ? toBuddhistYear(year) : year).slice(-2);
  const name = language === 'th' ? THAI_MONTHS_ABBREVIATED[index] : ENGLISH_MONTHS[index];
  return `${name ?? month} ${shownYear}`;
}
