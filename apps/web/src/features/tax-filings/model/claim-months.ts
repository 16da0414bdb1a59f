// The months a purchase tax invoice may be claimed in (its window from the API, decision 0176), oldest first.
import { shiftMonth } from './months';

export function claimMonthsOf(window: { first: string; last: string } | undefined): string[] {
  if (!window) return [];
  const out: string[] = [];
  for (let m = window.first; m <= window.last && out.length < 24; m = shiftMonth(m, 1)) out.push(m);
  return out;
}
