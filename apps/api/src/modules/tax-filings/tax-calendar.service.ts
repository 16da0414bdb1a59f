// One tax calendar across every organisation a user belongs to (issue #12; decision 0149): the obligations of a
// range of months by due date, and the same as an iCalendar feed behind a tokenised URL (a calendar client
// cannot send a bearer token). The token is random; only its SHA-256 is stored; making a new one revokes the old.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@banchee/db';
import { formatMoney, type CalendarDate, type TaxObligationForm } from '@banchee/domain';
import {
  findUserByCalendarTokenHash,
  findUserOrganizations,
  setCalendarTokenHash,
} from './tax-filings.queries.ts';
import { monthText, obligationsOf, type Obligation, type TaxMonth } from './tax-filings.service.ts';

export interface CalendarObligation extends Obligation {
  readonly organizationName: string;
}

/** At most this many months per request (the calendar reads every organisation's ledger per month). */
export const CALENDAR_MAX_MONTHS = 12;

export function monthsBetween(from: TaxMonth, to: TaxMonth): number {
  return (to.year - from.year) * 12 + (to.month - from.month) + 1;
}

export async function userTaxCalendar(
  db: Database,
  userId: string,
  from: TaxMonth,
  to: TaxMonth,
  today: CalendarDate,
): Promise<CalendarObligation[]> {
  const out: CalendarObligation[] = [];
  for (const org of await findUserOrganizations(db, userId)) {
    for (const o of await obligationsOf(db, org.id, from, to, today))
      out.push({ ...o, organizationName: org.name });
  }
  return out.sort((a, b) =>
    a.dueDate === b.dueDate
      ? a.organizationName.localeCompare(b.organizationName, 'th')
      : a.dueDate < b.dueDate
        ? -1
        : 1,
  );
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new feed token for the user (the old one stops working). */
export async function renewCalendarToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await setCalendarTokenHash(db, userId, hashToken(token));
  return token;
}

export async function userOfCalendarToken(db: Database, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return findUserByCalendarTokenHash(db, hashToken(token));
}

const FORM_TH: Readonly<Record<TaxObligationForm, string>> = {
  PP30: 'ภ.พ.30',
  PND1: 'ภ.ง.ด.1',
  PND3: 'ภ.ง.ด.3',
  PND53: 'ภ.ง.ด.53',
  SSO: 'ประกันสังคม',
  PP36: 'ภ.พ.36',
};

const STATE_TH: Readonly<Record<string, string>> = {
  NOT_DUE: 'ยังไม่ถึงกำหนด',
  READY: 'พร้อมยื่น',
  FILED: 'ยื่นแล้ว',
  PAID: 'ชำระแล้ว',
  LATE: 'เกินกำหนด',
};

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** RFC 5545 line folding: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (date: CalendarDate) => date.replaceAll('-', '');

/** The feed: one all-day event per obligation on its due date; stable UIDs so updates replace events. */
export function taxCalendarIcs(obligations: readonly CalendarObligation[], stamp: Date): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Banchee//Tax calendar//TH',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:ปฏิทินภาษี',
  ];
  for (const o of obligations) {
    const month = monthText(o.month);
    const next = new Date(
      Date.UTC(
        Number(o.dueDate.slice(0, 4)),
        Number(o.dueDate.slice(5, 7)) - 1,
        Number(o.dueDate.slice(8, 10)) + 1,
      ),
    );
    lines.push(
      'BEGIN:VEVENT',
      `UID:${o.organizationId}-${o.form}-${month}@banchee`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${icsDate(o.dueDate)}`,
      `DTEND;VALUE=DATE:${icsDate(next.toISOString().slice(0, 10))}`,
      fold(`SUMMARY:${icsText(`${FORM_TH[o.form]} ${month} — ${o.organizationName}`)}`),
      fold(`DESCRIPTION:${icsText(`${STATE_TH[o.state] ?? o.state} · ${formatMoney(o.amount)} บาท`)}`),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
